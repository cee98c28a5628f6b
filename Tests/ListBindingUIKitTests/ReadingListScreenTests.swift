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
      controller.tableView.nativeTable,
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
    let table = controller.tableView.nativeTable
    try table.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(table.revealedSwipeActions?.titles == ["Delete", "Archive"])
    try table.tapSwipeAction(at: 1)
    #expect(controller.books == ["Dune", "Ulysses"])
    #expect(controller.archived == ["Emma"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    expectRendered(
      table,
      matches: """
          Dune
          Ulysses
        """)
  }

  @Test("A full trailing swipe performs Delete, the first action")
  func fullSwipe() throws {
    let (controller, window) = show()
    defer { _ = window }
    try controller.tableView.nativeTable.swipeRow(
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
    let table = controller.tableView.nativeTable
    let row = IndexPath(row: 2, section: 0)
    try table.swipeRow(at: row, edge: .leading)
    #expect(table.revealedSwipeActions?.titles == ["Finished"])
    try table.tapSwipeAction(at: 0)
    #expect(controller.tableView.cellForRow(at: row)?.accessoryType == .checkmark)
    try table.swipeRow(at: row, edge: .leading)
    #expect(table.revealedSwipeActions?.titles == ["Unread"])
  }

  @Test("Edit shows delete controls; a control's tap commits the delete")
  func editMode() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.editButtonItem.simulateTap()
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    let table = controller.tableView.nativeTable
    expectRendered(
      table,
      matches: """
        ⊖   Dune
        ⊖   Emma
        ⊖   Ulysses
        """)
    try table.tapEditingControl(at: IndexPath(row: 0, section: 0))
    #expect(controller.books == ["Emma", "Ulysses"])
    #expect(
      controller.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Emma", "Ulysses"])
  }

  @Test("A tap selects the row and didSelectRowAt deselects it at once")
  func tapDeselects() throws {
    let (controller, window) = show()
    defer { _ = window }
    try controller.tableView.nativeTable.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }
}
