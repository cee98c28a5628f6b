import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// A finger touches only what is on screen: a table in a window whose bounds are empty shows no
// row (UITableView.cellForRow(at:): "nil if the cell is not visible"), so no row can be tapped.

@MainActor
@Suite("SimulatedUser: taps reach only rows a table on screen can show")
struct SimulatedUserOnScreenTests {
  /// A delegate that records the rows selected.
  private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  /// A controller whose view holds `table`, shown in a window.
  private func show(_ table: UITableView, rows: Rows) -> UIWindow {
    let controller = UIViewController()
    controller.view.addSubview(table)
    table.dataSource = rows
    table.delegate = rows
    return showInWindow(controller)
  }

  @Test("A table in a window with no height throws noRowOnScreen and selects nothing")
  func noHeight() {
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), style: .plain)
    let window = show(table, rows: rows)
    let row = IndexPath(row: 0, section: 0)
    #expect(table.cellForRow(at: row) == nil)
    #expect(throws: TableViewError.noRowOnScreen(row, tableSize: CGSize(width: 390, height: 0))) {
      try SimulatedUser(table).tapRow(at: row)
    }
    #expect(rows.selected.isEmpty)
    #expect(table.indexPathForSelectedRow == nil)
    let message = TableViewError.noRowOnScreen(row, tableSize: CGSize(width: 390, height: 0))
      .message
    #expect(message.contains("the table has no height: no row is on screen"))
    _ = window
  }

  @Test("A table of some size in a window taps a row below its bounds as before")
  func offScreenRowOfSizedTable() throws {
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), style: .plain)
    let window = show(table, rows: rows)
    let below = IndexPath(row: 25, section: 0)
    #expect(table.cellForRow(at: below) == nil)
    try SimulatedUser(table).tapRow(at: below)
    #expect(rows.selected == [below])
    _ = window
  }

  @Test("A table in no window, whatever its size, is tapped as before")
  func notInWindow() throws {
    let rows = Rows()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = rows
    table.delegate = rows
    try SimulatedUser(table).tapRow(at: IndexPath(row: 1, section: 0))
    #expect(rows.selected == [IndexPath(row: 1, section: 0)])
  }
}
