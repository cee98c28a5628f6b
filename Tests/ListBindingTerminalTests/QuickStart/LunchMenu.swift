import Foundation
import ListBinding
import ListBindingTerminal

final class DishCell: TableViewCell, Bindable {
  func bind(to item: String) {
    textLabel?.text = item
  }
}

/// Shows the menu until the user finishes: the dishes chosen, or nil after Ctrl-C.
@MainActor
func chooseLunch(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws -> [String]? {
  let dataSource = SectionedDataSource<DishCell>(sections: [
    ListSection(headerTitle: "soup", items: ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]),
    ListSection(headerTitle: "dessert", items: ["蘋果塔", "熔岩巧克力"]),
  ])
  let tableView = TableView(style: .grouped)
  tableView.selectionRule = .single(isRequired: true)
  try dataSource.bind(to: tableView)

  let driver = TerminalDriver(
    tableView: tableView, configuration: TerminalConfiguration(title: "Lunch"),
    input: input, output: output)
  guard try driver.run() == .finished else { return nil }
  return (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.item(at:))
}
