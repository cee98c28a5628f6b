import Foundation
import Testing

@testable import ListBinding

/// A call that fails before it commits puts back everything it touched, in one rollback: the
/// state (counts, geometry, viewport, selection, editing and swipe state, settings), the cells
/// at their rows, the reuse pool, the header and footer views and their pool, the table's
/// header view, the separators and the frame. UIKit has no rollback (an exception there ends
/// the app); the rule is the package's (see "Transactions" in `TableView`): *assumed*.
@MainActor
@Suite("Rollback: a failed call leaves every part of the table as it was")
struct TableRollbackTests {
  /// A table with a header view per section, hooks for its callbacks, and swipe actions.
  @MainActor
  final class Table: TableViewDataSource, TableViewDelegate {
    let tableView: TableView
    var sections: [[String]]
    var onCellForRow: ((IndexPath) throws -> Void)?
    var onHeaderHeight: ((Int) throws -> Void)?
    var onSwipeConfiguration: ((IndexPath) throws -> Void)?
    var onWillBeginEditing: ((IndexPath) throws -> Void)?
    var onMoveTarget: ((IndexPath) throws -> Void)?
    var onMove: (() throws -> Void)?

    init(_ sections: [[String]] = [["a", "b", "c", "d"], ["e", "f", "g"]]) throws {
      self.sections = sections
      tableView = try TableView(style: .plain, viewportHeight: 5)
      tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
      tableView.register(
        TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
      tableView.dataSource = self
      tableView.delegate = self
      try tableView.reloadData()
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      try onCellForRow?(indexPath)
      let cell = try tableView.dequeueReusableCell(
        as: TextCell.self, withIdentifier: "cell", for: indexPath)
      cell.bind(to: sections[indexPath.section][indexPath.row])
      return cell
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) throws {
      try onMove?()
      let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
      sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(
      _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) throws -> IndexPath {
      try onMoveTarget?(proposedDestinationIndexPath)
      return proposedDestinationIndexPath
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
      view?.textLabel?.text = "Section \(section)"
      return view
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) throws
      -> CGFloat
    {
      try onHeaderHeight?(section)
      return 20
    }

    func tableView(
      _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) throws -> SwipeActionsConfiguration? {
      try onSwipeConfiguration?(indexPath)
      return SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
      ])
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) throws {
      try onWillBeginEditing?(indexPath)
    }
  }

  /// Every part of a table a rollback puts back, as a value.
  struct Parts: Equatable {
    var state: TableState
    var cells: [IndexPath: ObjectIdentifier]
    var reusePool: Set<ObjectIdentifier>
    var headerViews: [Int: ObjectIdentifier]
    var headerViewPool: Set<ObjectIdentifier>
    var tableHeaderView: ObjectIdentifier?
    var separatorStyle: SeparatorStyle
    var frame: CGRect
    var swipeActions: [String]
    var settings: [String]

    @MainActor
    init(_ tableView: TableView) {
      state = tableView.state
      var cells: [IndexPath: ObjectIdentifier] = [:]
      for indexPath in tableView.indexPathsForVisibleRows {
        if let cell = tableView.cellForRow(at: indexPath) {
          cells[indexPath] = ObjectIdentifier(cell)
        }
      }
      self.cells = cells
      reusePool = tableView.reusePool.waiting
      headerViews = tableView.decoration.sectionViews.headers.mapValues(ObjectIdentifier.init)
      headerViewPool = tableView.decoration.pool.waiting
      tableHeaderView = tableView.tableHeaderView.map(ObjectIdentifier.init)
      separatorStyle = tableView.separatorStyle
      frame = tableView.frame
      swipeActions = tableView.revealedSwipeActions?.titles ?? []
      // The public face of the settings, beside the state's copy.
      settings = [
        "\(tableView.rowHeight)", "\(tableView.estimatedRowHeight)",
        "\(tableView.sectionHeaderHeight)", "\(tableView.contentInset)",
        "\(tableView.allowsSelection)", "\(tableView.allowsMultipleSelection)",
        "\(tableView.isEditing)",
      ]
    }
  }

  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// Puts the table in a state worth restoring: scrolled, a row selected, a swipe showing,
  /// header views on display, cells waiting for reuse.
  func prepared() throws -> Table {
    let table = try Table()
    try table.tableView.setContentOffset(2)
    try table.tableView.selectRow(at: path(0, 3))
    try table.tableView.swipeRow(at: path(1, 0))
    try #require(table.tableView.revealedSwipeActions != nil)
    try #require(!table.tableView.decoration.sectionViews.headers.isEmpty)
    try #require(!table.tableView.reusePool.waiting.isEmpty)
    return table
  }

