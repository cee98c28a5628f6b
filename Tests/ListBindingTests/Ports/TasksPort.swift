import Foundation
import ListBinding
import ListBindingTesting
import Testing

// A task list as a UIKit app writes it: a table view controller subclass and its cell, ported
// with the `UI` prefixes renamed, `throws` and `try` added, and the commit method declared
// through `EditCommitting` instead of overridden (see TableViewController's "Editing and
// commits"). The UIKit original stands in a comment above each piece. Layout is swift format's.

// struct Task {
//     var title: String
//     var isDone = false
//     var depth = 0
// }
struct Task: Equatable {
  var title: String
  var isDone = false
  var depth = 0
}

// final class TaskCell: UITableViewCell {
//     static let reuseIdentifier = "TaskCell"
//     static let doneButtonTag = 7
//     var onDone: (() -> Void)?
//
//     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
//         super.init(style: style, reuseIdentifier: reuseIdentifier)
//         let done = UIButton()
//         done.tag = TaskCell.doneButtonTag
//         done.setTitle("Done", for: .normal)
//         done.addAction(UIAction { [weak self] _ in self?.onDone?() }, for: .touchUpInside)
//         contentView.addSubview(done)
//         let selected = UIView()
//         selected.backgroundColor = .systemBlue.withAlphaComponent(0.2)
//         selectedBackgroundView = selected
//         indentationWidth = 20
//         separatorInset = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
//     }
//
//     required init?(coder: NSCoder) {
//         fatalError("init(coder:) has not been implemented")
//     }
//
//     var doneButton: UIButton? { contentView.viewWithTag(TaskCell.doneButtonTag) as? UIButton }
//
//     override func setEditing(_ editing: Bool, animated: Bool) {
//         super.setEditing(editing, animated: animated)
//         doneButton?.isHidden = editing
//     }
//
//     override func setHighlighted(_ highlighted: Bool, animated: Bool) {
//         super.setHighlighted(highlighted, animated: animated)
//         textLabel?.alpha = highlighted ? 0.5 : 1
//     }
// }
final class TaskCell: TableViewCell {
  static let reuseIdentifier = "TaskCell"
  static let doneButtonTag = 7
  var onDone: (() throws -> Void)?

  override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let done = Button()
    done.tag = TaskCell.doneButtonTag
    done.setTitle("Done", for: .normal)
    done.addAction(Action { [weak self] _ in try self?.onDone?() }, for: .touchUpInside)
    contentView.addSubview(done)
    let selected = View()
    selected.backgroundColor = .systemBlue.withAlphaComponent(0.2)
    selectedBackgroundView = selected
    indentationWidth = 20
    separatorInset = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var doneButton: Button? { contentView.viewWithTag(TaskCell.doneButtonTag) as? Button }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    doneButton?.isHidden = editing
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    textLabel?.alpha = highlighted ? 0.5 : 1
  }
}

// class TasksViewController: UITableViewController {
//     var tasks: [Task]
//     private let emptyLabel = UILabel()
//
//     init(tasks: [Task]) {
//         self.tasks = tasks
//         super.init(style: .plain)
//     }
//
//     required init?(coder: NSCoder) {
//         fatalError("init(coder:) has not been implemented")
//     }
//
//     override func viewDidLoad() {
//         super.viewDidLoad()
//         title = "Tasks"
//         tableView.register(TaskCell.self, forCellReuseIdentifier: TaskCell.reuseIdentifier)
//         tableView.backgroundColor = .systemGroupedBackground
//         tableView.allowsMultipleSelectionDuringEditing = true
//         emptyLabel.text = "No tasks"
//         emptyLabel.textAlignment = .center
//         emptyLabel.textColor = .secondaryLabel
//         tableView.backgroundView = emptyLabel
//         updateEmptyState()
//     }
//
//     private func updateEmptyState() {
//         emptyLabel.isHidden = !tasks.isEmpty
//         tableView.isScrollEnabled = !tasks.isEmpty
//     }
//
//     func tasksDidChange(_ newTasks: [Task]) {
//         tasks = newTasks
//         // The table already shows a dragged row where it was dropped.
//         guard !tableView.hasUncommittedUpdates else { return }
//         tableView.reloadData()
//         updateEmptyState()
//     }
//
//     private func toggleDone(at indexPath: IndexPath) {
//         tasks[indexPath.row].isDone.toggle()
//         tableView.reconfigureRows(at: [indexPath])
//     }
//
//     func deleteSelected() {
//         guard let selected = tableView.indexPathsForSelectedRows else { return }
//         for indexPath in selected.sorted(by: >) { tasks.remove(at: indexPath.row) }
//         tableView.deleteRows(at: selected, with: .automatic)
//         updateEmptyState()
//     }
//
//     func showSelection() {
//         tableView.scrollToNearestSelectedRow(at: .top, animated: true)
//     }
//
//     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//         tasks.count
//     }
//
//     override func tableView(
//         _ tableView: UITableView, cellForRowAt indexPath: IndexPath
//     ) -> UITableViewCell {
//         guard let cell = tableView.dequeueReusableCell(
//             withIdentifier: TaskCell.reuseIdentifier, for: indexPath
//         ) as? TaskCell else { return UITableViewCell() }
//         let task = tasks[indexPath.row]
//         cell.textLabel?.text = task.title
//         cell.accessoryType = task.isDone ? .checkmark : .none
//         cell.onDone = { [weak self, weak cell] in
//             guard let self, let cell, let indexPath = self.tableView.indexPath(for: cell) else {
//                 return
//             }
//             self.toggleDone(at: indexPath)
//         }
//         return cell
//     }
//
//     override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
//         let label = UILabel()
//         label.text = "\(tasks.filter { !$0.isDone }.count) to do"
//         return label
//     }
//
//     override func tableView(
//         _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
//     ) {
//         view.tintColor = .systemOrange
//     }
//
//     override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
//         tableView.cellForRow(at: indexPath)?.contentView.backgroundColor = .systemGray
//     }
//
//     override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
//         tableView.cellForRow(at: indexPath)?.contentView.backgroundColor = nil
//     }
//
//     override func tableView(
//         _ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath
//     ) -> Int {
//         tasks[indexPath.row].depth
//     }
//
//     override func tableView(
//         _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
//     ) -> Bool {
//         false
//     }
//
//     override func tableView(
//         _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
//     ) -> String? {
//         "Remove"
//     }
//
//     override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
//         true
//     }
//
//     override func tableView(
//         _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
//         to destinationIndexPath: IndexPath
//     ) {
//         var reordered = tasks
//         reordered.insert(reordered.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
//         tasksDidChange(reordered)
//     }
//
//     override func tableView(
//         _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
//         forRowAt indexPath: IndexPath
//     ) {
//         guard editingStyle == .delete else { return }
//         tasks.remove(at: indexPath.row)
//         tableView.deleteRows(at: [indexPath], with: .automatic)
//         updateEmptyState()
//     }
// }
class TasksViewController: TableViewController, EditCommitting {
  var tasks: [Task]
  private let emptyLabel = Label()

