#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A guest list as a `UITableViewController` in a navigation controller, written as UIKit code.
//
// Modelled on Kalson/Swift, commit d124c0c9095219b0ab0f9d2cbf3f8e040a1afa1b:
// CoreDataList/CoreDataList/tableViewC.swift. Patterns taken: a `UITableViewController`
// subclass that is also its alert's `UITextFieldDelegate` (`textFieldShouldReturn` resigns the
// field); an add button that presents an alert with a title, a message, a text field added with
// `addTextField` and Save and Cancel actions, Save appending the text and calling
// `reloadData()`; the Xcode template's overrides — `numberOfSections`, `canEditRowAt`,
// `commit editingStyle` deleting with `deleteRows(at:with: .fade)`, `moveRowAt` and
// `canMoveRowAt` to rearrange — and `editButtonItem` in the navigation bar, as the template's
// comment suggests. Added here, and this screen's own: Save is the alert's preferred action,
// the add button is the left bar button (`UIBarButtonItem(systemItem:primaryAction:)` in place
// of the original's storyboard action), the last row counts the guests, and a row's tap pushes
// a grouped detail table of its own (`.value1` cells).

final class GuestListViewController: UITableViewController, UITextFieldDelegate {
  private(set) var guests = ["Ada", "Grace", "Linus"]

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Guests"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "guest")
    navigationItem.rightBarButtonItem = editButtonItem
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.askForGuest() })
  }

  private func askForGuest() {
    let alert = UIAlertController(
      title: "New Guest", message: "Who else is coming?", preferredStyle: .alert)
    alert.addTextField { [weak self] textField in
      textField.placeholder = "Name"
      textField.delegate = self
    }
    let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
      guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
      self?.guests.append(name)
      self?.tableView.reloadData()
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(save)
    alert.preferredAction = save
    present(alert, animated: true)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }

  // MARK: - Table view data source

  override func numberOfSections(in tableView: UITableView) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? guests.count : 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "guest", for: indexPath)
    var content = cell.defaultContentConfiguration()
    if indexPath.section == 0 {
      content.text = guests[indexPath.row]
      cell.accessoryType = .disclosureIndicator
      cell.selectionStyle = .default
    } else {
      content.text = guests.count == 1 ? "1 guest" : "\(guests.count) guests"
      cell.accessoryType = .none
      cell.selectionStyle = .none
    }
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.section == 0
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      guests.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
      tableView.reloadSections(IndexSet(integer: 1), with: .none)
    }
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    let guest = guests.remove(at: fromIndexPath.row)
    guests.insert(guest, at: destinationIndexPath.row)
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.section == 0
  }

  // MARK: - Table view delegate

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath.section == 0 ? indexPath : nil
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = GuestDetailViewController(name: guests[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }
}

final class GuestDetailViewController: UITableViewController {
  let name: String

  init(name: String) {
    self.name = name
    super.init(style: .grouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = name
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "detail")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "detail")
    cell.textLabel?.text = indexPath.row == 0 ? "Name" : "Letters"
    cell.detailTextLabel?.text = indexPath.row == 0 ? name : "\(name.count)"
    cell.selectionStyle = .none
    return cell
  }
}
