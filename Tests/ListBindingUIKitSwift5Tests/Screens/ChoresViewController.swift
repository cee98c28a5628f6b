#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// Swipe actions written with the older API, `UITableViewRowAction` and
// `tableView(_:editActionsForRowAt:)` (iOS 8; deprecated in iOS 13 and still working), as apps
// from the Swift 3 and 4 years do: a plain view controller that owns its table and adopts the
// protocols in an extension, and a `UITableViewController` that overrides both that method and
// the newer `trailingSwipeActionsConfigurationForRowAt`. Nothing is annotated.

class ChoresViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)
  var chores = ["Dishes", "Laundry", "Bins"]
  var done: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chores"
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "chore")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }
}

extension ChoresViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return chores.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "chore", for: indexPath)
    cell.textLabel?.text = chores[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      chores.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  // The last row keeps the default Delete action: nil asks for it.
  func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    if indexPath.row == chores.count - 1 {
      return nil
    }
    let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, ip in
      self.chores.remove(at: ip.row)
      tableView.deleteRows(at: [ip], with: .fade)
    }
    let finish = UITableViewRowAction(style: .normal, title: "Done") { action, ip in
      self.done.append(self.chores[ip.row])
      self.chores.remove(at: ip.row)
      tableView.deleteRows(at: [ip], with: .automatic)
    }
    finish.backgroundColor = .systemGreen
    return [delete, finish]
  }
}

class ArchiveViewController: UITableViewController {
  var items = ["January", "February"]
  var archived: [String] = []
  var flagged: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  // The newer API wins on the first row; the others fall back on the row actions below.
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard indexPath.row == 0 else { return nil }
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
      self.flagged.append(self.items[indexPath.row])
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [flag])
  }

  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    let archive = UITableViewRowAction(style: .default, title: "Archive") { _, ip in
      self.archived.append(self.items.remove(at: ip.row))
      tableView.deleteRows(at: [ip], with: .left)
    }
    return [archive]
  }
}
