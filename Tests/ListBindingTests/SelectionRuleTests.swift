import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Selection rules")
struct SelectionRuleTests {
  let questions = [["男", "女"], ["成都", "上海", "北京", "深圳"], ["参加", "不参加", "不确定"]]

  @Test("A single rule keeps each section's choice to itself, as radio buttons")
  func radioPerSection() throws {
    let fixture = try SelectionFixture(questions)
    fixture.tableView.selectionRule = .single
    for (section, row) in [(0, 1), (1, 2), (2, 0), (1, 3), (1, 3)] {
      try fixture.tableView.tapRow(at: fixture.path(section, row))
    }
    #expect(fixture.selected == ["0-1", "1-3", "2-0"])
    #expect(fixture.cellsShowingSelection == ["0-1", "1-3", "2-0"])
    #expect(
      Array(fixture.log.events.suffix(6)) == [
        "willSelect 1-3", "willDeselect 1-2", "didDeselect 1-2", "didSelect 1-3",
        "willSelect 1-3", "didSelect 1-3",
      ])
  }

  /// A delegate whose rules come from an array, as a real one's would: it traps on a section
  /// the table does not have, so the table must not ask it about one.
  final class ArrayRules: TableViewDelegate {
    let rules: [SelectionRule?]
    var asked: [Int] = []
    init(_ rules: [SelectionRule?]) { self.rules = rules }

    func tableView(_ tableView: TableView, selectionRuleForSection section: Int) -> SelectionRule? {
      asked.append(section)
      return rules[section]
    }
  }

  @Test("selectionRule(forSection:) refuses a section the table does not have, asking no one")
  func ruleOfAMissingSection() throws {
    let fixture = try SelectionFixture(questions)
    let rules = ArrayRules([.single, nil, .disabled])
    fixture.tableView.delegate = rules
    #expect(try fixture.tableView.selectionRule(forSection: 2) == .disabled)
    for section in [-1, 3, Int.max, Int.min] {
      #expect(
        throws: TableViewError.sectionOutOfRange(section: section, numberOfSections: 3)
      ) { _ = try fixture.tableView.selectionRule(forSection: section) }
    }
    #expect(rules.asked == [2])
  }

  @Test("A single rule that allows deselection deselects the chosen row on a second tap")
  func radioDeselection() throws {
    let fixture = try SelectionFixture(questions)
    fixture.tableView.selectionRule = .single(allowsDeselection: true)
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
  }

  @Test("A multiple rule with a maximum ignores taps past it and refuses programmatic ones")
  func maximum() throws {
    let fixture = try SelectionFixture(questions)
    fixture.tableView.selectionRule = .multiple(maximum: 2)
    for row in [0, 1, 2] {
      try fixture.tableView.tapRow(at: fixture.path(1, row))
    }
    #expect(fixture.selected == ["1-0", "1-1"])
    let error = #expect(throws: TableViewError.self) {
      try fixture.tableView.selectRow(at: fixture.path(1, 3))
    }
    #expect(
      error?.message
        == "cannot select the row at {length = 2, path = 1 - 3}: section 1 already has 2 "
        + "selected rows, the most its selection rule allows")
    try fixture.tableView.tapRow(at: fixture.path(1, 0))
    try fixture.tableView.tapRow(at: fixture.path(1, 3))
    #expect(fixture.selected == ["1-1", "1-3"])
  }

  @Test("A none rule ignores taps and refuses programmatic selection")
  func none() throws {
    let fixture = try SelectionFixture(questions)
    fixture.log.rules[2] = SelectionRule.disabled
    try fixture.tableView.tapRow(at: fixture.path(2, 0))
    #expect(fixture.log.events.isEmpty)
    let error = #expect(throws: TableViewError.self) {
      try fixture.tableView.selectRow(at: fixture.path(2, 1))
    }
    #expect(
      error?.message
        == "cannot select the row at {length = 2, path = 2 - 1}: the selection rule of section 2 "
        + "allows no selection")
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
  }

  @Test("Programmatic selection replaces within a single section only")
  func programmaticSingle() throws {
    let fixture = try SelectionFixture(questions)
    fixture.tableView.selectionRule = .single
    try fixture.tableView.selectRow(at: fixture.path(0, 0))
    try fixture.tableView.selectRow(at: fixture.path(1, 0))
    try fixture.tableView.selectRow(at: fixture.path(1, 1))
    #expect(fixture.selected == ["0-0", "1-1"])
  }

  @Test("The delegate's rule wins over the data source's, which wins over the table's")
  func precedence() throws {
    final class Cell: TableViewCell, Bindable {
      func bind(to item: String) { textLabel?.text = item }
    }
    let dataSource = SectionedDataSource<Cell>(sections: [
      .init(items: ["a"], selectionRule: .multiple),
      .init(items: ["b"]),
      .init(items: ["c"], selectionRule: .multiple),
    ])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let log = SelectionLog()
    tableView.delegate = log
    tableView.selectionRule = .single
    log.rules[2] = SelectionRule.disabled
    #expect(try tableView.selectionRule(forSection: 0) == .multiple)
    #expect(try tableView.selectionRule(forSection: 1) == .single)
    #expect(try tableView.selectionRule(forSection: 2) == SelectionRule.disabled)
    tableView.selectionRule = nil
    #expect(try tableView.selectionRule(forSection: 1) == nil)
  }

  @Test("validateSelection names every required section without a choice, with its title")
  func required() throws {
    let fixture = try SelectionFixture(questions, style: .grouped)
    fixture.dataSource.headers = ["您的性别是：", nil, "您是否参加公司内部培训："]
    fixture.tableView.selectionRule = .single(isRequired: true)
    try fixture.tableView.tapRow(at: fixture.path(1, 0))
    let error = #expect(throws: TableViewError.self) { try fixture.tableView.validateSelection() }
    #expect(
      error?.message
        == #"no row is selected in required sections 0 "您的性别是：", 2 "您是否参加公司内部培训：""#)
    guard case .missingRequiredSelection(let sections) = error else {
      Issue.record("unexpected case")
      return
    }
    #expect(sections.map(\.index) == [0, 2])
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    try fixture.tableView.tapRow(at: fixture.path(2, 2))
    try fixture.tableView.validateSelection()
  }

  @Test("A rule changed after selecting is reported by validateSelection")
  func violated() throws {
    let fixture = try SelectionFixture(questions)
    fixture.tableView.allowsMultipleSelection = true
    try fixture.tableView.selectRow(at: fixture.path(1, 0))
    try fixture.tableView.selectRow(at: fixture.path(1, 2))
    fixture.tableView.selectionRule = .single
    let error = #expect(throws: TableViewError.self) { try fixture.tableView.validateSelection() }
    #expect(
      error?.message
        == "section 1 has 2 selected rows, more than its selection rule allows (1)")
  }

  @Test("Under a rule, a tap whose replaced row the delegate keeps selects nothing")
  func ruleOverVeto() throws {
    let fixture = try SelectionFixture(questions)
    fixture.tableView.selectionRule = .single
    try fixture.tableView.tapRow(at: fixture.path(1, 0))
    fixture.log.willDeselect = { _ in nil }
    try fixture.tableView.tapRow(at: fixture.path(1, 1))
    #expect(fixture.selected == ["1-0"])
    #expect(Array(fixture.log.events.suffix(2)) == ["willSelect 1-1", "willDeselect 1-0"])
  }

  @Test("A negative maximum counts as zero")
  func negativeMaximum() {
    #expect(SelectionRule.multiple(maximum: -3).maximum == 0)
  }
}
