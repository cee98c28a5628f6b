import Foundation
import ListBinding
import ListBindingTesting
import Testing

// The ListBinding code of the article "Porting from UIKit", each piece where a ported app would
// have it, run by the tests below.

final class CustomTableViewCell: TableViewCell {
  let choiceBtn = Button()
  let displayLab = Label()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    choiceBtn.setTitle("○", for: .normal)
    choiceBtn.setTitle("●", for: .selected)
    choiceBtn.addAction(for: .touchUpInside) { button in button.isSelected = true }
    contentView.addSubview(choiceBtn)
    contentView.addSubview(displayLab)
  }

  required init?(coder: NSCoder) { return nil }
}

/// Seed 000's questionnaire, ported: the seed's old-style dequeue and closure.
final class QuestionnaireController: TableViewDataSource, TableViewDelegate {
  let questions = ["您的性别是：", "您意向工作地点是："]
  let answers = [["男", "女"], ["成都", "上海", "北京", "深圳"]]
  var printed: [String] = []

  func makeTable() throws -> TableView {
    let tableView = try TableView(style: .grouped, viewportHeight: 20)
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
    return tableView
  }

  func numberOfSections(in tableView: TableView) -> Int { answers.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    answers[section].count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    questions[section]
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    var cell = tableView.dequeueReusableCell(withIdentifier: "cell") as? CustomTableViewCell
    if cell == nil {
      cell = CustomTableViewCell(style: .default, reuseIdentifier: "cell")
    }
    guard let cell else { throw TableViewError.unregisteredIdentifier("cell") }
    let answers = self.answers
    func print(_ line: String) { self.printed.append(line) }
    cell.displayLab.text = answers[indexPath.section][indexPath.row]
    cell.selectionStyle = .none
    cell.onTap(of: cell.choiceBtn) { indexPath in
      print("您选择的答案是：\(answers[indexPath.section][indexPath.row])")
    }
    return cell
  }
}

/// Seed 001's controller, ported: no superclass, no `override`.
final class PortedMealController: TableViewDataSource, TableViewDelegate {
  let mealCourses = [
    (category: "soup", names: ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]),
    (category: "dessert", names: ["蘋果塔", "熔岩巧克力", "起士千層派"]),
  ]
  let tableView = TableView(style: .grouped)

  init() throws {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "MealCourseCell")
    tableView.allowsMultipleSelection = true
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

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
    let mealCourse = mealCourses[indexPath.section]
    cell.textLabel?.text = mealCourse.names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?
  {
    if let selectIndexPathInSection = tableView.indexPathsForSelectedRows?.first(where: {
      $0.section == indexPath.section
    }) {
      try tableView.deselectRow(at: selectIndexPathInSection, animated: false)
    }
    return indexPath
  }
}

/// Seed 003's cities with the seed's row action, ported.
final class CitiesController: TableViewDataSource, TableViewDelegate {
  var dataArray1 = ["北京", "上海"]
  var deleted: [IndexPath] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    dataArray1.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = dataArray1[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [RowAction]? {
    let deleteAction = RowAction(style: .destructive, title: "删除") { action, actionIndexPath in
      self.deleted.append(actionIndexPath)
    }
    return [deleteAction]
  }
}

@MainActor
@Suite("Article: Porting from UIKit")
struct PortingFromUIKitTests {
  @Test("Seed 000's questionnaire: a table without a frame, old-style dequeue, taps by closure")
  func questionnaire() throws {
    let controller = QuestionnaireController()
    let tableView = try controller.makeTable()
    #expect(tableView.viewportHeight == 20)
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 1, section: 1)) as? CustomTableViewCell)
    try cell.choiceBtn.send(.touchUpInside)
    #expect(controller.printed == ["您选择的答案是：上海"])
    expectRendered(
      tableView,
      matches: """
        您的性别是：
          [○] 男
          [○] 女

        您意向工作地点是：
          [○] 成都
          [●] 上海
          [○] 北京
          [○] 深圳
        """)
  }

  @Test("Seed 001's controller: a throwing cellForRowAt and the delegate's selection code")
  func meal() throws {
    let controller = try PortedMealController()
    let tableView = controller.tableView
    for (row, section) in [(0, 0), (1, 0), (0, 1)] {
      try tableView.tapRow(at: IndexPath(row: row, section: section))
    }
    #expect(
      tableView.indexPathsForSelectedRows == [
        IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1),
      ])
    let indexPath = IndexPath(row: 1, section: 1)
    try tableView.reloadSections(IndexSet(integer: indexPath.section), with: .automatic)
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }

  @Test("Seed 002's registration and dequeue")
  func dequeue() throws {
    let list = ListDataSource<MenuCell>(dataItems: ["排骨面"])
    let tableView = TableView()
    try list.bind(to: tableView)
    let indexPath = IndexPath(row: 0, section: 0)

    tableView.register(MenuCell.self)

    let cell = try tableView.dequeueReusableCell(MenuCell.self, for: indexPath)

    #expect(cell.reuseIdentifier == MenuCell.defaultReuseIdentifier)
    #expect(throws: TableViewError.self) {
      try tableView.dequeueReusableCell(withIdentifier: "nope", for: indexPath)
    }
  }

  @Test("Seed 003's crash is a thrown error with UIKit's message; the swipe action runs")
  func cities() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let controller = CitiesController()
    let tableView = TableView()
    tableView.dataSource = controller
    tableView.delegate = controller
    try tableView.reloadData()
    let indexPath = IndexPath(row: 0, section: 0)

    do {
      try tableView.deleteRows(at: [indexPath], with: .automatic)
    } catch {
      print(error.message)
    }

    // swift-format-ignore: LineLength
    let message = """
      Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """
    #expect(printed == [message])
    printed = []

    do {
      try tableView.deleteRows(at: [indexPath], with: .automatic)
    } catch .invalidUpdate(.invalidNumberOfRows(let section, let after, let before, _, _, _, _)) {
      print("section \(section): \(before) rows before, \(after) after")
    } catch {
      print(error)
    }

    #expect(
      printed.joined() == """
        section 0: 2 rows before, 2 after
        """)
    printed = []

    try tableView.swipeRow(at: IndexPath(row: 0, section: 0))
    try tableView.tapSwipeAction(at: 0)

    #expect(controller.deleted == [indexPath])

    controller.dataArray1.remove(at: 0)
    try tableView.performBatchUpdates {
      try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    print(tableView.animationsOfLastUpdate)  // [ListBinding.TableView.RowAnimation.fade]

    #expect(printed == ["[ListBinding.TableView.RowAnimation.fade]"])
    expectRendered(tableView, matches: "  上海\n")
  }

  @Test("A snapshot applied with a try")
  func snapshot() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: MenuCell.self)

    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup"])
    try snapshot.appendItems(["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"])
    try dataSource.apply(snapshot, animatingDifferences: true)

    expectRendered(tableView, matches: "  巴黎日安洋蔥湯\n  生蠔鮮蝦濃湯\n")
    #expect(throws: SnapshotError.self) { try snapshot.appendItems(["巴黎日安洋蔥湯"]) }
  }
}
