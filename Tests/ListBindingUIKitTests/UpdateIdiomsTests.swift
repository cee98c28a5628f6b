import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Two idioms of real apps' `didSelectRowAt`, found while studying their update code: a
// checkmark moved by setting `accessoryType` on `cellForRow(at:)`'s cells, and a row grown by
// an empty `beginUpdates()`/`endUpdates()` pair. Sources: UITableView.cellForRow(at:) (the
// visible cell, or nil); UITableView.beginUpdates() ("You can also use this method followed by
// the endUpdates() method to animate the change in the row heights without reloading the
// cell"). Both work.

/// A list whose tapped row takes the checkmark and grows to 100 points.
final class GrowingRowsController: UITableViewController {
  private(set) var checked: Int?
  private(set) var grown: Set<Int> = []
  private(set) var heightsAsked: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    5
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.accessoryType = checked == indexPath.row ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    heightsAsked.append(indexPath.row)
    return grown.contains(indexPath.row) ? 100 : 44
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    if let checked {
      tableView.cellForRow(at: IndexPath(row: checked, section: 0))?.accessoryType = .none
    }
    checked = indexPath.row
    tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    grown.insert(indexPath.row)
    heightsAsked = []
    tableView.beginUpdates()
    tableView.endUpdates()
  }
}

@MainActor
@Suite(
  "UIKit idioms of didSelectRowAt: checkmarks on visible cells, rows grown by an empty batch",
  .recordsUIKitExceptions)
struct UpdateIdiomsTests {
  @Test("A tap moves the checkmark through cellForRow(at:)")
  func checkmark() throws {
    let controller = GrowingRowsController(style: .plain)
    let window = showInWindow(controller)
    defer { _ = window }
    let user = SimulatedUser(controller.tableView)
    try user.tapRow(at: IndexPath(row: 1, section: 0))
    try user.tapRow(at: IndexPath(row: 3, section: 0))
    let types = (0..<5).map {
      controller.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.accessoryType
    }
    let none = UITableViewCell.AccessoryType.none
    #expect(types == [none, none, none, .checkmark, none])
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test("An empty beginUpdates/endUpdates asks the heights again and the row grows")
  func emptyBatchRemeasures() throws {
    let controller = GrowingRowsController(style: .plain)
    let window = showInWindow(controller)
    defer { _ = window }
    try SimulatedUser(controller.tableView).tapRow(at: IndexPath(row: 1, section: 0))
    #expect(controller.heightsAsked.contains(1))
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100)
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
  }
}
