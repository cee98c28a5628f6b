import ListBindingTesting
import ListBindingUIKit
import Testing

// Where a controller's view goes, and at what size, when it is pushed or presented. Sources:
// Apple's "UIWindow.rootViewController" (the root view "is configured to track the window
// size"); Apple's "UINavigationController", section "Navigation controller views" (the
// navigation controller's view holds the bar and the top controller's content view, which
// underlaps the bar, so the content view is the navigation controller's whole view, and the
// bar shows in its safe area: see SafeAreaTests); Apple's "UIPresentationController.frameOfPresentedViewInContainerView"
// (by default the container view's frame: the presented content occupies the whole
// presentation space); Apple's "viewDidDisappear(_:)" (the view "was removed from a view
// hierarchy"). The size of a sheet, smaller than the window in UIKit, is a simplification:
// every style takes the window's bounds (see the article "The object model").

@MainActor
@Suite("UIViewController: views sized when pushed or presented", .recordsUIKitExceptions)
struct UIViewControllerPlacementTests {
  private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test("A pushed table controller fills the navigation controller's view and shows rows")
  func pushedTableController() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = showInWindow(navigation)
    let numbers = NumbersController()
    navigation.pushViewController(numbers, animated: true)
    #expect(numbers.tableView.frame == screen)
    #expect(numbers.tableView.superview === navigation.view)
    #expect(navigation.view.superview === window)
    // 800 points of 44-point rows below the bar: rows 0 to 18 are on screen (the table rests
    // at -44, under the bar).
    #expect(numbers.tableView.visibleCells.count == 19)
    #expect(numbers.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(numbers.tableView.cellForRow(at: IndexPath(row: 18, section: 0)) != nil)
    #expect(numbers.tableView.cellForRow(at: IndexPath(row: 19, section: 0)) == nil)
  }

  @Test("The root of a navigation controller in a window fills it too")
  func navigationRoot() {
    let numbers = NumbersController()
    let navigation = UINavigationController(rootViewController: numbers)
    let window = showInWindow(navigation)
    #expect(navigation.view.frame == screen)
    #expect(numbers.tableView.frame == screen)
    #expect(!numbers.tableView.visibleCells.isEmpty)
    _ = window
  }

  @Test("A table pinned with anchors in a pushed controller takes the container's size")
  func pinnedTableInPushedController() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = showInWindow(navigation)
    let pinned = PinnedTableController()
    navigation.pushViewController(pinned, animated: false)
    #expect(pinned.view.frame == screen)
    // Its top is pinned to the safe area's, below the 44-point bar.
    #expect(pinned.table.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    #expect(pinned.table.visibleCells.count == 19)
    _ = window
  }

  @Test("The size is there in viewWillAppear; the view is in the window by viewDidAppear")
  func sizeAtViewWillAppear() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = showInWindow(navigation)
    let probe = ProbeController()
    navigation.pushViewController(probe, animated: true)
    #expect(probe.sizeAtWillAppear == screen.size)
    #expect(probe.inWindowAtDidAppear)
    _ = window
  }

  @Test("A pop takes the popped view out; the view under it is back in the container")
  func pop() {
    let list = NumbersController()
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    let detail = NumbersController()
    navigation.pushViewController(detail, animated: true)
    #expect(list.view.superview == nil)
    navigation.popViewController(animated: true)
    #expect(detail.view.superview == nil)
    #expect(list.view.superview === navigation.view)
    #expect(list.tableView.frame == screen)
    _ = window
  }

  @Test("A controller pushed off screen is sized when its navigation controller shows")
  func pushedOffScreen() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let numbers = NumbersController()
    navigation.pushViewController(numbers, animated: false)
    #expect(!numbers.isViewLoaded)
    let window = showInWindow(navigation)
    #expect(numbers.tableView.frame == screen)
    #expect(numbers.tableView.visibleCells.count == 19)
    _ = window
  }

  @Test(
    "A presented table controller fills the window, in every style",
    arguments: [
      UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen,
      .currentContext, .overCurrentContext, .custom, .popover, .none,
    ])
  func presented(style: UIModalPresentationStyle) {
    let root = UIViewController()
    let window = showInWindow(root)
    let numbers = NumbersController()
    numbers.modalPresentationStyle = style
    root.present(numbers, animated: true)
    #expect(numbers.tableView.frame == screen)
    #expect(numbers.tableView.superview === window)
    #expect(numbers.tableView.visibleCells.count == 20)
    // The covering styles take the presenter's view out of the window (Apple's
    // "UIModalPresentationStyle.fullScreen": the presenter's views "are removed after the
    // presentation completes"); the others leave it.
    let covers = style == .fullScreen || style == .currentContext
    #expect((root.view.superview === window) == !covers)
    numbers.dismiss(animated: true)
    #expect(numbers.view.superview == nil)
    #expect(root.view.superview === window)
    #expect(root.view.frame == screen)
  }

  @Test("A presented navigation controller fills the window, and its top controller fills it")
  func presentedNavigation() {
    let root = UIViewController()
    let window = showInWindow(root)
    let pinned = PinnedTableController()
    let navigation = UINavigationController(rootViewController: pinned)
    root.present(navigation, animated: true)
    #expect(navigation.view.frame == screen)
    #expect(pinned.view.superview === navigation.view)
    #expect(pinned.table.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    #expect(!pinned.table.visibleCells.isEmpty)
    _ = window
  }

  @Test("A controller presented by a presented controller fills the window as well")
  func presentedTwice() {
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let first = UIViewController()
    let second = NumbersController()
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(second.tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(second.view.superview === window)
    root.dismiss(animated: false)
    #expect(first.view.superview == nil)
    #expect(second.view.superview == nil)
  }

  @Test("Random pushes, pops, presentations and dismissals keep every view on screen sized")
  func randomized() {
    let seed: UInt64 = 0x51_2E_D0
    var generator = SplitMix64(seed: seed)
    let styles: [UIModalPresentationStyle] = [.automatic, .fullScreen, .overFullScreen]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let bounds = window.bounds
    let base = UINavigationController(rootViewController: NumbersController())
    window.rootViewController = base
    window.makeKeyAndVisible()
    // The navigation controllers on screen, the window's first: each presented one on top.
    var navigations = [base]
    UIKitException.withHandler({ _ in }) {
      for step in 0..<400 {
        let top = navigations[navigations.count - 1]
        switch generator.next() % 4 {
        case 0, 1:
          top.pushViewController(NumbersController(), animated: false)
        case 2:
          top.popViewController(animated: false)
        default:
          if navigations.count > 1, generator.next() % 2 == 0 {
            top.dismiss(animated: false)
            navigations.removeLast()
          } else {
            let presented = UINavigationController(rootViewController: NumbersController())
            presented.modalPresentationStyle = styles[Int(generator.next() % 3)]
            top.present(presented, animated: false)
            navigations.append(presented)
          }
        }
        for (level, navigation) in navigations.enumerated() {
          let onTop = level == navigations.count - 1
          let shown = onTop || navigations[level + 1].modalPresentationStyle != .fullScreen
          let context = "step \(step), level \(level), seed \(seed)"
          #expect((navigation.view.superview === window) == shown, "\(context)")
          #expect(navigation.view.frame == bounds, "\(context)")
          for controller in navigation.viewControllers {
            let isTop = controller === navigation.topViewController
            #expect(
              (controller.viewIfLoaded?.superview === navigation.view) == (isTop && shown),
              "\(context)")
            guard isTop, let numbers = controller as? NumbersController else { continue }
            #expect(numbers.tableView.frame == bounds, "\(context)")
          }
        }
      }
    }
  }
}

/// A table controller, written as UIKit code is, with 100 rows.
private final class NumbersController: UITableViewController {
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

/// A controller, written as UIKit code is, whose table is pinned to its view with anchors.
private final class PinnedTableController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(table)
    table.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    table.dataSource = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A controller that records its view's size at `viewWillAppear` and whether it is in a window
/// at `viewDidAppear`.
private final class ProbeController: UIViewController {
  var sizeAtWillAppear: CGSize?
  var inWindowAtDidAppear = false

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    sizeAtWillAppear = view.frame.size
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    var ancestor = view.superview
    while let current = ancestor, !(current is UIWindow) { ancestor = current.superview }
    inWindowAtDidAppear = ancestor != nil
  }
}
