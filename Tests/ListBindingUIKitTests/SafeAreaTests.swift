import ListBindingTesting
import ListBindingUIKit
import Testing

// The safe area under the bars of a navigation controller and a tab bar controller. Sources:
// Apple's "UIView.safeAreaInsets" (the safe area "reflects the area not covered by navigation
// bars, tab bars, toolbars"; for a controller's root view the insets "account for the status
// bar, other visible bars"; for other views "only the portion … covered"), Apple's
// "UIView.safeAreaLayoutGuide", Apple's "UIScrollView.adjustedContentInset" (the safe area's
// insets "are then added to the values in the contentInset property") and
// "UIScrollView.ContentInsetAdjustmentBehavior.automatic" ("Content is always adjusted
// vertically when the scroll view is the content view of a view controller that is currently
// displayed by a navigation or tab bar controller"), and Apple's
// "UIViewController.viewSafeAreaInsetsDidChange()". The bars' heights (44 points for a
// navigation bar and a toolbar, 49 for a tab bar) and the absent status bar are *assumed*:
// Apple documents no height, and there is no status bar here.

@MainActor
@Suite("UIView: the safe area under bars", .recordsUIKitExceptions)
struct SafeAreaTests {
  @Test("A navigation controller's root view has the bar's height in its safe area")
  func rootUnderNavigationBar() {
    let root = SafeAreaController()
    let navigation = UINavigationController(rootViewController: root)
    let window = showInWindow(navigation)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(
      root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 390, height: 800))
    // The navigation controller's own view is not under its bar.
    #expect(navigation.view.safeAreaInsets == .zero)
    #expect(window.safeAreaInsets == .zero)
    _ = window
  }

  @Test("A view pinned to the safe area guide sits below the bar")
  func pinnedBelowBar() {
    let root = SafeAreaController()
    let window = showInWindow(UINavigationController(rootViewController: root))
    #expect(root.banner.frame == CGRect(x: 0, y: 44, width: 390, height: 30))
    // The banner is below the bar: nothing covers it.
    #expect(root.banner.safeAreaInsets == .zero)
    _ = window
  }

  @Test("A subview takes the part of the bar that covers it")
  func subviewUnderBar() {
    let root = SafeAreaController()
    let window = showInWindow(UINavigationController(rootViewController: root))
    let header = UIView(frame: CGRect(x: 0, y: 10, width: 390, height: 100))
    root.view.addSubview(header)
    #expect(header.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
    _ = window
  }

  @Test("A pushed controller is under the bar too; hiding the bar empties its safe area")
  func hiddenBar() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = showInWindow(navigation)
    let pushed = SafeAreaController()
    navigation.pushViewController(pushed, animated: false)
    #expect(pushed.view.safeAreaInsets.top == 44)
    #expect(pushed.changes == [44])
    #expect(pushed.banner.frame.minY == 44)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(pushed.view.safeAreaInsets == .zero)
    #expect(pushed.changes == [44, 0])
    #expect(pushed.banner.frame.minY == 0)
    navigation.isNavigationBarHidden = false
    #expect(pushed.changes == [44, 0, 44])
    _ = window
  }

  @Test("A shown toolbar covers the bottom of the top controller's view")
  func toolbar() {
    let root = SafeAreaController()
    let navigation = UINavigationController(rootViewController: root)
    let window = showInWindow(navigation)
    navigation.setToolbarHidden(false, animated: false)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
    _ = window
  }

  @Test("A tab's view has the tab bar at its bottom; a navigation controller in a tab both")
  func tabBar() {
    let plain = SafeAreaController()
    let listed = SafeAreaController()
    let tabs = UITabBarController()
    tabs.viewControllers = [plain, UINavigationController(rootViewController: listed)]
    let window = showInWindow(tabs)
    #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
    tabs.selectedIndex = 1
    #expect(listed.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    _ = window
  }

  @Test("A table controller's table under a bar adjusts its content inset and rests below it")
  func tableUnderBar() {
    let numbers = SafeAreaNumbersController()
    let window = showInWindow(UINavigationController(rootViewController: numbers))
    let table = numbers.tableView!
    #expect(table.safeAreaInsets.top == 44)
    #expect(table.contentInset == .zero)
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    // At rest at its top, the first row is just below the bar.
    #expect(table.contentOffset == CGPoint(x: 0, y: -44))
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    // 800 points below the bar: rows 0 to 18 show (row 18 partly).
    #expect(table.visibleCells.count == 19)
    // Scrolled to a row's top, the row sits below the bar.
    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    #expect(abs(table.contentOffset.y - 396) < 0.5)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 9, section: 0))
    _ = window
  }

  @Test("contentInsetAdjustmentBehavior .never leaves the table's inset and offset alone")
  func neverAdjusts() {
    let numbers = SafeAreaNumbersController()
    numbers.loadViewIfNeeded()
    numbers.tableView.contentInsetAdjustmentBehavior = .never
    let window = showInWindow(UINavigationController(rootViewController: numbers))
    #expect(numbers.tableView.adjustedContentInset == .zero)
    #expect(numbers.tableView.contentOffset == .zero)
    _ = window
  }

  @Test("A view in no window has no safe area")
  func notInstalled() {
    let root = SafeAreaController()
    _ = UINavigationController(rootViewController: root)
    root.loadViewIfNeeded()
    #expect(root.view.safeAreaInsets == .zero)
  }
}

/// A controller with a banner pinned to its safe area's top, recording the top insets it hears
/// of.
private final class SafeAreaController: UIViewController {
  let banner = UIView(frame: .zero)
  var changes: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(banner)
    banner.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 30),
    ])
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    changes.append(view.safeAreaInsets.top)
  }
}

/// A table controller of 100 rows of 44 points.
private final class SafeAreaNumbersController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Number")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    100
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
