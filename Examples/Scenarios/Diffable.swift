import Foundation
import ListBinding

// A live menu with a diffable data source. The kitchen sends the state of the menu,
// three times in a row; the data source works out each update, the table checks it against
// UIKit's rules and shows it. The guest's choice follows the dish wherever it moves. Then a
// menu with a dish listed twice: where UIKit crashes, the snapshot refuses it.

enum MenuSection: String {
  case specials = "today's specials"
  case soup
  case mainCourse = "main course"
  case dessert
}

@MainActor
func runDiffable() throws -> String {
  let out = Transcript()
  let tableView = TableView(style: .grouped)
  let dataSource = DiffableDataSource<MenuSection, String>(
    tableView: tableView, cellType: MealCell.self)
  dataSource.headerTitleProvider = { _, _, section in section.rawValue }

  func apply(_ title: String, _ snapshot: Snapshot<MenuSection, String>) throws {
    try dataSource.apply(snapshot)
    out.print(title)
    out.print(dataSource.lastChangeset.description)
    out.show(try tableView.render(with: PlainTextRenderer()))
    out.print()
  }

  // 1. The seed's menu.
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
  return out.text
}
