import Foundation
import ListBinding
import ListBindingTesting
import Testing

// The ListBinding code of the article "Porting from UIKit" about what the table does with
// errors, with calls made from callbacks and with its cells, each piece where a ported app would
// have it, run by the tests below.

/// An order that takes one dish.
struct Order {
  struct Full: Error, CustomStringConvertible {
    var description: String { "the order is full" }
  }

  private(set) var dishes: [String] = []

  mutating func add(_ dish: String) throws {
    guard dishes.isEmpty else { throw Full() }
    dishes.append(dish)
  }
}

/// Seed 001's menu, whose delegate adds the dish it selects to an order that may refuse it, and
/// whose last section cannot be chosen.
final class OrderController: TableViewDataSource, TableViewDelegate {
  let mealCourses = [
    (category: "soup", names: ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]),
    (category: "dessert", names: ["蘋果塔", "熔岩巧克力"]),
    (category: "water", names: ["免費的水"]),
  ]
  var order = Order()

  func numberOfSections(in tableView: TableView) -> Int { mealCourses.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    mealCourses[section].names.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    mealCourses[section].category
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "MealCourseCell", for: indexPath)
    cell.textLabel?.text = mealCourses[indexPath.section].names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try order.add(mealCourses[indexPath.section].names[indexPath.row])
  }

  func tableView(_ tableView: TableView, selectionRuleForSection section: Int) -> SelectionRule? {
    section == 2 ? .disabled : nil
  }
}

/// A cell that counts the cells made, to show how many a table keeps.
final class FeedCell: TableViewCell {
  static var made = 0  // main-actor isolated, as the cell class is

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    Self.made += 1
  }

  required init?(coder: NSCoder) { return nil }
}

/// A feed that loads five more rows when its last row shows, up to thirty, and whose data
/// source fails for one row.
final class FeedController: TableViewDataSource, TableViewDelegate {
  var items = (1...5).map { "第 \($0) 条" }
  var failingRow: Int?

  struct Unavailable: Error, CustomStringConvertible {
    var description: String { "the row is not available" }
  }

  func loadMore() -> [String] {
    let count = items.count
    return count < 30 ? (count + 1...count + 5).map { "第 \($0) 条" } : []
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    if indexPath.row == failingRow { throw Unavailable() }
    let cell = try tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    if indexPath.row == items.count - 1 {
      let start = items.count
      items += loadMore()
      try tableView.insertRows(
        at: (start..<items.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }
  }
}

/// Seed 003's first section, reordered by a drag.
final class ReorderController: TableViewDataSource {
  var dataArray1 = ["北京", "上海", "广州"]

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    dataArray1.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = dataArray1[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = dataArray1.remove(at: sourceIndexPath.row)
    dataArray1.insert(item, at: destinationIndexPath.row)
  }
}

@MainActor
@Suite("Article: Porting from UIKit, what the table does with errors, callbacks and cells")
struct PortingFromUIKitChangesTests {
  func orderTable() throws -> (TableView, OrderController) {
    let controller = OrderController()
    let tableView = TableView(style: .grouped)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "MealCourseCell")
    tableView.dataSource = controller
    tableView.delegate = controller
    try tableView.reloadData()
    return (tableView, controller)
  }

  @Test("A delegate method throws: its error comes out of the tap, after the selection changed")
  func delegateThrows() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let (tableView, controller) = try orderTable()
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(controller.order.dishes == ["巴黎日安洋蔥湯"])

    do {
      try tableView.tapRow(at: IndexPath(row: 1, section: 1))
    } catch {
      print(error)
    }

    #expect(
      printed.joined() == """
        tableView(_:didSelectRowAt:) for the row at {length = 2, path = 1 - 1} threw: the order is full
        """)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    #expect(controller.order.dishes == ["巴黎日安洋蔥湯"])
  }

  @Test("SelectionRule.disabled: taps in the section do nothing, a programmatic selection throws")
  func disabledSection() throws {
    let (tableView, controller) = try orderTable()
    try tableView.tapRow(at: IndexPath(row: 0, section: 2))
    #expect(tableView.indexPathsForSelectedRows == nil)
    #expect(controller.order.dishes.isEmpty)
    #expect(throws: TableViewError.selectionNotAllowed(IndexPath(row: 0, section: 2))) {
      try tableView.selectRow(at: IndexPath(row: 0, section: 2))
    }
  }

  func feedTable(viewportHeight: Int, items: [String]? = nil) throws -> (TableView, FeedController)
  {
    let controller = FeedController()
    if let items { controller.items = items }
    let tableView = try TableView(viewportHeight: viewportHeight)
    tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
    tableView.dataSource = controller
    tableView.delegate = controller
    try tableView.reloadData()
    return (tableView, controller)
  }

  @Test("Rows loaded from willDisplay are inserted after the call that showed the last row")
  func loadMore() throws {
    let (tableView, controller) = try feedTable(viewportHeight: 12)
    #expect(controller.items.count == 15)
    #expect(try tableView.numberOfRows(inSection: 0) == 15)
    expectRendered(
      tableView,
      matches: (1...12).map { "  第 \($0) 条\n" }.joined() + "⋮ 3 rows below\n")
    try tableView.scrollToRow(at: IndexPath(row: 14, section: 0), at: .bottom)
    #expect(controller.items.count == 20)
    #expect(try tableView.numberOfRows(inSection: 0) == 20)
  }

  @Test("A scroll is a transaction; cells that leave are reused from the next call on")
  func transactions() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    FeedCell.made = 0
    let (tableView, controller) = try feedTable(
      viewportHeight: 40, items: (1...200).map { "第 \($0) 条" })
    #expect(FeedCell.made == 40)

    try tableView.setContentOffset(40)  // 40 cells made: those that left wait for the next call
    try tableView.setContentOffset(80)  // no cell made: the 40 that left at 40 are reused
    print(FeedCell.made)  // 80: two viewports of cells, however far the table scrolls

    #expect(printed == ["80"])
    for offset in stride(from: 0, through: 160, by: 7) {
      try tableView.setContentOffset(offset)
    }
    #expect(FeedCell.made == 80)
    try tableView.setContentOffset(80)
    controller.failingRow = 130

    do {
      try tableView.scrollToRow(at: IndexPath(row: 130, section: 0), at: .top)
    } catch {
      print(tableView.rowOffset)  // 80: the table did not scroll
    }

    #expect(printed == ["80", "80"])
    let first = tableView.cellForRow(at: IndexPath(row: 80, section: 0))
    #expect(first?.textLabel?.text == "第 81 条")
    #expect(FeedCell.made == 80)
  }

  @Test("Editing is turned on with setEditing; a drag moves the row, then tells moveRowAt")
  func editingAndDrag() throws {
    let controller = ReorderController()
    let tableView = TableView()
    tableView.dataSource = controller
    try tableView.reloadData()

    try tableView.setEditing(true, animated: true)
    try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))

    #expect(tableView.isEditing)
    #expect(controller.dataArray1 == ["上海", "广州", "北京"])
    expectRendered(tableView, matches: "⊖   上海 ≡\n⊖   广州 ≡\n⊖   北京 ≡\n")
  }
}
