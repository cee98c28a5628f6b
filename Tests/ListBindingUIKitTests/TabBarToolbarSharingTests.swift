import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Tab bar controllers, toolbars and the share sheet. Sources: Apple's documentation of
// `UITabBarController.selectedViewController` ("you can set this property only to a view
// controller in the viewControllers array"), `UIViewController.tabBarItem` (made on first use,
// with the controller's title), `UINavigationController.isToolbarHidden` ("The default value of
// this property is true"), and `UIActivityViewController.completionWithItemsHandler` (runs
// after the view controller is dismissed).

@MainActor
final class TabDelegate: UITabBarControllerDelegate {
  var allowed: Set<Int> = [0, 1, 2]
  var selected: [String?] = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    allowed.contains(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(viewController.title)
  }
}

@MainActor
@Suite("Tab bar controllers, toolbars and the share sheet", .recordsUIKitExceptions)
struct TabBarToolbarSharingTests {
  /// A shown tab bar controller with three logging tabs.
  private func shownTabs(_ log: CallLog) -> (UITabBarController, [LoggingViewController]) {
    let tabs = ["a", "b", "c"].map { LoggingViewController($0, log: log) }
    for tab in tabs { tab.title = tab.name.uppercased() }
    let tabBar = UITabBarController()
    tabBar.viewControllers = tabs
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabBar
    window.makeKeyAndVisible()
    return (tabBar, tabs)
  }

