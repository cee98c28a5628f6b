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

/// A list of topics whose tapped topic expands: the controller toggles it in its model, then
/// inserts (or deletes) the topic's two detail rows below it in a `beginUpdates()`/`endUpdates()`
/// pair. An expanded topic is 88 points tall, a detail row 30, a closed topic 44: the tapped row
/// changes height in the same batch that inserts the rows below it.
final class ExpandingTopicsController: UITableViewController {
  enum Row: Equatable {
    case topic(Int)
    case detail(Int, Int)
  }

  private(set) var expanded: Set<Int> = []
  /// When set, the height of an expanded topic is refused by the table: -5 is negative and not
  /// `automaticDimension` (which is -1).
  var breaksExpandedHeight = false
  private(set) var heightsAsked: [Int] = []

  var rows: [Row] {
    (0..<12).flatMap { topic in
      [Row.topic(topic)]
        + (expanded.contains(topic) ? [Row.detail(topic, 0), Row.detail(topic, 1)] : [])
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    switch rows[indexPath.row] {
    case .topic(let topic): cell.textLabel?.text = "Topic \(topic)"
    case .detail(let topic, let line): cell.textLabel?.text = "Detail \(topic).\(line)"
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    heightsAsked.append(indexPath.row)
    switch rows[indexPath.row] {
    case .topic(let topic) where expanded.contains(topic): return breaksExpandedHeight ? -5 : 88
    case .topic: return 44
    case .detail: return 30
    }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard case .topic(let topic) = rows[indexPath.row] else { return }
    let details = [1, 2].map { IndexPath(row: indexPath.row + $0, section: 0) }
    heightsAsked = []
    tableView.beginUpdates()
    if expanded.contains(topic) {
      expanded.remove(topic)
      tableView.deleteRows(at: details, with: .fade)
    } else {
      expanded.insert(topic)
      tableView.insertRows(at: details, with: .fade)
    }
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

  // The expand pattern: on iOS the batch that inserts the detail rows also recomputes the
  // heights of the rows on screen, so the tapped row grows with it. Apple's beginUpdates() page
  // ("animate the change in the row heights without reloading the cell") and endUpdates() page
  // ("UITableView animates the operations simultaneously"); that heights change in a batch with
  // insertions is *assumed* from iOS's behaviour.
  @Test("Tapping a topic inserts its details in begin/end updates: the topic grows, rows move")
  func expandPattern() throws {
    let controller = ExpandingTopicsController(style: .plain)
    let window = showInWindow(controller)
    defer { _ = window }
    let tableView: UITableView = try #require(controller.tableView)
    let topic = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    let below = tableView.cellForRow(at: IndexPath(row: 3, section: 0))
    try SimulatedUser(tableView).tapRow(at: IndexPath(row: 2, section: 0))
    #expect(controller.expanded == [2])
    #expect(controller.heightsAsked.contains(2))
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === topic)
    #expect(
      tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 88, width: 390, height: 88))
    #expect(
      tableView.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 176, width: 390, height: 30))
    #expect(tableView.rectForRow(at: IndexPath(row: 4, section: 0)).minY == 206)
    // Topic 3 moved below the details, in the cell that showed it.
    #expect(tableView.rectForRow(at: IndexPath(row: 5, section: 0)).minY == 236)
    #expect(tableView.cellForRow(at: IndexPath(row: 5, section: 0)) === below)
    #expect(below?.textLabel?.text == "Topic 3")
    #expect(tableView.contentSize.height == CGFloat(11 * 44 + 88 + 60))

    // Tapping it again deletes the details: the topic shrinks back.
    try SimulatedUser(tableView).tapRow(at: IndexPath(row: 2, section: 0))
    #expect(controller.expanded.isEmpty)
    #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
    #expect(tableView.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 132)
    #expect(tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === below)
    #expect(tableView.contentSize.height == CGFloat(12 * 44))
  }

  @Test("A height UIKit refuses in the batch reports the exception; the table is unchanged")
  func expandPatternRefusedHeight() throws {
    let controller = ExpandingTopicsController(style: .plain)
    let window = showInWindow(controller)
    defer { _ = window }
    let tableView: UITableView = try #require(controller.tableView)
    let cells = tableView.visibleCells.map(ObjectIdentifier.init)
    controller.breaksExpandedHeight = true
    try expectUIKitException(.internalInconsistencyException) {
      try SimulatedUser(tableView).tapRow(at: IndexPath(row: 2, section: 0))
    }
    #expect(tableView.numberOfRows(inSection: 0) == 12)
    #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
    #expect(tableView.visibleCells.map(ObjectIdentifier.init) == cells)
    #expect(tableView.contentSize.height == CGFloat(12 * 44))
  }
}
