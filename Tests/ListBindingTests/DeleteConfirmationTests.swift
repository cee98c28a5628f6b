import Foundation
import ListBinding
import Testing

// The delete control of editing mode asks for confirmation. Apple's page of
// tableView(_:commit:forRowAt:): "When users tap the insertion (green plus) control or Delete
// button … the table view sends this message to the data source" and "If the user taps the
// deletion (red minus) control, the table view then displays the Delete button to get
// confirmation." Apple's page of UITableViewCell.showingDeleteConfirmation: "When users tap the
// deletion control (the red circle to the left of the cell), the cell displays a “Delete”
// button on the right side of the cell". Apple's page of
// tableView(_:titleForDeleteConfirmationButtonForRowAt:): the button is titled "Delete" by
// default. That the confirmation shows the trailing swipe actions when the delegate gives them
// (iOS 11 and later), and that the delegate hears no willBeginEditingRowAt /
// didEndEditingRowAt for it (Apple documents those two for a swipe), is *assumed*.

@MainActor
@Suite("Editing: a delete control's confirmation")
struct DeleteConfirmationTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("A tap on a delete control shows Delete; only a tap on Delete commits")
  func confirmThenCommit() throws {
    let list = try EditableList([["a", "b"]])
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(0, 1))
    let shown = try #require(list.tableView.revealedSwipeActions)
    #expect(shown.indexPath == path(0, 1))
    #expect(shown.edge == .trailing)
    #expect(shown.titles == ["Delete"])
    #expect(list.log.isEmpty)
    #expect(list.sections == [["a", "b"]])
    #expect(list.text == "⊖   a ≡\n⊖   b ≡ <Delete>\n")
    try list.tableView.tapSwipeAction(at: 0)
    #expect(list.log == ["commit delete 0-1"])
    #expect(visibleTexts(list.tableView) == ["a"])
    #expect(list.tableView.revealedSwipeActions == nil)
  }

  @Test("An insert control's tap commits at once, with nothing to confirm")
  func insertCommitsAtOnce() throws {
    let list = try EditableList([["a"]])
    list.styles[path(0, 0)] = .insert
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(0, 0))
    #expect(list.log == ["commit insert 0-0"])
    #expect(list.tableView.revealedSwipeActions == nil)
  }

  @Test("The confirmation shows the trailing swipe configuration, else the row actions (assumed)")
  func delegateActions() throws {
    let list = try EditableList([["a", "b"]])
    var archived: [String] = []
    list.rowActions = [RowAction(style: .normal, title: "Move") { _, _ in }]
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Move"])
    try list.tableView.tapEditingControl(at: path(0, 0))
    list.trailing = SwipeActionsConfiguration(actions: [
      ContextualAction(style: .normal, title: "Archive") { [unowned list] _, _, done in
        archived.append(list.sections[0].remove(at: 0))
        try list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        done(true)
      }
    ])
    try list.tableView.tapEditingControl(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Archive"])
    try list.tableView.tapSwipeAction(at: 0)
    #expect(archived == ["a"])
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(list.log.isEmpty)
    // A configuration without actions shows nothing, as for a swipe.
    list.trailing = SwipeActionsConfiguration(actions: [])
    try list.tableView.tapEditingControl(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions == nil)
  }

  @Test(
    "A second tap on the control, a tap on another, a tap on a row or leaving editing hides it")
  func hiding() throws {
    let list = try EditableList([["a", "b", "c"]])
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(0, 1))
    try list.tableView.tapEditingControl(at: path(0, 1))
    #expect(list.tableView.revealedSwipeActions == nil)
    try list.tableView.tapEditingControl(at: path(0, 1))
    // A tap on another row's control only hides the confirmation, as a tap on a row does.
    try list.tableView.tapEditingControl(at: path(0, 2))
    #expect(list.tableView.revealedSwipeActions == nil)
    try list.tableView.tapEditingControl(at: path(0, 2))
    #expect(list.tableView.revealedSwipeActions?.indexPath == path(0, 2))
    list.tableView.allowsSelectionDuringEditing = true
    try list.tableView.tapRow(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(list.tableView.indexPathsForSelectedRows == nil)
    try list.tableView.tapEditingControl(at: path(0, 0))
    try list.tableView.setEditing(false, animated: false)
    #expect(list.tableView.revealedSwipeActions == nil)
    // Neither the confirmation nor its hiding is a swipe's: no willBegin/didEndEditingRowAt.
    #expect(list.log.isEmpty)
    #expect(list.sections == [["a", "b", "c"]])
  }

  @Test("A reload or the deletion of its row hides the confirmation; an insertion moves it")
  func followsTheTable() throws {
    let list = try EditableList([["a", "b", "c"]])
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(0, 1))
    list.sections[0].insert("new", at: 0)
    try list.tableView.insertRows(at: [path(0, 0)], with: .automatic)
    #expect(list.tableView.revealedSwipeActions?.indexPath == path(0, 2))
    try list.tableView.reloadData()
    #expect(list.tableView.revealedSwipeActions == nil)
    try list.tableView.tapEditingControl(at: path(0, 1))
    list.sections[0].remove(at: 1)
    try list.tableView.deleteRows(at: [path(0, 1)], with: .fade)
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(throws: TableViewError.noSwipeAction(0, revealed: 0)) {
      try list.tableView.tapSwipeAction(at: 0)
    }
    #expect(list.log.isEmpty)
    #expect(visibleTexts(list.tableView) == ["new", "b", "c"])
  }

  @Test("A delegate that throws while the confirmation is asked for leaves the table as it was")
  func failingAsk() throws {
    struct Refused: Error {}
    let list = try EditableList([["a"]])
    try list.tableView.setEditing(true, animated: false)
    list.failingTrailingAsk = Refused()
    let error = try #require(throws: TableViewError.self) {
      try list.tableView.tapEditingControl(at: self.path(0, 0))
    }
    guard case .callbackFailed(let callback, let underlying) = error else {
      Issue.record("expected callbackFailed, got \(error)")
      return
    }
    #expect(callback.name == "tableView(_:trailingSwipeActionsConfigurationForRowAt:)")
    #expect(underlying is Refused)
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(list.tableView.isEditing)
  }

  @Test("A swipe while the table edits throws and changes nothing (assumed: iOS reveals nothing)")
  func noSwipeWhileEditing() throws {
    let list = try EditableList([["a", "b"]])
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(0, 0))
    let before = list.text
    for edge in [TableView.SwipeEdge.trailing, .leading] {
      let error = try #require(throws: TableViewError.self) {
        try list.tableView.swipeRow(at: self.path(0, 1), edge: edge, fully: true)
      }
      #expect(error == .swipeWhileEditing(path(0, 1)))
      #expect(
        error.message
          == "the row at {length = 2, path = 0 - 1} cannot be swiped: the table is editing, and "
          + "a table in editing mode shows its editing controls, not swipe actions")
    }
    // The confirmation that showed still shows; no delegate heard of a swipe.
    #expect(list.tableView.revealedSwipeActions?.indexPath == path(0, 0))
    #expect(list.text == before)
    #expect(list.log.isEmpty)
    try list.tableView.setEditing(false, animated: false)
    try list.tableView.swipeRow(at: path(0, 1))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Delete"])
  }

  @Test("A cell's editingStyle is its row's control while the table edits, none otherwise")
  func cellEditingStyle() throws {
    // Apple's page of UITableViewCell.editingStyle: the delegate's editingStyleForRowAt gives
    // it; its default is none ("not editable"). A row the data source cannot edit shows none.
    let list = try EditableList([["a", "fixed", "c"]])
    list.styles[path(0, 2)] = .insert
    let styles = {
      (0..<3).compactMap { list.tableView.cellForRow(at: self.path(0, $0))?.editingStyle }
    }
    #expect(styles() == [TableViewCell.EditingStyle](repeating: .none, count: 3))
    try list.tableView.setEditing(true, animated: false)
    _ = list.text
    #expect(
      styles() == [TableViewCell.EditingStyle.delete, TableViewCell.EditingStyle.none, .insert])
    try list.tableView.setEditing(false, animated: false)
    #expect(styles() == [TableViewCell.EditingStyle](repeating: .none, count: 3))
  }

  @Test("showingDeleteConfirmation: the row's confirmation or trailing actions, on its cell only")
  func cellShowsConfirmation() throws {
    // Apple's page of UITableViewCell.showingDeleteConfirmation: true while the cell shows the
    // Delete button a tap on its deletion control (or a swipe) reveals.
    let list = try EditableList([["a", "b"]])
    let cell = { (row: Int) in list.tableView.cellForRow(at: self.path(0, row)) }
    list.leading = SwipeActionsConfiguration(actions: [
      ContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
    ])
    try list.tableView.swipeRow(at: path(0, 0), edge: .leading)
    #expect(cell(0)?.showingDeleteConfirmation == false)
    try list.tableView.swipeRow(at: path(0, 0))
    #expect(cell(0)?.showingDeleteConfirmation == true)
    #expect(cell(1)?.showingDeleteConfirmation == false)
    try list.tableView.hideSwipeActions()
    #expect(cell(0)?.showingDeleteConfirmation == false)
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(0, 1))
    let shown = try #require(cell(1))
    #expect(shown.showingDeleteConfirmation)
    #expect(shown.configurationState.isSwiped)
    try list.tableView.tapSwipeAction(at: 0)
    #expect(!shown.showingDeleteConfirmation)
    #expect(list.tableView.visibleCells.allSatisfy { !$0.showingDeleteConfirmation })
  }
}
