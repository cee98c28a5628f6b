import Foundation
import ListBinding
import ListBindingTesting
import Testing

// When the last strong reference to a table, a controller, a data source or a cell goes, the
// object goes, as on iOS, where apps rely on `deinit`. UIKit's ownership, which the native face
// follows: a view owns its subviews and holds its superview weakly (UIView.addSubview(_:):
// "This method establishes a strong reference to view"); `UITableView.dataSource` and
// `delegate` are weak; a control owns its actions, so a handler capturing its owner strongly
// is the app's cycle, and `[weak self]` breaks it.

/// A cell with a button whose action captures the cell weakly.
final class LifetimeStarCell: TableViewCell, Bindable {
  let star = Button()
  private(set) var stars = 0

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    star.setTitle("☆", for: .normal)
    star.addAction(for: .touchUpInside) { [weak self] _ in self?.stars += 1 }
    contentView.addSubview(star)
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to item: String) {
    textLabel?.text = item
  }
}

/// A controller whose handlers all capture it weakly: swipe actions, a refresh control.
final class LifetimeNativeController: TableViewController {
  var rows = (0..<50).map { "Row \($0)" }
  private(set) var refreshes = 0

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    tableView.register(LifetimeStarCell.self, forCellReuseIdentifier: "star")
    let refresh = RefreshControl()
    refresh.addAction { [weak self] control in
      self?.refreshes += 1
      control.endRefreshing()
    }
    refreshControl = refresh
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws
    -> Int
  { rows.count }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "star", for: indexPath)
    (cell as? LifetimeStarCell)?.bind(to: rows[indexPath.row])
    return cell
  }

  override func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? {
    SwipeActionsConfiguration(actions: [
      ContextualAction(style: .destructive, title: "Delete") {
        [weak self] _, _, completion in
        self?.rows.remove(at: indexPath.row)
        try self?.tableView.deleteRows(at: [indexPath], with: .automatic)
        completion(true)
      }
    ])
  }
}

/// Weak references to what a test made, checked once the test let go of them.
@MainActor
struct LifetimeProbes {
  private var entries: [(name: String, probe: () -> AnyObject?)] = []

  mutating func watch(_ object: AnyObject, _ name: String) {
    entries.append((name, { [weak object] in object }))
  }

  /// The names of the objects still alive.
  var alive: [String] { entries.filter { $0.probe() != nil }.map(\.name) }
}

@MainActor
@Suite("Native face: objects go when their last owner lets go of them, as on iOS")
struct ObjectLifetimeTests {
  @Test("A table with cells shown and scrolled goes, with its cells, data source and buttons")
  func tableWithCells() async throws {
    var probes = LifetimeProbes()
    do {
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
      let source = ListDataSource<LifetimeStarCell>(dataItems: (0..<40).map { "Item \($0)" })
      try source.bind(to: table)
      try table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .middle, animated: true)
      let cell = try #require(
        table.cellForRow(at: IndexPath(row: 30, section: 0)) as? LifetimeStarCell)
      try SimulatedUser(table).tap(cell.star)
      #expect(cell.stars == 1)
      try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
      await drainMainQueue()
      probes.watch(table, "table")
      probes.watch(source, "data source")
      probes.watch(cell, "cell")
      probes.watch(cell.star, "button")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }

  @Test("A controller presented, swiped, refreshed and dismissed goes with its last reference")
  func presentedController() async throws {
    var probes = LifetimeProbes()
    do {
      let controller = LifetimeNativeController()
      controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
      try controller.present()
      let user = SimulatedUser(controller)
      try user.swipeRow(at: IndexPath(row: 2, section: 0))
      try user.tapSwipeAction(at: 0)
      #expect(controller.rows.count == 49)
      try user.pullToRefresh()
      #expect(controller.refreshes == 1)
      try controller.dismiss()
      await drainMainQueue()
      probes.watch(controller, "controller")
      probes.watch(controller.tableView, "table")
      probes.watch(try #require(controller.refreshControl), "refresh control")
      probes.watch(try #require(controller.tableView.visibleCells.first), "cell")
    }
    await drainMainQueue()
    #expect(probes.alive == [])
  }

  @Test("A diffable data source, its table and its cells go, a completion pending or not")
  func diffableDataSource() async throws {
    var probes = LifetimeProbes()
    do {
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
      table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
      let dataSource = DiffableDataSource<Int, Int>(tableView: table) {
        [weak table] tableView, indexPath, item in
        let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(item) of \(table?.numberOfSections ?? 0)"
        return cell
      }
      var snapshot = Snapshot<Int, Int>()
      try snapshot.appendSections([0])
      try snapshot.appendItems(Array(0..<30))
      try dataSource.apply(snapshot)
      try snapshot.deleteItems([3, 4, 5])
      try dataSource.apply(snapshot) { [weak table] in _ = table }
      probes.watch(table, "table")
      probes.watch(dataSource, "data source")
      probes.watch(try #require(table.visibleCells.first), "cell")
    }
    // The completion still waits for the main queue: it keeps neither the table nor the source.
    #expect(probes.alive == [])
    await drainMainQueue()
    #expect(probes.alive == [])
  }
}
