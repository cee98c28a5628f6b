import ListBinding

/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`: its title and
/// bar button items. Recorded for tests, not drawn.
@preconcurrency @MainActor
open class UINavigationItem {
  /// The title, or `nil` to use the controller's.
  public var title: String?
  /// A line above the title, or `nil`.
  public var prompt: String?
  /// A view shown in place of the title, or `nil`.
  public var titleView: UIView?
  /// The item the next controller's back button shows, or `nil` for one titled with this
  /// item's title.
  public var backBarButtonItem: UIBarButtonItem?
  /// The back button's title, or `nil`.
  public var backButtonTitle: String?
  /// Whether the back button is hidden. Default: `false`.
  public var hidesBackButton = false
  /// The items on the leading side, leading first.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// The items on the trailing side, trailing first.
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// The search controller whose bar the navigation bar shows, or `nil`, as
  /// `UINavigationItem.searchController`.
  public var searchController: UISearchController?
  /// Whether the search bar hides while the content scrolls. Default: `true`.
  public var hidesSearchBarWhenScrolling = true
  /// When the title shows large, with a bar that prefers large titles. Default: `.automatic`.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// Creates an item with a title, as `UINavigationItem(title:)`.
  ///
  /// - Parameter title: The title.
  public init(title: String) {
    self.title = title.isEmpty ? nil : title
  }

  /// The first leading item, or `nil`. Setting it replaces ``leftBarButtonItems``.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item, or `nil`. Setting it replaces ``rightBarButtonItems``.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading item, as `setLeftBarButton(_:animated:)`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether to animate.
  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the trailing item, as `setRightBarButton(_:animated:)`.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether to animate.
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the leading items, as `setLeftBarButtonItems(_:animated:)`.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Whether to animate.
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items, as `setRightBarButtonItems(_:animated:)`.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Whether to animate.
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// When a title shows large, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the previous item in the navigation stack does.
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
  }
}
