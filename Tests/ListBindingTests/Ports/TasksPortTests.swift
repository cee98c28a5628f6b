import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// The ported controller, watched: what its cells and views look like when the table tells it
/// of a highlight or a header view.
final class WatchedTasks: TasksViewController {
  var atHighlight: [(highlighted: Bool, alpha: CGFloat, background: Color?)] = []
  var headerViews: [View] = []

  override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) throws {
    try super.tableView(tableView, didHighlightRowAt: indexPath)
    let cell = try #require(tableView.cellForRow(at: indexPath) as? TaskCell)
    atHighlight.append(
      (cell.isHighlighted, cell.textLabel?.alpha ?? -1, cell.contentView.backgroundColor))
  }

  override func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {
    super.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    headerViews.append(view)
  }
}

@MainActor
@Suite("Port: a task list controller, with UIKit's highlight, editing and display surface")
struct TasksPortTests {
  static let tasks = [
    Task(title: "Buy milk"), Task(title: "Oat milk", depth: 1), Task(title: "Call Ana"),
  ]

  func presented(_ tasks: [Task] = Self.tasks) throws -> WatchedTasks {
    let controller = WatchedTasks(tasks: tasks)
    try controller.present()
    return controller
  }

  func cell(_ row: Int, of controller: TasksViewController) throws -> TaskCell {
    try #require(controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TaskCell)
  }

  @Test("Loading sets the table up; subtasks are indented; the header view is told of")
  func loading() throws {
    let controller = try presented()
    let tableView = controller.tableView
    #expect(tableView.backgroundColor == .systemGroupedBackground)
    #expect(tableView.allowsMultipleSelectionDuringEditing)
    #expect(tableView.isScrollEnabled)
    let empty = try #require(tableView.backgroundView as? Label)
    #expect(empty.isHidden && empty.textAlignment == .center && empty.text == "No tasks")

    let subtask = try cell(1, of: controller)
    #expect(subtask.indentationLevel == 1 && subtask.indentationWidth == 20)
    #expect(subtask.separatorInset == EdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    #expect(subtask.doneButton?.currentTitle == "Done")
    #expect(
      subtask.selectedBackgroundView?.backgroundColor
        == Color.systemBlue.withAlphaComponent(0.2))
    expectRendered(
      tableView,
      matches: """
        3 to do
          Buy milk [Done]
            Oat milk [Done]
          Call Ana [Done]
        """)
    // The table asks for header views as it lays the sections out, when it loads.
    let header = try #require(controller.headerViews.first as? Label)
    #expect(controller.headerViews.count == 1)
    #expect(header.text == "3 to do" && header.tintColor == .systemOrange)
  }

  @Test("Done reconfigures its row in the cell that shows it")
  func done() throws {
    let controller = try presented()
    let before = try cell(0, of: controller)
    try controller.tableView.tapButton(inRowWithText: "Buy milk")
    #expect(controller.tasks[0].isDone)
    let after = try cell(0, of: controller)
    #expect(after === before && after.accessoryType == .checkmark)
    try controller.tableView.tapButton(inRowWithText: "Buy milk")
    #expect(!controller.tasks[0].isDone && after.accessoryType == .none)
  }

  @Test("A tap highlights the row's cell, then the delegate's colour; both go before selecting")
  func highlight() throws {
    let controller = try presented()
    try controller.tableView.tapRow(withText: "Call Ana")
    #expect(controller.atHighlight.count == 1)
    let seen = try #require(controller.atHighlight.first)
    #expect(seen.highlighted && seen.alpha == 0.5 && seen.background == .systemGray)
    let cell = try cell(2, of: controller)
    #expect(!cell.isHighlighted && cell.textLabel?.alpha == 1)
    #expect(cell.contentView.backgroundColor == nil)
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test("Editing hides the Done buttons, selects several rows, and deletes them")
  func editing() throws {
    let controller = try presented()
    try controller.setEditing(true, animated: true)
    let first = try cell(0, of: controller)
    #expect(first.isEditing && first.doneButton?.isHidden == true)
    #expect(!first.shouldIndentWhileEditing)
    try controller.tableView.tapRow(withText: "Buy milk")
    try controller.tableView.tapRow(withText: "Call Ana")
    #expect(
      controller.tableView.indexPathsForSelectedRows
        == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    try controller.deleteSelected()
    #expect(controller.tasks == [Task(title: "Oat milk", depth: 1)])
    try controller.setEditing(false, animated: true)
    #expect(try cell(0, of: controller).doneButton?.isHidden == false)
    // The header view made when the table laid the section out stays while the section stays
    // on display: deleting rows does not ask for it again (*assumed*: UIKit asks for the header
    // views of sections an update inserts or reloads).
    expectRendered(
      controller.tableView,
      matches: """
        3 to do
            Oat milk [Done]
        """)
  }

  @Test("The swipe's delete action is Remove; removing the last task shows the empty view")
  func swipeToRemove() throws {
    let controller = try presented([Task(title: "Buy milk")])
    try controller.tableView.swipeRow(withText: "Buy milk")
    #expect(controller.tableView.revealedSwipeActions?.titles == ["Remove"])
    try controller.tableView.tapSwipeAction(titled: "Remove")
    #expect(controller.tasks.isEmpty)
    #expect((controller.tableView.backgroundView as? Label)?.isHidden == false)
    #expect(!controller.tableView.isScrollEnabled)
  }

  @Test("A drag does not reload the table it already shows; a change from elsewhere does")
  func dragging() throws {
    let controller = try presented()
    try controller.setEditing(true, animated: false)
    let log = TableEventLog(controller.tableView, omitting: [.display, .counts, .selectionRules])
    try controller.tableView.dragRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(controller.tasks.map(\.title) == ["Oat milk", "Call Ana", "Buy milk"])
    #expect(!log.lines.contains { $0.contains("reloadData") })
    #expect(!controller.tableView.hasUncommittedUpdates)
    try controller.tasksDidChange([Task(title: "Call Ana")])
    #expect(log.lines.contains("reloadData"))
    #expect(try controller.tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test("showSelection scrolls the selected task to the top")
  func showSelection() throws {
    let controller = try presented((0..<100).map { Task(title: "task \($0)") })
    try controller.tableView.selectRow(at: IndexPath(row: 45, section: 0))
    #expect(controller.tableView.rowOffset == 0)
    try controller.showSelection()
    #expect(controller.tableView.rowOffset == 45)
  }
}
