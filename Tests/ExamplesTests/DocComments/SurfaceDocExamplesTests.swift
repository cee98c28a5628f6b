import Foundation
import ListBinding
import Testing

/// A list of dishes that can be marked as favourites, reduced to what reconfigureRows(at:)'s
/// example needs.
@MainActor
final class FavoritesController: TableViewDataSource {
  struct Item {
    var name: String
    var isFavorite = false
  }

  var items: [Item]
  let tableView = TableView(style: .plain)

  init(_ names: [String]) throws {
    items = names.map { Item(name: $0) }
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    let item = items[indexPath.row]
    cell.textLabel?.text = item.name
    cell.accessoryType = item.isFavorite ? .checkmark : .none
    return cell
  }

  /// reconfigureRows(at:)'s example.
  func markThirdAsFavorite() throws {
    items[2].isFavorite = true
    try tableView.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
  }
}

/// The examples of the doc comments of the UIKit surface: text alignment, the nearest
/// selected row, reconfiguring rows.
@MainActor
@Suite("Doc comment examples: text alignment, nearest selection, reconfiguring")
struct SurfaceDocExamplesTests {
  @Test("TextAlignment")
  func textAlignment() {
    let price = Label(text: "¥12")
    price.textAlignment = .right

    #expect(price.textAlignment == .right)
    #expect(Label().textAlignment == .natural)
  }

  @Test("scrollToNearestSelectedRow(at:animated:)")
  func nearestSelectedRow() throws {
    let tableView = TableView(style: .plain)
    let dataSource = ListDataSource<MenuCell>(dataItems: (0..<100).map { "dish \($0)" })
    try dataSource.bind(to: tableView)

    try tableView.selectRow(at: IndexPath(row: 40, section: 0))
    try tableView.scrollToNearestSelectedRow(at: .top)  // row 40 at the top

    #expect(tableView.rowOffset == 40)
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 40, section: 0))
  }

  @Test("reconfigureRows(at:)")
  func reconfigureRows() throws {
    let controller = try FavoritesController(["排骨面", "红椒面", "牛肉面"])
    let third = IndexPath(row: 2, section: 0)
    let before = try #require(controller.tableView.cellForRow(at: third))

    try controller.markThirdAsFavorite()

    // The row keeps its cell, which shows the new content.
    let after = try #require(controller.tableView.cellForRow(at: third))
    #expect(after === before)
    #expect(after.accessoryType == .checkmark)
    let second = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(second?.accessoryType == TableViewCell.AccessoryType.none)
  }
}
