import Foundation
import ListBinding
import Testing

/// A data source over sections of strings that supports editing and reordering, and a delegate
/// that offers swipe actions.
@MainActor
final class EditableList: TableViewDataSource, EditCommitting, TableViewDelegate {
  var sections: [[String]]
  var log: [String] = []
  var movable = true
  var leading: SwipeActionsConfiguration?
  var trailing: SwipeActionsConfiguration?
  /// What the trailing configuration's ask throws, if anything.
  var failingTrailingAsk: (any Error)?
  var rowActions: [RowAction]?
  var styles: [IndexPath: TableViewCell.EditingStyle] = [:]
  var redirect: ((IndexPath) -> IndexPath)?
  var movesData = true
  let tableView = TableView(style: .plain)

  init(_ sections: [[String]]) throws {
    self.sections = sections
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

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

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    sections[indexPath.section][indexPath.row] != "fixed"
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(editingStyle) \(indexPath.section)-\(indexPath.row)")
    switch editingStyle {
    case .delete:
      sections[indexPath.section].remove(at: indexPath.row)
      try? tableView.deleteRows(at: [indexPath], with: .automatic)
    case .insert:
      sections[indexPath.section].insert("new", at: indexPath.row + 1)
      try? tableView.insertRows(
        at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .automatic)
    case .none:
      break
    }
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    log.append(
      "move \(sourceIndexPath.section)-\(sourceIndexPath.row) to \(destinationIndexPath.section)-\(destinationIndexPath.row)"
    )
    guard movesData else { return }
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    styles[indexPath] ?? .delete
  }

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    leading
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? {
    if let failingTrailingAsk { throw failingTrailingAsk }
    return trailing
  }

  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [RowAction]? {
    rowActions
  }

  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    redirect?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }

  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.append("willBeginEditing \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
    log.append("didEndEditing \(indexPath.map { "\($0.section)-\($0.row)" } ?? "nil")")
  }

  var text: String { (try? tableView.render(with: PlainTextRenderer())) ?? "" }
}

