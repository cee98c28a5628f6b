import Foundation
import ListBinding

/// A container that shows one of several controllers, chosen by a tab, as UIKit's
/// `UITabBarController`.
///
/// The selected controller appears and disappears with the tab bar controller, its view filling
/// the tab bar controller's (no bar is drawn or subtracted); selecting another tab while on
/// screen moves one controller off and the other on. A test taps a tab through
/// ListBindingTesting's `simulateTabSelection(at:)`, which asks the ``delegate`` as a user's
/// tap does; setting ``selectedIndex`` or ``selectedViewController`` in code does not.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selection: Int?

  /// The object told of a user's tab selections, held weakly, as
  /// `UITabBarController.delegate`.
  public weak var delegate: (any UITabBarControllerDelegate)?

  /// The bar that shows the tabs' items, as `UITabBarController.tabBar`: its `items` are the
  /// tabs' `tabBarItem`s, its `selectedItem` the selected tab's, its delegate the controller.
  /// Configure its look (`tintColor`, `unselectedItemTintColor`, `isHidden`); changing its
  /// items, selection or delegate raises UIKit's exception, as Apple's page warns ("You should
  /// never attempt to manipulate the UITabBar object itself").
  public private(set) lazy var tabBar: UITabBar = {
    let bar = UITabBar(frame: .zero)
    bar.managingController = self
    return bar
  }()

  /// Creates an empty tab bar controller, as `UITabBarController(nibName:bundle:)`.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a controller from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The controllers of the tabs, in order, or `nil` when there are none. Setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  ///
  /// - Complexity: O(1) to read.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs, as `setViewControllers(_:animated:)`. The selected controller stays
  /// selected when it is among the new ones, else the first is selected (*assumed*); when on
  /// screen, the old selection disappears and the new one appears.
  ///
  /// A controller given twice is kept once, at its first place (*assumed*: UIKit documents no
  /// exception); a controller that had another parent leaves it.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs, or `nil` for none.
  ///   - animated: Whether to animate; passed on to the appearance methods.
  /// - Complexity: O(*n* + *m*), the numbers of old and new tabs.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var seen = Set<ObjectIdentifier>()
    let newTabs = (viewControllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
    let oldSelected = selectedViewController
    for controller in tabs where !seen.contains(ObjectIdentifier(controller)) {
      controller.parent = nil
    }
    for controller in newTabs { controller.parent = self }
    tabs = newTabs
    if let oldSelected, let index = newTabs.firstIndex(where: { $0 === oldSelected }) {
      selection = index
    } else {
      selection = newTabs.isEmpty ? nil : 0
    }
    let newSelected = selectedViewController
    guard isOnScreen, oldSelected !== newSelected else { return }
    UIViewController.transition(
      disappearing: oldSelected, appearing: newSelected, animated: animated)
  }

  /// The index of the selected tab, as `UITabBarController.selectedIndex`; 0 when there are no
  /// tabs. Setting an index outside the tabs changes nothing (*assumed*: UIKit documents no
  /// exception).
  ///
  /// - Complexity: O(1) to read; a change costs the transition.
  open var selectedIndex: Int {
    get { selection ?? 0 }
    set {
      guard tabs.indices.contains(newValue) else { return }
      select(newValue)
    }
  }

  /// The selected controller, or `nil` when there are no tabs, as
  /// `UITabBarController.selectedViewController`. Setting a controller that is not one of the
  /// tabs changes nothing (*assumed*; Apple's documentation: "you can set this property only
  /// to a view controller in the viewControllers array").
  ///
  /// - Complexity: O(*n*) to set, the number of tabs.
  open var selectedViewController: UIViewController? {
    get { selection.map { tabs[$0] } }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      select(index)
    }
  }

  /// Selects a tab, moving the old selection off screen and the new one on when shown.
  func select(_ index: Int) {
    let old = selectedViewController
    selection = index
    let new = tabs[index]
    guard isOnScreen, old !== new else { return }
    UIViewController.transition(disappearing: old, appearing: new, animated: false)
  }

  override var appearanceChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
  override var containedChildren: [UIViewController] { tabs }
}

/// What a tab bar controller tells of a user's tab selections, as UIKit's
/// `UITabBarControllerDelegate`. Both methods are optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user's tap on a tab should select it. Default: `true`.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  /// - Returns: Whether to select it.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Called once the user's tap has selected a tab (also when it was selected already, as
  /// UIKit). Default: nothing.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Answers `true`.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

extension UIViewController {
  /// The nearest tab bar controller among the controller's parents, as
  /// `UIViewController.tabBarController`.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the controller among its parents.
  public var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type: made on first use, so it is never nil.)
  /// The item that represents the controller in a tab bar, as
  /// `UIViewController.tabBarItem`: made on first use with the controller's ``title``.
  public var tabBarItem: UITabBarItem! {
    get { ownTabBarItem }
    set { ownTabBarItem = newValue ?? UITabBarItem(title: title, image: nil, selectedImage: nil) }
  }
}
