import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Drives Screens/ChoresViewController.swift, swipe actions written with the older API. Sources:
// UITableViewRowAction ("The table displays your action buttons and executes the appropriate
// handler block when the user taps one of them"); UITableViewDelegate
// tableView(_:editActionsForRowAt:) ("If you do not implement this method, the table view
// displays the standard accessory buttons when the user swipes the row"; nil is what a
// delegate without the method answers) and
// tableView(_:trailingSwipeActionsConfigurationForRowAt:) ("If you do not implement this
// method, the table view uses the value returned by the tableView(_:editActionsForRowAt:)
// method, if any").

@MainActor
@Suite("Swift 5 mode: swipe actions with UITableViewRowAction", .recordsUIKitExceptions)
struct RowActionScreenTests {
  func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  @Test("A swipe reveals the row actions; tapping Delete runs its handler with the row")
  func deleteAction() throws {
    let controller = ChoresViewController()
    let window = show(controller)
    defer { _ = window }
    let user = controller.tableView.nativeTable
    try user.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(user.revealedSwipeActions?.titles == ["Delete", "Done"])
    try user.tapSwipeAction(at: 0)
    #expect(controller.chores == ["Dishes", "Bins"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    #expect(user.revealedSwipeActions == nil)
  }

  @Test("The second action gets its own handler; style and background colour are kept")
  func secondAction() throws {
    let controller = ChoresViewController()
    let window = show(controller)
    defer { _ = window }
    let actions = try #require(
      controller.tableView(controller.tableView, editActionsForRowAt: IndexPath(row: 0, section: 0))
    )
    #expect(actions.map(\.style) == [.destructive, .normal])
    #expect(actions.map(\.title) == ["Delete", "Done"])
    #expect(actions[1].backgroundColor == .systemGreen)
    let user = controller.tableView.nativeTable
    try user.swipeRow(at: IndexPath(row: 0, section: 0))
    try user.tapSwipeAction(at: 1)
    #expect(controller.done == ["Dishes"])
    #expect(controller.chores == ["Laundry", "Bins"])
    let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.textLabel?.text == "Laundry")
  }

  @Test("nil from editActionsForRowAt shows the default Delete, which commits the delete")
  func nilGivesDefaultDelete() throws {
    let controller = ChoresViewController()
    let window = show(controller)
    defer { _ = window }
    let user = controller.tableView.nativeTable
    try user.swipeRow(at: IndexPath(row: 2, section: 0))
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    try user.tapSwipeAction(at: 0)
    #expect(controller.chores == ["Dishes", "Laundry"])
    #expect(controller.done.isEmpty)
  }

  @Test("A trailing configuration wins over the row actions; without one, the row actions show")
  func configurationWins() throws {
    let controller = ArchiveViewController()
    let window = show(controller)
    defer { _ = window }
    let user = controller.tableView.nativeTable
    try user.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(user.revealedSwipeActions?.titles == ["Flag"])
    try user.tapSwipeAction(at: 0)
    #expect(controller.flagged == ["January"])
    #expect(controller.archived.isEmpty)
    try user.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(user.revealedSwipeActions?.titles == ["Archive"])
    try user.tapSwipeAction(at: 0)
    #expect(controller.archived == ["February"])
    #expect(controller.items == ["January"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test("The leading edge shows no row actions: they are the trailing edge's only")
  func leadingEdgeHasNone() throws {
    let controller = ArchiveViewController()
    let window = show(controller)
    defer { _ = window }
    let user = controller.tableView.nativeTable
    try user.swipeRow(at: IndexPath(row: 1, section: 0), edge: .leading)
    #expect(user.revealedSwipeActions == nil)
  }
}
