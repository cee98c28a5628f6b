import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Random snapshots applied one after another through UIKit's diffable data source: after each
// apply the table shows the snapshot (Apple's apply(_:animatingDifferences:completion:): "the
// diffable data source computes the difference between the current state and the new state …
// and updates the UI"), its cells show their rows' items, and the selection follows the
// selected item while it stays (selection follows identity: *assumed* from UIKit's batch
// updates, which move a selected row's selection with it).

@MainActor
@Suite("UITableViewDiffableDataSource: random applies", .recordsUIKitExceptions)
struct UITableViewDiffableDataSourceRandomTests {
  @Test("Each random snapshot applied is what the table shows, cell by cell")
  func randomApplies() throws {
    let seed: UInt64 = 0xD1FF_0020
    var generator = SplitMix64(seed: seed)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 4_000), style: .plain)
    tableView.register(ItemCell.self, forCellReuseIdentifier: "item")
    let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
      (cell as? ItemCell)?.item = item
      return cell
    }
    for step in 0..<300 {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      let sections = (0..<4).filter { _ in generator.next() % 3 != 0 }
      snapshot.appendSections(sections.shuffled(using: &generator))
      var items = (0..<20).map { "item \($0)" }.shuffled(using: &generator)
      items.removeLast(Int(generator.next() % 20))
      for section in snapshot.sectionIdentifiers {
        let count = min(items.count, Int(generator.next() % 8))
        snapshot.appendItems(Array(items.prefix(count)), toSection: section)
        items.removeFirst(count)
      }
      let selected = tableView.indexPathForSelectedRow.flatMap { source.itemIdentifier(for: $0) }
      source.apply(snapshot, animatingDifferences: generator.next() % 2 == 0)

      #expect(tableView.numberOfSections == snapshot.numberOfSections, "step \(step), seed \(seed)")
      for (index, section) in snapshot.sectionIdentifiers.enumerated() {
        let expected = snapshot.itemIdentifiers(inSection: section)
        #expect(tableView.numberOfRows(inSection: index) == expected.count, "step \(step)")
        let shown = (0..<expected.count).map {
          (tableView.cellForRow(at: IndexPath(row: $0, section: index)) as? ItemCell)?.item
        }
        #expect(shown == expected.map { Optional($0) }, "step \(step), section \(section)")
      }
      if let selected, let path = source.indexPath(for: selected) {
        #expect(tableView.indexPathForSelectedRow == path, "step \(step)")
      }
      if snapshot.numberOfItems > 0, generator.next() % 3 == 0 {
        let row = Int(generator.next() % UInt64(snapshot.numberOfItems))
        if let item = snapshot.itemIdentifiers.dropFirst(row).first,
          let path = source.indexPath(for: item)
        {
          try tableView.nativeTable.tapRow(at: path)
        }
      }
    }
  }
}
