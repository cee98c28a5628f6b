import ListBindingUIKit

/// A list of strings in a table view controller, with drag interaction on: the screen the drag
/// and drop tests share. A subclass adopts `UITableViewDragDelegate` and
/// `UITableViewDropDelegate` and writes their methods, as an app's screen does; `viewDidLoad()`
/// makes the controller its table's drag and drop delegate when it adopts the protocol.
class DragListController: UITableViewController {
  var rows: [String]

  init(rows: [String]) {
    self.rows = rows
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dragInteractionEnabled = true
    tableView.dragDelegate = self as? UITableViewDragDelegate
    tableView.dropDelegate = self as? UITableViewDropDelegate
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}
