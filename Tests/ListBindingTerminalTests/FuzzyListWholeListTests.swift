import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// A ranked long list judged as a whole: the counts of the filter line, the rules over the
/// items the filter hides, and the focus while the query changes. *Assumed*: UIKit has no
/// filter; the rules are those `TableView.validateSelection()` applies to the rows shown.
@MainActor
@Suite("A fuzzy-filtered list judged as a whole")
struct FuzzyListWholeListTests {
  typealias NameCell = FuzzyListDataSourceTests.NameCell

  @Test("The counts include the selected items the filter hides")
  func counts() throws {
    let (tableView, dataSource) = try FuzzyListDataSourceTests.list(["apple", "banana", "cherry"])
    try tableView.selectRow(at: IndexPath(row: 0, section: 0))
    try tableView.selectRow(at: IndexPath(row: 2, section: 0))
    try dataSource.filterRows(by: "ban")
    #expect(dataSource.numberOfAllRows == 3)
    #expect(dataSource.numberOfSelectedRows == 2)
    try tableView.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(dataSource.numberOfSelectedRows == 3)
    #expect(dataSource.identity(ofRowAt: IndexPath(row: 0, section: 0)) == AnyHashable(1))
    #expect(dataSource.indexPath(ofRowWith: AnyHashable(1)) == IndexPath(row: 0, section: 0))
    #expect(dataSource.indexPath(ofRowWith: AnyHashable(0)) == nil)
    #expect(dataSource.indexPath(ofRowWith: AnyHashable(7)) == nil)
    #expect(dataSource.indexPath(ofRowWith: AnyHashable("apple")) == nil)
  }

  @Test("The rule is checked over the whole list: a hidden selected item counts")
  func rules() throws {
    let (tableView, dataSource) = try FuzzyListDataSourceTests.list(["apple", "banana", "cherry"])
    tableView.selectionRule = .multiple(maximum: 1, isRequired: true)
    try dataSource.filterRows(by: "ban")
    #expect {
      try dataSource.validateSelectionOfAllRows()
    } throws: { error in
      (error as? TableViewError)?.message
        == "no row is selected in required section 0"
    }
    try tableView.selectRow(at: IndexPath(row: 0, section: 0))
    try dataSource.validateSelectionOfAllRows()
    try dataSource.filterRows(by: "che")
    try tableView.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(throws: TableViewError.selectionRuleViolated(section: 0, selected: 2, maximum: 1)) {
      try dataSource.validateSelectionOfAllRows()
    }
    try tableView.validateSelection()  // the rows shown alone follow the rule
  }

  @Test("In a session, the filter line counts the whole list and Esc keeps the focus on its item")
  func sessionCountsAndFocus() throws {
    let (tableView, dataSource) = try FuzzyListDataSourceTests.list(
      ["apple", "banana", "cherry", "avocado"])
    let session = TerminalSession(
      tableView: tableView, configuration: TerminalConfiguration(filter: dataSource),
      size: TerminalSize(rows: 8, columns: 40))
    session.handle(.character(" "))  // selects apple
    for key in [Key.character("/"), .character("c"), .character("a")] { session.handle(key) }
    #expect(session.screen[6] == "/ca · 1 of 4 · 1 selected")
    #expect(session.screen[1] == "❯   avocado")
    session.handle(.escape)
    #expect(session.screen[4] == "❯   avocado")
  }
}