  init(tasks: [Task]) {
    self.tasks = tasks
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    title = "Tasks"
    tableView.register(TaskCell.self, forCellReuseIdentifier: TaskCell.reuseIdentifier)
    tableView.backgroundColor = .systemGroupedBackground
    tableView.allowsMultipleSelectionDuringEditing = true
    emptyLabel.text = "No tasks"
    emptyLabel.textAlignment = .center
    emptyLabel.textColor = .secondaryLabel
    tableView.backgroundView = emptyLabel
    updateEmptyState()
  }

  private func updateEmptyState() {
    emptyLabel.isHidden = !tasks.isEmpty
    tableView.isScrollEnabled = !tasks.isEmpty
  }

  func tasksDidChange(_ newTasks: [Task]) throws {
    tasks = newTasks
    // The table already shows a dragged row where it was dropped.
    guard !tableView.hasUncommittedUpdates else { return }
    try tableView.reloadData()
    updateEmptyState()
  }

  private func toggleDone(at indexPath: IndexPath) throws {
    tasks[indexPath.row].isDone.toggle()
    try tableView.reconfigureRows(at: [indexPath])
  }

  func deleteSelected() throws {
    guard let selected = tableView.indexPathsForSelectedRows else { return }
    for indexPath in selected.sorted(by: >) { tasks.remove(at: indexPath.row) }
    try tableView.deleteRows(at: selected, with: .automatic)
    updateEmptyState()
  }

  func showSelection() throws {
    try tableView.scrollToNearestSelectedRow(at: .top, animated: true)
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    tasks.count
  }

  override func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) throws -> TableViewCell {
    guard
      let cell = try tableView.dequeueReusableCell(
        withIdentifier: TaskCell.reuseIdentifier, for: indexPath
      ) as? TaskCell
    else { return TableViewCell() }
    let task = tasks[indexPath.row]
    cell.textLabel?.text = task.title
    cell.accessoryType = task.isDone ? .checkmark : .none
    cell.onDone = { [weak self, weak cell] in
      guard let self, let cell, let indexPath = self.tableView.indexPath(for: cell) else {
        return
      }
      try self.toggleDone(at: indexPath)
    }
    return cell
  }

  override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    let label = Label()
    label.text = "\(tasks.filter { !$0.isDone }.count) to do"
    return label
  }

  override func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {
    view.tintColor = .systemOrange
  }

  override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) throws {
    tableView.cellForRow(at: indexPath)?.contentView.backgroundColor = .systemGray
  }

  override func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) throws {
    tableView.cellForRow(at: indexPath)?.contentView.backgroundColor = nil
  }

  override func tableView(
    _ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath
  ) -> Int {
    tasks[indexPath.row].depth
  }

  override func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    false
  }

  override func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    "Remove"
  }

  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    var reordered = tasks
    reordered.insert(reordered.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    try tasksDidChange(reordered)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    guard editingStyle == .delete else { return }
    tasks.remove(at: indexPath.row)
    try tableView.deleteRows(at: [indexPath], with: .automatic)
    updateEmptyState()
  }
}
