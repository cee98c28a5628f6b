import Foundation
import ListBinding
import Testing

/// The examples of the doc comments, run as written (with their context around them).
@MainActor
@Suite("Doc comment examples")
struct DocExamplesTests {
  @Test("TableView's overview example")
  func tableViewOverview() throws {
    let tableView = TableView(style: .plain)
    tableView.register(MenuCell.self)
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面"])
    tableView.dataSource = dataSource
    try tableView.reloadData()
    #expect(try tableView.render(with: PlainTextRenderer()) == "  排骨面\n")
  }

  @Test("Button's overview example")
  func button() throws {
    let button = Button()
    button.setTitle("○", for: .normal)
    button.setTitle("●", for: .selected)
    button.addAction(for: .touchUpInside) { button in button.isSelected.toggle() }
    try button.tap()  // button.isSelected == true, title "●"
    try button.send(.touchUpInside)  // button.isSelected == false, title "○"
    button.sendActions(for: .touchUpInside)  // button.isSelected == true, title "●"
    #expect(button.isSelected)
    #expect(button.currentTitle == "●")
    try button.send(.touchUpInside)
    #expect(!button.isSelected)
    #expect(button.currentTitle == "○")
  }

  @Test("UncaughtErrors' overview example")
  func uncaughtErrors() {
    struct Refusal: Error {}
    let button = Button()
    button.addAction { _ in throw Refusal() }
    let printed = Printed()
    @Sendable func print(_ items: Any...) {
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }
    UncaughtErrors.withHandler({ error in print("reported:", error) }) {
      button.sendActions(for: .touchUpInside)  // an action's error is printed; no `try`
    }
    #expect(printed.lines == ["reported: Button action threw: Refusal()"])
  }

  @Test("PlainTextRenderer's overview example")
  func renderer() {
    let rows = ["排骨面", "红椒面", "青椒面"].enumerated().map { row, name in
      RenderedTable.Row(
        indexPath: IndexPath(row: row, section: 0),
        content: CellContent(elements: [.text(name)], accessory: row == 1 ? .checkmark : .none),
        isSelected: row == 1)
    }
    let table = RenderedTable(sections: [.init(index: 0, headerTitle: "面", rows: rows)])
    #expect(
      PlainTextRenderer().render(table) == """
        面
          排骨面
        ▸ 红椒面 ✓
          青椒面

        """)
  }

  @Test("SectionedDataSource's overview example")
  func sectioned() throws {
    let tableView = TableView()
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [
      .init(headerTitle: "您的性别是：", items: ["男", "女"]),
      .init(headerTitle: "您是否参加公司内部培训：", items: ["参加", "不参加", "不确定"]),
    ])
    try dataSource.bind(to: tableView)
    #expect(tableView.numberOfSections == 2)
    #expect(tableView.totalNumberOfRows == 5)
  }

  @Test("performBatchUpdates' and moveRowAdjustingSections' examples")
  func updates() throws {
    let controller = try TwoSectionsController(["a", "b", "c"], ["d"])
    let tableView = controller.tableView
    let item = "x"
    controller.dataArray1.remove(at: 2)
    controller.dataArray2.insert(item, at: 0)
    try tableView.performBatchUpdates {
      try tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      try tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .top)
    }
    #expect(visibleTexts(tableView) == ["a", "b", "x", "d"])

    let indexPath = IndexPath(row: 0, section: 0)
    let moved = controller.dataArray1.remove(at: indexPath.row)
    controller.dataArray2.insert(moved, at: 0)
    try tableView.moveRowAdjustingSections(at: indexPath, to: IndexPath(row: 0, section: 1))
    #expect(visibleTexts(tableView) == ["b", "a", "x", "d"])
  }

  @Test("onTap(of:_:)'s example and validateSelection's")
  func onTapAndValidation() throws {
    let answers = [["男", "女"], ["成都", "上海"]]
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [
      .init(headerTitle: "soup", items: answers[0]), .init(items: answers[1]),
    ])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    tableView.selectionRule = .single(isRequired: true)  // one dish per course, every course
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 1)) as? ChoiceCell)
    var printed: [String] = []
    cell.onTap(of: cell.choiceButton) { indexPath in
      printed.append("您选择的答案是：\(answers[indexPath.section][indexPath.row])")
    }
    try cell.choiceButton.send(.touchUpInside)
    #expect(printed == ["您选择的答案是：上海"])

    try tableView.selectRow(at: IndexPath(row: 0, section: 1))
    do {
      try tableView.validateSelection()
      Issue.record("section 0 has no selection")
    } catch {
      #expect(error.description == #"no row is selected in required section 0 "soup""#)
    }
  }
}

/// Lines printed from a `@Sendable` handler, read on the main actor.
@MainActor
final class Printed {
  private(set) var lines: [String] = []

  nonisolated func append(_ line: String) {
    MainActor.assumeIsolated { lines.append(line) }
  }
}
