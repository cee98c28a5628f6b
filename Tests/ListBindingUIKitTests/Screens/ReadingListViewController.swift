// A reading list with swipe actions and an edit mode, in plain UIKit code.
//
// Modelled on jrasmusson/swift-arcade, UIKIt/SwipeableCells/README.md (commit
// 677ddba186baefb485f3931ba7b5f713c8606cf8), a list of arcade games whose patterns this screen
// follows: the controller's `editButtonItem` in the navigation bar, `setEditing(_:animated:)`
// overridden to put the table in editing mode too; `tableView(_:commit:forRowAt:)` removing the
// item and calling `deleteRows(at:with:)` for `.delete`; a trailing swipe configuration with a
// destructive action that removes the row; a leading swipe configuration with a normal action.
// Patterns carry over, code does not: the items, the Archive and Finished actions and the
// checkmarks are this screen's own.

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

final class ReadingListViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private static let cellIdentifier = "Book"

  let tableView = UITableView(frame: .zero, style: .plain)
  private(set) var books: [String]
  private(set) var archived: [String] = []
  private var finished: Set<String> = []

  init(books: [String]) {
    self.books = books
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Reading List"
    navigationItem.rightBarButtonItem = editButtonItem
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    books.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    let book = books[indexPath.row]
    cell.textLabel?.text = book
    cell.accessoryType = finished.contains(book) ? .checkmark : .none
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      books.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }

  // MARK: UITableViewDelegate

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      _, _, completionHandler in
      self.books.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completionHandler(true)
    }
    let archive = UIContextualAction(style: .normal, title: "Archive") {
      _, _, completionHandler in
      self.archived.append(self.books.remove(at: indexPath.row))
      tableView.deleteRows(at: [indexPath], with: .left)
      completionHandler(true)
    }
    archive.backgroundColor = .systemIndigo
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let book = books[indexPath.row]
    let title = finished.contains(book) ? "Unread" : "Finished"
    let toggle = UIContextualAction(style: .normal, title: title) { _, _, completionHandler in
      if self.finished.contains(book) {
        self.finished.remove(book)
      } else {
        self.finished.insert(book)
      }
      tableView.reloadRows(at: [indexPath], with: .none)
      completionHandler(true)
    }
    toggle.backgroundColor = .systemGreen
    let configuration = UISwipeActionsConfiguration(actions: [toggle])
    configuration.performsFirstActionWithFullSwipe = true
    return configuration
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
