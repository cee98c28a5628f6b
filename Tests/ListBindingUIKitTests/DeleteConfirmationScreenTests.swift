import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// A shopping list in edit mode (UIKit code in Screens/ShoppingListViewController.swift). Sources:
// Apple's page of tableView(_:commit:forRowAt:) ("If the user taps the deletion (red minus)
// control, the table view then displays the Delete button to get confirmation"; a tap on the
// insertion control or the Delete button sends commit); UITableViewCell.showingDeleteConfirmation
// ("When users tap the deletion control …, the cell displays a “Delete” button on the right side
// of the cell"); tableView(_:titleForDeleteConfirmationButtonForRowAt:) (the button's title);
// UITableViewCell.editingStyle (the delegate's editingStyleForRowAt gives it; default none).

@MainActor
@Suite("Screen: deleting in edit mode asks for confirmation (UIKit code)", .recordsUIKitExceptions)
struct DeleteConfirmationScreenTests {
  func show() -> (ShoppingListViewController, UIWindow) {
    let controller = ShoppingListViewController(items: ["Milk", "Eggs", "Bread"])
    let window = showInWindow(controller)
    return (controller, window)
  }

  func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test("The red minus shows the Remove button; only a tap on it deletes the row")
  func confirmThenDelete() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.editButtonItem.simulateTap()
    let user = SimulatedUser(controller.tableView)
    try user.tapEditingControl(at: row(1))
    let eggs = try #require(controller.tableView.cellForRow(at: row(1)))
    #expect(eggs.showingDeleteConfirmation)
    #expect(controller.tableView.cellForRow(at: row(0))?.showingDeleteConfirmation == false)
    #expect(controller.items == ["Milk", "Eggs", "Bread"])
    expectRendered(
      user.tableView,
      matches: """
        ⊖   Milk
        ⊖   Eggs     <Remove>
        ⊖   Bread
        ⊕   Add item
        """)
    try user.tapSwipeAction(at: 0)
    #expect(controller.items == ["Milk", "Bread"])
    #expect(!eggs.showingDeleteConfirmation)
    expectRendered(
      user.tableView,
      matches: """
        ⊖   Milk
        ⊖   Bread
        ⊕   Add item
        """)
  }

  @Test("A second tap on the red minus hides the button and deletes nothing")
  func secondTapHides() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.setEditing(true, animated: false)
    let user = SimulatedUser(controller.tableView)
    try user.tapEditingControl(at: row(0))
    #expect(user.revealedSwipeActions?.titles == ["Remove"])
    try user.tapEditingControl(at: row(0))
    #expect(user.revealedSwipeActions == nil)
    #expect(controller.tableView.cellForRow(at: row(0))?.showingDeleteConfirmation == false)
    #expect(controller.items == ["Milk", "Eggs", "Bread"])
  }

  @Test("The green plus commits the insertion at once")
  func insertAtOnce() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.setEditing(true, animated: false)
    try SimulatedUser(controller.tableView).tapEditingControl(at: row(3))
    #expect(controller.items == ["Milk", "Eggs", "Bread", "Item 4"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 5)
  }

  @Test("Each cell's editingStyle is its row's while editing, none otherwise")
  func editingStyles() throws {
    let (controller, window) = show()
    defer { _ = window }
    let cells = {
      (0..<4).compactMap { controller.tableView.cellForRow(at: self.row($0))?.editingStyle }
    }
    #expect(cells() == [UITableViewCell.EditingStyle](repeating: .none, count: 4))
    controller.setEditing(true, animated: false)
    _ = try SimulatedUser(controller.tableView).tableView.render(with: PlainTextRenderer())
    #expect(cells() == [.delete, .delete, .delete, .insert])
    controller.setEditing(false, animated: false)
    #expect(cells() == [UITableViewCell.EditingStyle](repeating: .none, count: 4))
  }
}
