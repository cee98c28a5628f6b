import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// User code that calls back into the table, or moves controllers, from the newest UIKit paths:
// a search controller's updater, a context menu's provider and handlers, `didSelectRowAt` in
// the middle of an update, a view's `layoutSubviews()`, a controller's `viewWillAppear(_:)`.
// Each ends once with the table consistent (the rows on screen are the data source's), and an
// update UIKit refuses raises UIKit's exception and changes nothing. Sources:
// UISearchResultsUpdating.updateSearchResults(for:) ("Called when the search bar becomes the
// first responder or when the user makes changes inside the search bar");
// UIContextMenuConfiguration (the action provider builds the menu when the interaction
// begins; an action's handler runs when the user picks it); UIViewController.show(_:sender:)
// (a navigation controller pushes); UITableView.performBatchUpdates(_:completion:) and
// beginUpdates()/endUpdates(); UIView.layoutSubviews() ("You can override this method as
// needed"); UIViewController.viewWillAppear(_:); UITableView.scrollToRow(at:at:animated:).
// That UIKit runs a push or a presentation asked for in these places, once, is *assumed*.

/// A list of fruit, written as UIKit code is, that does what each test asks at each moment.
class ReentrantFruitController: UITableViewController, UISearchResultsUpdating {
  static let all = [
    "Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Date", "Fig", "Grape", "Kiwi",
    "Lemon", "Lime", "Mango", "Melon", "Nectarine", "Orange", "Papaya", "Peach", "Pear",
    "Plum", "Quince", "Raspberry", "Strawberry", "Tangerine", "Watermelon",
  ]
  var rows = ReentrantFruitController.all
  let search = UISearchController(searchResultsController: nil)
  /// How many times `updateSearchResults(for:)` ran.
  private(set) var updates = 0
  /// Whether the updater writes the bar's text back lowercased.
  var lowercasesSearchText = false
  /// What `didSelectRowAt` does.
  var onSelect: ((ReentrantFruitController, IndexPath) -> Void)?
  /// What the context menu's action provider does before it returns the menu.
  var whileMenuBuilds: ((ReentrantFruitController, IndexPath) -> Void)?
  /// What `viewWillAppear(_:)` does after `super`.
  var onWillAppear: ((ReentrantFruitController) -> Void)?
  private(set) var appearances = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    search.searchResultsUpdater = self
    navigationItem.searchController = search
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
    onWillAppear?(self)
  }

  func updateSearchResults(for searchController: UISearchController) {
    updates += 1
    let text = searchController.searchBar.text ?? ""
    if lowercasesSearchText, text != text.lowercased() {
      searchController.searchBar.text = text.lowercased()
    }
    let query = (searchController.searchBar.text ?? "").lowercased()
    rows = Self.all.filter { query.isEmpty || $0.lowercased().contains(query) }
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(self, indexPath)
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      guard let self else { return nil }
      self.whileMenuBuilds?(self, indexPath)
      return UIMenu(children: [
        UIAction(title: "Delete") { [weak self] _ in
          guard let self, self.rows.indices.contains(indexPath.row) else { return }
          self.rows.remove(at: indexPath.row)
          self.tableView.deleteRows(at: [indexPath], with: .automatic)
        },
        UIAction(title: "Delete without the model") { [weak self] _ in
          self?.tableView.deleteRows(at: [indexPath], with: .automatic)
        },
        UIAction(title: "Reload") { [weak self] _ in
          self?.rows.reverse()
          self?.tableView.reloadData()
        },
      ])
    }
  }

  /// Removes the row from the model and the table, as a delete button does.
  func deleteRow(at indexPath: IndexPath) {
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }
}

/// A detail screen that counts its appearances.
final class CountingDetailController: UIViewController {
  private(set) var willAppear = 0
  private(set) var didAppear = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    willAppear += 1
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    didAppear += 1
  }
}

