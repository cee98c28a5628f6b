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
}