  @Test("The selected tab appears with the tab bar controller; selecting moves one off, one on")
  func selection() {
    let log = CallLog()
    let (tabBar, tabs) = shownTabs(log)
    #expect(log.take() == ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
    #expect(tabBar.selectedIndex == 0 && tabBar.selectedViewController === tabs[0])
    #expect(tabs[1].tabBarController === tabBar)
    tabBar.selectedIndex = 2
    #expect(
      log.take() == [
        "a.viewWillDisappear", "c.viewDidLoad", "c.viewWillAppear", "c.viewDidAppear",
        "a.viewDidDisappear",
      ])
    #expect(tabs[2].view.superview === tabBar.view)
    #expect(tabs[2].view.frame.size == UIScreen.main.bounds.size)
  }

  @Test(
    "Out-of-range indices and foreign controllers change nothing",
    arguments: [
      -1, 3, Int.max, Int.min,
    ])
  func hostileSelection(index: Int) {
    let log = CallLog()
    let (tabBar, tabs) = shownTabs(log)
    _ = log.take()
    tabBar.selectedIndex = index
    tabBar.selectedViewController = UIViewController()
    #expect(!tabBar.simulateTabSelection(at: index))
    #expect(tabBar.selectedViewController === tabs[0])
    #expect(log.take().isEmpty)
  }

  @Test("A user's tap asks the delegate, then selects and tells it")
  func userTap() {
    let log = CallLog()
    let (tabBar, _) = shownTabs(log)
    let delegate = TabDelegate()
    delegate.allowed = [0, 2]
    tabBar.delegate = delegate
    #expect(!tabBar.simulateTabSelection(at: 1))
    #expect(tabBar.selectedIndex == 0)
    #expect(tabBar.simulateTabSelection(at: 2))
    #expect(tabBar.simulateTabSelection(at: 2))
    #expect(delegate.selected == ["C", "C"])
  }

  @Test("Replacing the tabs keeps the selection when it stays, else selects the first")
  func replacing() {
    let log = CallLog()
    let (tabBar, tabs) = shownTabs(log)
    tabBar.selectedIndex = 1
    tabBar.setViewControllers([tabs[2], tabs[1], tabs[1]], animated: false)
    #expect(tabBar.viewControllers?.count == 2)
    #expect(tabBar.selectedIndex == 1 && tabBar.selectedViewController === tabs[1])
    #expect(tabs[0].tabBarController == nil)
    tabBar.viewControllers = [tabs[0]]
    #expect(tabBar.selectedViewController === tabs[0])
    tabBar.viewControllers = nil
    #expect(tabBar.selectedViewController == nil && tabBar.selectedIndex == 0)
  }

  @Test("A tab bar item is made with the title, and keeps its badge")
  func tabBarItems() {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.tabBarItem.title == "Inbox")
    controller.tabBarItem.badgeValue = "3"
    #expect(controller.tabBarItem.badgeValue == "3")
    controller.tabBarItem = UITabBarItem(
      title: "Mail", image: UIImage(systemName: "tray"), selectedImage: nil)
    #expect(controller.tabBarItem.title == "Mail" && controller.tabBarItem.badgeValue == nil)
  }

  @Test("Toolbar items, flexible and fixed spaces, and the navigation controller's toolbar")
  func toolbar() {
    let controller = UIViewController()
    let navigation = UINavigationController(rootViewController: controller)
    #expect(navigation.isToolbarHidden)
    navigation.setToolbarHidden(false, animated: true)
    #expect(!navigation.isToolbarHidden)
    let share = UIBarButtonItem(systemItem: .action)
    controller.setToolbarItems([.flexibleSpace(), share, .fixedSpace(12)], animated: false)
    #expect(controller.toolbarItems?.count == 3)
    #expect(controller.toolbarItems?.first?.barButtonSystemItem == .flexibleSpace)
    #expect(controller.toolbarItems?.last?.width == 12)
    controller.toolbarItems = nil
    #expect(controller.toolbarItems == nil)
    for width in [CGFloat.nan, .infinity, -5] {
      #expect(UIBarButtonItem.fixedSpace(width).barButtonSystemItem == .fixedSpace)
    }
  }

  @Test("The share sheet is presented, records its items, and completes after its dismissal")
  func sharing() async {
    final class Bookmark: UIActivity {
      var performed: [String] = []
      var items: [Any] = []
      override var activityType: UIActivity.ActivityType? { .init("app.bookmark") }
      override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
      override func perform() { performed.append("perform") }
    }
    let controller = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let bookmark = Bookmark()
    let sheet = UIActivityViewController(
      activityItems: ["Milk", URL(string: "https://example.com/milk") as Any],
      applicationActivities: [bookmark])
    sheet.excludedActivityTypes = [.print]
    var results: [(UIActivity.ActivityType?, Bool)] = []
    sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type, completed))
    }
    controller.present(sheet, animated: true)
    #expect(controller.presentedViewController === sheet)
    #expect(sheet.sharedItems.first as? String == "Milk")

    #expect(!sheet.simulateActivitySelection(.print))
    #expect(sheet.simulateActivitySelection(.init("app.bookmark")))
    #expect(controller.presentedViewController == nil)
    #expect(results.isEmpty)
    await drainMainQueue()
    #expect(results.count == 1 && results.first?.0 == .init("app.bookmark"))
    #expect(results.first?.1 == true)
    #expect(bookmark.performed == ["perform"] && bookmark.items.count == 2)

    let cancelled = UIActivityViewController(activityItems: [], applicationActivities: nil)
    cancelled.completionWithItemsHandler = { type, completed, _, _ in
      results.append((type, completed))
    }
    controller.present(cancelled, animated: false)
    cancelled.simulateCancel()
    await drainMainQueue()
    #expect(results.count == 2 && results.last?.0 == nil && results.last?.1 == false)
  }

  @Test("A delegate that selects another tab from didSelect, and a sheet presented again")
  func reentrant() async {
    @MainActor
    final class Redirecting: UITabBarControllerDelegate {
      var calls = 0
      func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
      ) {
        calls += 1
        if calls < 5 { tabBarController.simulateTabSelection(at: 0) }
      }
    }
    let log = CallLog()
    let (tabBar, tabs) = shownTabs(log)
    let delegate = Redirecting()
    tabBar.delegate = delegate
    tabBar.simulateTabSelection(at: 2)
    #expect(delegate.calls == 5)
    #expect(tabBar.selectedViewController === tabs[0])
    #expect(tabs[0].onScreen && !tabs[2].onScreen)

    let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
    var completions = 0
    sheet.completionWithItemsHandler = { [unowned tabBar, unowned sheet] _, _, _, _ in
      completions += 1
      if completions == 1 { tabBar.present(sheet, animated: false) }
    }
    tabBar.present(sheet, animated: false)
    sheet.simulateCancel()
    await drainMainQueue()
    #expect(completions == 1 && tabBar.presentedViewController === sheet)
    sheet.simulateCancel()
    await drainMainQueue()
    #expect(completions == 2 && tabBar.presentedViewController == nil)
  }
}
