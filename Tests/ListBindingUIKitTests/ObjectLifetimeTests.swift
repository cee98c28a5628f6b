import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// When the last strong reference to a controller, a table or a cell goes, the object goes, as
// on iOS, where apps rely on `deinit` to remove observers and cancel work. UIKit's ownership:
// a view owns its subviews and holds its superview weakly ("UIView.superview": the receiver's
// superview; a view retains its subviews, "addSubview(_:)": "This method establishes a strong
// reference to view"); a navigation controller owns its stack and a child holds
// `navigationController` weakly; a presenting controller owns the presented one until it is
// dismissed; `UITableView.dataSource` and `delegate` are weak ("weak var dataSource");
// `UISearchController.searchResultsUpdater` is weak; a control owns its actions, so a handler
// that captures its controller strongly is the app's cycle, and `[weak self]` breaks it.

/// A cell with a button whose action captures the cell weakly, as UIKit code writes it.
final class LifetimeButtonCell: UITableViewCell {
  static let reuseIdentifier = "LifetimeButtonCell"
  let button = UIButton(type: .system)
  private(set) var taps = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    button.setTitle("Star", for: .normal)
    button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    contentView.addSubview(button)
  }

  required init?(coder: NSCoder) { return nil }
}

/// A list controller written as UIKit code is, with every handler capturing `self` weakly: a
/// refresh control, a search controller that reloads, swipe actions and a context menu.
final class LifetimeListController: UITableViewController, UISearchResultsUpdating {
  var rows: [String]
  private let search = UISearchController(searchResultsController: nil)
  private(set) var refreshes = 0

  init(rows: Int) {
    self.rows = (0..<rows).map { "Row \($0)" }
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      LifetimeButtonCell.self, forCellReuseIdentifier: LifetimeButtonCell.reuseIdentifier)
    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak self] _ in
        self?.refreshes += 1
        self?.refreshControl?.endRefreshing()
      }, for: .valueChanged)
    refreshControl = refresh
    search.searchResultsUpdater = self
    navigationItem.searchController = search
  }

  func updateSearchResults(for searchController: UISearchController) {
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: LifetimeButtonCell.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.rows.remove(at: indexPath.row)
      self?.tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Reload") { [weak self] _ in self?.tableView.reloadData() }
      ])
    }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    navigationController?.pushViewController(
      LifetimeListController(rows: 3), animated: true)
  }
}

/// Weak references to what a test made, checked once the test let go of them.
@MainActor
struct WeakProbes {
  private var entries: [(name: String, probe: () -> AnyObject?)] = []

  mutating func watch(_ object: AnyObject, _ name: String) {
    entries.append((name, { [weak object] in object }))
  }

  /// The names of the objects still alive.
  var alive: [String] { entries.filter { $0.probe() != nil }.map(\.name) }
}

@MainActor
@Suite("Objects go when their last owner lets go of them, as on iOS", .recordsUIKitExceptions)
struct ObjectLifetimeTests {
  @Test("A table controller with cells shown, scrolled, swiped and tapped goes with its window")
  func tableWithCells() async throws {
    var probes = WeakProbes()
    do {
      let controller = LifetimeListController(rows: 60)
      let navigation = UINavigationController(rootViewController: controller)
      let window = showInWindow(navigation)
      let table: UITableView = controller.tableView
      table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
      let cell = try #require(
        table.cellForRow(at: IndexPath(row: 41, section: 0)) as? LifetimeButtonCell)
      cell.button.sendActions(for: .touchUpInside)
      #expect(cell.taps == 1)
      let user = SimulatedUser(table)
      try user.swipeRow(at: IndexPath(row: 42, section: 0))
      try user.tapSwipeAction(at: 0)
      #expect(controller.rows.count == 59)
      let menu = table.simulateContextMenu(forRowAt: IndexPath(row: 41, section: 0))
      #expect(menu?.simulateTap(actionTitled: "Reload") == true)
      try user.pullToRefresh()
      #expect(controller.refreshes == 1)
      await drainMainQueue()
      probes.watch(window, "window")
      probes.watch(navigation, "navigation")
      probes.watch(controller, "controller")
      probes.watch(table, "table")
      probes.watch(cell, "cell")
      probes.watch(cell.button, "button")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }

