#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A to-do list as a `UITableViewController`, written as UIKit code.
//
// Modelled on takuyaohashi/Knock01, commit 399f72d57685658ff6703a5e017e513b502aeaeb:
// Knock02/Knock02/ViewController.swift (and AddItemViewController.swift at afa3731). Patterns
// taken: a `UITableViewController` subclass overriding `numberOfRowsInSection` and
// `cellForRowAt` as Xcode's template writes them; a navigation item with a title and a right
// bar button that adds an item; a detail controller pushed on the navigation controller. Here
// the add button shows an alert with a text field whose Add action inserts a row
// (`insertRows` from the action's handler), a row's tap pushes its detail, and swipe-to-delete
// comes from overriding `commit`. (The original's `#selector` button is a `primaryAction`.)

final class TodoListViewController: UITableViewController {
  private(set) var items = ["Buy milk", "Call Mum"]
  private(set) var presentedAlert: UIAlertController?

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "To Do"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.showAddAlert() })
    navigationItem.leftBarButtonItem = editButtonItem
  }

  private func showAddAlert() {
    let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "What to do"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
        guard let text = alert?.textFields?.first?.text, !text.isEmpty else { return }
        self?.insert(text)
      })
    presentedAlert = alert
    present(alert, animated: true)
  }

  private func insert(_ text: String) {
    items.append(text)
    let indexPath = IndexPath(row: items.count - 1, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(item: items[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
}

final class TodoDetailViewController: UIViewController {
  let item: String
  let label = UILabel()

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = item
    label.text = item
    label.textAlignment = .center
    view.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