/// A cell whose layout pushes a detail controller, once, as code that waits for a size does.
final class PushingCell: UITableViewCell {
  weak var owner: UIViewController?
  var detail: CountingDetailController?
  private(set) var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    guard let detail, let navigation = owner?.navigationController else { return }
    self.detail = nil
    navigation.pushViewController(detail, animated: true)
  }
}

@MainActor
@Suite("Re-entrant calls from the newest UIKit paths end once", .recordsUIKitExceptions)
struct NewestPathsReentrancyTests {
  /// The fruit controller in a navigation controller, on screen.
  func shown() -> (ReentrantFruitController, UINavigationController, UIWindow) {
    let fruit = ReentrantFruitController(style: .plain)
    let navigation = UINavigationController(rootViewController: fruit)
    let window = showInWindow(navigation)
    return (fruit, navigation, window)
  }

  /// The rows on screen are the model's, and the table counts the model's rows.
  func expectConsistent(
    _ fruit: ReentrantFruitController, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let table: UITableView = fruit.tableView
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == fruit.rows.count, sourceLocation: sourceLocation)
    let shown = (table.indexPathsForVisibleRows ?? []).map {
      table.cellForRow(at: $0)?.textLabel?.text
    }
    let expected = (table.indexPathsForVisibleRows ?? []).map { fruit.rows[$0.row] }
    #expect(shown == expected, sourceLocation: sourceLocation)
    #expect(table.visibleCells.count == shown.count, sourceLocation: sourceLocation)
  }

  @Test("An updater that reloads as the user types: one update a change, the table follows")
  func updaterReloads() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    #expect(fruit.search.searchBar.simulateTyping("an"))
    // Becoming the first responder, then "a", then "n".
    #expect(fruit.updates == 3)
    #expect(fruit.rows == ["Banana", "Mango", "Orange", "Tangerine"])
    expectConsistent(fruit)
  }

  @Test("An updater that writes the bar's text back is told once more, and the loop ends")
  func updaterSetsText() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    fruit.lowercasesSearchText = true
    fruit.search.isActive = true
    let before = fruit.updates
    fruit.search.searchBar.text = "PEA"
    // The change, then the updater's own change to "pea"; writing "pea" again changes nothing.
    #expect(fruit.updates == before + 2)
    #expect(fruit.search.searchBar.text == "pea")
    #expect(fruit.rows == ["Peach", "Pear"])
    expectConsistent(fruit)
  }

  @Test("A context menu's provider that deletes the row first still builds its menu")
  func providerDeletes() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    fruit.whileMenuBuilds = { fruit, indexPath in fruit.deleteRow(at: indexPath) }
    let menu = fruit.tableView.simulateContextMenu(forRowAt: IndexPath(row: 1, section: 0))
    #expect(menu?.actionTitles == ["Delete", "Delete without the model", "Reload"])
    #expect(fruit.rows.prefix(2) == ["Apple", "Banana"])
    expectConsistent(fruit)
  }

  @Test("A context menu's actions that delete or reload the row leave the table consistent")
  func handlerDeletesOrReloads() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    let table: UITableView = fruit.tableView
    let delete = table.simulateContextMenu(forRowAt: IndexPath(row: 2, section: 0))
    #expect(delete?.simulateTap(actionTitled: "Delete") == true)
    #expect(fruit.rows.count == ReentrantFruitController.all.count - 1)
    #expect(!fruit.rows.contains("Banana"))
    expectConsistent(fruit)
    let reload = table.simulateContextMenu(forRowAt: IndexPath(row: 0, section: 0))
    #expect(reload?.simulateTap(actionTitled: "Reload") == true)
    #expect(fruit.rows.first == "Watermelon")
    expectConsistent(fruit)
  }

  @Test("A context menu's action that deletes a row the model kept: UIKit's exception, no change")
  func handlerDeletesWithoutModel() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    let table: UITableView = fruit.tableView
    let cells = table.visibleCells
    let menu = table.simulateContextMenu(forRowAt: IndexPath(row: 3, section: 0))
    let count = ReentrantFruitController.all.count
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Invalid update: invalid number of rows in section 0. The number of rows "
        + "contained in an existing section after the update (\(count)) must be equal to the "
        + "number of rows contained in that section before the update (\(count)), plus or "
        + "minus the number of rows inserted or deleted from that section (0 inserted, 1 "
        + "deleted) and plus or minus the number of rows moved into or out of that section "
        + "(0 moved in, 0 moved out)."
    ) {
      _ = menu?.simulateTap(actionTitled: "Delete without the model")
    }
    #expect(table.numberOfRows(inSection: 0) == count)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    expectConsistent(fruit)
  }

  @Test("didSelectRowAt that shows a controller inside performBatchUpdates: one push, rows follow")
  func showInsideBatchUpdates() async throws {
    let (fruit, navigation, window) = shown()
    defer { _ = window }
    let detail = CountingDetailController()
    var completions = 0
    fruit.onSelect = { fruit, indexPath in
      fruit.tableView.performBatchUpdates {
        fruit.deleteRow(at: indexPath)
        fruit.show(detail, sender: nil)
      } completion: { _ in
        completions += 1
      }
    }
    try SimulatedUser(fruit.tableView).tapRow(at: IndexPath(row: 0, section: 0))
    await drainMainQueue()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === detail)
    #expect(detail.willAppear == 1 && detail.didAppear == 1)
    #expect(completions == 1)
    #expect(fruit.rows.first == "Apricot")
    expectConsistent(fruit)
  }

  @Test("didSelectRowAt that presents between beginUpdates() and endUpdates(): one presentation")
  func presentInsideBeginUpdates() async throws {
    let fruit = ReentrantFruitController(style: .plain)
    let window = showInWindow(fruit)
    defer { _ = window }
    let detail = CountingDetailController()
    fruit.onSelect = { fruit, indexPath in
      fruit.tableView.beginUpdates()
      fruit.deleteRow(at: indexPath)
      fruit.present(detail, animated: true)
      fruit.tableView.endUpdates()
    }
    try SimulatedUser(fruit.tableView).tapRow(at: IndexPath(row: 1, section: 0))
    await drainMainQueue()
    #expect(fruit.presentedViewController === detail)
    #expect(detail.willAppear == 1 && detail.didAppear == 1)
    #expect(fruit.rows.prefix(2) == ["Apple", "Banana"])
    expectConsistent(fruit)
  }

  @Test("didSelectRowAt whose update UIKit refuses, then pushes: the exception, one push")
  func refusedUpdateThenPush() async throws {
    let (fruit, navigation, window) = shown()
    defer { _ = window }
    let detail = CountingDetailController()
    fruit.onSelect = { fruit, indexPath in
      fruit.tableView.performBatchUpdates {
        fruit.tableView.deleteRows(at: [indexPath], with: .automatic)
        fruit.navigationController?.pushViewController(detail, animated: true)
      }
    }
    let cells = fruit.tableView.visibleCells
    try expectUIKitException(.internalInconsistencyException) {
      try SimulatedUser(fruit.tableView).tapRow(at: IndexPath(row: 0, section: 0))
    }
    await drainMainQueue()
    #expect(navigation.viewControllers.count == 2)
    #expect(detail.didAppear == 1)
    #expect(
      fruit.tableView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    expectConsistent(fruit)
  }

  @Test("A cell's layoutSubviews() that pushes a controller: one push, the table laid out once")
  func layoutPushes() async throws {
    let fruit = ReentrantFruitController(style: .plain)
    let navigation = UINavigationController(rootViewController: fruit)
    let window = showInWindow(navigation)
    defer { _ = window }
    let table: UITableView = fruit.tableView
    table.register(PushingCell.self, forCellReuseIdentifier: "fruit")
    table.reloadData()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PushingCell)
    let detail = CountingDetailController()
    cell.owner = fruit
    cell.detail = detail
    cell.setNeedsLayout()
    table.layoutIfNeeded()
    await drainMainQueue()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === detail)
    #expect(detail.willAppear == 1 && detail.didAppear == 1)
    #expect(cell.detail == nil)
    expectConsistent(fruit)
  }

  @Test("A cell that pushes from layoutSubviews() while its list first appears: one push")
  func layoutPushesWhileAppearing() async throws {
    let fruit = PushOnLayoutFruitController(style: .plain)
    let detail = CountingDetailController()
    fruit.pending = detail
    let navigation = UINavigationController(rootViewController: fruit)
    let window = showInWindow(navigation)
    defer { _ = window }
    fruit.tableView.layoutIfNeeded()
    await drainMainQueue()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === detail)
    #expect(detail.willAppear == 1 && detail.didAppear == 1)
    // The push came while the list appeared (its table loads in viewWillAppear): the list
    // never finished appearing, and leaves as a controller that was appearing does.
    #expect(fruit.calls == ["willAppear", "willDisappear", "didDisappear"])
    expectConsistent(fruit)
  }

  @Test("viewWillAppear(_:) that reloads and scrolls: the row is at the top once shown")
  func willAppearReloadsAndScrolls() async {
    let fruit = ReentrantFruitController(style: .plain)
    fruit.onWillAppear = { fruit in
      fruit.rows = ReentrantFruitController.all.reversed() + ReentrantFruitController.all
      fruit.tableView.reloadData()
      fruit.tableView.scrollToRow(
        at: IndexPath(row: 20, section: 0), at: .top, animated: false)
    }
    let navigation = UINavigationController(rootViewController: fruit)
    let window = showInWindow(navigation)
    defer { _ = window }
    await drainMainQueue()
    #expect(fruit.appearances == 1)
    let table: UITableView = fruit.tableView
    let row = IndexPath(row: 20, section: 0)
    #expect(
      table.contentOffset.y == table.rectForRow(at: row).minY - table.adjustedContentInset.top)
    #expect(table.indexPathsForVisibleRows?.contains(row) == true)
    #expect(table.cellForRow(at: row)?.textLabel?.text == "Blueberry")
    expectConsistent(fruit)
  }

  @Test("viewWillAppear(_:) of a pushed controller that reloads and scrolls, from didSelectRowAt")
  func pushedWillAppearReloads() async throws {
    let (fruit, navigation, window) = shown()
    defer { _ = window }
    let next = ReentrantFruitController(style: .plain)
    next.onWillAppear = { next in
      next.tableView.reloadData()
      next.tableView.scrollToRow(at: IndexPath(row: 23, section: 0), at: .bottom, animated: true)
    }
    fruit.onSelect = { fruit, _ in fruit.show(next, sender: nil) }
    try SimulatedUser(fruit.tableView).tapRow(at: IndexPath(row: 0, section: 0))
    await drainMainQueue()
    #expect(navigation.topViewController === next)
    #expect(next.appearances == 1)
    #expect(next.tableView.indexPathsForVisibleRows?.last == IndexPath(row: 23, section: 0))
    expectConsistent(next)
    expectConsistent(fruit)
  }

  @Test("An updater whose delete UIKit refuses: the exception, the table as it was, typing goes on")
  func updaterRefusedDelete() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    let search = RefusingUpdater()
    fruit.search.searchResultsUpdater = search
    search.table = fruit.tableView
    let cells = fruit.tableView.visibleCells
    expectUIKitException(.internalInconsistencyException) {
      #expect(fruit.search.searchBar.simulateTyping("x") == true)
    }
    #expect(search.updates == 2)
    #expect(
      fruit.tableView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    expectConsistent(fruit)
  }

  @Test("A row tapped while an apply's completion waits: the push and the completion run once")
  func tapWhileApplyPending() async throws {
    let controller = DiffableFruitController()
    let navigation = UINavigationController(rootViewController: controller)
    let window = showInWindow(navigation)
    defer { _ = window }
    await drainMainQueue()
    controller.show(Array(ReentrantFruitController.all.prefix(6)))
    await drainMainQueue()
    #expect(controller.completions == 1)
    controller.show(Array(ReentrantFruitController.all.prefix(4)))
    // The second apply's completion has not run: the main queue has not turned.
    #expect(controller.completions == 1)
    try SimulatedUser(controller.tableView).tapRow(at: IndexPath(row: 3, section: 0))
    await drainMainQueue()
    #expect(controller.completions == 2)
    #expect(navigation.viewControllers.count == 2)
    #expect(controller.opened == ["Blueberry"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
    #expect(
      controller.tableView.visibleCells.compactMap { $0.textLabel?.text }
        == Array(ReentrantFruitController.all.prefix(4)))
  }

  @Test("viewWillAppear(_:) that scrolls to a row out of range: UIKit's exception, it appears")
  func willAppearScrollsOutOfRange() async {
    let fruit = ReentrantFruitController(style: .plain)
    let count = ReentrantFruitController.all.count
    fruit.onWillAppear = { fruit in
      fruit.tableView.scrollToRow(
        at: IndexPath(row: count, section: 0), at: .top, animated: false)
    }
    let navigation = UINavigationController(rootViewController: fruit)
    var window: UIWindow?
    expectUIKitException(
      .rangeException,
      reason: "Attempted to access an out-of-bounds row (\(count)) when there are only "
        + "\(count) rows in section 0."
    ) {
      window = showInWindow(navigation)
    }
    defer { _ = window }
    await drainMainQueue()
    #expect(fruit.appearances == 1)
    #expect(fruit.tableView.contentOffset.y == -fruit.tableView.adjustedContentInset.top)
    #expect(fruit.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    expectConsistent(fruit)
  }

  @Test("viewWillAppear(_:) that reloads and scrolls as a pushed controller is popped")
  func willAppearOnPop() async throws {
    let (fruit, navigation, window) = shown()
    defer { _ = window }
    navigation.pushViewController(CountingDetailController(), animated: false)
    fruit.onWillAppear = { fruit in
      fruit.rows = ReentrantFruitController.all.reversed()
      fruit.tableView.reloadData()
      fruit.tableView.scrollToRow(at: IndexPath(row: 23, section: 0), at: .bottom, animated: true)
    }
    navigation.popViewController(animated: true)
    await drainMainQueue()
    #expect(fruit.appearances == 2)
    #expect(fruit.tableView.indexPathsForVisibleRows?.last == IndexPath(row: 23, section: 0))
    expectConsistent(fruit)
  }

  @Test("A table's layoutSubviews() that pushes a controller whose table loads: one push")
  func tableLayoutPushes() async throws {
    let pushing = LayoutPushingTableController()
    let navigation = UINavigationController(rootViewController: pushing)
    let window = showInWindow(navigation)
    defer { _ = window }
    let next = ReentrantFruitController(style: .plain)
    next.onWillAppear = { next in
      next.tableView.reloadData()
      next.tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    }
    pushing.layingOutTable.pending = next
    pushing.layingOutTable.setNeedsLayout()
    pushing.layingOutTable.layoutIfNeeded()
    await drainMainQueue()
    #expect(navigation.viewControllers.count == 2)
    #expect(next.appearances == 1)
    #expect(pushing.layingOutTable.pushes == 1)
    expectConsistent(next)
  }

  @Test("A bar delegate that ends the search from the Cancel button: the updater runs once")
  func cancelEndsSearchInDelegate() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    let watcher = SearchWatcher()
    watcher.endsSearchOnCancel = true
    fruit.search.searchBar.delegate = watcher
    fruit.search.delegate = watcher
    #expect(fruit.search.searchBar.simulateTyping("pe"))
    let before = fruit.updates
    fruit.search.searchBar.simulateCancelButtonTap()
    #expect(fruit.updates == before + 1)
    #expect(!fruit.search.isActive)
    #expect(fruit.search.searchBar.text == "")
    #expect(watcher.log.suffix(3) == ["cancel", "willDismiss", "didDismiss"])
    #expect(fruit.rows == ReentrantFruitController.all)
    expectConsistent(fruit)
  }

  @Test("An updater that ends the search as it starts: the delegate hears the dismissal last")
  func updaterEndsSearchAsItStarts() {
    let (fruit, _, window) = shown()
    defer { _ = window }
    let watcher = SearchWatcher()
    fruit.search.delegate = watcher
    let ender = EndingUpdater()
    fruit.search.searchResultsUpdater = ender
    fruit.search.isActive = true
    #expect(!fruit.search.isActive)
    #expect(ender.updates == 2)
    #expect(watcher.log == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
  }

  @Test(
    "Random searches, context menus and taps that push while updating keep the table consistent",
    arguments: 0..<8)
  func randomRun(seed: UInt64) async throws {
    let (fruit, navigation, window) = shown()
    defer { _ = window }
    var random = SeededRandom(seed: seed)
    fruit.onSelect = { fruit, indexPath in
      fruit.tableView.performBatchUpdates {
        fruit.deleteRow(at: indexPath)
        fruit.show(CountingDetailController(), sender: nil)
      }
    }
    for step in 0..<30 {
      let context = Comment(rawValue: "seed \(seed), step \(step)")
      let visible = fruit.tableView.indexPathsForVisibleRows ?? []
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        fruit.search.searchBar.simulateTyping(
          String("aeiloprn".randomElement(using: &random) ?? "a"))
      case 1:
        fruit.search.searchBar.simulateCancelButtonTap()
      case 2:
        guard let row = visible.randomElement(using: &random) else { continue }
        let menu = fruit.tableView.simulateContextMenu(forRowAt: row)
        #expect(menu?.simulateTap(actionTitled: "Delete") == true, context)
      case 3:
        guard let row = visible.randomElement(using: &random) else { continue }
        let menu = fruit.tableView.simulateContextMenu(forRowAt: row)
        #expect(menu?.simulateTap(actionTitled: "Reload") == true, context)
      case 4:
        guard let row = visible.randomElement(using: &random) else { continue }
        let count = fruit.rows.count
        try SimulatedUser(fruit.tableView).tapRow(at: row)
        await drainMainQueue()
        #expect(navigation.viewControllers.count == 2, context)
        #expect(fruit.rows.count == count - 1, context)
        navigation.popViewController(animated: true)
        await drainMainQueue()
      default:
        guard !fruit.rows.isEmpty else { continue }
        let row = Int.random(in: 0..<fruit.rows.count, using: &random)
        fruit.tableView.scrollToRow(
          at: IndexPath(row: row, section: 0), at: .middle, animated: true)
      }
      #expect(navigation.viewControllers.count == 1, context)
      expectConsistent(fruit)
    }
  }

  @Test("A controller presented from didSelectRowAt whose appearance deletes the row tapped")
  func presentedAppearanceDeletes() async throws {
    let (fruit, _, window) = shown()
    defer { _ = window }
    let detail = AppearingDetailController()
    fruit.onSelect = { fruit, indexPath in
      // Weakly: `fruit` keeps `detail` through `onSelect`.
      detail.onWillAppear = { [weak fruit] in fruit?.deleteRow(at: indexPath) }
      fruit.present(detail, animated: true)
    }
    try SimulatedUser(fruit.tableView).tapRow(at: IndexPath(row: 2, section: 0))
    await drainMainQueue()
    #expect(fruit.presentedViewController === detail)
    #expect(detail.appearances == 1)
    #expect(!fruit.rows.contains("Banana"))
    expectConsistent(fruit)
    var dismissed = 0
    detail.dismiss(animated: true) {
      dismissed += 1
      fruit.rows.reverse()
      fruit.tableView.reloadData()
      fruit.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    }
    await drainMainQueue()
    #expect(dismissed == 1)
    #expect(fruit.presentedViewController == nil)
    #expect(fruit.rows.first == "Watermelon")
    expectConsistent(fruit)
  }
}

