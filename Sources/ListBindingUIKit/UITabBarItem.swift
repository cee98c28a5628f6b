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

  /// Creates an empty item, as `UITabBarItem()`.
  public init() {}

  /// Creates an item, as `UITabBarItem(title:image:selectedImage:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - selectedImage: The image while selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
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
    self.title = title
    self.image = image
    self.tag = tag
  }
}
