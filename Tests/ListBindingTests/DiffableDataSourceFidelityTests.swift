import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A diffable data source subclassed as Apple's samples subclass theirs: rows editable and
/// movable, deletes committed through a new snapshot.
@MainActor
final class EditableDishes: DiffableDataSource<String, String>, EditCommitting {
  /// How the subclass reorders: through `super`, or as Apple's "Implementing Modern Collection
  /// Views" sample does, building the moved snapshot from the one before the drag and applying
  /// it without calling `super`.
  enum Reordering { case callingSuper, applyingAsAppleSample }

  var moves: [String] = []
  var applyInMove = false
  var reordering = Reordering.callingSuper

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    moves.append(
      "\(sourceIndexPath.section)-\(sourceIndexPath.row)→\(destinationIndexPath.section)-\(destinationIndexPath.row)"
    )
    switch reordering {
    case .callingSuper:
      try super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
      // After `super`, the snapshot has the move: applying it applies nothing more.
      if applyInMove { try apply(snapshot(), animatingDifferences: false) }
    case .applyingAsAppleSample:
      try applyMove(from: sourceIndexPath, to: destinationIndexPath)
    }
  }

  /// The reorder of Apple's sample, in its steps: the item at the source, the one at the
  /// destination in the snapshot before the drag, the item deleted and inserted after or
  /// before that one (or appended to the destination section), the snapshot applied.
  func applyMove(from source: IndexPath, to destination: IndexPath) throws {
    guard let item = itemIdentifier(for: source), source != destination else { return }
    var snapshot = snapshot()
    if let target = itemIdentifier(for: destination),
      let sourceIndex = snapshot.indexOfItem(item),
      let targetIndex = snapshot.indexOfItem(target)
    {
      let after =
        targetIndex > sourceIndex
        && snapshot.sectionIdentifier(containingItem: item)
          == snapshot.sectionIdentifier(containingItem: target)
      try snapshot.deleteItems([item])
      if after {
        try snapshot.insertItems([item], afterItem: target)
      } else {
        try snapshot.insertItems([item], beforeItem: target)
      }
    } else if let section = sectionIdentifier(for: destination.section) {
      try snapshot.deleteItems([item])
      try snapshot.appendItems([item], toSection: section)
    }
    try apply(snapshot, animatingDifferences: false)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    guard editingStyle == .delete, let dish = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    try snapshot.deleteItems([dish])
    try apply(snapshot)
  }
}

@MainActor
@Suite("Diffable data source as UIKit's: subclassing, reorder, apply, editing defaults")
struct DiffableDataSourceFidelityTests {
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

