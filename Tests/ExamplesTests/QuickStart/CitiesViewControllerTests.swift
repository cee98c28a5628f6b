import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite struct CitiesViewControllerTests {
  @Test("A tap chooses a city, an added city shows, a wrong update throws UIKit's message")
  func tapAddAndAWrongUpdate() throws {
    let controller = CitiesViewController()
    try controller.present()

    try controller.tableView.tapRow(withText: "上海")
    try controller.add("深圳")

    #expect(controller.chosen == "上海")
    expectRendered(
      controller.tableView,
      matches: """
          成都
        ▸ 上海
          北京
          深圳
        """)

    let error = #expect(throws: TableViewError.self) {
      try controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(error?.message.hasPrefix("Invalid update: invalid number of rows in section 0") == true)
  }
}
