#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A shopping list whose rows are deleted in edit mode, written as UIKit code: a
// `UITableViewController` whose `editButtonItem` turns editing on, whose data source removes
// the item and calls `deleteRows(at:with:)` from `tableView(_:commit:forRowAt:)` as apps write
// it, and whose delegate titles the delete confirmation "Remove". The last row, "Add item",
// shows an insert control. This screen's own.

final class ShoppingListViewController: UITableViewController {
  private static let cellIdentifier = "Item"

  private(set) var items: [String]

  init(items: [String]) {
    self.items = items
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shopping"
    navigationItem.rightBarButtonItem = editButtonItem
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count + 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "Add item"
    return cell
  }

  override func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    indexPath.row < items.count ? .delete : .insert
  }

  override func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    "Remove"
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    } else if editingStyle == .insert {
      items.append("Item \(items.count + 1)")
      tableView.insertRows(at: [indexPath], with: .automatic)
    }
  }
}
