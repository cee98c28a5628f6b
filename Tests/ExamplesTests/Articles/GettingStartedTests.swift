import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// The delegate of the Getting started article.
final class MenuController: TableViewDelegate {
  let dataSource: ListDataSource<MenuCell>
  var order: [String] = []

  init(dataSource: ListDataSource<MenuCell>) {
    self.dataSource = dataSource
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    order.append(dataSource.dataItems[indexPath.row])
  }
}

/// The code of the article "Getting started", in its order, with what it prints.
@MainActor
@Suite("Article: Getting started")
struct GettingStartedTests {
  @Test("A list bound, tapped, changed and scrolled")
  func gettingStarted() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let dataSource = ListDataSource<MenuCell>(dataItems: [
      "排骨面", "红椒面", "青椒面",
    ])
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)

    print(try tableView.render(with: PlainTextRenderer()))

    #expect(
      printed.last == """
          排骨面
          红椒面
          青椒面

        """)

    let controller = MenuController(dataSource: dataSource)
    tableView.delegate = controller
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    print(controller.order)  // ["红椒面"]

    #expect(printed.last == #"["红椒面"]"#)
    expectRendered(
      tableView,
      matches: """
          排骨面
        ▸ 红椒面
          青椒面
        """)

    dataSource.dataItems.append("牛肉面")
    try tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)

    expectRendered(
      tableView,
      matches: """
          排骨面
        ▸ 红椒面
          青椒面
          牛肉面
        """)

    let longMenu = ListDataSource<MenuCell>(dataItems: (1...50).map { "\($0) 号面" })
    let menuView = try TableView(style: .plain, viewportHeight: 3)
    try longMenu.bind(to: menuView)
    try menuView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top)
    print(try menuView.render(with: PlainTextRenderer()))

    #expect(
      printed.last == """
        ⋮ 20 rows above
          21 号面
          22 号面
          23 号面
        ⋮ 27 rows below

        """)
    #expect(menuView.visibleCells.count == 3)
  }
}
