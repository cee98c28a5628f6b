import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// Seed 000's questionnaire with a data source of its own, which declares the rule of its
/// sections and hears of the taps on its cells' buttons, as the package's data sources do.
final class Survey: TableViewDataSource {
  let questions = ["您的性别是：", "您意向工作地点是："]
  var answers = [["男", "女"], ["成都", "上海", "北京"]]
  var chosen: [String] = []

  func numberOfSections(in tableView: TableView) -> Int { questions.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    answers[section].count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    questions[section]
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(AnswerCell.self, for: indexPath)
    cell.bind(to: answers[indexPath.section][indexPath.row])
    return cell
  }
}

extension Survey: SelectionRuleSource {
  func selectionRule(forSection section: Int) -> SelectionRule? {
    .single(isRequired: true)
  }
}

extension Survey: ButtonTapReceiver {
  func tableView(
    _ tableView: TableView, reportForTapOf button: Button, inRowAt indexPath: IndexPath
  ) -> (@MainActor () throws -> Void)? {
    let answer = answers[indexPath.section][indexPath.row]  // the row's answer as the tap begins
    return { self.chosen.append(answer) }
  }
}

@MainActor
@Suite("Article: Selection rules, in a data source of your own")
struct SelectionRulesDataSourceTests {
  @Test("A data source of its own declares rules and hears taps, with the item as the tap began")
  func survey() throws {
    let survey = Survey()
    let tableView = TableView(style: .grouped)
    tableView.register(AnswerCell.self)
    tableView.dataSource = survey
    try tableView.reloadData()
    #expect(try tableView.selectionRule(forSection: 1) == .single(isRequired: true))
    #expect(throws: TableViewError.self) { try tableView.validateSelection() }

    // A button whose action deletes its own row: the report names the answer it tapped.
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 1)) as? AnswerCell)
    cell.choiceButton.addAction { [weak tableView] _ in
      survey.answers[1].remove(at: 1)
      try tableView?.deleteRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
    }
    try cell.choiceButton.send(.touchUpInside)

    #expect(survey.chosen == ["上海"])
    expectRendered(
      tableView,
      matches: """
        您的性别是：
          [○] 男
          [○] 女

        您意向工作地点是：
          [○] 成都
          [○] 北京
        """)
  }
}
