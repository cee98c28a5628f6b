import Foundation
import ListBinding
import ListBindingTesting
import Testing

// `MenuCell`, as the doc comments name it, is the menu cell of "Getting started" (ReadmeTests.swift).

/// The sections example's view controller, reduced to what the update examples need: two arrays, one
/// section each while it has rows.
@MainActor
final class SectionsController: TableViewDataSource {
  var dataArray1: [String]
  var dataArray2: [String]
  let tableView = TableView(style: .plain)

  init(_ first: [String], _ second: [String]) throws {
    dataArray1 = first
    dataArray2 = second
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    try tableView.reloadData()
  }

  var sections: [[String]] { [dataArray1, dataArray2].filter { !$0.isEmpty } }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  /// performBatchUpdates(_:completion:)'s example.
  func moveThirdRowDown(_ item: String) throws {
    dataArray1.remove(at: 2)
    dataArray2.insert(item, at: 0)
    try tableView.performBatchUpdates {
      try tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      try tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .top)
    }
  }

  /// moveRowAdjustingSections(at:to:)'s example.
  func moveToSecondSection(_ indexPath: IndexPath) throws {
    let item = dataArray1.remove(at: indexPath.row)
    dataArray2.insert(item, at: 0)
    try tableView.moveRowAdjustingSections(at: indexPath, to: IndexPath(row: 0, section: 1))
  }
}

/// The examples of the table's doc comments, as written.
@MainActor
@Suite("Doc comment examples: TableView")
struct TableViewDocExamplesTests {
  @Test("TableView's overview")
  func overview() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let tableView = TableView(style: .plain)
    tableView.register(MenuCell.self)
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面"])
    tableView.dataSource = dataSource
    try tableView.reloadData()
    print(try tableView.render(with: PlainTextRenderer()))  // "  排骨面\n"

    #expect(printed == ["  排骨面\n"])
  }

  @Test("render(with:)")
  func render() throws {
    let tableView = TableView()
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面"])
    try dataSource.bind(to: tableView)

    let text = try tableView.render(with: PlainTextRenderer())

    #expect(text == "  排骨面\n")
  }

  @Test("validateSelection()")
  func validateSelection() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let tableView = TableView()
    let dataSource = SectionedDataSource<MenuCell>(sections: [
      .init(headerTitle: "soup", items: ["巴黎日安洋蔥湯"]), .init(items: ["蘋果塔"]),
    ])
    try dataSource.bind(to: tableView)
    tableView.selectionRule = .single(isRequired: true)
    try tableView.selectRow(at: IndexPath(row: 0, section: 1))

    do {
      try tableView.validateSelection()
    } catch {
      print(error)  // no row is selected in required section 0 "soup"
    }

    #expect(printed == [#"no row is selected in required section 0 "soup""#])
  }

  @Test("performBatchUpdates(_:completion:) and moveRowAdjustingSections(at:to:)")
  func updates() throws {
    let controller = try SectionsController(["a", "b", "c"], ["d"])
    try controller.moveThirdRowDown("c")
    expectRendered(controller.tableView, matches: "  a\n  b\n  c\n  d\n")
    #expect(controller.tableView.animationsOfLastUpdate == [.fade, .top])

    let oneSection = try SectionsController(["a", "b"], [])
    try oneSection.moveToSecondSection(IndexPath(row: 0, section: 0))
    #expect(oneSection.tableView.numberOfSections == 2)
    expectRendered(oneSection.tableView, matches: "  b\n  a\n")
  }

  @Test("onTap(of:_:)")
  func onTap() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let answers = [["男", "女"], ["成都", "上海"]]
    let tableView = TableView()
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [
      .init(items: answers[0]), .init(items: answers[1]),
    ])
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 1)) as? ChoiceCell)

    cell.onTap(of: cell.choiceButton) { indexPath in
      print("您选择的答案是：\(answers[indexPath.section][indexPath.row])")
    }

    try cell.choiceButton.send(.touchUpInside)
    #expect(printed == ["您选择的答案是：上海"])
  }
}