  @Test("Rows of a plain diffable data source cannot be edited or moved, as Apple's")
  func appleDefaults() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    try dataSource.apply(try snapshot([("A", ["a", "b"])]))
    #expect(try dataSource.tableView(tableView, canEditRowAt: path(0, 0)) == false)
    #expect(try dataSource.tableView(tableView, canMoveRowAt: path(0, 0)) == false)
    try tableView.swipeRow(at: path(0, 0))
    #expect(tableView.revealedSwipeActions == nil)
    try tableView.setEditing(true, animated: false)
    #expect(throws: TableViewError.notMovable(path(0, 0))) {
      try tableView.dragRow(from: self.path(0, 0), to: self.path(0, 1))
    }
  }

  @Test("A subclass edits, deletes by swipe, and its delete removes the row swiped")
  func subclassDeletes() throws {
    let tableView = TableView()
    let dataSource = EditableDishes(tableView: tableView, cellType: TextCell.self)
    try dataSource.apply(try snapshot([("A", ["a", "b", "c"])]))
    try tableView.swipeRow(at: path(0, 1))
    #expect(tableView.revealedSwipeActions?.titles == ["Delete"])
    try tableView.tapSwipeAction(at: 0)
    #expect(visibleTexts(tableView) == ["a", "c"])
    #expect(shown(dataSource) == [["a", "c"]])
  }

  @Test("A classic data source that does not commit edits shows no Delete on swipe")
  func noCommitNoDelete() throws {
    final class ReadOnly: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
        -> TableViewCell
      {
        try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
    }
    let dataSource = ReadOnly()
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    try tableView.reloadData()
    try tableView.swipeRow(at: path(0, 0))
    #expect(tableView.revealedSwipeActions == nil)
    let list = try HookedList([["a", "b"]])
    try list.tableView.swipeRow(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Delete"])
  }

  @Test("Dragging within a section: table and snapshot agree, and the next delete hits its row")
  func reorderWithinSection() throws {
    let tableView = TableView()
    let dataSource = EditableDishes(tableView: tableView, cellType: TextCell.self)
    try dataSource.apply(try snapshot([("A", ["a", "b", "c", "d"])]))
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: path(0, 0), to: path(0, 2))
    #expect(visibleTexts(tableView) == ["b", "c", "a", "d"])
    #expect(shown(dataSource) == [["b", "c", "a", "d"]])
    #expect(dataSource.moves == ["0-0→0-2"])
    try tableView.tapEditingControl(at: path(0, 2))
    try tableView.tapSwipeAction(at: 0)
    #expect(visibleTexts(tableView) == ["b", "c", "d"])
    #expect(shown(dataSource) == [["b", "c", "d"]])
  }

  @Test("Dragging across sections moves the row without an invalid update")
  func reorderAcrossSections() throws {
    let tableView = TableView()
    let dataSource = EditableDishes(tableView: tableView, cellType: TextCell.self)
    try dataSource.apply(try snapshot([("A", ["a", "b"]), ("B", ["c"])]))
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: path(0, 0), to: path(1, 1))
    #expect(shown(dataSource) == [["b"], ["c", "a"]])
    #expect(try tableView.numberOfRows(inSection: 0) == 1)
    #expect(try tableView.numberOfRows(inSection: 1) == 2)
    #expect(visibleTexts(tableView) == ["b", "c", "a"])
  }

  @Test("Applying, from moveRowAt, the state the drag made applies nothing more")
  func applyInMoveIsNoOp() throws {
    let tableView = TableView()
    let dataSource = EditableDishes(tableView: tableView, cellType: TextCell.self)
    dataSource.applyInMove = true
    try dataSource.apply(try snapshot([("A", ["a", "b", "c"])]))
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: path(0, 2), to: path(0, 0))
    #expect(visibleTexts(tableView) == ["c", "a", "b"])
    #expect(shown(dataSource) == [["c", "a", "b"]])
    #expect(dataSource.lastChangeset.stages.isEmpty)
  }

  @Test("snapshot() is the new snapshot as soon as apply begins")
  func snapshotDuringApply() throws {
    let tableView = TableView()
    var seen: [[String]] = []
    // The cell provider reads the data source that owns it, so through a weak reference.
    weak var applying: DiffableDataSource<String, String>?
    let dataSource = DiffableDataSource<String, String>(tableView: tableView) {
      tableView, indexPath, item in
      if let snapshot = applying?.snapshot() { seen.append(snapshot.itemIdentifiers) }
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = item
      return cell
    }
    applying = dataSource
    try dataSource.apply(try snapshot([("A", ["a"])]))
    try dataSource.apply(try snapshot([("A", ["a", "b"])]))
    #expect(seen == [["a"], ["a", "b"]])
  }

  @Test("An apply from willDisplay runs once the apply that displays the row completes")
  func loadMoreFromWillDisplay() throws {
    final class Pager: TableViewDelegate {
      var dataSource: DiffableDataSource<String, String>?
      func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
      ) throws {
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        let count = snapshot.numberOfItems
        guard indexPath.row == count - 1, count < 9 else { return }
        try snapshot.appendItems((count..<count + 3).map { "r\($0)" })
        try dataSource.apply(snapshot)
      }
    }
    let tableView = try TableView(viewportHeight: 20)
    let pager = Pager()
    tableView.delegate = pager
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    pager.dataSource = dataSource
    try dataSource.apply(try snapshot([("A", ["r0", "r1", "r2"])]))
    #expect(visibleTexts(tableView) == (0..<9).map { "r\($0)" })
    #expect(shown(dataSource) == [(0..<9).map { "r\($0)" }])
  }

  @Test("A cell provider may return nil: the error names the item, and nothing changes")
  func nilCell() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(tableView: tableView) { _, _, item in
      guard item != "ghost" else { return nil }
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = item
      return cell
    }
    try dataSource.apply(try snapshot([("A", ["a"])]))
    let error = #expect(throws: TableViewError.self) {
      try dataSource.apply(try self.snapshot([("A", ["a", "ghost"])]))
    }
    #expect(
      error?.message
        == "failed to obtain a cell from its dataSource for the row at {length = 2, path = 0 - 1}: "
        + "the cell provider returned no cell for the item ghost")
    #expect(shown(dataSource) == [["a"]])
    #expect(visibleTexts(tableView) == ["a"])
  }

  @Test("defaultRowAnimation is what an animated apply records; the completion runs after")
  func animationAndCompletion() async throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    dataSource.defaultRowAnimation = .fade
    var completed: [Int] = []
    try dataSource.apply(try snapshot([("A", ["a"])])) {
      completed.append(try tableView.numberOfRows(inSection: 0))
    }
    #expect(tableView.animationsOfLastUpdate == [.fade])
    try dataSource.apply(try snapshot([("A", ["a", "b"])]), animatingDifferences: false)
    #expect(tableView.animationsOfLastUpdate == [.none])
    #expect(completed.isEmpty)
    // The completion runs when the main queue turns, after both applies.
    await drainMainQueue()
    #expect(completed == [2])
  }

  @Test("applySnapshotUsingReloadData shows the snapshot and clears the selection")
  func reloadData() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    try dataSource.apply(try snapshot([("A", ["a", "b"])]))
    try tableView.selectRow(at: path(0, 1))
    try dataSource.applySnapshotUsingReloadData(try snapshot([("B", ["x"]), ("A", ["a", "b"])]))
    #expect(visibleTexts(tableView) == ["x", "a", "b"])
    #expect(tableView.indexPathsForSelectedRows == nil)
  }
}

@MainActor
@Suite("Diffable data source lookups with hostile index paths")
struct DiffableLookupTests {
  @Test("Index paths out of range, of the wrong length or at the extremes find nothing")
  func hostilePaths() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["A"])
    try snapshot.appendItems(["a", "b"])
    try dataSource.apply(snapshot)
    for path in [
      IndexPath(row: Int.max, section: 0), IndexPath(row: -1, section: 0),
      IndexPath(row: 0, section: Int.max), IndexPath(row: 0, section: -1),
      IndexPath(row: Int.min, section: Int.min), IndexPath(indexes: [0]),
      IndexPath(indexes: [0, 0, 0]),
      IndexPath(row: 2, section: 0),
    ] {
      #expect(dataSource.itemIdentifier(for: path) == nil, "\(path)")
    }
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "b")
    #expect(dataSource.sectionIdentifier(for: Int.min) == nil)
  }
}
