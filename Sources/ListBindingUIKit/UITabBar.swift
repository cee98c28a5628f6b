import Foundation
import ListBinding

/// A bar of items of which one is selected, as UIKit's `UITabBar`. Recorded, not drawn.
///
/// A bar of your own holds the ``items`` you give it and tells its ``delegate`` when a user
/// taps one (ListBindingTesting's `simulateTap(on:)`). A tab bar controller's ``UITabBarController/tabBar`` shows
/// the `tabBarItem` of each of the controller's tabs, the selected tab's item selected; its
/// items, selection and delegate belong to the controller, and changing them raises UIKit's
/// exception and changes nothing.
@preconcurrency @MainActor
open class UITabBar: UIView {
  private var ownItems: [UITabBarItem]?
  private weak var ownSelectedItem: UITabBarItem?
  private weak var ownDelegate: (any UITabBarDelegate)?
  /// The tab bar controller whose bar this is, or `nil` for a bar of your own.
  package internal(set) weak var managingController: UITabBarController?

  /// The colour of the items that are not selected, or `nil` for the default, as
  /// `UITabBar.unselectedItemTintColor`. Recorded.
  open var unselectedItemTintColor: UIColor?
  /// The bar's background colour, or `nil` for the default, as `UITabBar.barTintColor`.
  /// Recorded.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent, as `UITabBar.isTranslucent`. Default: `true`. Recorded.
  open var isTranslucent = true

  /// Creates a bar with a frame, as `UITabBar(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The object told of a user's taps on the items, held weakly, as `UITabBar.delegate`.
  ///
  /// A tab bar controller's bar has the controller as its delegate; setting another raises
  /// `NSInternalInconsistencyException` ("Changing the delegate of a tab bar managed by a tab
  /// bar controller is not allowed.") and changes nothing.
  open var delegate: (any UITabBarDelegate)? {
    get { managingController ?? ownDelegate }
    set {
      guard managingController == nil else {
        Self.managedException(
          "Changing the delegate of a tab bar managed by a tab bar controller is not allowed."
        ).raise()
        return
      }
      ownDelegate = newValue
    }
  }

  /// The items, in order, or `nil` for none, as `UITabBar.items`. Setting it is
  /// ``setItems(_:animated:)`` without animation.
  ///
  /// - Complexity: O(*n*) for a tab bar controller's *n* tabs, else O(1).
  open var items: [UITabBarItem]? {
    get {
      guard let managingController else { return ownItems }
      return managingController.viewControllers?.map { $0.tabBarItem }
    }
    set { setItems(newValue, animated: false) }
  }

  /// Replaces the items, as `UITabBar.setItems(_:animated:)`. The selected item stays selected
  /// when it is among the new ones; else none is (*assumed*).
  ///
  /// A tab bar controller's bar raises `NSInternalInconsistencyException` ("Directly
  /// modifying a tab bar managed by a tab bar controller is not allowed.") and changes
  /// nothing.
  ///
  /// - Parameters:
  ///   - items: The new items, or `nil` for none.
  ///   - animated: Whether to animate; nothing animates here.
  /// - Complexity: O(*n*) for *n* items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    guard managingController == nil else {
      Self.managedException(
        "Directly modifying a tab bar managed by a tab bar controller is not allowed."
      ).raise()
      return
    }
    ownItems = items
    if let selected = ownSelectedItem, !(items ?? []).contains(where: { $0 === selected }) {
      ownSelectedItem = nil
    }
  }

  /// The selected item, or `nil` for none, as `UITabBar.selectedItem`. Setting it tells the
  /// delegate nothing, as in UIKit; a user's tap does. Setting an item that is not one of
  /// ``items`` changes nothing (*assumed*).
  ///
  /// A tab bar controller's bar shows the selected tab's item; setting it raises
  /// `NSInternalInconsistencyException` ("Directly modifying a tab bar managed by a tab bar
  /// controller is not allowed.", *assumed* for this property) and changes nothing.
  ///
  /// - Complexity: O(*n*) for *n* items.
  open var selectedItem: UITabBarItem? {
    get {
      guard let managingController else { return ownSelectedItem }
      return managingController.viewControllers == nil
        ? nil : managingController.selectedViewController?.tabBarItem
    }
    set {
      guard managingController == nil else {
        Self.managedException(
          "Directly modifying a tab bar managed by a tab bar controller is not allowed."
        ).raise()
        return
      }
      guard let newValue else {
        ownSelectedItem = nil
        return
      }
      guard (ownItems ?? []).contains(where: { $0 === newValue }) else { return }
      ownSelectedItem = newValue
    }
  }

  private static func managedException(_ reason: String) -> UIKitException {
    UIKitException(name: .internalInconsistencyException, reason: reason)
  }
}

/// What a tab bar tells of a user's taps on its items, as UIKit's `UITabBarDelegate`.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// Called once the user's tap has selected an item (also when it was selected already), as
  /// `UITabBarDelegate.tabBar(_:didSelect:)`. Default: nothing.
  ///
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The item tapped.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The item tapped.
  /// - Complexity: O(1).
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

extension UITabBarController: UITabBarDelegate {}
