import Foundation
import ListBinding
import Testing

/// Callbacks that call back into the table: deferred until the call that made them completes,
/// in order, each validated then (see "Re-entrancy" in `TableView`'s documentation).
@MainActor
@Suite("Re-entrancy: callbacks that call the table")
struct TableViewReentrancyTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("A willDisplay that reloads with fewer rows during reloadData does not trap")
  func reloadFromWillDisplayDuringReload() throws {
    let list = try HookedList([(0..<10).map { "r\($0)" }], height: 5)
    var reloads = 0
    list.onWillDisplay = { [unowned list] _ in
      guard reloads == 0 else { return }
      reloads += 1
      list.sections = [["x", "y"]]
      try list.tableView.reloadData()
    }
    try list.tableView.reloadData()
    #expect(reloads == 1)
    #expect(visibleTexts(list.tableView) == ["x", "y"])
    list.checkCells()
  }

  @Test("A willDisplay that reloads with fewer rows during a scroll does not trap")
  func reloadFromWillDisplayDuringScroll() throws {
    let list = try HookedList([(0..<20).map { "r\($0)" }], height: 5)
    list.onWillDisplay = { [unowned list] indexPath in
      guard indexPath.row == 7 else { return }
      list.sections = [["only"]]
      try list.tableView.reloadData()
    }
    try list.tableView.setContentOffset(5)
    #expect(visibleTexts(list.tableView) == ["only"])
    #expect(list.tableView.rowOffset == 0)
    list.checkCells()
  }

  @Test("Load more from willDisplay: the page appended at the last row shows")
  func loadMore() throws {
    let list = try HookedList([(0..<5).map { "r\($0)" }], height: 8)
    list.onWillDisplay = { [unowned list] indexPath in
      let count = list.sections[0].count
      guard indexPath.row == count - 1, count < 15 else { return }
      list.sections[0] += (count..<count + 5).map { "r\($0)" }
      try list.tableView.insertRows(
        at: (count..<count + 5).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }
    try list.tableView.reloadData()
    #expect(try list.tableView.numberOfRows(inSection: 0) == 10)
    try list.tableView.setContentOffset(2)
    #expect(try list.tableView.numberOfRows(inSection: 0) == 15)
    #expect(visibleTexts(list.tableView) == (2..<10).map { "r\($0)" })
    list.checkCells()
  }

  @Test("Two updates asked for in one callback validate as they would have one by one")
  func twoUpdatesInOneCallback() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    list.onDidSelect = { [unowned list] _ in
      list.sections[0].insert("c", at: 0)
      try list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      list.sections[0].insert("d", at: 0)
      try list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    try list.tableView.tapRow(at: path(0, 1))
    #expect(visibleTexts(list.tableView) == ["d", "c", "a", "b"])
    // The selected row followed its row through both inserts.
    #expect(list.tableView.indexPathsForSelectedRows == [path(0, 3)])
    list.checkCells()
  }

  @Test("A willDeselectRowAt that reloads during a tap neither traps nor keeps a lost row")
  func reloadFromWillDeselect() throws {
    let list = try HookedList([["a", "b", "c"]], height: 10)
    try list.tableView.tapRow(at: path(0, 2))
    list.onWillDeselect = { [unowned list] indexPath in
      list.sections = [["a"]]
      try list.tableView.reloadData()
      return indexPath
    }
    try list.tableView.tapRow(at: path(0, 0))
    // willDeselectRowAt is called at a touch: the reload ran at once and cleared the
    // selection, row 2 went with it, and the tap then selected row 0.
    #expect(list.tableView.indexPathsForSelectedRows == [path(0, 0)])
    #expect(visibleTexts(list.tableView) == ["a"])
    list.checkCells()
  }

  @Test("A didEndDisplaying that reloads during deleteRows leaves every visible row a cell")
  func reloadFromDidEndDisplaying() throws {
    let list = try HookedList([["a", "b", "c", "d"]], height: 10)
    var reloaded = false
    list.onDidEndDisplaying = { [unowned list] _ in
      guard !reloaded else { return }
      reloaded = true
      list.sections = [["x", "y", "z"]]
      try list.tableView.reloadData()
    }
    list.sections[0].remove(at: 1)
    try list.tableView.deleteRows(at: [path(0, 1)], with: .fade)
    #expect(visibleTexts(list.tableView) == ["x", "y", "z"])
    list.checkCells()
  }

  @Test("Queries from cellForRowAt answer for the update being applied")
  func queriesDuringLoad() throws {
    let list = try HookedList([["a"]], height: 10)
    var seen: [Int] = []
    list.onCellForRow = { [unowned list] _ in
      seen.append(try list.tableView.numberOfRows(inSection: 0))
    }
    list.sections[0] += ["b", "c"]
    try list.tableView.insertRows(at: [path(0, 1), path(0, 2)], with: .automatic)
    #expect(seen == [3, 3])
  }

  @Test("A deferred call's error comes out of the outermost call, which stays applied")
  func deferredErrorReachesCaller() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    list.onDidSelect = { [unowned list] _ in
      // Deletes a row without changing the data: invalid, but only when it runs.
      try list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.tapRow(at: self.path(0, 1))
    }
    #expect(
      error?.message.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(list.tableView.indexPathsForSelectedRows == [path(0, 1)])
    #expect(visibleTexts(list.tableView) == ["a", "b"])
  }

  @Test("A willSelectRowAt that reloads, then throws: the reload stays, the tap selects nothing")
  func failedCallDropsDeferred() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    list.onWillSelect = { [unowned list] _ in
      list.sections = [["z"]]
      try list.tableView.reloadData()
      throw TestFailure("no")
    }
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.tapRow(at: self.path(0, 1))
    }
    #expect(
      error?.message
        == "tableView(_:willSelectRowAt:) for the row at {length = 2, path = 0 - 1} threw: no")
    // Called at a touch, the reload was a call of its own, done before the method threw; its
    // cells wait for the next layout, which the failed tap did not reach.
    #expect(try list.tableView.numberOfRows(inSection: 0) == 1)
    try list.tableView.performLayout()
    #expect(visibleTexts(list.tableView) == ["z"])
    #expect(list.tableView.indexPathsForSelectedRows == nil)
  }

  @Test("A callback that asks for a change each time the change calls it is stopped")
  func endlessCallbacksAreStopped() throws {
    let list = try HookedList([["a"]], height: 10)
    list.onWillDisplay = { [unowned list] _ in try list.tableView.reloadData() }
    let error = #expect(throws: TableViewError.self) { try list.tableView.reloadData() }
    #expect(error == .tooManyDeferredCalls(maximum: TableView.maximumDeferredCalls))
    list.onWillDisplay = nil
    try list.tableView.reloadData()
    list.checkCells()
  }

  @Test("Callbacks nested through the table too deep are refused, not a stack overflow")
  func recursionIsBounded() throws {
    let list = try HookedList([["a"]], height: 10)
    final class Renderer: TableViewDataSource {
      weak var list: HookedList?
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
        -> TableViewCell
      {
        try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      func sectionIndexTitles(for tableView: TableView) throws -> [String]? {
        _ = try tableView.renderedTable()
        return ["A"]
      }
    }
    let renderer = Renderer()
    list.tableView.dataSource = renderer
    try list.tableView.reloadData()
    // The rendering asks for the section index's titles: the titles render the table, which
    // asks for the titles again, and so on.
    let error = #expect(throws: TableViewError.self) { try list.tableView.renderedTable() }
    #expect(
      error
        == .callbacksTooDeep(
          TableViewError.Callback("sectionIndexTitles(for:)"),
          maximum: TableView.maximumCallbackDepth))
  }

  @Test("A count method that calls the table reads its counts when the call runs")
  func callsFromCountMethods() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    var asked = false
    list.onNumberOfRows = { [unowned list] _ in
      guard !asked else { return }
      asked = true
      try list.tableView.reloadData()
    }
    list.sections = [["a", "b", "c"]]
    try list.tableView.reloadData()
    #expect(visibleTexts(list.tableView) == ["a", "b", "c"])
    list.checkCells()
  }
}
