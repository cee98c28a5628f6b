import Foundation
import ListBinding
import Testing

/// Drags of a diffable data source's rows as UIKit's: the base `moveRowAt` moves the item, an
/// override that does not call `super` sees the snapshot before the drag, a failing drag
/// leaves table and snapshot as they were.
@MainActor
@Suite("Diffable data source: reordering as UIKit's")
struct DiffableReorderTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func snapshot(_ sections: [(String, [String])]) throws -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  func shown<S, I>(_ dataSource: DiffableDataSource<S, I>) -> [[I]] {
    dataSource.snapshot().sectionIdentifiers.map {
      (try? dataSource.snapshot().itemIdentifiers(inSection: $0)) ?? []
    }
  }

  /// A subclass whose `moveRowAt` records the snapshot it sees and may throw.
  final class Observing: DiffableDataSource<String, String> {
    var seen: [[String]] = []
    var callsSuper = false
    var failure: (any Error)?

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) throws {
      seen.append(snapshot().itemIdentifiers)
      if callsSuper {
        try super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
      }
      if let failure { throw failure }
    }
  }

  struct Refused: Error {}

  // Apple's documentation of `UITableViewDataSource.tableView(_:moveRowAt:to:)`: "Tells the
  // data source to move a row at a specific location in the table view to another location";
  // the diffable data source's base implementation updates its snapshot (Apple's
  // "Implementing Modern Collection Views" sample overrides it to apply its own).
  @Test("The base moveRowAt moves the item in the snapshot")
  func baseMoves() throws {
    let tableView = TableView()
    let dataSource = Observing(tableView: tableView, cellType: TextCell.self)
    dataSource.callsSuper = true
    try dataSource.apply(try snapshot([("A", ["a", "b", "c"]), ("B", ["d"])]))
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: path(0, 0), to: path(1, 1))
    #expect(dataSource.seen == [["a", "b", "c", "d"]])
    #expect(shown(dataSource) == [["b", "c"], ["d", "a"]])
    #expect(visibleTexts(tableView) == ["b", "c", "d", "a"])
    // Called directly, as a subclass's `super` call outside a drag.
    try dataSource.tableView(tableView, moveRowAt: path(1, 0), to: path(0, 0))
    #expect(shown(dataSource) == [["d", "b", "c"], ["a"]])
    #expect(throws: TableViewError.rowOutOfRange(path(1, 5), numberOfRows: 1)) {
      try dataSource.tableView(tableView, moveRowAt: path(1, 5), to: path(0, 0))
    }
    #expect(throws: TableViewError.invalidIndexPath(IndexPath(index: 0))) {
      try dataSource.tableView(tableView, moveRowAt: IndexPath(index: 0), to: path(0, 0))
    }
    #expect(shown(dataSource) == [["d", "b", "c"], ["a"]])
  }

  // Apple's "Implementing Modern Collection Views" sample (TableViewEditingViewController):
  // its override reads `itemIdentifier(for:)` at both paths, so it needs the snapshot as it
  // was before the drag.
  @Test("An override that does not call super sees the snapshot as it was before the drag")
  func overrideSeesBefore() throws {
    let tableView = TableView()
    let dataSource = Observing(tableView: tableView, cellType: TextCell.self)
    try dataSource.apply(try snapshot([("A", ["a", "b", "c"])]))
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: path(0, 2), to: path(0, 0))
    #expect(dataSource.seen == [["a", "b", "c"]])
    // *Assumed*: an override that changes nothing leaves the data source with the rows the
    // table shows, so that later rows name the items they show.
    #expect(shown(dataSource) == [["c", "a", "b"]])
    #expect(visibleTexts(tableView) == ["c", "a", "b"])
    #expect(dataSource.itemIdentifier(for: path(0, 0)) == "c")
  }

  @Test(
    "Apple's sample reorder moves each row once, in the table and the snapshot",
    arguments: [
      (IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)),
      (IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0)),
      (IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)),
      (IndexPath(row: 1, section: 1), IndexPath(row: 4, section: 0)),
      (IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)),
    ])
  func appleSampleReorder(source: IndexPath, destination: IndexPath) throws {
    var model = [["a", "b", "c", "d"], ["e", "f"]]
    let tableView = TableView()
    let dataSource = EditableDishes(tableView: tableView, cellType: TextCell.self)
    dataSource.reordering = .applyingAsAppleSample
    try dataSource.apply(try snapshot([("A", model[0]), ("B", model[1])]))
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: source, to: destination)
    let item = model[source.section].remove(at: source.row)
    model[destination.section].insert(item, at: destination.row)
    #expect(shown(dataSource) == model)
    #expect(visibleTexts(tableView) == model.flatMap { $0 })
    // The apply diffed from what the table showed: the moved row, so it moved nothing more.
    #expect(dataSource.lastChangeset.stages.isEmpty)
    // Every row names the item it shows: the editing control deletes the row tapped.
    try tableView.tapEditingControl(at: destination)
    try tableView.tapSwipeAction(at: 0)
    model[destination.section].remove(at: destination.row)
    #expect(shown(dataSource) == model)
    #expect(visibleTexts(tableView) == model.flatMap { $0 })
  }

  @Test("A drag whose override throws leaves the table and the snapshot as they were")
  func failingOverride() throws {
    for callsSuper in [false, true] {
      let tableView = TableView()
      let dataSource = Observing(tableView: tableView, cellType: TextCell.self)
      dataSource.callsSuper = callsSuper
      dataSource.failure = Refused()
      try dataSource.apply(try snapshot([("A", ["a", "b"]), ("B", ["c"])]))
      let changeset = dataSource.lastChangeset
      try tableView.setEditing(true, animated: false)
      try tableView.selectRow(at: path(0, 1))
      let error = #expect(throws: TableViewError.self) {
        try tableView.dragRow(from: self.path(0, 0), to: self.path(1, 1))
      }
      guard case .callbackFailed(let callback, let underlying) = error else {
        Issue.record("unexpected error \(String(describing: error))")
        continue
      }
      #expect(callback.name == "tableView(_:moveRowAt:to:)")
      #expect(underlying is Refused)
      #expect(visibleTexts(tableView) == ["a", "b", "c"])
      #expect(shown(dataSource) == [["a", "b"], ["c"]])
      #expect(dataSource.lastChangeset == changeset)
      #expect(tableView.indexPathsForSelectedRows == [path(0, 1)])
      #expect(try tableView.numberOfRows(inSection: 1) == 1)
      // The next drag works from the rows as they were.
      dataSource.failure = nil
      try tableView.dragRow(from: path(0, 1), to: path(0, 0))
      #expect(visibleTexts(tableView) == ["b", "a", "c"])
      #expect(shown(dataSource) == [["b", "a"], ["c"]])
    }
  }

  @Test("A drag whose new row's cell fails leaves the snapshot as it was")
  func failingCell() throws {
    let tableView = try TableView(viewportHeight: 3)
    final class Failing { var item: String? }
    let failing = Failing()
    let dataSource = Observing(tableView: tableView) { tableView, indexPath, item in
      if item == failing.item { throw Refused() }
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = item
      return cell
    }
    dataSource.callsSuper = true
    try dataSource.apply(try snapshot([("A", ["a", "b", "c", "d", "e"])]))
    try tableView.setEditing(true, animated: false)
    failing.item = "d"
    // Row 0 leaves the viewport: "d" comes into it, and its cell fails.
    #expect(throws: TableViewError.self) {
      try tableView.dragRow(from: self.path(0, 0), to: self.path(0, 4))
    }
    #expect(visibleTexts(tableView) == ["a", "b", "c"])
    #expect(shown(dataSource) == [["a", "b", "c", "d", "e"]])
    failing.item = nil
    dataSource.callsSuper = false
    // Without `super`, the rows new to the viewport show the moved rows too.
    try tableView.dragRow(from: path(0, 0), to: path(0, 4))
    #expect(visibleTexts(tableView) == ["b", "c", "d"])
    #expect(shown(dataSource) == [["b", "c", "d", "e", "a"]])
  }

  // Apple's documentation of `UITableView.hasUncommittedUpdates`: while it is true, "don't call
  // reloadData(), which forces the table to delete any uncommitted changes before retrieving
  // fresh data from the data source object".
  @Test("A reloadData from a drag's moveRowAt shows the data source's data, moved or not")
  func reloadDuringDrag() throws {
    for movesData in [true, false] {
      let list = try HookedList([["a", "b", "c"]])
      try list.tableView.setEditing(true, animated: false)
      var uncommitted: Bool?
      var rowsDuringMove: [String] = []
      list.onMove = { [unowned list] source, destination in
        uncommitted = list.tableView.hasUncommittedUpdates
        // The table shows the row at its new place already.
        rowsDuringMove = visibleTexts(list.tableView)
        if !movesData { list.sections = [["a", "b", "c"]] }
        try list.tableView.reloadData()
      }
      try list.tableView.dragRow(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      #expect(uncommitted == true)
      #expect(rowsDuringMove == ["b", "c", "a"])
      #expect(!list.tableView.hasUncommittedUpdates)
      #expect(visibleTexts(list.tableView) == list.sections[0])
      #expect(list.sections[0] == (movesData ? ["b", "c", "a"] : ["a", "b", "c"]))
    }
  }
}