  /// Settings a callback of the failing call changes: the call puts them back too.
  func changeSettings(of tableView: TableView) {
    tableView.rowHeight = 77
    tableView.allowsMultipleSelection = true
    tableView.contentInset = EdgeInsets(top: 9, left: 0, bottom: 0, right: 0)
    tableView.separatorStyle = .none
    tableView.tableHeaderView = Label(text: "a header set in a callback")
    tableView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
  }

  @Test("A settings change whose relayout throws leaves the table as it was, the setting pending")
  func failedRelayout() throws {
    let table = try prepared()
    table.tableView.estimatedRowHeight = 30
    let before = Parts(table.tableView)
    #expect(before.state.needsLayout)
    table.onHeaderHeight = { _ in throw TestFailure("no height today") }
    let error = #expect(throws: TableViewError.self) { try table.tableView.performLayout() }
    #expect(error?.message.contains("no height today") == true)
    #expect(Parts(table.tableView) == before)
    // The setting applies once the delegate answers.
    table.onHeaderHeight = nil
    try table.tableView.performLayout()
    #expect(!table.tableView.state.needsLayout)
    #expect(try table.tableView.rectForRow(at: path(1, 2)).height == 30)
  }

  @Test("setEditing after a setting whose relayout throws changes nothing, not the mode")
  func failedEditing() throws {
    let table = try prepared()
    table.tableView.sectionHeaderHeight = 12
    let before = Parts(table.tableView)
    table.onHeaderHeight = { _ in throw TestFailure() }
    #expect(throws: TableViewError.self) { try table.tableView.setEditing(true, animated: false) }
    #expect(Parts(table.tableView) == before)
    #expect(!table.tableView.isEditing)
  }

  @Test("A swipe whose configuration throws leaves the table as it was")
  func failedSwipe() throws {
    let table = try Table()
    try table.tableView.selectRow(at: path(0, 1))
    let before = Parts(table.tableView)
    table.onSwipeConfiguration = { [unowned table] _ in
      self.changeSettings(of: table.tableView)
      throw TestFailure()
    }
    #expect(throws: TableViewError.self) { try table.tableView.swipeRow(at: self.path(0, 2)) }
    #expect(Parts(table.tableView) == before)
    #expect(table.tableView.revealedSwipeActions == nil)
  }

  @Test("A swipe whose willBeginEditingRowAt throws keeps its actions revealed, as documented")
  func swipeToldAfter() throws {
    let table = try Table()
    table.onWillBeginEditing = { _ in throw TestFailure() }
    #expect(throws: TableViewError.self) { try table.tableView.swipeRow(at: self.path(0, 2)) }
    // `willBeginEditingRowAt` runs at a touch, once the actions show (see CallMoments).
    #expect(table.tableView.revealedSwipeActions?.indexPath == path(0, 2))
    #expect(table.tableView.state.swipe?.indexPath == path(0, 2))
  }

