import Foundation
import ListBinding

// The items a controller shows in its navigation controller's toolbar, and the spaces between
// them.

extension UIViewController {
  /// The items of the toolbar shown while the controller is on top of a navigation controller,
  /// or `nil`, as `UIViewController.toolbarItems`. Recorded, not drawn.
  ///
  /// - Complexity: O(1).
  public var toolbarItems: [UIBarButtonItem]? {
    get { ownToolbarItems }
    set { ownToolbarItems = newValue }
  }

  /// Sets the toolbar items, as `setToolbarItems(_:animated:)`.
  ///
  /// - Parameters:
  ///   - toolbarItems: The items, or `nil`.
  ///   - animated: Whether to animate; recorded nowhere.
  /// - Complexity: O(1).
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    ownToolbarItems = toolbarItems
  }
}

extension UIBarButtonItem {
  /// A flexible space, which pushes the items beside it apart, as
  /// `UIBarButtonItem.flexibleSpace()`.
  ///
  /// UIKit's returns `Self`; this one returns a `UIBarButtonItem`, which is what UIKit code
  /// calls it on.
  ///
  /// - Returns: The item, of the `.flexibleSpace` system item.
  /// - Complexity: O(1).
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A space of a fixed width, as `UIBarButtonItem.fixedSpace(_:)`.
  ///
  /// - Parameter width: The width in points, stored as given.
  /// - Returns: The item, of the `.fixedSpace` system item.
  /// - Complexity: O(1).
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }
}
