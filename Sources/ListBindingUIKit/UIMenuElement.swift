import ListBinding

/// An element of a menu, as UIKit's `UIMenuElement`: the common base of ``UIAction`` and
/// ``UIMenu``.
@preconcurrency @MainActor
open class UIMenuElement {
  /// The element's title.
  public var title: String
  /// The element's image, or `nil`.
  public var image: UIImage?
  /// The element's subtitle, or `nil`.
  public var subtitle: String?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }

  /// Attributes of a menu element, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The element cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element is destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element keeps the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether a menu element is checked, as `UIMenuElement.State`.
  public enum State: Int, Hashable, Sendable {
    /// Not checked.
    case off = 0
    /// Checked.
    case on = 1
    /// Partly checked.
    case mixed = 2
  }
}

/// A menu, as UIKit's `UIMenu`: a titled group of actions and submenus.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
  /// The menu's identifier.
  public let identifier: Identifier
  /// How the menu shows.
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [UIMenuElement]

  /// Creates a menu, as `UIMenu(title:subtitle:image:identifier:options:children:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - subtitle: The subtitle.
  ///   - image: The image.
  ///   - identifier: The identifier; a unique one when `nil`.
  ///   - options: How the menu shows.
  ///   - children: The actions and submenus.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// A menu's identifier, as `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows, as `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shows the children inline in the parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is checked.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }
}
