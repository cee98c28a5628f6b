import Foundation
import ListBinding
import Testing

/// `DiffableDataSource`'s subclassing example, as written.
final class DishesDataSource: DiffableDataSource<String, String>, EditCommitting {
  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
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

/// `DiffableDataSource`'s reordering example, as written: Apple's sample's way, without
/// `super`.
final class ReorderingDishes: DiffableDataSource<String, String> {
  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    guard let item = itemIdentifier(for: sourceIndexPath),
      let section = sectionIdentifier(for: destinationIndexPath.section)
    else { return }
    var snapshot = snapshot()
    try snapshot.deleteItems([item])
    let rows = try snapshot.itemIdentifiers(inSection: section)
    if destinationIndexPath.row < rows.count {
      try snapshot.insertItems([item], beforeItem: rows[destinationIndexPath.row])
    } else {
      try snapshot.appendItems([item], toSection: section)
    }
    try apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite("Doc comment examples: subclassing the diffable data source")
struct DiffableSubclassDocExamplesTests {
  @Test("A subclass that commits edits deletes its row on a swipe")
  func swipeToDelete() throws {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "dish")
    let dataSource = DishesDataSource(tableView: tableView) { tableView, indexPath, dish in
      let cell = try tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
      cell.textLabel?.text = dish
      return cell
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup"])
    try snapshot.appendItems(["Onion soup", "Oyster bisque"])
    try dataSource.apply(snapshot)
    try tableView.swipeRow(at: IndexPath(row: 0, section: 0), fully: true)
    #expect(dataSource.snapshot().itemIdentifiers == ["Oyster bisque"])
    #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Oyster bisque"])
  }

  @Test("A subclass that reorders as Apple's sample moves the row once")
  func reorder() throws {
    let tableView = TableView()
    let dataSource = ReorderingDishes(tableView: tableView) { tableView, indexPath, dish in
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = dish
      return cell
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup", "fish"])
    try snapshot.appendItems(["Onion soup", "Oyster bisque"], toSection: "soup")
    try snapshot.appendItems(["Sole"], toSection: "fish")
    try dataSource.apply(snapshot)
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(try dataSource.snapshot().itemIdentifiers(inSection: "fish") == ["Sole", "Onion soup"])
    #expect(
      tableView.visibleCells.map { $0.textLabel?.text } == ["Oyster bisque", "Sole", "Onion soup"])
    try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(dataSource.snapshot().itemIdentifiers == ["Oyster bisque", "Sole", "Onion soup"])
    #expect(
      tableView.visibleCells.map { $0.textLabel?.text } == ["Oyster bisque", "Sole", "Onion soup"])
  }
}