/// A detail screen that runs `onWillAppear` from `viewWillAppear(_:)`.
final class AppearingDetailController: UIViewController {
  var onWillAppear: (() -> Void)?
  private(set) var appearances = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
    onWillAppear?()
  }
}

/// Logs what a search controller and its bar tell their delegates.
final class SearchWatcher: UISearchBarDelegate, UISearchControllerDelegate {
  var endsSearchOnCancel = false
  private(set) var log: [String] = []
  weak var controller: UISearchController?

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    log.append("cancel")
    guard endsSearchOnCancel else { return }
    controller?.isActive = false
  }

  func willPresentSearchController(_ searchController: UISearchController) {
    controller = searchController
    log.append("willPresent")
  }

  func didPresentSearchController(_ searchController: UISearchController) {
    log.append("didPresent")
  }

  func willDismissSearchController(_ searchController: UISearchController) {
    log.append("willDismiss")
  }

  func didDismissSearchController(_ searchController: UISearchController) {
    log.append("didDismiss")
  }
}

/// An updater that makes its search controller inactive the first time it is told.
final class EndingUpdater: UISearchResultsUpdating {
  private(set) var updates = 0

  func updateSearchResults(for searchController: UISearchController) {
    updates += 1
    if updates == 1 { searchController.isActive = false }
  }
}

