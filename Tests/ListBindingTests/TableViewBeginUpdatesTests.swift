import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("beginUpdates and endUpdates")
struct TableViewBeginUpdatesTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func counts(_ tableView: TableView) throws -> [Int] {
    try (0..<tableView.numberOfSections).map { try tableView.numberOfRows(inSection: $0) }
  }

  /// The doc comment's example, in a data source that keeps `items`.
  final class Items: TableViewDataSource {
    var items = ["a", "b", "c"]
    let tableView = TableView()

    init() throws {
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
      tableView.dataSource = self
      try tableView.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }

    func update() throws {
      items.remove(at: 0)
      items.append("new")
      tableView.beginUpdates()
      try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      try tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      try tableView.endUpdates()
    }
  }

  @Test("The doc comment's example: calls between the pair apply as one update at endUpdates")
  func docExample() throws {
    let list = try Items()
    try list.update()
    #expect(visibleTexts(list.tableView) == ["b", "c", "new"])
    #expect(list.tableView.animationsOfLastUpdate == [.fade, .fade])
  }

  @Test("Between the pair nothing is validated or applied: a delete alone would be refused")
  func recordedUntilEnd() throws {
    let fixture = try SelectionFixture([["a", "b", "c"]])
    let tableView = fixture.tableView
    tableView.beginUpdates()
    try tableView.deleteRows(at: [path(0, 0)], with: .automatic)
    #expect(try counts(tableView) == [3])
    #expect(visibleTexts(tableView) == ["a", "b", "c"])
    fixture.dataSource.sections[0].remove(at: 0)
    try tableView.endUpdates()
    #expect(try counts(tableView) == [2])
    #expect(visibleTexts(tableView) == ["b", "c"])
  }

  @Test("Nested pairs join: only the outermost endUpdates applies")
  func nestedPairs() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    let tableView = fixture.tableView
    fixture.dataSource.sections[0] += ["c", "d"]
    tableView.beginUpdates()
    try tableView.insertRows(at: [path(0, 2)], with: .top)
    tableView.beginUpdates()
    try tableView.insertRows(at: [path(0, 3)], with: .bottom)
    try tableView.endUpdates()
    #expect(try counts(tableView) == [2])
    try tableView.endUpdates()
    #expect(try counts(tableView) == [4])
    #expect(tableView.animationsOfLastUpdate == [.top, .bottom])
  }

  @Test("A pair inside performBatchUpdates, and performBatchUpdates inside a pair, join it")
  func mixedWithPerformBatchUpdates() async throws {
    let fixture = try SelectionFixture([["a"]])
    let tableView = fixture.tableView
    fixture.dataSource.sections[0] += ["b", "c"]
    var completed: [Bool] = []
    tableView.beginUpdates()
    try tableView.performBatchUpdates(
      {
        try tableView.insertRows(at: [path(0, 1)], with: .fade)
        tableView.beginUpdates()
        try tableView.insertRows(at: [path(0, 2)], with: .left)
        try tableView.endUpdates()
      }, completion: { completed.append($0) })
    #expect(try counts(tableView) == [1])
    #expect(completed.isEmpty)
    try tableView.endUpdates()
    #expect(try counts(tableView) == [3])
    #expect(completed.isEmpty)
    await drainMainQueue()
    #expect(completed == [true])
    #expect(visibleTexts(tableView) == ["a", "b", "c"])
  }

  @Test("endUpdates without beginUpdates throws and changes nothing")
  func unbalancedEnd() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    let error = #expect(throws: TableViewError.self) { try fixture.tableView.endUpdates() }
    #expect(error == .endUpdatesWithoutBeginUpdates)
    #expect(
      error?.message
        == "endUpdates() was called without a matching beginUpdates(): each endUpdates() ends "
        + "the innermost beginUpdates() still open, in the same performBatchUpdates closure")
    // The next update is applied on its own, as if nothing had happened.
    fixture.dataSource.sections[0].append("c")
    try fixture.tableView.insertRows(at: [path(0, 2)], with: .fade)
    #expect(try counts(fixture.tableView) == [3])
  }

  @Test("endUpdates inside a performBatchUpdates closure cannot end a pair begun outside it")
  func endInsideClosure() throws {
    let fixture = try SelectionFixture([["a"]])
    let tableView = fixture.tableView
    fixture.dataSource.sections[0].append("b")
    tableView.beginUpdates()
    try tableView.performBatchUpdates {
      try tableView.insertRows(at: [path(0, 1)], with: .fade)
      #expect(throws: TableViewError.endUpdatesWithoutBeginUpdates) { try tableView.endUpdates() }
    }
    #expect(try counts(tableView) == [1])
    try tableView.endUpdates()
    #expect(try counts(tableView) == [2])
  }

  @Test("A performBatchUpdates closure that leaves a beginUpdates open is taken back")
  func beginNotEndedInClosure() throws {
    let fixture = try SelectionFixture([["a"]])
    let tableView = fixture.tableView
    fixture.dataSource.sections[0].append("b")
    let error = #expect(throws: TableViewError.self) {
      try tableView.performBatchUpdates {
        try tableView.insertRows(at: [path(0, 1)], with: .fade)
        tableView.beginUpdates()
      }
    }
    #expect(error == .beginUpdatesNotEnded(1))
    #expect(
      error?.message
        == "the performBatchUpdates closure returned with 1 beginUpdates() call not ended, so its "
        + "update calls were taken back: end each beginUpdates() inside the closure that began it")
    #expect(try counts(tableView) == [1])
    // No batch is left open: the next call applies at once, and endUpdates has nothing to end.
    try tableView.insertRows(at: [path(0, 1)], with: .fade)
    #expect(try counts(tableView) == [2])
    #expect(throws: TableViewError.endUpdatesWithoutBeginUpdates) { try tableView.endUpdates() }
  }

  @Test("A nested closure left unbalanced takes back only its own calls")
  func nestedClosureTakenBack() throws {
    let fixture = try SelectionFixture([["a"]])
    let tableView = fixture.tableView
    fixture.dataSource.sections[0].append("b")
    tableView.beginUpdates()
    try tableView.insertRows(at: [path(0, 1)], with: .fade)
    #expect(throws: TableViewError.beginUpdatesNotEnded(2)) {
      try tableView.performBatchUpdates {
        try tableView.insertRows(at: [path(0, 2)], with: .fade)
        tableView.beginUpdates()
        tableView.beginUpdates()
      }
    }
    try tableView.endUpdates()
    #expect(try counts(tableView) == [2])
    #expect(visibleTexts(tableView) == ["a", "b"])
  }

  @Test("An invalid batch throws at endUpdates; the table is as it was and the batch over")
  func invalidBatch() throws {
    let fixture = try SelectionFixture([["a", "b", "c"]])
    let tableView = fixture.tableView
    try tableView.selectRow(at: path(0, 1))
    tableView.beginUpdates()
    try tableView.deleteRows(at: [path(0, 0)], with: .fade)
    let error = #expect(throws: TableViewError.self) { try tableView.endUpdates() }
    #expect(
      error?.message
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows contained "
        + "in that section before the update (3), plus or minus the number of rows inserted or "
        + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows "
        + "moved into or out of that section (0 moved in, 0 moved out).")
    #expect(try counts(tableView) == [3])
    #expect(visibleTexts(tableView) == ["a", "b", "c"])
    #expect(tableView.indexPathsForSelectedRows == [path(0, 1)])
    #expect(throws: TableViewError.endUpdatesWithoutBeginUpdates) { try tableView.endUpdates() }
    // The refused delete was not kept for a later batch.
    fixture.dataSource.sections[0].append("d")
    try tableView.insertRows(at: [path(0, 3)], with: .fade)
    #expect(visibleTexts(tableView) == ["a", "b", "c", "d"])
  }

  @Test("A count error at endUpdates leaves the table as it was and ends the batch")
  func countErrorAtEnd() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    let tableView = fixture.tableView
    tableView.beginUpdates()
    try tableView.insertRows(at: [path(0, 2)], with: .fade)
    fixture.dataSource.rowCountOverride[0] = -1
    #expect(throws: TableViewError.negativeNumberOfRows(-1, section: 0)) {
      try tableView.endUpdates()
    }
    #expect(try counts(tableView) == [2])
    #expect(visibleTexts(tableView) == ["a", "b"])
    #expect(throws: TableViewError.endUpdatesWithoutBeginUpdates) { try tableView.endUpdates() }
  }

  @Test("A pair in a didSelectRowAt runs at once, on the table the tap left")
  func pairInCallback() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    let tableView = fixture.tableView
    let delegate = CallbackDelegate { tableView, indexPath in
      fixture.dataSource.sections[0].insert("new", at: 0)
      tableView.beginUpdates()
      try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
      #expect(try tableView.numberOfRows(inSection: 0) == 2)
      try tableView.endUpdates()
      // At a touch the pair is a call of its own: done when endUpdates returns.
      #expect(try tableView.numberOfRows(inSection: 0) == 3)
      #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }
    tableView.delegate = delegate
    try tableView.tapRow(at: path(0, 1))
    #expect(visibleTexts(tableView) == ["new", "a", "b"])
    // The selected row moved with the insert.
    #expect(tableView.indexPathsForSelectedRows == [path(0, 2)])
  }

  @Test("A pair begun outside a tap collects the updates the tap's callbacks ask for")
  func callbacksJoinAnOpenPair() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    let tableView = fixture.tableView
    let delegate = CallbackDelegate { tableView, _ in
      fixture.dataSource.sections[0].append("c")
      try tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    }
    tableView.delegate = delegate
    tableView.beginUpdates()
    try tableView.tapRow(at: path(0, 0))
    #expect(try counts(tableView) == [2])
    try tableView.endUpdates()
    #expect(try counts(tableView) == [3])
  }
}

/// A delegate whose `didSelectRowAt` runs a closure.
@MainActor
final class CallbackDelegate: TableViewDelegate {
  let didSelect: @MainActor (TableView, IndexPath) throws -> Void

  init(didSelect: @escaping @MainActor (TableView, IndexPath) throws -> Void) {
    self.didSelect = didSelect
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try didSelect(tableView, indexPath)
  }
}
