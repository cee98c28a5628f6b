import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// A cell's editing style and its transitions, in a UIKit-shaped table controller. Sources:
// Apple's "UITableViewCell.editingStyle" (whether "the cell is in an editable state and, if it
// is, whether it shows an insertion or deletion control"; the delegate returns it from
// tableView(_:editingStyleForRowAt:)); Apple's "UITableViewCell.willTransition(to:)" and
// "didTransition(to:)" (called as the cell shows or hides its editing control or delete
// confirmation, with UITableViewCell.StateMask's showingEditControl and
// showingDeleteConfirmation). That both hooks come at once, nothing being animated, is
// *assumed*.

@MainActor
@Suite("UITableViewCell: editing style and state transitions", .recordsUIKitExceptions)
struct CellEditingTransitionTests {
  func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test("editingStyle is the delegate's for the row whenever the table edits, none otherwise")
  func editingStyleWhileEditing() throws {
    let controller = ChecklistController()
    let window = showInWindow(controller)
    defer { _ = window }
    let styles = {
      (0..<3).compactMap { controller.tableView.cellForRow(at: self.row($0))?.editingStyle }
    }
    #expect(styles() == [.none, .none, .none])
    controller.setEditing(true, animated: false)
    // Read at once, without drawing or tapping the table first.
    #expect(styles() == [.delete, .delete, .insert])
    controller.insertLast = false
    #expect(styles() == [.delete, .delete, .delete])
    controller.setEditing(false, animated: false)
    #expect(styles() == [.none, .none, .none])
  }

  @Test("Editing mode and the delete confirmation are transitions of the cell")
  func transitions() throws {
    let controller = ChecklistController()
    let window = showInWindow(controller)
    defer { _ = window }
    let cell = try #require(controller.tableView.cellForRow(at: row(0)) as? TransitionCell)
    let other = try #require(controller.tableView.cellForRow(at: row(1)) as? TransitionCell)
    controller.setEditing(true, animated: false)
    #expect(cell.transitions == ["will [edit]", "did [edit]"])
    try SimulatedUser(controller.tableView).tapEditingControl(at: row(0))
    #expect(cell.showingDeleteConfirmation)
    #expect(
      cell.transitions == [
        "will [edit]", "did [edit]", "will [edit, confirm]", "did [edit, confirm]",
      ])
    #expect(other.transitions == ["will [edit]", "did [edit]"])
    cell.transitions = []
    controller.setEditing(false, animated: false)
    #expect(cell.transitions.last == "did []")
    #expect(!cell.showingDeleteConfirmation)
  }

  @Test("A trailing swipe shows the delete confirmation outside editing mode")
  func swipe() throws {
    let controller = ChecklistController()
    let window = showInWindow(controller)
    defer { _ = window }
    let cell = try #require(controller.tableView.cellForRow(at: row(1)) as? TransitionCell)
    let user = SimulatedUser(controller.tableView)
    try user.swipeRow(at: row(1))
    #expect(cell.transitions == ["will [confirm]", "did [confirm]"])
    // Outside editing mode a swiped cell's editing style stays none.
    #expect(cell.editingStyle == .none)
    try user.tapRow(at: row(0))
    #expect(cell.transitions == ["will [confirm]", "did [confirm]", "will []", "did []"])
  }
}

/// A cell that records the transitions it is told of.
private final class TransitionCell: UITableViewCell {
  var transitions: [String] = []

  private func describe(_ state: UITableViewCell.StateMask) -> String {
    var names: [String] = []
    if state.contains(.showingEditControl) { names.append("edit") }
    if state.contains(.showingDeleteConfirmation) { names.append("confirm") }
    return "[" + names.joined(separator: ", ") + "]"
  }

  override func willTransition(to state: UITableViewCell.StateMask) {
    super.willTransition(to: state)
    transitions.append("will " + describe(state))
  }

  override func didTransition(to state: UITableViewCell.StateMask) {
    super.didTransition(to: state)
    transitions.append("did " + describe(state))
  }
}

/// Three rows; the last shows an insert control while `insertLast` is set.
private final class ChecklistController: UITableViewController {
  var insertLast = true

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TransitionCell.self, forCellReuseIdentifier: "Item")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = "Item \(indexPath.row)"
    return cell
  }

  override func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    indexPath.row == 2 && insertLast ? .insert : .delete
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}
