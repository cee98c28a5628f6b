import ListBinding

/// The item that represents a controller in a tab bar, as UIKit's `UITabBarItem`. Recorded,
/// not drawn: a test reads its title and badge.
@preconcurrency @MainActor
open class UITabBarItem {
  /// The title, or `nil`.
  open var title: String?
  /// The image, or `nil`.
  open var image: UIImage?
  /// The image shown while the tab is selected, or `nil` for ``image``.
  open var selectedImage: UIImage?
  /// The text of the badge, or `nil` for none, as `UITabBarItem.badgeValue`.
  open var badgeValue: String?
  /// The badge's colour, or `nil` for the default.
  open var badgeColor: UIColor?
  /// An integer that identifies the item in your code.
  open var tag = 0
  /// Whether the item can be tapped. Default: `true`.
  open var isEnabled = true

  /// The system item the item was made as, or `nil` for one made with a title or an image.
  package let systemItem: SystemItem?

  /// The items whose title and image the system provides, as `UITabBarItem.SystemItem`, with
  /// UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites = 1
    /// Featured.
    case featured = 2
    /// Top Rated.
    case topRated = 3
    /// Recents.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// Most Recent.
    case mostRecent = 10
    /// Most Viewed.
    case mostViewed = 11
  }

  /// Creates an empty item, as `UITabBarItem()`.
  public init() { systemItem = nil }

  /// Creates a system item, as `UITabBarItem(tabBarSystemItem:tag:)`. The system draws its
  /// title and image: ``title`` and ``image`` stay `nil`, as in UIKit (*assumed*), and
  /// ListBindingTesting's `tabBarSystemItem` tells which item it is.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - tag: The tag.
  /// - Complexity: O(1).
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
  }

  /// Creates an item, as `UITabBarItem(title:image:selectedImage:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - selectedImage: The image while selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    systemItem = nil
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates an item, as `UITabBarItem(title:image:tag:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: The tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    systemItem = nil
    self.title = title
    self.image = image
    self.tag = tag
  }
}
