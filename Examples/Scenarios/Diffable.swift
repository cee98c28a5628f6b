import Foundation
import ListBinding

// A live menu with a diffable data source. The kitchen sends the state of the menu,
// three times in a row; the data source works out each update, the table checks it against
// UIKit's rules and shows it. The guest's choice follows the dish wherever it moves. Then a
// menu with a dish listed twice: where UIKit crashes, the snapshot refuses it. The waiter
// reorders the desserts by dragging one, as Apple's samples let users reorder rows by
// subclassing the diffable data source; and a drinks list loads its next page when its last
// row shows, from `willDisplay`.

enum MenuSection: String {
  case specials = "today's specials"
  case soup
  case mainCourse = "main course"
  case dessert
}

/// The menu's data source: the waiter may reorder the dishes of a course. As with Apple's, rows
/// of a diffable data source cannot move unless a subclass says so.
final class MenuDataSource: DiffableDataSource<MenuSection, String> {
  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
}

/// Loads the drinks list's next page when its last row shows: the apply it asks for runs once
/// the call that displays the row completes.
final class DrinksPager: TableViewDelegate {
  let dataSource: DiffableDataSource<Int, String>
  var pages: [[String]]

  init(dataSource: DiffableDataSource<Int, String>, pages: [[String]]) {
    self.dataSource = dataSource
    self.pages = pages
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    var snapshot = dataSource.snapshot()
    guard indexPath.row == snapshot.numberOfItems - 1, !pages.isEmpty else { return }
    try snapshot.appendItems(pages.removeFirst())
    try dataSource.apply(snapshot)
  }
}

@MainActor
func runDiffable() throws -> String {
  let out = Transcript()
  let tableView = TableView(style: .grouped)
  let dataSource = MenuDataSource(tableView: tableView, cellType: MealCell.self)
  dataSource.headerTitleProvider = { _, _, section in section.rawValue }

  func apply(_ title: String, _ snapshot: Snapshot<MenuSection, String>) throws {
    try dataSource.apply(snapshot)
    out.print(title)
    out.print(dataSource.lastChangeset.description)
    out.show(try tableView.render(with: PlainTextRenderer()))
    out.print()
  }

  // 1. The menu.
  var menu = Snapshot<MenuSection, String>()
  let courses: [MenuSection] = [.soup, .mainCourse, .dessert]
  try menu.appendSections(courses)
  for (section, course) in zip(courses, MealCourse.data) {
    try menu.appendItems(course.names, toSection: section)
  }
  try apply("Lunch opens:", menu)

  // 2. The oyster bisque and the apple tart sell out; a crème brûlée comes in, first.
  let choice = try menu.itemIdentifiers(inSection: .dessert)[1]
  if let indexPath = dataSource.indexPath(for: choice) {
    try tableView.tapRow(at: indexPath)
  }
  try menu.deleteItems(["生蠔鮮蝦濃湯", "蘋果塔"])
  try menu.insertItems(["焦糖布丁"], beforeItem: "熔岩巧克力")
  try apply("The guest picks \(choice); two dishes sell out, one comes in:", menu)

  // 3. Soup is over: the onion soup and the lobster become today's specials, at the top.
  try menu.insertSections([.specials], beforeSection: .soup)
  try menu.deleteItems(["巴黎日安洋蔥湯", "爐烤起司波士頓龍蝦"])
  try menu.appendItems(["巴黎日安洋蔥湯", "爐烤起司波士頓龍蝦"], toSection: .specials)
  try menu.deleteSections([.soup])
  try apply("Soup is over; two dishes become today's specials:", menu)

  // 4. The apple tart is back, listed twice; then the lava cake, already on the menu.
  for dishes in [["蘋果塔", "蘋果塔"], ["熔岩巧克力"]] {
    var next = menu
    do {
      try next.appendItems(dishes, toSection: .dessert)
    } catch {
      out.print("\(dishes.joined(separator: ", ")) refused, the menu unchanged:")
      out.print("\(error)")
    }
  }

  // 5. The waiter drags the cheesecake to the top of the desserts: the table moves the row and
  // the data source's snapshot moves the dish, as Apple's does.
  try tableView.setEditing(true, animated: false)
  try tableView.dragRow(
    from: IndexPath(row: 2, section: 2), to: IndexPath(row: 0, section: 2))
  try tableView.setEditing(false, animated: false)
  out.print()
  out.print("The waiter drags 起士千層派 to the top of the desserts:")
  out.print(
    "desserts in the snapshot: \(try dataSource.snapshot().itemIdentifiers(inSection: .dessert))")
  out.show(try tableView.render(with: PlainTextRenderer()))

  // 6. The drinks list shows four rows; its last row loads the next page.
  let drinks = try TableView(style: .plain, viewportHeight: 4)
  let drinksSource = DiffableDataSource<Int, String>(tableView: drinks, cellType: MealCell.self)
  let pager = DrinksPager(
    dataSource: drinksSource,
    pages: [["柠檬水", "酸梅汤", "豆浆"], ["乌龙茶", "普洱茶", "菊花茶"]])
  drinks.delegate = pager
  var firstPage = Snapshot<Int, String>()
  try firstPage.appendSections([0])
  try firstPage.appendItems(["矿泉水", "可乐", "橙汁"])
  try drinksSource.apply(firstPage)
  out.print()
  out.print("Drinks, four rows at a time; showing the third loaded the next page:")
  out.show(try drinks.render(with: PlainTextRenderer()))
  try drinks.scrollToRow(at: IndexPath(row: 5, section: 0), at: .bottom)
  out.print()
  out.print("Scrolled to the end of that page, which loaded the last one:")
  out.show(try drinks.render(with: PlainTextRenderer()))
  return out.text
}