@MainActor
@Suite("Editing: swipe actions, editing controls and reordering")
struct TableViewEditingTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("Without actions, a trailing swipe shows Delete, which commits .delete")
  func defaultDelete() throws {
    let list = try EditableList([["a", "b"]])
    try list.tableView.swipeRow(at: path(0, 1))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Delete"])
    #expect(list.text == "  a\n  b <Delete>\n")
    try list.tableView.tapSwipeAction(at: 0)
    #expect(list.log == ["willBeginEditing 0-1", "didEndEditing 0-1", "commit delete 0-1"])
    #expect(visibleTexts(list.tableView) == ["a"])
    #expect(list.tableView.revealedSwipeActions == nil)
  }

  @Test("Contextual actions hide when their completion says done, not before")
  func contextualCompletion() throws {
    let list = try EditableList([["a", "b"]])
    var pending: ((Bool) -> Void)?
    let flag = ContextualAction(style: .normal, title: "标记") { action, view, completion in
      #expect(action.title == "标记")
      #expect((view as? TableViewCell)?.textLabel?.text == "a")
      pending = completion
    }
    list.leading = SwipeActionsConfiguration(actions: [flag])
    try list.tableView.swipeRow(at: path(0, 0), edge: .leading)
    #expect(list.text == "  <标记> a\n  b\n")
    try list.tableView.tapSwipeAction(at: 0)
    pending?(false)
    #expect(list.tableView.revealedSwipeActions?.edge == .leading)
    pending?(true)
    #expect(list.tableView.revealedSwipeActions == nil)
  }

  @Test("A full swipe performs the first action when the configuration allows it")
  func fullSwipe() throws {
    let list = try EditableList([["a"]])
    var performed: [String] = []
    let configuration = SwipeActionsConfiguration(actions: [
      ContextualAction(style: .destructive, title: "删除") { _, _, done in
        performed.append("删除")
        done(true)
      },
      ContextualAction(style: .normal, title: "其他") { _, _, done in done(true) },
    ])
    list.trailing = configuration
    try list.tableView.swipeRow(at: path(0, 0), fully: true)
    #expect(performed == ["删除"])
    configuration.performsFirstActionWithFullSwipe = false
    try list.tableView.swipeRow(at: path(0, 0), fully: true)
    #expect(performed == ["删除"])
    #expect(list.tableView.revealedSwipeActions?.titles == ["删除", "其他"])
  }

  @Test("The older editActionsForRowAt gets the row's index path at the time of the tap")
  func rowActions() throws {
    let list = try EditableList([["a", "b", "c"]])
    var tapped: [IndexPath] = []
    list.rowActions = [
      RowAction(style: .destructive, title: "删除") { _, path in tapped.append(path) }
    ]
    try list.tableView.swipeRow(at: path(0, 2))
    list.sections[0].insert("new", at: 0)
    try list.tableView.insertRows(at: [path(0, 0)], with: .automatic)
    #expect(list.tableView.revealedSwipeActions?.indexPath == path(0, 3))
    try list.tableView.tapSwipeAction(at: 0)
    #expect(tapped == [path(0, 3)])
    #expect(list.tableView.revealedSwipeActions == nil)
  }

  @Test("A swipe on a row that cannot be edited reveals nothing; a tap hides revealed actions")
  func swipeRules() throws {
    let list = try EditableList([["fixed", "b"]])
    try list.tableView.swipeRow(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions == nil)
    try list.tableView.swipeRow(at: path(0, 1))
    try list.tableView.tapRow(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(list.tableView.indexPathsForSelectedRows == nil)
    let error = #expect(throws: TableViewError.self) { try list.tableView.tapSwipeAction(at: 0) }
    #expect(error?.message == "there is no swipe action at position 0: 0 actions show")
    #expect(throws: TableViewError.self) { try list.tableView.swipeRow(at: self.path(0, 9)) }
  }

  @Test("A row whose swipe actions show loses them when it is deleted")
  func swipeFollowsDeletion() throws {
    let list = try EditableList([["a", "b"]])
    try list.tableView.swipeRow(at: path(0, 1))
    list.sections[0].remove(at: 1)
    try list.tableView.deleteRows(at: [path(0, 1)], with: .fade)
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(list.log.last == "didEndEditing nil")
  }

  @Test("Editing mode shows delete, insert and reorder controls")
  func editingControls() throws {
    let list = try EditableList([["a", "fixed", "c"]])
    list.styles[path(0, 2)] = .insert
    #expect(list.text == "  a\n  fixed\n  c\n")
    try list.tableView.setEditing(true, animated: false)
    // "fixed" cannot be edited: it gets no control and no indentation ("Rows that aren't
    // editable ignore the editingStyle property", Apple's documentation of
    // tableView(_:canEditRowAt:)); its text starts where it did before editing.
    #expect(list.text == "⊖   a   ≡\n  fixed ≡\n⊕   c   ≡\n")
    list.movable = false
    #expect(
      try list.tableView.render(with: PlainTextRenderer(symbols: .ascii))
        == "(-)   a\n  fixed\n(+)   c\n")
  }

  @Test(
    "An insert control's tap commits; a delete control's asks for confirmation; rows without one throw"
  )
  func tapControls() throws {
    let list = try EditableList([["a", "fixed", "c"]])
    list.styles[path(0, 2)] = .insert
    let notEditing = #expect(throws: TableViewError.self) {
      try list.tableView.tapEditingControl(at: self.path(0, 0))
    }
    #expect(
      notEditing?.message
        == "the row at {length = 2, path = 0 - 0} shows no editing control: the table is not "
        + "editing, the data source cannot edit the row, or its editing style is none")
    try list.tableView.setEditing(true, animated: false)
    #expect(throws: TableViewError.self) {
      try list.tableView.tapEditingControl(at: self.path(0, 1))
    }
    try list.tableView.tapEditingControl(at: path(0, 2))
    try list.tableView.tapEditingControl(at: path(0, 0))
    #expect(list.log == ["commit insert 0-2"])
    try list.tableView.tapSwipeAction(at: 0)
    #expect(list.log == ["commit insert 0-2", "commit delete 0-0"])
    #expect(visibleTexts(list.tableView) == ["fixed", "c", "new"])
  }

  @Test("Dragging a row moves it in the data and in the table; selection follows")
  func drag() throws {
    let list = try EditableList([["a", "b"], ["c"]])
    try list.tableView.selectRow(at: path(0, 0))
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.dragRow(from: path(0, 0), to: path(1, 1))
    #expect(list.sections == [["b"], ["c", "a"]])
    #expect(visibleTexts(list.tableView) == ["b", "c", "a"])
    #expect(list.tableView.indexPathsForSelectedRows == [path(1, 1)])
    list.redirect = { _ in IndexPath(row: 0, section: 0) }
    try list.tableView.dragRow(from: path(1, 1), to: path(1, 0))
    #expect(list.sections == [["a", "b"], ["c"]])
  }

  @Test("Dragging needs editing mode and a movable row; the table moves the row, as UIKit's does")
  func dragErrors() throws {
    let list = try EditableList([["a", "b"], ["c"]])
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.dragRow(from: self.path(0, 0), to: self.path(1, 0))
    }
    #expect(
      error?.message
        == "the row at {length = 2, path = 0 - 0} shows no reorder control: the table is not "
        + "editing, or the data source cannot move the row")
    try list.tableView.setEditing(true, animated: false)
    // UIKit moves the row on screen and then tells the data source; a data source that does not
    // move its item leaves the table showing the move, and the next update finds the mismatch.
    list.movesData = false
    try list.tableView.dragRow(from: self.path(0, 0), to: self.path(1, 0))
    #expect(try list.tableView.numberOfRows(inSection: 0) == 1)
    #expect(try list.tableView.numberOfRows(inSection: 1) == 2)
    #expect(list.sections == [["a", "b"], ["c"]])
    let update = #expect(throws: TableViewError.self) {
      try list.tableView.reloadRows(at: [], with: .none)
    }
    #expect(
      update?.message.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    let invalid = #expect(throws: TableViewError.self) {
      try list.tableView.dragRow(from: self.path(0, 0), to: self.path(4, 0))
    }
    #expect(invalid == .sectionOutOfRange(section: 4, numberOfSections: 2))
  }

  @Test("Taps select nothing while editing unless allowsSelectionDuringEditing")
  func selectionWhileEditing() throws {
    let list = try EditableList([["a", "b"]])
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapRow(at: path(0, 0))
    #expect(list.tableView.indexPathsForSelectedRows == nil)
    list.tableView.allowsSelectionDuringEditing = true
    try list.tableView.tapRow(at: path(0, 0))
    #expect(list.tableView.indexPathsForSelectedRows == [path(0, 0)])
  }
}
