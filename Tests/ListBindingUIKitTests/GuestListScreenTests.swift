import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/GuestListViewController.swift (UIKit code) as a user would, and checks what
// iOS would show. Sources: UITableViewController ("When the table view is about to appear the
// first time it's loaded, the table-view controller reloads the table view's data"; it is the
// table's data source and delegate), UIAlertController (title, message, `addTextField`,
// `textFields`, `preferredAction`; an action's tap dismisses the alert, then runs its handler),
// UITextFieldDelegate.textFieldShouldReturn(_:), UITableView.reloadData(),
// UITableViewDataSource tableView(_:commit:forRowAt:) (a swipe offers Delete when the data
// source commits), tableView(_:canEditRowAt:), tableView(_:moveRowAt:to:) and
// tableView(_:canMoveRowAt:) (a drag in editing mode moves the row, then the data source is
// told), UITableViewDelegate tableView(_:willSelectRowAt:) (nil: the row is not selected),
// UINavigationController.pushViewController(_:animated:), UIViewController.editButtonItem.

@MainActor
@Suite(
  "Screen: a guest list controller with an alert and a pushed detail (UIKit code)",
  .recordsUIKitExceptions)
struct GuestListScreenTests {
  func show() -> (GuestListViewController, UINavigationController, UIWindow) {
    let list = GuestListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    return (list, navigation, window)
  }

  @Test("The guests, then the count; Edit on the right, Add on the left")
  func shown() throws {
    let (list, navigation, window) = show()
    defer { _ = window }
    #expect(navigation.topViewController === list)
    #expect(list.title == "Guests")
    #expect(list.tableView.numberOfSections == 2)
    #expect(try shownLines(list.tableView) == ["Ada", "Grace", "Linus", "3 guests"])
    #expect(list.navigationItem.rightBarButtonItem === list.editButtonItem)
    #expect(list.navigationItem.leftBarButtonItem?.barButtonSystemItem == .add)
    #expect(
      list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType
        == .disclosureIndicator)
    #expect(
      list.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType
        == UITableViewCell.AccessoryType.none)
  }

  @Test("Add presents the alert: title, message, a Name field, Cancel and a preferred Save")
  func alertContents() throws {
    let (list, _, window) = show()
    defer { _ = window }
    #expect(list.navigationItem.leftBarButtonItem?.simulateTap() == true)
    let alert = try #require(list.presentedViewController as? UIAlertController)
    #expect(alert.title == "New Guest")
    #expect(alert.message == "Who else is coming?")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
    #expect(alert.actions.map(\.style) == [.cancel, .default])
    #expect(alert.preferredAction === alert.actions[1])
    let field = try #require(alert.textFields?.first)
    #expect(alert.textFields?.count == 1)
    #expect(field.placeholder == "Name")
    #expect(field.delegate === list)
  }

  @Test("Save adds the typed name through reloadData, and the count follows")
  func save() throws {
    let (list, _, window) = show()
    defer { _ = window }
    #expect(list.navigationItem.leftBarButtonItem?.simulateTap() == true)
    let alert = try #require(list.presentedViewController as? UIAlertController)
    let field = try #require(alert.textFields?.first)
    field.text = "Barbara"
    // The return key asks the delegate, which resigns the field (assumed: the keyboard's
    // Return calls textFieldShouldReturn(_:), as UITextFieldDelegate documents).
    #expect(field.becomeFirstResponder())
    #expect(field.delegate?.textFieldShouldReturn(field) == true)
    #expect(!field.isFirstResponder)
    alert.simulateTap(actionTitled: "Save")
    #expect(list.presentedViewController == nil)
    #expect(list.guests == ["Ada", "Grace", "Linus", "Barbara"])
    #expect(try shownLines(list.tableView) == ["Ada", "Grace", "Linus", "Barbara", "4 guests"])
  }

  @Test("Cancel, or Save with an empty field, dismisses the alert and adds nobody")
  func cancelAndEmpty() throws {
    let (list, _, window) = show()
    defer { _ = window }
    #expect(list.navigationItem.leftBarButtonItem?.simulateTap() == true)
    var alert = try #require(list.presentedViewController as? UIAlertController)
    alert.textFields?.first?.text = "Nobody"
    alert.simulateTap(actionTitled: "Cancel")
    #expect(list.presentedViewController == nil)
    #expect(list.navigationItem.leftBarButtonItem?.simulateTap() == true)
    alert = try #require(list.presentedViewController as? UIAlertController)
    alert.simulateTap(actionTitled: "Save")
    #expect(list.presentedViewController == nil)
    #expect(list.guests == ["Ada", "Grace", "Linus"])
    #expect(try shownLines(list.tableView) == ["Ada", "Grace", "Linus", "3 guests"])
  }

  @Test("A guest's tap pushes a grouped detail table; the count row cannot be selected")
  func push() throws {
    let (list, navigation, window) = show()
    defer { _ = window }
    try list.tableView.nativeTable.tapRow(at: IndexPath(row: 0, section: 1))
    #expect(navigation.topViewController === list)
    #expect(list.tableView.indexPathForSelectedRow == nil)
    try list.tableView.nativeTable.tapRow(at: IndexPath(row: 1, section: 0))
    let detail = try #require(navigation.topViewController as? GuestDetailViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(detail.title == "Grace")
    #expect(detail.navigationController === navigation)
    #expect(detail.tableView.style == .grouped)
    let nameCell = try #require(detail.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(nameCell.textLabel?.text == "Name")
    #expect(nameCell.detailTextLabel?.text == "Grace")
    let lettersCell = try #require(
      detail.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(lettersCell.detailTextLabel?.text == "5")
    navigation.popViewController(animated: false)
    #expect(navigation.topViewController === list)
    #expect(list.tableView.indexPathForSelectedRow == nil)
  }

  @Test("A swipe deletes a guest and the count row is reloaded; the count row offers nothing")
  func delete() throws {
    let (list, _, window) = show()
    defer { _ = window }
    let table = list.tableView.nativeTable
    try table.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(table.revealedSwipeActions?.titles == ["Delete"])
    try table.tapSwipeAction(at: 0)
    #expect(list.guests == ["Ada", "Linus"])
    #expect(try shownLines(list.tableView) == ["Ada", "Linus", "2 guests"])
    try table.swipeRow(at: IndexPath(row: 0, section: 1))
    #expect(table.revealedSwipeActions == nil)
  }

  @Test("Edit puts the table in editing; a drag reorders the guests and the data source hears")
  func reorder() throws {
    let (list, _, window) = show()
    defer { _ = window }
    #expect(list.editButtonItem.simulateTap())
    #expect(list.isEditing)
    #expect(list.tableView.isEditing)
    #expect(list.editButtonItem.title == "Done")
    try list.tableView.nativeTable.dragRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(list.guests == ["Grace", "Linus", "Ada"])
    #expect(try shownLines(list.tableView) == ["Grace", "Linus", "Ada", "3 guests"])
    #expect(list.editButtonItem.simulateTap())
    #expect(!list.tableView.isEditing)
    #expect(list.editButtonItem.title == "Edit")
  }
}
