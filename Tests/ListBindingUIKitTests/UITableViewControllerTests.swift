import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's UITableViewController page ("the table-view controller reloads the table
// view's data … It also clears its selection … every time the table view is displayed. You
// can disable this behavior by changing the value in the clearsSelectionOnViewWillAppear
// property"; "implements setEditing(_:animated:) so that it toggles the editing mode of the
// table"), init(style:), tableView, refreshControl; UIScrollViewDelegate.scrollViewDidScroll.

@MainActor
@Suite("UITableViewController: a controller whose view is its table", .recordsUIKitExceptions)
struct UITableViewControllerTests {
  @Test("init(style:) makes the table, its view, with the controller as data source and delegate")
  func tableIsView() {
    let controller = CountingController(style: .insetGrouped)
    #expect(controller.tableView.style == .insetGrouped)
    #expect(controller.view === controller.tableView)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
  }

  @Test("The first appearance reloads the table; the subclass's overrides give the rows")
  func reloadsOnFirstAppearance() throws {
    let controller = CountingController(style: .plain)
    controller.count = 3
    _ = controller.view
    controller.count = 4
    let window = showInWindow(controller)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
    #expect(controller.tableView.visibleCells.count == 4)
    _ = window
  }

  @Test("With clearsSelectionOnViewWillAppear false, the selection stays on reappearing")
  func keepsSelection() throws {
    let controller = CountingController(style: .plain)
    controller.clearsSelectionOnViewWillAppear = false
    let navigation = UINavigationController(rootViewController: controller)
    let window = showInWindow(navigation)
    try controller.tableView.nativeTable.tapRow(at: IndexPath(row: 1, section: 0))
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(controller.selected == [IndexPath(row: 1, section: 0)])
    _ = window
  }

  @Test("setEditing puts the table in editing; refreshControl is the table's")
  func editingAndRefresh() throws {
    let controller = CountingController(style: .plain)
    let window = showInWindow(controller)
    controller.setEditing(true, animated: true)
    #expect(controller.tableView.isEditing)
    controller.setEditing(false, animated: false)
    #expect(!controller.tableView.isEditing)
    let refresh = UIRefreshControl()
    var pulled = 0
    refresh.addAction(UIAction { _ in pulled += 1 }, for: .valueChanged)
    controller.refreshControl = refresh
    #expect(controller.tableView.refreshControl === refresh)
    try controller.tableView.nativeTable.pullToRefresh()
    #expect(pulled == 1)
    _ = window
  }

  // The rule of "Optional methods": UIKit offers swipe-to-delete only to a data source that
  // implements tableView(_:commit:forRowAt:); a controller that does not override it offers
  // none, from the first swipe (the program's symbols tell). One that overrides it does.
  @Test("Swipe-to-delete follows whether the subclass overrides commit")
  func commitRule() throws {
    let plain = CountingController(style: .plain)
    let window = showInWindow(plain)
    let row = IndexPath(row: 0, section: 0)
    try plain.tableView.nativeTable.swipeRow(at: row)
    #expect(plain.tableView.nativeTable.revealedSwipeActions == nil)
    #expect(plain.tableView.numberOfRows(inSection: 0) == 3)

    let deleting = DeletingController(style: .plain)
    window.rootViewController = deleting
    try deleting.tableView.nativeTable.swipeRow(at: row)
    #expect(deleting.tableView.nativeTable.revealedSwipeActions?.titles == ["Delete"])
    try deleting.tableView.nativeTable.tapSwipeAction(at: 0)
    #expect(deleting.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("An overridden scroll view delegate method runs when the table scrolls")
  func scrollDelegate() {
    let controller = CountingController(style: .plain)
    controller.count = 100
    let window = showInWindow(controller)
    controller.tableView.contentOffset = CGPoint(x: 0, y: 200)
    #expect(controller.scrolls == 1)
    _ = window
  }
}

/// A controller written as Xcode's template writes one.
final class CountingController: UITableViewController {
  var count = 3
  var selected: [IndexPath] = []
  var scrolls = 0

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls += 1
  }
}

/// A template controller that deletes rows.
final class DeletingController: UITableViewController {
  var count = 3

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      count -= 1
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
}
