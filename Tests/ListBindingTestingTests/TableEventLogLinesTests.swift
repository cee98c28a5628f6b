import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("TableEventLog: lines, categories and attachment")
struct TableEventLogLinesTests {
  /// An editable list of four rows, a viewport of three, a delegate, loaded.
  @MainActor
  struct Editable {
    let tableView: TableView
    let list = EditableList(["a", "b", "c", "d"])
    let delegate = QuietDelegate()

    init() throws {
      tableView = try TableView(style: .plain, viewportHeight: 3)
      tableView.dataSource = list
      tableView.delegate = delegate
      try tableView.reloadData()
    }
  }

  @Test("The accessory button, the pull to refresh and begin/endUpdates are logged")
  func controlGestures() throws {
    let editable = try Editable()
    let tableView = editable.tableView
    let control = RefreshControl()
    control.addAction { control in control.endRefreshing() }
    tableView.refreshControl = control
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.accessoryType = .detailButton
    let log = TableEventLog(tableView, omitting: [.heights, .titles, .counts, .display, .cells])
    try tableView.tapAccessoryButton(at: IndexPath(row: 0, section: 0))
    try tableView.pullToRefresh()
    tableView.beginUpdates()
    tableView.beginUpdates()
    try tableView.endUpdates()
    try tableView.endUpdates()
    expectEvents(
      log,
      matches: """
        tapAccessoryButton [0, 0]
        accessoryButtonTappedForRowWith [0, 0]
        pullToRefresh
        RefreshControl action
        beginUpdates
          beginUpdates
          endUpdates
        endUpdates
        """)
  }

  @Test("A swipe, then a tap on its Delete: the commit's update runs at once, within it")
  func swipeAndDelete() throws {
    let editable = try Editable()
    let tableView = editable.tableView
    let log = TableEventLog(tableView, omitting: [.heights, .titles])
    try tableView.swipeRow(at: IndexPath(row: 1, section: 0))
    try tableView.tapSwipeAction(at: 0)
    expectEvents(
      log,
      matches: """
        swipeRow [0, 1] trailing
        canEditRowAt [0, 1]
        trailingSwipeActionsConfigurationForRowAt [0, 1]
        editActionsForRowAt [0, 1]
        editingStyleForRowAt [0, 1]
        titleForDeleteConfirmationButtonForRowAt [0, 1]
        willBeginEditingRowAt [0, 1]
        tapSwipeAction 0
        didEndEditingRowAt [0, 1]
        commit [0, 1]
          deleteRows [0, 1]
          numberOfSections
          numberOfRowsInSection 0
          cellForRowAt [0, 2]
          didEndDisplaying [0, 1]
          indentationLevelForRowAt [0, 2]
          willDisplay [0, 2]
        """)
  }

  @Test("Editing: the mode, a drag and an editing control")
  func editing() throws {
    let editable = try Editable()
    let tableView = editable.tableView
    let log = TableEventLog(tableView, omitting: [.counts, .heights, .titles, .cells, .display])
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    try tableView.tapEditingControl(at: IndexPath(row: 0, section: 0))
    try tableView.tapSwipeAction(at: 0)
    try tableView.setEditing(false, animated: true)
    expectEvents(
      log,
      matches: """
        setEditing true
        dragRow [0, 0] to [0, 2]
        canMoveRowAt [0, 0]
        targetIndexPathForMoveFromRowAt [0, 0]
        moveRowAt [0, 0]
        tapEditingControl [0, 0]
        canEditRowAt [0, 0]
        editingStyleForRowAt [0, 0]
        trailingSwipeActionsConfigurationForRowAt [0, 0]
        editActionsForRowAt [0, 0]
        titleForDeleteConfirmationButtonForRowAt [0, 0]
        tapSwipeAction 0
        commit [0, 0]
          deleteRows [0, 0]
        setEditing false
        """)
    #expect(editable.list.items == ["c", "a", "d"])
  }

