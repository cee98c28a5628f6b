import Foundation
import ListBinding
import Testing

// The hosts ListBinding itself provides: a TableView shows itself, a TableViewController its
// table. The gestures are the table's own (their UIKit sources are in each gesture's tests);
// here, only which table they reach.

@MainActor
@Suite("SimulatedUser: the hosts of ListBinding")
struct SimulatedUserHostingTests {
  final class Menu: TableViewController {
    var selected: [Int] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Dish \(indexPath.row)"
      return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath.row)
    }
  }

  @Test("A table view's user acts on the table itself")
  func tableViewHost() throws {
    let controller = Menu(style: .plain)
    let tableView = controller.tableView
    try tableView.reloadData()
    let user = SimulatedUser(tableView)  // a TableView or a UITableView
    try user.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(user.tableView === tableView)
    #expect(controller.selected == [0])
  }

  @Test("A table view controller's user acts on the controller's table")
  func controllerHost() throws {
    let controller = Menu(style: .plain)
    try controller.tableView.reloadData()
    let user = SimulatedUser(controller)
    #expect(user.tableView === controller.tableView)
    try user.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(controller.selected == [1])
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 3, section: 0), numberOfRows: 3)) {
      try user.tapRow(at: IndexPath(row: 3, section: 0))
    }
  }
}
