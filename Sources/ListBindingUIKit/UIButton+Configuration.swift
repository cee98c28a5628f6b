import Foundation
import ListBinding

// UIKit's button configurations (iOS 15, the package's floor): Apple's "UIButton.Configuration"
// ("a configuration that specifies the appearance and behavior of a button and its contents").
// Recorded, not drawn: a configured button is drawn as any button, by its title and image, which
// the configuration sets for the normal state. The styles' insets and corner style are
// *assumed* (Apple's values depend on the button size and the platform).

extension Button {
  /// The appearance and contents of a button, as UIKit's `UIButton.Configuration`: a value that
  /// a button copies when it is set as its ``configuration``.
  ///
  /// Start from a style, `.plain()`, `.filled()`, `.tinted()`, `.gray()`, `.borderless()`,
  /// `.bordered()`, `.borderedTinted()` or `.borderedProminent()`, then set its title, image and
  /// colours:
  ///
  /// ```swift
  /// var configuration = UIButton.Configuration.filled()
  /// configuration.title = "Add"
  /// configuration.image = UIImage(systemName: "plus")
  /// configuration.imagePadding = 8
  /// let button = UIButton(configuration: configuration, primaryAction: nil)
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// The style a configuration starts from: what distinguishes `.filled()` from `.plain()`.
    enum Style: Hashable, Sendable {
      case plain, filled, tinted, gray, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style

    /// The button's title, as `UIButton.Configuration.title`; `nil` by default.
    public var title: String?
    /// A line under the title, as `UIButton.Configuration.subtitle`; `nil` by default. The
    /// text renderer draws it after the title: `[Add · Free delivery]`.
    public var subtitle: String?
    /// The image, as `UIButton.Configuration.image`; `nil` by default.
    public var image: UIImage?
    /// The colour of the title and image, as `baseForegroundColor`; `nil` (the style's).
    /// Recorded only.
    public var baseForegroundColor: UIColor?
    /// The colour of the background, as `baseBackgroundColor`; `nil` (the style's). Recorded
    /// only.
    public var baseBackgroundColor: UIColor?
    /// Where the image sits beside the title, as `imagePlacement`; `.leading` by default.
    /// Recorded only.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between the image and the title, as `imagePadding`; 0 by default. Recorded
    /// only.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle, as `titlePadding`; 0 by default.
    /// Recorded only.
    public var titlePadding: CGFloat = 0
    /// The space around the contents, as `contentInsets`; 7 points above and below and 12 at
    /// the sides by default (*assumed*). Recorded only.
    public var contentInsets = NSDirectionalEdgeInsets(
      top: 7, leading: 12, bottom: 7, trailing: 12)
    /// How the background's corners are rounded, as `cornerStyle`; `.dynamic` by default.
    /// Recorded only.
    public var cornerStyle = CornerStyle.dynamic
    /// The size of the button's contents, as `buttonSize`; `.medium` by default. Recorded only.
    public var buttonSize = Size.medium

    init(style: Style) { self.style = style }

    /// A configuration without a background, as `UIButton.Configuration.plain()`.
    ///
    /// - Complexity: O(1).
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A configuration with a background of the tint colour, as `.filled()`.
    ///
    /// - Complexity: O(1).
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A configuration with a light tinted background, as `.tinted()`.
    ///
    /// - Complexity: O(1).
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A configuration with a gray background, as `.gray()`.
    ///
    /// - Complexity: O(1).
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A configuration without a background or border, as `.borderless()`.
    ///
    /// - Complexity: O(1).
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A configuration of the bordered style, as `.bordered()`.
    ///
    /// - Complexity: O(1).
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A configuration of the bordered, tinted style, as `.borderedTinted()`.
    ///
    /// - Complexity: O(1).
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A configuration of the bordered style that stands out, as `.borderedProminent()`.
    ///
    /// - Complexity: O(1).
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    /// How a configured button's background corners are rounded, as
    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Hashable, Sendable {
      /// The background's own corner radius.
      case fixed = -1
      /// A radius that follows the button's size and text size.
      case dynamic = 0
      /// A small radius.
      case small = 1
      /// A medium radius.
      case medium = 2
      /// A large radius.
      case large = 3
      /// Ends rounded into half circles.
      case capsule = 4
    }

    /// The size of a configured button's contents, as `UIButton.Configuration.Size`.
    public enum Size: Int, Hashable, Sendable {
      /// The smallest.
      case mini = 0
      /// Small.
      case small = 1
      /// Medium, the default.
      case medium = 2
      /// Large.
      case large = 3
    }
  }

  /// The button's configuration, as `UIButton.configuration`; `nil` by default.
  ///
  /// Setting one records it and sets the button's title and image for the normal state to the
  /// configuration's ``Configuration/title`` and ``Configuration/image`` (a `nil` title or
  /// image keeps the button's), and its ``ListBinding/Button/subtitle`` to the configuration's
  /// ``Configuration/subtitle``, so the text renderer draws a configured button by its title
  /// and subtitle: `[Save · 3 files]`. The rest is recorded. A
  /// ``ListBinding/Button/configurationUpdateHandler`` that sets a new configuration as the
  /// button's state changes is drawn so at once.
  ///
  /// - Complexity: O(1) expected.
  public var configuration: Configuration? {
    get { ButtonConfigurations.entries.existing(self) ?? nil }
    set {
      ButtonConfigurations.entries[self] = newValue
      guard let newValue else {
        subtitle = nil
        return
      }
      if let title = newValue.title { setTitle(title, for: .normal) }
      if let image = newValue.image { setImage(image, for: .normal) }
      subtitle = newValue.subtitle
    }
  }

  /// Creates a button with a configuration that performs `primaryAction`, as
  /// `UIButton(configuration:primaryAction:)`: the action is registered for
  /// `UIControl.Event.primaryActionTriggered`; the configuration's title and image, when set,
  /// win over the action's (*assumed*).
  ///
  /// - Parameters:
  ///   - configuration: The button's configuration.
  ///   - primaryAction: The action a tap performs, or `nil` for none.
  /// - Complexity: O(1).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    self.configuration = configuration
  }
}

/// The edges of a rectangle by leading and trailing side, as UIKit's `NSDirectionalRectEdge`:
/// where a configured button's image sits (``ListBinding/Button/Configuration/imagePlacement``).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edges' bits, UIKit's values.
  public let rawValue: UInt

  /// Edges of the given bits.
  ///
  /// - Parameter rawValue: The bits.
  /// - Complexity: O(1).
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// No edge.
  public static let none: NSDirectionalRectEdge = []
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// The configurations set on buttons.
@MainActor
private enum ButtonConfigurations {
  static let entries = SideTable<Button, Button.Configuration?> { nil }
}
