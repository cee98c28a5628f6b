import Foundation
import ListBinding

// The menu: a cell that binds itself to one item and a generic `ListDataSource<Cell>` make a
// list a one-liner.

/// The menu's cell: its data item is a dish name.
final class MenuCell: TableViewCell, Bindable {
  /// How many menu cells exist, to show that scrolling reuses them.
  static var created = 0

  override init(style: TableViewCell.Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    MenuCell.created += 1
  }

  required init?(coder: NSCoder) { return nil }

  typealias DataItem = String
  func bind(to item: String) {
    textLabel?.text = item
  }
}

@MainActor
func runMenu() throws -> String {
  let out = Transcript()

  // Three noodles: one data source, one bind.
  let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
  let tableView = TableView(style: .plain)
  try dataSource.bind(to: tableView)
  out.print("The menu:")
  out.show(try tableView.render(with: PlainTextRenderer()))

  // A longer menu in a five-row viewport: only visible rows get cells, and cells that left the
  // viewport are reused for the rows entering it. A scroll is a transaction: the cells it moves
  // out are reused from the next call on, so at most two viewports of cells ever exist.
  MenuCell.created = 0
  let toppings = ["排骨", "红椒", "青椒", "牛肉", "番茄", "鸡蛋", "酸菜", "肥肠", "杂酱", "豌豆"]
  let noodles = ["面", "拌面", "刀削面", "米线", "粉"]
  let longMenu = ListDataSource<MenuCell>(
    dataItems: noodles.flatMap { noodle in toppings.map { $0 + noodle } })
  let menuView = try TableView(style: .plain, viewportHeight: 5)
  try longMenu.bind(to: menuView)
  out.print()
  out.print("\(longMenu.dataItems.count) dishes, a five-row viewport:")
  out.show(try menuView.render(with: PlainTextRenderer()))
  for row in [12, 30, 49] {
    try menuView.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle)
    out.print()
    out.print("Scrolled to row \(row):")
    out.show(try menuView.render(with: PlainTextRenderer()))
  }
  out.print()
  out.print("Cells created for \(longMenu.dataItems.count) rows: \(MenuCell.created)")
  return out.text
}
