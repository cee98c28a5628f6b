import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("TableEventLog: UIKit's order of calls")
struct TableEventLogTests {
  @Test(
    "A tap that replaces the selection: highlight, will-select, will-deselect, did-deselect, did-select"
  )
  func tap() throws {
    let menu = try Menu()
    let tableView = menu.tableView
    let delegate = QuietDelegate()
    tableView.delegate = delegate
    try tableView.selectRow(at: IndexPath(row: 1, section: 0))
    let log = TableEventLog(tableView, omitting: [.selectionRules])
    try tableView.tapRow(at: IndexPath(row: 2, section: 0))
    expectEvents(
      log,
      matches: """
        tapRow [0, 2]
        shouldHighlightRowAt [0, 2]
        didHighlightRowAt [0, 2]
        didUnhighlightRowAt [0, 2]
        willSelectRowAt [0, 2]
        willDeselectRowAt [0, 1]
        didDeselectRowAt [0, 1]
        didSelectRowAt [0, 2]
        """)
  }

  @Test("A tap reads the section's rule from the delegate, then the data source, before willSelect")
  func tapReadsRules() throws {
    let tableView = TableView(style: .grouped)
    let dataSource = SectionedDataSource<MenuCell>(sections: [
      ListSection(headerTitle: "soup", items: ["巴黎日安洋蔥湯"]),
      ListSection(headerTitle: "dessert", items: ["蘋果塔", "熔岩巧克力"]),
    ])
    try dataSource.bind(to: tableView)
    let delegate = QuietDelegate()
    tableView.delegate = delegate
    let log = TableEventLog(tableView)
    try tableView.tapRow(at: IndexPath(row: 0, section: 1))
    #expect(
      log.lines == [
        "tapRow [1, 0]", "shouldHighlightRowAt [1, 0]", "didHighlightRowAt [1, 0]",
        "didUnhighlightRowAt [1, 0]", "selectionRuleForSection 1", "selectionRule 1",
        "willSelectRowAt [1, 0]", "didSelectRowAt [1, 0]",
      ])
  }

  @Test("A tap the delegate refuses to highlight makes no other call")
  func refusedTap() throws {
    let menu = try Menu()
    let delegate = RefusingDelegate()
    menu.tableView.delegate = delegate
    let log = TableEventLog(menu.tableView)
    try menu.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(log.lines == ["tapRow [0, 0]", "shouldHighlightRowAt [0, 0]"])
  }

  @Test(
    "A batch update: the closure's calls, counts and heights read, the new row's cell, display calls, completion"
  )
  func batchUpdate() async throws {
    let menu = try Menu(viewportHeight: 3)
    let tableView = menu.tableView
    let delegate = QuietDelegate()
    tableView.delegate = delegate
    let log = TableEventLog(tableView)
    menu.dataSource.dataItems.insert("牛肉面", at: 0)
    try tableView.performBatchUpdates {
      try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    } completion: { _ in
    }
    // The completion runs when the main queue turns. The update asks the heights of the rows
    // on screen that keep their cells, as iOS's batch updates recompute the heights of the rows
    // on screen (Apple's beginUpdates() page: the pair animates "the change in the row heights
    // without reloading the cell"), then the new row's cell and height; the order *assumed*.
    await drainMainQueue()
    expectEvents(
      log,
      matches: """
        performBatchUpdates
          insertRows [0, 0]
        numberOfSections
        numberOfRowsInSection 0
        heightForHeaderInSection 0
        titleForHeaderInSection 0
        heightForFooterInSection 0
        titleForFooterInSection 0
        estimatedHeightForRowAt [0, 0]
        heightForRowAt [0, 1]
        heightForRowAt [0, 2]
        cellForRowAt [0, 0]
        heightForRowAt [0, 0]
        didEndDisplaying [0, 3]
        indentationLevelForRowAt [0, 0]
        willDisplay [0, 0]
        performBatchUpdates completion
        """)
  }

  @Test("The doc comment's batch update, without counts, heights and titles")
  func batchUpdateDocExample() throws {
    let menu = try Menu(viewportHeight: 3)
    let tableView = menu.tableView
    let delegate = QuietDelegate()
    tableView.delegate = delegate
    let log = TableEventLog(tableView, omitting: [.counts, .heights, .titles])
    menu.dataSource.dataItems.insert("牛肉面", at: 0)
    try tableView.performBatchUpdates {
      try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    expectEvents(
      log,
      matches: """
        performBatchUpdates
          insertRows [0, 0]
        cellForRowAt [0, 0]
        didEndDisplaying [0, 3]
        indentationLevelForRowAt [0, 0]
        willDisplay [0, 0]
        """)
  }

  @Test("A diffable apply: heights, the new row's cell, display calls, then the completion")
  func apply() async throws {
    let tableView = try TableView(style: .plain, viewportHeight: 3)
    let delegate = QuietDelegate()
    tableView.delegate = delegate
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: MenuCell.self)
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["menu"])
    try snapshot.appendItems(["排骨面", "红椒面", "青椒面"])
    try dataSource.apply(snapshot)
    let log = TableEventLog(tableView)
    try snapshot.insertItems(["牛肉面"], beforeItem: "排骨面")
    try dataSource.apply(snapshot) {}
    await drainMainQueue()
    // An apply is a batch update: the rows on screen that keep their cells are asked their
    // heights first (see batchUpdate()).
    expectEvents(
      log,
      matches: """
        apply
        heightForHeaderInSection 0
        titleForHeaderInSection 0
        heightForFooterInSection 0
        titleForFooterInSection 0
        estimatedHeightForRowAt [0, 0]
        heightForRowAt [0, 1]
        heightForRowAt [0, 2]
        cellForRowAt [0, 0]
        heightForRowAt [0, 0]
        didEndDisplaying [0, 3]
        indentationLevelForRowAt [0, 0]
        willDisplay [0, 0]
        apply completion
        """)
  }

  @Test("A call made from didSelectRowAt runs at once, logged within it")
  func deferredCall() throws {
    let menu = try Menu()
    let delegate = ReloadingDelegate()
    menu.tableView.delegate = delegate
    let log = TableEventLog(menu.tableView, omitting: [.heights, .titles, .selectionRules])
    try menu.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    expectEvents(
      log,
      matches: """
        tapRow [0, 1]
        shouldHighlightRowAt [0, 1]
        didHighlightRowAt [0, 1]
        didUnhighlightRowAt [0, 1]
        willSelectRowAt [0, 1]
        didSelectRowAt [0, 1]
          reloadRows [0, 1]
          numberOfSections
          numberOfRowsInSection 0
          cellForRowAt [0, 1]
          didEndDisplaying [0, 1]
          indentationLevelForRowAt [0, 1]
          willDisplay [0, 1]
        """)
  }

  @Test(
    "A button's tap: the gesture with the row and title, then the data source, actions, delegate")
  func buttonTap() throws {
    let tableView = TableView()
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["是", "否"])
    try dataSource.bind(to: tableView)
    let delegate = QuietDelegate()
    tableView.delegate = delegate
    let log = TableEventLog(tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ChoiceCell)
    try cell.choiceButton.send(.touchUpInside)
    #expect(
      log.lines == [
        #"sendActions [0, 1] "○" touchUpInside"#, "reportForTapOf [0, 1]", "Button action [0, 1]",
        "didTap [0, 1]",
      ])
  }
}

/// A delegate that lets no row be highlighted.
final class RefusingDelegate: TableViewDelegate {
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    false
  }
}
