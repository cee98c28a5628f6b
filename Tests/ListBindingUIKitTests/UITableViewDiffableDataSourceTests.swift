import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's UITableViewDiffableDataSource pages (init(tableView:cellProvider:),
// apply(_:animatingDifferences:completion:), snapshot(), itemIdentifier(for:),
// indexPath(for:), sectionIdentifier(for:) and index(for:) of iOS 15); the "Implementing
// Modern Collection Views" sample's reorder override, which applies a snapshot of its own
// without calling super; canEditRowAt returning false unless overridden (*assumed* from the
// subclasses apps write to enable swipe-to-delete).

/// A cell that remembers its item.
final class ItemCell: UITableViewCell {
  var item: String?
}

@MainActor
@Suite("UITableViewDiffableDataSource: UIKit's diffable data source", .recordsUIKitExceptions)
struct UITableViewDiffableDataSourceTests {
  func makeTable() -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.register(ItemCell.self, forCellReuseIdentifier: "item")
    return tableView
  }

  func makeSource(_ tableView: UITableView, tables: Recorder? = nil)
    -> UITableViewDiffableDataSource<String, String>
  {
    UITableViewDiffableDataSource<String, String>(tableView: tableView) {
      tableView, indexPath, item in
      tables?.tables.append(tableView)
      let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
      (cell as? ItemCell)?.item = item
      return cell
    }
  }

  func snapshot(_ sections: [String: [String]]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for section in sections.keys.sorted() {
      snapshot.appendSections([section])
      snapshot.appendItems(sections[section] ?? [], toSection: section)
    }
    return snapshot
  }

  @Test("An apply shows the snapshot; the provider gets the UITableView; queries answer")
  func applyAndQueries() throws {
    let tableView = makeTable()
    let recorder = Recorder()
    let source = makeSource(tableView, tables: recorder)
    #expect(tableView.dataSource === source)
    source.apply(snapshot(["a": ["one", "two"], "b": ["three"]]), animatingDifferences: false)
    #expect(tableView.numberOfSections == 2)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ItemCell)
    #expect(cell.item == "three")
    #expect(!recorder.tables.isEmpty && recorder.tables.allSatisfy { $0 === tableView })
    #expect(source.snapshot().itemIdentifiers == ["one", "two", "three"])
    #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "two")
    #expect(source.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
    #expect(source.indexPath(for: "three") == IndexPath(row: 0, section: 1))
    #expect(source.sectionIdentifier(for: 1) == "b")
    #expect(source.index(for: "b") == 1)
    #expect(source.defaultRowAnimation == .automatic)
  }

  @Test("A later apply moves, inserts and deletes rows; the user's cell keeps its row's item")
  func diffs() throws {
    let tableView = makeTable()
    let source = makeSource(tableView)
    source.apply(snapshot(["a": ["one", "two", "three"]]))
    source.apply(snapshot(["a": ["three", "one", "four"]]))
    #expect(source.snapshot().itemIdentifiers == ["three", "one", "four"])
    let items = tableView.visibleCells.compactMap { ($0 as? ItemCell)?.item }
    #expect(items == ["three", "one", "four"])
    source.applySnapshotUsingReloadData(snapshot(["z": ["last"]]))
    #expect(tableView.numberOfSections == 1)
    #expect((tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ItemCell)?.item == "last")
  }

  @Test("The completion runs after the code that follows the call, as after UIKit's animations")
  func completionLater() async {
    let tableView = makeTable()
    let source = makeSource(tableView)
    var log: [String] = []
    source.apply(snapshot(["a": ["one"]])) { log.append("completion") }
    log.append("after")
    #expect(log == ["after"])
    await drainMainQueue()
    #expect(log == ["after", "completion"])
  }

  // UITableViewDiffableDataSource.apply(_:animatingDifferences:) async (iOS 15): returns once
  // the apply's completion would have run.
  @Test("The async apply returns once the snapshot is shown and its completion would run")
  func asyncApply() async {
    let tableView = makeTable()
    let source = makeSource(tableView)
    await source.apply(snapshot(["a": ["one", "two"]]), animatingDifferences: false)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    await source.applySnapshotUsingReloadData(snapshot(["a": ["three"]]))
    #expect(source.snapshot().itemIdentifiers == ["three"])
  }

  @Test("A nil cell raises NSInternalInconsistencyException")
  func nilCell() {
    let tableView = makeTable()
    let source = UITableViewDiffableDataSource<String, String>(tableView: tableView) {
      _, _, _ in nil
    }
    expectUIKitException(.internalInconsistencyException) {
      source.apply(snapshot(["a": ["one"]]))
    }
  }

  @Test("The base class offers no swipe-to-delete; a subclass that allows editing does")
  func editingNeedsOverride() throws {
    let tableView = makeTable()
    let source = makeSource(tableView)
    source.apply(snapshot(["a": ["one", "two"]]))
    try tableView.nativeTable.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(tableView.nativeTable.revealedSwipeActions == nil)

    let other = makeTable()
    let deleting = DeletingSource(tableView: other) { tableView, indexPath, _ in
      tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    }
    deleting.apply(snapshot(["a": ["one", "two"]]))
    try other.nativeTable.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(other.nativeTable.revealedSwipeActions?.titles == ["Delete"])
    try other.nativeTable.tapSwipeAction(at: 0)
    #expect(deleting.snapshot().itemIdentifiers == ["two"])
    #expect(other.numberOfRows(inSection: 0) == 1)
  }

  // Apple's "Implementing Modern Collection Views" sample: the reorder override rebuilds the
  // snapshot and applies it without calling super; the item moves once.
  @Test("A moveRowAt override that applies its own snapshot, without super, moves the item once")
  func reorderOverride() throws {
    let tableView = makeTable()
    let source = ReorderingSource(tableView: tableView) { tableView, indexPath, _ in
      tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    }
    source.apply(snapshot(["a": ["one", "two", "three"]]))
    tableView.setEditing(true, animated: false)
    try tableView.nativeTable.dragRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(source.seenBeforeMove == ["one", "two", "three"])
    #expect(source.snapshot().itemIdentifiers == ["two", "three", "one"])
    #expect(tableView.numberOfRows(inSection: 0) == 3)
  }
}

/// The tables a cell provider was called with.
@MainActor
final class Recorder {
  var tables: [UITableView] = []
}

/// A diffable data source that lets rows be deleted, as apps write it.
final class DeletingSource: UITableViewDiffableDataSource<String, String> {
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    var snapshot = self.snapshot()
    snapshot.deleteItems([item])
    apply(snapshot)
  }
}

/// A reordering data source in the manner of Apple's sample: no call to super.
final class ReorderingSource: UITableViewDiffableDataSource<String, String> {
  var seenBeforeMove: [String] = []

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    seenBeforeMove = snapshot().itemIdentifiers
    guard let item = itemIdentifier(for: sourceIndexPath) else { return }
    var snapshot = self.snapshot()
    var items = snapshot.itemIdentifiers(inSection: "a")
    items.removeAll { $0 == item }
    items.insert(item, at: min(destinationIndexPath.row, items.count))
    snapshot.deleteItems(snapshot.itemIdentifiers(inSection: "a"))
    snapshot.appendItems(items, toSection: "a")
    apply(snapshot, animatingDifferences: false)
  }
}
