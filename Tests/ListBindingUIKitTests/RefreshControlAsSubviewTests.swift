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