  @Test("An update whose new cell throws puts back the settings its callbacks changed")
  func failedUpdate() throws {
    let table = try prepared()
    let before = Parts(table.tableView)
    table.sections[0].insert("new", at: 3)
    table.onCellForRow = { [unowned table] indexPath in
      guard indexPath == IndexPath(row: 3, section: 0) else { return }
      self.changeSettings(of: table.tableView)
      throw TestFailure("no cell for the new row")
    }
    let error = #expect(throws: TableViewError.self) {
      try table.tableView.insertRows(at: [self.path(0, 3)], with: .automatic)
    }
    #expect(error == .dataSourceFailed(path(0, 3), TestFailure("no cell for the new row")))
    #expect(Parts(table.tableView) == before)
    #expect(table.tableView.rowHeight == TableView.automaticDimension)
    #expect(table.tableView.separatorStyle == .singleLine)
    #expect(table.tableView.tableHeaderView == nil)
  }

  @Test("A reload whose cell throws puts back every part, the frame included")
  func failedReload() throws {
    let table = try prepared()
    let before = Parts(table.tableView)
    table.onCellForRow = { [unowned table] _ in
      self.changeSettings(of: table.tableView)
      throw TestFailure()
    }
    #expect(throws: TableViewError.self) { try table.tableView.reloadData() }
    #expect(Parts(table.tableView) == before)
  }

  @Test("Settings a callback changes in a call that succeeds stay, and apply at the next layout")
  func settingsKept() throws {
    let table = try Table()
    var changed = false
    table.onCellForRow = { [unowned table] _ in
      guard !changed else { return }
      changed = true
      table.tableView.rowHeight = 50
      table.tableView.allowsMultipleSelection = true
    }
    try table.tableView.reloadData()
    #expect(table.tableView.rowHeight == 50)
    #expect(table.tableView.allowsMultipleSelection)
    #expect(table.tableView.state.needsLayout)
    try table.tableView.performLayout()
    #expect(try table.tableView.rectForRow(at: path(0, 0)).height == 50)
  }

  @Test("setViewportHeight whose relayout throws keeps the frame and every part")
  func failedViewportHeight() throws {
    let table = try Table()
    table.tableView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    try table.tableView.performLayout()
    try table.tableView.selectRow(at: path(0, 1))
    let before = Parts(table.tableView)
    table.onHeaderHeight = { _ in throw TestFailure() }
    #expect(throws: TableViewError.self) { try table.tableView.setViewportHeight(3) }
    #expect(Parts(table.tableView) == before)
    #expect(table.tableView.frame.size == CGSize(width: 200, height: 100))
  }

  @Test("A drag whose target throws puts back what the delegate changed")
  func failedDragTarget() throws {
    let table = try Table()
    try table.tableView.setEditing(true, animated: false)
    try table.tableView.selectRow(at: path(0, 0))
    let before = Parts(table.tableView)
    table.onMoveTarget = { [unowned table] _ in
      self.changeSettings(of: table.tableView)
      throw TestFailure()
    }
    #expect(throws: TableViewError.self) {
      try table.tableView.dragRow(from: self.path(0, 0), to: self.path(0, 2))
    }
    #expect(Parts(table.tableView) == before)
  }

  @Test("A drag whose moveRowAt throws leaves the rows, the cells and the settings as they were")
  func failedDragMove() throws {
    let table = try Table()
    try table.tableView.setEditing(true, animated: false)
    let before = Parts(table.tableView)
    table.onMove = { [unowned table] in
      self.changeSettings(of: table.tableView)
      throw TestFailure()
    }
    #expect(throws: TableViewError.self) {
      try table.tableView.dragRow(from: self.path(0, 0), to: self.path(1, 1))
    }
    #expect(Parts(table.tableView) == before)
  }

  @Test("reconfigureRows whose cell throws puts back the cells, the pool and the settings")
  func failedReconfigure() throws {
    let table = try prepared()
    let before = Parts(table.tableView)
    table.onCellForRow = { [unowned table] _ in
      self.changeSettings(of: table.tableView)
      throw TestFailure()
    }
    #expect(throws: TableViewError.self) {
      try table.tableView.reconfigureRows(at: [self.path(0, 3)])
    }
    #expect(Parts(table.tableView) == before)
  }
}
