import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// The two screens of this folder, driven as a user would, checking what iOS would show: the
// sections and rows, the bar buttons, the alert, the pushed controller. Sources: Apple's
// UITableViewDiffableDataSource page (the data source provides the rows of the snapshot
// applied), UITableViewController ("When the table view is about to appear the first time it's
// loaded, the table-view controller reloads the table view's data. It also clears its selection
// … every time the table view is displayed"), UIAlertController.addTextField, and the issue-16
// call moments (an action handler's `insertRows` runs at once).

/// What a table shows: a `# title` line for each section's header, then each row's text.
@MainActor
func shownLines(_ tableView: UITableView) throws -> [String] {
  try tableView.nativeTable.renderedTable().sections.flatMap { section in
    let header = section.headerTitle.map { ["# " + $0] } ?? []
    return header
      + section.rows.map { row in
        row.content.elements.compactMap { element -> String? in
          switch element {
          case .text(let text): return text
          case .styledText(let styled): return styled.text
          default: return nil
          }
        }.joined(separator: " ")
      }
  }
}

@MainActor
@Suite("Screens in plain UIKit code", .recordsUIKitExceptions)
struct ScreenTests {
  @Test("Sayings: authors as sorted sections with their sayings, the table filling the window")
  func sayingsShown() throws {
    let controller = SayingsViewController()
    let window = showInWindow(controller)
    #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.title == "Sayings")
    #expect(controller.navigationItem.rightBarButtonItems?.map(\.title) == ["Shuffle", nil])
    #expect(controller.navigationItem.rightBarButtonItems?.last?.barButtonSystemItem == .add)
    #expect(
      try shownLines(controller.tableView) == [
        "# Confucius", "It does not matter how slowly you go.",
        "# Seneca", "Luck is what happens when preparation meets opportunity.",
        "We suffer more in imagination than in reality.",
      ])
    _ = window
  }

  @Test("Sayings: Add shows a new author's section; Shuffle reverses the sections")
  func sayingsAddAndShuffle() throws {
    let controller = SayingsViewController()
    let window = showInWindow(controller)
    let buttons = try #require(controller.navigationItem.rightBarButtonItems)
    #expect(buttons[1].simulateTap())
    #expect(
      try shownLines(controller.tableView).filter { $0.hasPrefix("# ") } == [
        "# Confucius", "# Lao Tzu", "# Seneca",
      ])
    #expect(buttons[0].simulateTap())
    #expect(
      try shownLines(controller.tableView).filter { $0.hasPrefix("# ") } == [
        "# Seneca", "# Lao Tzu", "# Confucius",
      ])
    _ = window
  }

  @Test("Sayings: a swipe offers Delete; deleting an author's last saying removes the section")
  func sayingsDelete() throws {
    let controller = SayingsViewController()
    let window = showInWindow(controller)
    let table = controller.tableView.nativeTable
    try table.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(table.revealedSwipeActions?.titles == ["Delete"])
    try table.tapSwipeAction(at: 0)
    #expect(
      try shownLines(controller.tableView) == [
        "# Seneca", "Luck is what happens when preparation meets opportunity.",
        "We suffer more in imagination than in reality.",
      ])
    #expect(controller.sayings.map(\.id) == [1, 3])
    _ = window
  }

  @Test("To Do: the template's overrides fill the table when it first appears")
  func todoShown() throws {
    let list = TodoListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    #expect(list.view === list.tableView)
    #expect(list.tableView.dataSource === list)
    #expect(list.navigationItem.title == "To Do")
    #expect(list.navigationItem.leftBarButtonItem === list.editButtonItem)
    #expect(try shownLines(list.tableView) == ["Buy milk", "Call Mum"])
    #expect(
      list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType
        == .disclosureIndicator)
    _ = window
  }

  @Test("To Do: Add shows an alert with a field; its Add action inserts the row at once")
  func todoAddThroughAlert() throws {
    let list = TodoListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    #expect(list.navigationItem.rightBarButtonItem?.simulateTap() == true)
    let alert = try #require(list.presentedViewController as? UIAlertController)
    #expect(alert.title == "New item")
    #expect(alert.actions.map(\.title) == ["Cancel", "Add"])
    let field = try #require(alert.textFields?.first)
    #expect(field.placeholder == "What to do")
    field.text = "Water the plants"
    alert.simulateTap(actionTitled: "Add")
    #expect(list.presentedViewController == nil)
    #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(try shownLines(list.tableView) == ["Buy milk", "Call Mum", "Water the plants"])
    _ = window
  }

  @Test("To Do: a row's tap pushes its detail; back, the selection is cleared")
  func todoPushAndBack() throws {
    let list = TodoListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    try list.tableView.nativeTable.tapRow(at: IndexPath(row: 1, section: 0))
    let detail = try #require(navigation.topViewController as? TodoDetailViewController)
    #expect(detail.title == "Call Mum")
    #expect(detail.label.text == "Call Mum")
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    navigation.popViewController(animated: false)
    #expect(navigation.topViewController === list)
    #expect(list.tableView.indexPathForSelectedRow == nil)
    _ = window
  }

  @Test("To Do: the overridden commit offers Delete and deletes; Edit puts the table in editing")
  func todoDeleteAndEdit() throws {
    let list = TodoListViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    let table = list.tableView.nativeTable
    try table.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(table.revealedSwipeActions?.titles == ["Delete"])
    try table.tapSwipeAction(at: 0)
    #expect(list.items == ["Call Mum"])
    #expect(try shownLines(list.tableView) == ["Call Mum"])
    list.setEditing(true, animated: false)
    #expect(list.isEditing)
    #expect(list.tableView.isEditing)
    _ = window
  }
}
