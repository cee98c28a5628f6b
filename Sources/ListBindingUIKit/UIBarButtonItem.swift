import Foundation
import ListBinding

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`.
///
/// Target–action (`init(title:style:target:action:)` with a `#selector`) does not compile on
/// Linux; give the item a ``primaryAction`` or a ``menu`` instead, as UIKit does since iOS 14.
/// Nothing is drawn: a test reads what the item shows and taps it through ListBindingTesting.
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// The title, or `nil`.
  public var title: String?
  /// The image, or `nil`.
  public var image: UIImage?
  /// The style.
  public var style = Style.plain
  /// Whether a tap reaches the item. Default: `true`.
  public var isEnabled = true
  /// The action a tap runs, or `nil`, as `UIBarButtonItem.primaryAction`.
  ///
  /// As in UIKit, setting an action on an item that is not a system item gives the item the
  /// action's title and image (Apple: "When you assign a new value to this property, the title
  /// and image of the item update to match the primary action's title and image"); a system
  /// item keeps its system look, and setting `nil` leaves the title and image as they are, as
  /// UIKit's header says. An action made without a title has the title `""`, which the item
  /// takes too (*assumed*): give the action the item's title, `UIAction(title: "Clear") { … }`.
  ///
  /// - Complexity: O(1).
  public var primaryAction: UIAction? {
    didSet {
      guard let primaryAction, systemItem == nil else { return }
      title = primaryAction.title
      image = primaryAction.image
    }
  }
  /// The menu a tap shows, or `nil`.
  public var menu: UIMenu?
  /// An integer that identifies the item in your code.
  public var tag = 0
  /// The item's width in points, as `UIBarButtonItem.width`; 0, the default, lets the item
  /// size itself. A fixed space's width. Stored as set: nothing is laid out by it.
  public var width: CGFloat = 0
  /// The system item the item was made as, or `nil` for one with a title or image.
  package let systemItem: SystemItem?

  /// Creates an empty item, as `UIBarButtonItem()`.
  public init() { systemItem = nil }

  /// Creates an item with a title, an image, an action and a menu, as
  /// `UIBarButtonItem(title:image:primaryAction:menu:)`. The title and image are the action's
  /// when not given.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: The action a tap runs.
  ///   - menu: The menu a tap shows when there is no action.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
    systemItem = nil
  }

  /// Creates a system item, as `UIBarButtonItem(systemItem:primaryAction:menu:)`.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - primaryAction: The action a tap runs.
  ///   - menu: The menu a tap shows when there is no action.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    if systemItem == .done { style = .done }
  }

  /// Creates an item with a title and a style, as `UIBarButtonItem(title:style:target:action:)`.
  /// A `Selector` does not exist on Linux: `target` and `action` must be `nil`; give the item a
  /// ``primaryAction``.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - target: Ignored.
  ///   - action: Must be `nil`.
  public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
    self.init(title: title, image: nil, primaryAction: nil, menu: nil)
    self.style = style
  }

  /// Creates a system item, as `UIBarButtonItem(barButtonSystemItem:target:action:)`. A
  /// `Selector` does not exist on Linux: `target` and `action` must be `nil` (a
  /// `.flexibleSpace` or `.fixedSpace` needs no action); give any other item a
  /// ``primaryAction``.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - target: Ignored.
  ///   - action: Must be `nil`.
  /// - Complexity: O(1).
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?)
  {
    self.init(systemItem: systemItem, primaryAction: nil, menu: nil)
  }

  /// Creates an item with an image and a style, as
  /// `UIBarButtonItem(image:style:target:action:)`. A `Selector` does not exist on Linux:
  /// `target` and `action` must be `nil`; give the item a ``primaryAction``.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` for none.
  ///   - style: The style.
  ///   - target: Ignored.
  ///   - action: Must be `nil`.
  /// - Complexity: O(1).
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
    self.init(title: nil, image: image, primaryAction: nil, menu: nil)
    self.style = style
  }

  /// The look of an item, as `UIBarButtonItem.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// A plain item.
    case plain = 0
    /// An item for a confirming action, drawn bold.
    case done = 2
  }

  /// The items the system provides, as `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Hashable, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add (a plus sign).
    case add
    /// Flexible space between items.
    case flexibleSpace
    /// Fixed space between items.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Action (share).
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Close.
    case close = 24
  }
}