/// An updater that deletes a row without changing the rows the data source counts.
final class RefusingUpdater: UISearchResultsUpdating {
  weak var table: UITableView?
  private(set) var updates = 0

  func updateSearchResults(for searchController: UISearchController) {
    updates += 1
    guard searchController.searchBar.text?.isEmpty == false else { return }
    table?.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
  }
}

/// A diffable list of fruit that opens a detail controller for the row tapped.
final class DiffableFruitController: UITableViewController {
  private var dataSource: UITableViewDiffableDataSource<Int, String>?
  private(set) var completions = 0
  private(set) var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { table, indexPath, name in
      let cell = table.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
      cell.textLabel?.text = name
      return cell
    }
  }

  func show(_ names: [String]) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    dataSource?.apply(snapshot, animatingDifferences: true) { [weak self] in
      self?.completions += 1
    }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let name = dataSource?.itemIdentifier(for: indexPath) else { return }
    opened.append(name)
    show(CountingDetailController(), sender: nil)
  }
}

/// A table whose layout pushes `pending`, once, onto its controller's navigation controller.
/// (Not `next`: a view's `next` is its responder, as in UIKit.)
final class LayoutPushingTable: UITableView {
  weak var owner: UIViewController?
  var pending: UIViewController?
  private(set) var pushes = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let next = pending, let navigation = owner?.navigationController else { return }
    pending = nil
    pushes += 1
    navigation.pushViewController(next, animated: true)
  }
}

/// A table controller whose table is a ``LayoutPushingTable``.
final class LayoutPushingTableController: UITableViewController {
  let layingOutTable = LayoutPushingTable(frame: .zero, style: .plain)

  override func loadView() {
    layingOutTable.owner = self
    tableView = layingOutTable
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A fruit list whose first cell pushes ``pending`` from its layout, once.
final class PushOnLayoutFruitController: ReentrantFruitController {
  var pending: CountingDetailController?
  private(set) var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(PushingCell.self, forCellReuseIdentifier: "fruit")
  }

  override func viewWillAppear(_ animated: Bool) {
    calls.append("willAppear")
    super.viewWillAppear(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    calls.append("willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    calls.append("didDisappear")
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    if let pushing = cell as? PushingCell, let detail = pending {
      pending = nil
      pushing.owner = self
      pushing.detail = detail
    }
    return cell
  }
}
