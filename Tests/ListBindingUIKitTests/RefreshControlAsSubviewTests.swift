import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A news screen as apps written before iOS 10 set up pull to refresh: the refresh control is
/// added to the table as a subview, not given as `tableView.refreshControl`.
@MainActor
private final class HeadlinesController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let refresher = UIRefreshControl()
  var headlines = ["Rain expected"]
  var refreshes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Headline")
    view.addSubview(tableView)
    refresher.addAction(
      UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
    tableView.addSubview(refresher)
  }

  func reload() {
    refreshes += 1
    headlines.insert("Sun at last", at: 0)
    tableView.reloadData()
    refresher.endRefreshing()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    headlines.count
  }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Headline", for: indexPath)
    cell.textLabel?.text = headlines[indexPath.row]
    return cell
  }
}

@MainActor
@Suite("UIRefreshControl added as a subview of a table")
struct RefreshControlAsSubviewTests {
  // UIKit: "refreshControl" (UIScrollView, iOS 10) is the documented way; adding the control
  // as a subview is what apps wrote before it, and pulling refreshes on iOS: *assumed* from
  // that practice, Apple documents no rule.
  @Test("A refresh control added with addSubview is the table's, and a pull sends .valueChanged")
  func addedAsSubview() throws {
    let controller = HeadlinesController()
    _ = showInWindow(controller)
    #expect(controller.tableView.refreshControl === controller.refresher)
    try SimulatedUser(controller.tableView).pullToRefresh()
    #expect(controller.refreshes == 1)
    #expect(!controller.refresher.isRefreshing)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text
        == "Sun at last")
  }

  @Test("Inserting a refresh control as a subview installs it too; other subviews do not")
  func insertedAsSubview() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.addSubview(UIView())
    #expect(table.refreshControl == nil)
    let control = UIRefreshControl()
    table.insertSubview(control, at: 0)
    #expect(table.refreshControl === control)
    let scrollView = UIScrollView()
    let other = UIRefreshControl()
    scrollView.addSubview(other)
    #expect(scrollView.refreshControl === other)
  }
}

/// A feed that turns pull to refresh off while offline, as UIKit code does: by removing the
/// control from the table, or by setting the property to nil.
@MainActor
private final class FeedController: UITableViewController {
  let refresher = UIRefreshControl()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
    tableView.refreshControl = refresher
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
  }
}

// UIScrollView.refreshControl (Apple): "The refresh control associated with the scroll view";
// on iOS, the control set there is a subview of the scroll view (its superview is the scroll
// view), so removing it from its superview or setting nil undoes the same thing. *Assumed*:
// Apple documents only the property.
@MainActor
@Suite("UIRefreshControl removed from a table")
struct RefreshControlRemovalTests {
  @Test("Setting refreshControl makes the control a subview of the table")
  func setIsSubview() {
    let controller = FeedController()
    let window = showInWindow(controller)
    defer { _ = window }
    #expect(controller.refresher.superview === controller.tableView)
    #expect(controller.tableView.subviews.contains { $0 === controller.refresher })
  }

  @Test("refreshControl.removeFromSuperview() clears the table's refreshControl")
  func removedFromSuperview() throws {
    let controller = FeedController()
    let window = showInWindow(controller)
    defer { _ = window }
    controller.refresher.removeFromSuperview()
    #expect(controller.tableView.refreshControl == nil)
    #expect(controller.refreshControl == nil)
    #expect(throws: TableViewError.noRefreshControl) {
      try SimulatedUser(controller.tableView).pullToRefresh()
    }
  }

  @Test("Setting refreshControl to nil removes the control from the table")
  func setToNil() {
    let controller = FeedController()
    let window = showInWindow(controller)
    defer { _ = window }
    controller.tableView.refreshControl = nil
    #expect(controller.refresher.superview == nil)
    #expect(!controller.tableView.subviews.contains { $0 === controller.refresher })
  }

  @Test("A new control replaces the old one among the subviews; a control moves between tables")
  func replacedAndMoved() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let old = UIRefreshControl()
    let new = UIRefreshControl()
    table.refreshControl = old
    table.refreshControl = new
    #expect(old.superview == nil)
    #expect(new.superview === table)
    let other = UITableView(frame: .zero, style: .grouped)
    other.refreshControl = new
    #expect(table.refreshControl == nil)
    #expect(other.refreshControl === new)
    #expect(new.superview === other)
    let scrollView = UIScrollView()
    scrollView.refreshControl = old
    #expect(old.superview === scrollView)
    old.removeFromSuperview()
    #expect(scrollView.refreshControl == nil)
  }
}
