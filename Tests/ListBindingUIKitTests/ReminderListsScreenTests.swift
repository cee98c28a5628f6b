import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/ReminderListsViewController.swift (UIKit code) and checks what iOS would show.
// Sources: UITableViewCell.updateConfiguration(using:), configurationState (overridden to add
// a custom state), configurationUpdateHandler, setNeedsUpdateConfiguration() ("the system calls
// this method automatically when the cell's configurationState changes"),
// UIContentConfiguration.makeContentView() and UITableViewCell.contentConfiguration (a
// compatible configuration goes to the existing content view), UIBackgroundConfiguration,
// UICellConfigurationState.isSwiped and isEditing. When the update runs after a tap or a swipe
// is *assumed* (UIKit: the next layout). The text layout is PlainTextRenderer's.

@MainActor
@Suite("Screen: reminder lists with cell configurations (UIKit code)", .recordsUIKitExceptions)
struct ReminderListsScreenTests {
  func show() -> (ReminderListsViewController, UIWindow) {
    let controller = ReminderListsViewController()
    return (controller, showInWindow(controller))
  }

  func listCell(_ controller: ReminderListsViewController, _ row: Int) throws -> ReminderListCell {
    try #require(
      controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ReminderListCell)
  }

  func contentView(_ cell: ReminderListCell) throws -> ReminderListContentView {
    try #require(cell.subviews.compactMap { $0 as? ReminderListContentView }.first)
  }

  @Test("Lists show their names and counts through their content view; headers their titles")
  func rendered() {
    let (controller, window) = show()
    defer { _ = window }
    expectRendered(
      controller.tableView,
      matches: """
        My Lists
          Groceries 4
          Work 12
          Travel 0

        Sort By
          Due Date
          Title
        """)
  }

  @Test("A tap on a list emphasizes its name and colours its background; one content view")
  func tapList() throws {
    let (controller, window) = show()
    defer { _ = window }
    let cell = try listCell(controller, 1)
    let view = try contentView(cell)
    let applied = view.timesApplied
    #expect(view.nameLabel.font == .systemFont(ofSize: 17))
    try controller.tableView.nativeTable.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(try contentView(cell) === view)
    #expect(view.timesApplied > applied)
    #expect(view.nameLabel.font == .boldSystemFont(ofSize: 17))
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
    #expect(cell.backgroundConfiguration?.cornerRadius == 10)
    #expect(cell.configurationState.isSelected)
  }

  @Test("Choosing a sort order checks it, and unchecks the other")
  func sortOrder() throws {
    let (controller, window) = show()
    defer { _ = window }
    let table = controller.tableView.nativeTable
    try table.tapRow(at: IndexPath(row: 1, section: 1))
    #expect(controller.sortOrder == 1)
    let title = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
    #expect(title.accessoryType == .checkmark)
    #expect(
      (title.contentConfiguration as? UIListContentConfiguration)?.textProperties.color
        == .systemBlue)
    expectRendered(
      controller.tableView,
      matches: """
        My Lists
          Groceries 4
          Work 12
          Travel 0

        Sort By
          Due Date
        ▸ Title       ✓
        """)
    try table.tapRow(at: IndexPath(row: 0, section: 1))
    #expect(title.accessoryType == .none)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType
        == .checkmark)
  }

  @Test("A swiped list hides its count; Pin shows the custom state; hiding brings the count back")
  func swipeAndPin() throws {
    let (controller, window) = show()
    defer { _ = window }
    let table = controller.tableView.nativeTable
    let cell = try listCell(controller, 0)
    try table.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(cell.configurationState.isSwiped)
    #expect(try contentView(cell).countLabel.isHidden)
    try table.tapSwipeAction(at: 0)
    #expect(controller.lists[0].isPinned)
    #expect(cell.configurationState[.isPinned] == AnyHashable(true))
    #expect(try contentView(cell).pinLabel.isHidden == false)
    #expect(try contentView(cell).countLabel.isHidden == false)
    expectRendered(
      controller.tableView,
      matches: """
        My Lists
          [pinned] Groceries 4
          Work 12
          Travel 0

        Sort By
          Due Date
          Title
        """)
  }

  @Test("Editing hides every list's count")
  func editing() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.setEditing(true, animated: false)
    for row in 0..<3 {
      #expect(try contentView(try listCell(controller, row)).countLabel.isHidden)
    }
    controller.setEditing(false, animated: false)
    #expect(try contentView(try listCell(controller, 0)).countLabel.isHidden == false)
  }
}