  @Test("Selection, scrolling, layout and validation calls, with their arguments")
  func calls() throws {
    let editable = try Editable()
    let tableView = editable.tableView
    let log = TableEventLog(
      tableView, omitting: [.selectionRules, .cells, .heights, .display])
    try tableView.selectRow(at: IndexPath(row: 1, section: 0))
    try tableView.selectRow(at: IndexPath(row: 2, section: 0), scrollPosition: .middle)
    try tableView.selectRow(at: nil)
    try tableView.deselectRow(at: IndexPath(row: 0, section: 0))
    try tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top)
    try tableView.setContentOffset(0)
    try tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    try tableView.hideSwipeActions()
    try tableView.performLayout()
    try tableView.validateSelection()
    #expect(
      log.lines == [
        // A scroll that shows the section's end lays out its footer: the view, then the title.
        "selectRow [0, 1]", "selectRow [0, 2] middle", "viewForFooterInSection 0",
        "titleForFooterInSection 0", "scrollViewDidScroll", "selectRow nil",
        "deselectRow [0, 0]", "scrollToRow [0, 1] top", "setContentOffset 0",
        "scrollViewDidScroll", "setContentOffset (0.0, 44.0)", "viewForFooterInSection 0",
        "titleForFooterInSection 0", "scrollViewDidScroll", "hideSwipeActions", "layoutIfNeeded",
        "validateSelection",
      ])
  }

  @Test("Update calls name their rows and sections; section runs of three or more as a range")
  func updateCalls() throws {
    let tableView = TableView()
    let log = TableEventLog(tableView)
    // The closure throws, so nothing is applied: only the calls it records are logged.
    #expect(throws: TableViewError.self) {
      try tableView.performBatchUpdates {
        try tableView.insertRows(
          at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 1)], with: .fade)
        try tableView.deleteRows(at: [], with: .fade)
        try tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        try tableView.insertSections([0, 1, 2, 5, 7, 8], with: .top)
        try tableView.reloadSections([4], with: .none)
        try tableView.moveSection(1, toSection: 3)
        try tableView.performBatchUpdates {
          try tableView.deleteRowsAdjustingSections(at: [IndexPath(row: 3, section: 2)])
        }
        throw CancellationError()
      }
    }
    #expect(
      log.lines == [
        "performBatchUpdates",
        "  insertRows [0, 0], [1, 2]",
        "  deleteRows none",
        "  moveRow [0, 0] to [0, 1]",
        "  insertSections 0...2, 5, 7, 8",
        "  reloadSections 4",
        "  moveSection 1 to 3",
        "  performBatchUpdates",
        "    deleteRowsAdjustingSections [2, 3]",
      ])
  }

  @Test("A call is logged when made, also when it throws at once")
  func failedCall() throws {
    let editable = try Editable()
    let log = TableEventLog(editable.tableView)
    #expect(throws: TableViewError.self) {
      try editable.tableView.tapRow(at: IndexPath(row: 9, section: 0))
    }
    #expect(throws: TableViewError.self) {
      try editable.tableView.tapSwipeAction(at: 0)
    }
    #expect(log.lines == ["tapRow [0, 9]", "tapSwipeAction 0"])
  }

  @Test("Rendering is logged with the index titles it asks for; section titles were laid out")
  func render() throws {
    let menu = try Menu()
    let log = TableEventLog(menu.tableView)
    _ = try menu.tableView.render(with: PlainTextRenderer())
    // The sections' titles were asked when the table laid the section out, at its load.
    #expect(log.lines == ["render", "sectionIndexTitles"])
    // The section index titles are asked once after each reload.
    log.clear()
    _ = try menu.tableView.render(with: PlainTextRenderer())
    #expect(log.lines == ["render"])
  }

  @Test("Categories leave out their calls, also as the names of deferred calls")
  func categories() throws {
    let menu = try Menu()
    let tableView = menu.tableView
    let log = TableEventLog(tableView, omitting: [.counts, .heights, .named("render")])
    _ = try tableView.render(with: PlainTextRenderer())
    try tableView.reloadData()
    #expect(
      log.lines == [
        "sectionIndexTitles", "reloadData",
        // The titles for the heights, the cells, then the titles for the header and footer views.
        "titleForHeaderInSection 0", "titleForFooterInSection 0", "cellForRowAt [0, 0]",
        "cellForRowAt [0, 1]", "cellForRowAt [0, 2]", "titleForHeaderInSection 0",
        "titleForFooterInSection 0",
      ])
    #expect(log.omitted == [.counts, .heights, .named("render")])
    #expect(TableEventLog.Category.named("a", "b") == TableEventLog.Category(names: ["b", "a"]))
  }

  @Test("clear() empties the log, which goes on logging")
  func clear() throws {
    let menu = try Menu()
    let log = TableEventLog(menu.tableView, omitting: [.selectionRules])
    try menu.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    log.clear()
    #expect(log.lines.isEmpty)
    try menu.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(log.lines == ["tapRow [0, 1]"])
  }

  @Test("A button's title is quoted and inert")
  func inertTitle() throws {
    let tableView = TableView()
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["是"])
    try dataSource.bind(to: tableView)
    let log = TableEventLog(tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ChoiceCell)
    cell.choiceButton.setTitle("\u{1B}[2J\n○", for: .normal)
    try cell.choiceButton.send([.touchUpInside, .valueChanged])
    #expect(log.lines.first == #"sendActions [0, 0] "\u{1B}[2J\n○" touchUpInside+valueChanged"#)
    #expect(log.lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\n") })
  }

  @Test("Two logs of one table both log; a released log logs nothing, the other goes on")
  func twoLogs() throws {
    let menu = try Menu()
    let first = TableEventLog(menu.tableView, omitting: [.counts, .heights, .titles, .cells])
    var second: TableEventLog? = TableEventLog(menu.tableView)
    weak let released = second
    try menu.tableView.setContentOffset(1)
    #expect(first.lines == ["setContentOffset 1"])
    #expect(second?.lines == ["setContentOffset 1"])
    second = nil
    #expect(released == nil)
    try menu.tableView.setContentOffset(0)
    #expect(first.lines == ["setContentOffset 1", "setContentOffset 0"])
  }

  @Test("A table without a log behaves as one with a log")
  func sameBehaviour() throws {
    let plain = try Editable()
    let logged = try Editable()
    let log = TableEventLog(logged.tableView)
    for editable in [plain, logged] {
      try editable.tableView.swipeRow(at: IndexPath(row: 1, section: 0))
      try editable.tableView.tapSwipeAction(at: 0)
      try editable.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    }
    #expect(!log.lines.isEmpty)
    #expect(
      try plain.tableView.render(with: PlainTextRenderer())
        == logged.tableView.render(with: PlainTextRenderer()))
    #expect(plain.list.items == logged.list.items)
  }
}
