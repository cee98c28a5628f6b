import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/ReadingListViewController.swift (UIKit code) as a user would, and checks what
// iOS would show. Sources: UITableViewDelegate
// tableView(_:trailingSwipeActionsConfigurationForRowAt:) and
// tableView(_:leadingSwipeActionsConfigurationForRowAt:) (the actions a swipe reveals);
// UISwipeActionsConfiguration.performsFirstActionWithFullSwipe (a full swipe performs the first
// action); UITableViewDataSource.tableView(_:commit:forRowAt:) (the delete control of editing
// mode asks the data source to commit); UIViewController.editButtonItem (its tap calls
// setEditing(_:animated:)). The text layout is PlainTextRenderer's.

@MainActor
@Suite("Screen: a reading list with swipe actions (UIKit code)", .recordsUIKitExceptions)
struct ReadingListScreenTests {
  func show() -> (ReadingListViewController, UIWindow) {
    let controller = ReadingListViewController(books: ["Dune", "Emma", "Ulysses"])
    let window = showInWindow(controller)
    return (controller, window)
  }

  @Test("The list shows each book; the navigation bar has the Edit button")
  func initial() {
    let (controller, window) = show()
    defer { _ = window }
    #expect(controller.title == "Reading List")
    #expect(controller.navigationItem.rightBarButtonItem === controller.editButtonItem)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    expectRendered(
      controller.tableView,
      matches: """
          Dune
          Emma
          Ulysses
        """)
  }

  @Test("A trailing swipe reveals Delete and Archive; Archive moves the book to the archive")
  func archive() throws {
    let (controller, window) = show()
    defer { _ = window }
    let user = SimulatedUser(controller.tableView)
    try user.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(user.revealedSwipeActions?.titles == ["Delete", "Archive"])
    try user.tapSwipeAction(at: 1)
    #expect(controller.books == ["Dune", "Ulysses"])
    #expect(controller.archived == ["Emma"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    expectRendered(
      user.tableView,
      matches: """
          Dune
          Ulysses
        """)
  }

  @Test("A full trailing swipe performs Delete, the first action")
  func fullSwipe() throws {
    let (controller, window) = show()
    defer { _ = window }
    try SimulatedUser(controller.tableView).swipeRow(
      at: IndexPath(row: 0, section: 0), edge: .trailing, fully: true)
    #expect(controller.books == ["Emma", "Ulysses"])
    #expect(controller.archived.isEmpty)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Emma")
  }

  @Test("A leading swipe marks the book finished: the reloaded row shows a checkmark")
  func finished() throws {
    let (controller, window) = show()
    defer { _ = window }
    let user = SimulatedUser(controller.tableView)
    let row = IndexPath(row: 2, section: 0)
    try user.swipeRow(at: row, edge: .leading)
    #expect(user.revealedSwipeActions?.titles == ["Finished"])
    try user.tapSwipeAction(at: 0)
    #expect(controller.tableView.cellForRow(at: row)?.accessoryType == .checkmark)
    try user.swipeRow(at: row, edge: .leading)
    #expect(user.revealedSwipeActions?.titles == ["Unread"])
  }

  @Test("Edit shows delete controls; a control's tap commits the delete")
  func editMode() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.editButtonItem.simulateTap()
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    let user = SimulatedUser(controller.tableView)
    expectRendered(
      user.tableView,
      matches: """
        ⊖   Dune
        ⊖   Emma
        ⊖   Ulysses
        """)
    try user.tapEditingControl(at: IndexPath(row: 0, section: 0))
    // The control reveals the trailing swipe actions as its confirmation (iOS 11 and later;
    // assumed: Apple's page of showingDeleteConfirmation names only the Delete button).
    #expect(user.revealedSwipeActions?.titles == ["Delete", "Archive"])
    #expect(controller.books == ["Dune", "Emma", "Ulysses"])
    try user.tapSwipeAction(at: 0)
    #expect(controller.books == ["Emma", "Ulysses"])
    #expect(
      controller.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Emma", "Ulysses"])
  }

  @Test("In edit mode a swipe reveals no actions: the gesture throws and the screen stays")
  func noSwipeInEditMode() throws {
    // Assumed (Apple's pages of willBeginEditingRowAt and didEndEditingRowAt describe swipe to
    // delete as a mode entered from outside editing mode): iOS shows no swipe actions while
    // the table edits.
    let (controller, window) = show()
    defer { _ = window }
    controller.editButtonItem.simulateTap()
    let user = SimulatedUser(controller.tableView)
    #expect(throws: TableViewError.swipeWhileEditing(IndexPath(row: 1, section: 0))) {
      try user.swipeRow(at: IndexPath(row: 1, section: 0), edge: .leading)
    }
    #expect(user.revealedSwipeActions == nil)
    #expect(controller.books == ["Dune", "Emma", "Ulysses"])
    expectRendered(
      user.tableView,
      matches: """
        ⊖   Dune
        ⊖   Emma
        ⊖   Ulysses
        """)
  }

  @Test("A tap selects the row and didSelectRowAt deselects it at once")
  func tapDeselects() throws {
    let (controller, window) = show()
    defer { _ = window }
    try SimulatedUser(controller.tableView).tapRow(at: IndexPath(row: 0, section: 0))
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    try SimulatedUser(controller.tableView).tapRow(withText: "Dune")
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test("A trailing swipe's first action, Delete, removes the book")
  func swipeDelete() throws {
    let (controller, window) = show()
    defer { _ = window }
    let user = SimulatedUser(controller.tableView)
    try user.swipeRow(at: IndexPath(row: 0, section: 0))
    try user.tapSwipeAction(at: 0)
    #expect(controller.books == ["Emma", "Ulysses"])
    #expect(controller.archived.isEmpty)
  }
}