  @Test("A controller pushed, then popped, goes; its navigation controller stays")
  func pushedThenPopped() async throws {
    var probes = WeakProbes()
    let root = LifetimeListController(rows: 3)
    let navigation = UINavigationController(rootViewController: root)
    let window = showInWindow(navigation)
    do {
      let pushed = LifetimeListController(rows: 30)
      navigation.pushViewController(pushed, animated: true)
      try SimulatedUser(pushed.tableView).tapRow(at: IndexPath(row: 2, section: 0))
      await drainMainQueue()
      #expect(navigation.viewControllers.count == 3)
      probes.watch(pushed, "pushed")
      probes.watch(try #require(navigation.topViewController), "pushed by a tap")
      probes.watch(pushed.tableView, "pushed's table")
      probes.watch(try #require(pushed.tableView.visibleCells.first), "pushed's cell")
    }
    navigation.popToRootViewController(animated: true)
    await drainMainQueue()
    #expect(probes.alive == [])
    #expect(navigation.viewControllers.count == 1)
    _ = window
  }

  @Test("A controller presented, then dismissed, goes; its presenter stays")
  func presentedThenDismissed() async throws {
    var probes = WeakProbes()
    let root = LifetimeListController(rows: 3)
    let window = showInWindow(root)
    do {
      let presented = UINavigationController(rootViewController: LifetimeListController(rows: 20))
      root.present(presented, animated: true)
      await drainMainQueue()
      #expect(root.presentedViewController === presented)
      probes.watch(presented, "presented")
      probes.watch(try #require(presented.topViewController), "presented's root")
      presented.dismiss(animated: true) { [weak presented] in _ = presented }
    }
    await drainMainQueue()
    #expect(probes.alive == [])
    _ = window
  }

  @Test("A diffable data source, its table and its cells go with their controller")
  func diffableDataSource() async throws {
    var probes = WeakProbes()
    do {
      let controller = DiffableLifetimeController()
      let window = showInWindow(controller)
      controller.show(Array(0..<40))
      await drainMainQueue()
      controller.show(Array(10..<40))
      await drainMainQueue()
      probes.watch(window, "window")
      probes.watch(controller, "controller")
      probes.watch(try #require(controller.dataSource), "data source")
      probes.watch(try #require(controller.tableView.visibleCells.first), "cell")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }

  @Test("A search controller and the controller that updates its results go together")
  func searchController() async throws {
    var probes = WeakProbes()
    do {
      let controller = LifetimeListController(rows: 10)
      let navigation = UINavigationController(rootViewController: controller)
      let window = showInWindow(navigation)
      let search = try #require(controller.navigationItem.searchController)
      #expect(search.searchBar.simulateTyping("Ro"))
      search.searchBar.simulateCancelButtonTap()
      await drainMainQueue()
      probes.watch(window, "window")
      probes.watch(controller, "controller")
      probes.watch(search, "search controller")
      probes.watch(search.searchBar, "search bar")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }

  @Test("A refresh control goes with its table, and a table with its controller")
  func refreshControl() async throws {
    var probes = WeakProbes()
    do {
      let controller = LifetimeListController(rows: 10)
      let window = showInWindow(controller)
      let refresh = try #require(controller.refreshControl)
      try SimulatedUser(controller.tableView).pullToRefresh()
      #expect(controller.refreshes == 1)
      await drainMainQueue()
      probes.watch(window, "window")
      probes.watch(controller, "controller")
      probes.watch(refresh, "refresh control")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }

  @Test("A table made in code, without a controller or window, goes with its last reference")
  func tableAlone() async throws {
    var probes = WeakProbes()
    do {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      let source = NotesSource((0..<30).map { "Note \($0)" })
      table.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
      table.dataSource = source
      table.delegate = source
      table.reloadData()
      table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: true)
      let cell = try #require(table.visibleCells.first)
      await drainMainQueue()
      probes.watch(table, "table")
      probes.watch(source, "data source")
      probes.watch(cell, "cell")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }
  /// What ends a revealed swipe in the tests below.
  enum SwipeEnd: CaseIterable {
    case reload, editing, rowDeleted, actionTapped, otherRowTapped
  }

  @Test(
    "Revealed swipe actions, and what their handlers hold, go when the swipe ends",
    arguments: SwipeEnd.allCases)
  func swipeActionsGo(end: SwipeEnd) async throws {
    var probes = WeakProbes()
    let controller = TokenSwipeController()
    let window = showInWindow(controller)
    defer { _ = window }
    let user = SimulatedUser(controller.tableView)
    do {
      let token = SwipeHandlerToken()
      controller.token = token
      try user.swipeRow(at: IndexPath(row: 1, section: 0))
      controller.token = nil
      probes.watch(token, "what the handler holds")
    }
    #expect(probes.alive == ["what the handler holds"])
    switch end {
    case .reload: controller.tableView.reloadData()
    case .editing: controller.setEditing(true, animated: true)
    case .rowDeleted:
      controller.rows.remove(at: 1)
      controller.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    case .actionTapped: try user.tapSwipeAction(at: 0)
    case .otherRowTapped: try user.tapRow(at: IndexPath(row: 3, section: 0))
    }
    await drainMainQueue()
    #expect(user.revealedSwipeActions == nil)
    #expect(probes.alive == [])
  }

  @Test("Controllers replaced as a window's root or in a navigation stack go")
  func replacedControllers() async throws {
    var probes = WeakProbes()
    let navigation = UINavigationController(rootViewController: LifetimeListController(rows: 2))
    let window = showInWindow(LifetimeListController(rows: 4))
    do {
      let oldRoot = try #require(window.rootViewController)
      window.rootViewController = navigation
      probes.watch(oldRoot, "old root")
      let first = try #require(navigation.topViewController)
      let second = LifetimeListController(rows: 8)
      navigation.pushViewController(second, animated: false)
      navigation.setViewControllers([LifetimeListController(rows: 1)], animated: true)
      probes.watch(first, "first of the old stack")
      probes.watch(second, "second of the old stack")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
    #expect(navigation.viewControllers.count == 1)
    _ = window
  }

  @Test("A controller popped while a swipe shows its actions goes; its handlers held it weakly")
  func poppedWhileSwiped() async throws {
    var probes = WeakProbes()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = showInWindow(navigation)
    do {
      let pushed = LifetimeListController(rows: 10)
      navigation.pushViewController(pushed, animated: false)
      try SimulatedUser(pushed.tableView).swipeRow(at: IndexPath(row: 1, section: 0))
      probes.watch(pushed, "pushed")
      probes.watch(pushed.tableView, "pushed's table")
    }
    navigation.popViewController(animated: true)
    await drainMainQueue()
    #expect(probes.alive == [])
    _ = window
  }

  @Test("Header, footer, background and table header views go with their table")
  func decorationViews() async throws {
    var probes = WeakProbes()
    do {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .grouped)
      let source = HeaderedLifetimeSource()
      table.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
      table.dataSource = source
      table.delegate = source
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
      let background = UIView()
      table.tableHeaderView = header
      table.backgroundView = background
      table.reloadData()
      table.layoutIfNeeded()
      let sectionHeader = try #require(source.made.first)
      probes.watch(table, "table")
      probes.watch(source, "data source")
      probes.watch(header, "table header view")
      probes.watch(background, "background view")
      probes.watch(sectionHeader, "section header")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }

  @Test("A table kept by the app outlives its controller; the controller goes")
  func tableOutlivesController() async throws {
    var probes = WeakProbes()
    var kept: UITableView?
    do {
      let controller = LifetimeListController(rows: 5)
      let window = showInWindow(controller)
      kept = controller.tableView
      probes.watch(controller, "controller")
      probes.watch(window, "window")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
    let table = try #require(kept)
    // Its data source and delegate were weak ("weak var dataSource"): it has neither now.
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  @Test("A cell kept by the app outlives its table; the table goes")
  func cellOutlivesTable() async throws {
    var probes = WeakProbes()
    var kept: UITableViewCell?
    do {
      let controller = LifetimeListController(rows: 5)
      let window = showInWindow(controller)
      kept = controller.tableView.visibleCells.first
      probes.watch(controller, "controller")
      probes.watch(controller.tableView, "table")
      probes.watch(window, "window")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
    #expect(kept?.textLabel?.text == "Row 0")
  }

  @Test("An alert presented, then dismissed by its action, goes with its handlers")
  func alertDismissed() async throws {
    var probes = WeakProbes()
    let root = LifetimeListController(rows: 3)
    let window = showInWindow(root)
    do {
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addTextField { [weak root] field in field.placeholder = root?.title }
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { [weak root] _ in
          root?.rows.removeAll()
        })
      root.present(alert, animated: true)
      await drainMainQueue()
      #expect(alert.simulateTap(actionTitled: "Delete"))
      probes.watch(alert, "alert")
      probes.watch(try #require(alert.textFields?.first), "text field")
    }
    await drainMainQueue()
    #expect(root.presentedViewController == nil)
    #expect(probes.alive == [])
    _ = window
  }

  @Test("An animation's blocks go once they ran, when the main queue turns")
  func animationBlocks() async throws {
    var probes = WeakProbes()
    do {
      let controller = LifetimeListController(rows: 3)
      let window = showInWindow(controller)
      UIView.animate(withDuration: 0.3) { [weak controller] in
        controller?.view.alpha = 0.5
      } completion: { [weak controller] _ in
        controller?.title = "Faded"
      }
      probes.watch(controller, "controller")
      probes.watch(window, "window")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }
}

/// A data source and delegate with a registered header view for its one section.
final class HeaderedLifetimeSource: UITableViewDataSource, UITableViewDelegate {
  private(set) var made: [UITableViewHeaderFooterView] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    else { return nil }
    header.textLabel?.text = "Section"
    made.append(header)
    return header
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    32
  }
}

/// A controller with a diffable data source whose cell provider captures it weakly.
final class DiffableLifetimeController: UITableViewController {
  private(set) var dataSource: UITableViewDiffableDataSource<Int, Int>?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [weak self] tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(self?.title ?? "") \(item)"
      return cell
    }
  }

  func show(_ items: [Int]) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource?.apply(snapshot, animatingDifferences: true) { [weak self] in
      self?.title = "\(items.count)"
    }
  }
}

/// An object a swipe action's handler holds strongly.
final class SwipeHandlerToken {}

/// A list whose trailing swipe action holds ``token`` strongly, as handlers hold what they use.
final class TokenSwipeController: UITableViewController {
  var rows = (0..<6).map { "Row \($0)" }
  var token: SwipeHandlerToken?

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

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let held = token
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
      _ = held
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [flag])
  }
}
