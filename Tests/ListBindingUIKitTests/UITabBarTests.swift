import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages UITabBar (items, selectedItem, setItems(_:animated:), delegate,
// unselectedItemTintColor), UITabBarDelegate.tabBar(_:didSelect:), UITabBarController.tabBar
// ("You should never attempt to manipulate the UITabBar object itself stored in this
// property"; UIKit raises "Directly modifying a tab bar managed by a tab bar controller is not
// allowed." and "Changing the delegate of a tab bar managed by a tab bar controller is not
// allowed."), UITabBarItem(tabBarSystemItem:tag:) and UITabBarItem.SystemItem (raw values).

/// A filter screen with a tab bar of its own, as apps build a segmented bottom bar: the
/// controller is the bar's delegate and filters its list by the tapped item's tag.
private final class InboxController: UIViewController, UITabBarDelegate {
  let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
  var filter = 0
  var taps: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let all = UITabBarItem(title: "All", image: nil, tag: 0)
    let unread = UITabBarItem(title: "Unread", image: nil, tag: 1)
    let flagged = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
    bar.setItems([all, unread, flagged], animated: false)
    bar.selectedItem = all
    bar.delegate = self
    bar.unselectedItemTintColor = .gray
    view.addSubview(bar)
  }

  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    taps.append(item.title ?? "system \(item.tag)")
    filter = item.tag
  }
}

@MainActor
@Suite("UITabBar: items, selection and delegate", .recordsUIKitExceptions)
struct UITabBarTests {
  @Test("A bar of your own: a tap selects the item and tells the delegate")
  func ownBar() throws {
    let controller = InboxController()
    let window = showInWindow(controller)
    let items = try #require(controller.bar.items)
    #expect(items.map(\.title) == ["All", "Unread", nil])
    #expect(controller.bar.selectedItem === items[0])
    #expect(controller.bar.simulateTap(on: items[2]))
    #expect(controller.bar.selectedItem === items[2])
    #expect(controller.filter == 2)
    #expect(controller.taps == ["system 2"])
    #expect(items[2].tabBarSystemItem == .favorites)
    #expect(items[0].tabBarSystemItem == nil)
    items[1].isEnabled = false
    #expect(!controller.bar.simulateTap(on: items[1]))
    #expect(controller.bar.selectedItem === items[2])
    // Setting the selection in code tells the delegate nothing; an item not in the bar is
    // ignored; new items without the selected one clear it.
    controller.bar.selectedItem = items[0]
    controller.bar.selectedItem = UITabBarItem(title: "Other", image: nil, tag: 9)
    #expect(controller.bar.selectedItem === items[0])
    #expect(controller.taps == ["system 2"])
    controller.bar.items = [items[1]]
    #expect(controller.bar.selectedItem == nil)
    _ = window
  }

  @Test("A tab bar controller's bar shows its tabs' items and refuses changes")
  func managedBar() throws {
    let tabs = UITabBarController()
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 0)
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
    tabs.viewControllers = [first, second]
    let window = showInWindow(tabs)
    #expect(tabs.tabBar.items?.count == 2)
    #expect(tabs.tabBar.items?[1] === second.tabBarItem)
    #expect(tabs.tabBar.selectedItem === first.tabBarItem)
    #expect(tabs.tabBar.delegate === tabs)
    #expect(tabs.tabBar.simulateTap(on: second.tabBarItem))
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.tabBar.selectedItem === second.tabBarItem)
    tabs.tabBar.items?[0].badgeValue = "3"
    #expect(first.tabBarItem.badgeValue == "3")
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Directly modifying a tab bar managed by a tab bar controller is not allowed."
    ) {
      tabs.tabBar.setItems([UITabBarItem()], animated: false)
    }
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Changing the delegate of a tab bar managed by a tab bar controller is not allowed."
    ) {
      tabs.tabBar.delegate = nil
    }
    #expect(tabs.tabBar.items?.count == 2)
    #expect(tabs.tabBar.delegate === tabs)
    _ = window
  }

  @Test("Signatures and raw values: UIKit's declarations")
  func signatures() {
    let makeSystem: (UITabBarItem.SystemItem, Int) -> UITabBarItem =
      UITabBarItem.init(tabBarSystemItem:tag:)
    let items: ReferenceWritableKeyPath<UITabBar, [UITabBarItem]?> = \.items
    let selected: ReferenceWritableKeyPath<UITabBar, UITabBarItem?> = \.selectedItem
    let delegate: ReferenceWritableKeyPath<UITabBar, (any UITabBarDelegate)?> = \.delegate
    let tabBar: KeyPath<UITabBarController, UITabBar> = \.tabBar
    _ = (makeSystem, items, selected, delegate, tabBar)
    #expect(UITabBarItem.SystemItem.more.rawValue == 0)
    #expect(UITabBarItem.SystemItem.search.rawValue == 8)
    #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
    #expect(UITabBarItem(tabBarSystemItem: .search, tag: 4).tag == 4)
    #expect(UITabBar(frame: .zero).isTranslucent)
  }
}
