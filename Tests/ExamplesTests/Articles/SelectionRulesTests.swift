import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A dish row of the article "Selection rules": a checkmark shows the choice.
final class MealCell: TableViewCell, Bindable {
  func bind(to name: String) {
    textLabel?.text = name
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    accessoryType = selected ? .checkmark : .none
  }
}

/// Seed 001's menu.
let mealCourses = [
  ListSection(headerTitle: "soup", items: ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]),
  ListSection(headerTitle: "main course", items: ["爐烤美國菲力牛排", "爐烤起司波士頓龍蝦"]),
  ListSection(headerTitle: "dessert", items: ["蘋果塔", "熔岩巧克力"]),
]

/// A delegate with a rule for its first section only.
final class SoupRule: TableViewDelegate {
  func tableView(_ tableView: TableView, selectionRuleForSection section: Int) -> SelectionRule? {
    section == 0 ? .single(allowsDeselection: true) : nil
  }
}

/// Seed 000's answer cell: the button shows the row's selection.
final class AnswerCell: TableViewCell, Bindable {
  let choiceButton = Button()
  let answerLabel = Label()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    choiceButton.setTitle("○", for: .normal)
    choiceButton.setTitle("●", for: .selected)
    contentView.addSubview(choiceButton)
    contentView.addSubview(answerLabel)
    selectionStyle = .none
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to answer: String) {
    answerLabel.text = answer
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    choiceButton.isSelected = selected
  }
}

/// The code of the article "Selection rules", with what it prints and renders.
@MainActor
@Suite("Article: Selection rules")
struct SelectionRulesTests {
  @Test("Seed 001: one dish per course, every course required")
  func meal() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let dataSource = SectionedDataSource<MealCell>(sections: mealCourses)
    let tableView = TableView(style: .grouped)
    tableView.selectionRule = .single(isRequired: true)  // one dish per course, every course
    try dataSource.bind(to: tableView)

    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try tableView.tapRow(at: IndexPath(row: 0, section: 2))
    try tableView.tapRow(at: IndexPath(row: 1, section: 2))  // replaces 蘋果塔: one dessert only

    expectRendered(
      tableView,
      matches: """
        soup
        ▸ 巴黎日安洋蔥湯     ✓
          生蠔鮮蝦濃湯

        main course
          爐烤美國菲力牛排
          爐烤起司波士頓龍蝦

        dessert
          蘋果塔
        ▸ 熔岩巧克力         ✓
        """)

    do {
      try tableView.validateSelection()
    } catch {
      print("order refused: \(error)")
    }

    #expect(printed == [#"order refused: no row is selected in required section 1 "main course""#])

    try tableView.tapRow(at: IndexPath(row: 1, section: 1))
    try tableView.validateSelection()
    let order = (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.item(at:))
    print(order)  // ["巴黎日安洋蔥湯", "爐烤起司波士頓龍蝦", "熔岩巧克力"]

    #expect(printed.last == #"["巴黎日安洋蔥湯", "爐烤起司波士頓龍蝦", "熔岩巧克力"]"#)
  }

  @Test("Rules per section: from the sections, the delegate, the table; limits thrown")
  func rulesPerSection() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let dataSource = SectionedDataSource<MealCell>(sections: [
      ListSection(headerTitle: "soup", items: ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]),
      ListSection(
        headerTitle: "sides", items: ["薯條", "沙拉", "麵包"], selectionRule: .multiple(maximum: 2)),
      ListSection(headerTitle: "water", items: ["免費的水"], selectionRule: SelectionRule.disabled),
    ])
    let tableView = TableView(style: .grouped)
    try dataSource.bind(to: tableView)
    let soupRule = SoupRule()
    tableView.delegate = soupRule

    for row in 0..<3 {
      try tableView.tapRow(at: IndexPath(row: row, section: 1))  // the third tap does nothing
    }
    try tableView.tapRow(at: IndexPath(row: 0, section: 2))  // nothing: no selection here

    #expect(
      tableView.indexPathsForSelectedRows == [
        IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
      ])

    do {
      try tableView.selectRow(at: IndexPath(row: 2, section: 1))
    } catch {
      print(error)
    }

    // swift-format-ignore: LineLength
    let message = """
      cannot select the row at {length = 2, path = 1 - 2}: section 1 already has 2 selected rows, the most its selection rule allows
      """
    #expect(printed == [message])

    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))  // deselects: allowsDeselection
    #expect(try tableView.selectionRule(forSection: 0) == .single(allowsDeselection: true))
    #expect(
      tableView.indexPathsForSelectedRows == [
        IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
      ])
  }

  @Test("Seed 000: a button in the cell chooses the row, with the row's index path at the tap")
  func questionnaire() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let questions = ["您的性别是：", "您意向工作地点是："]
    let answers = [["男", "女"], ["成都", "上海", "北京"]]

    let dataSource = SectionedDataSource<AnswerCell>(
      sections: zip(questions, answers).map { .init(headerTitle: $0, items: $1) })
    let tableView = TableView(style: .grouped)
    tableView.selectionRule = .single(isRequired: true)  // one answer per question, all answered
    try dataSource.bind(to: tableView)

    dataSource.onButtonTap = { tap in
      try tableView.tapRow(at: tap.indexPath)  // the button chooses its row
      print("您选择的答案是：\(tap.item)")
    }

    try tableView.tapButton(inRowWithText: "上海")

    #expect(printed == ["您选择的答案是：上海"])
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
        """)

    dataSource.sections[1].items.insert("深圳", at: 0)
    try tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
    try tableView.tapButton(inRowWithText: "北京")

    #expect(printed.last == "您选择的答案是：北京")
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 1)])

    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 1)) as? AnswerCell)
    let path = tableView.indexPathForRow(containing: cell.choiceButton)
    print(path ?? [])  // [1, 2]
    #expect(printed.last == "[1, 2]")
  }
}
