import Foundation

/// UIKit's list layout for a cell, header or footer: an image, a text and a secondary text,
/// each with its properties, the counterpart of `UIListContentConfiguration`.
///
/// Start from a cell's ``TableViewCell/defaultContentConfiguration()``, or from one of the
/// layouts (``cell()``, ``subtitleCell()``, ``valueCell()``, ``header()``, ``footer()`` …), set
/// what it shows, and give it back:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = Image(systemName: "wifi")
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.secondaryTextProperties.color = .secondaryLabel
/// cell.contentConfiguration = content
/// ```
///
/// A ``PlainTextRenderer`` draws the image (`:wifi:`), the text, and the secondary text on a
/// line of its own, or, when ``prefersSideBySideTextAndSecondaryText`` is set (``valueCell()``),
/// in a column after the text. Texts take as many lines as they need, as in UIKit: with a
/// renderer width, long texts wrap instead of being cut.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
  /// The image, or `nil` for none.
  public var image: Image?

  /// The primary text, or `nil` for none. Setting it drops ``attributedText``'s attributes.
  public var text: String? {
    get { primary.text }
    set { primary = TextValue(text: newValue) }
  }

  /// The primary text with its attributes, or `nil` for none. Setting it sets ``text`` to its
  /// characters.
  public var attributedText: AttributedString? {
    get { primary.attributed }
    set { primary = TextValue(attributed: newValue) }
  }

  /// The secondary text, or `nil` for none. Setting it drops ``secondaryAttributedText``'s
  /// attributes.
  public var secondaryText: String? {
    get { secondary.text }
    set { secondary = TextValue(text: newValue) }
  }

  /// The secondary text with its attributes, or `nil` for none. Setting it sets
  /// ``secondaryText`` to its characters.
  public var secondaryAttributedText: AttributedString? {
    get { secondary.attributed }
    set { secondary = TextValue(attributed: newValue) }
  }

  /// How the primary text looks.
  public var textProperties: TextProperties
  /// How the secondary text looks.
  public var secondaryTextProperties: TextProperties
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// Whether the secondary text goes beside the text, in a column, rather than under it.
  public var prefersSideBySideTextAndSecondaryText = false

  private var primary = TextValue()
  private var secondary = TextValue()

  /// How a text of a configuration looks, as `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// The most lines the text takes, 0 for as many as it needs.
    public var numberOfLines: Int
    /// A change of case applied to the text (not to attributed text).
    public var transform: TextTransform
    /// How the text lines up, as `UIListContentConfiguration.TextProperties.alignment`.
    /// Default: `.natural`, as in UIKit.
    ///
    /// Appearance only: stored for your code and tests. A ``PlainTextRenderer`` draws the text
    /// from the start of its place in the row, whatever its alignment.
    public var alignment = TextAlignment.natural

    /// How a text of a configuration lines up, as
    /// `UIListContentConfiguration.TextProperties.TextAlignment`: fewer cases than a label's
    /// ``ListBinding/TextAlignment``, with UIKit's raw values.
    public enum TextAlignment: Int, Hashable, Sendable {
      /// The alignment of the text's script: left for left-to-right text.
      case natural = 0
      /// Centred.
      case center = 1
      /// Spread to both edges, the last line aligned naturally.
      case justified = 2
    }

    /// Creates text properties. The defaults are those of a cell's primary text.
    ///
    /// - Complexity: O(1).
    public init(
      font: Font = .preferredFont(forTextStyle: .body), color: Color = .label,
      numberOfLines: Int = 0, transform: TextTransform = .none
    ) {
      self.font = font
      self.color = color
      self.numberOfLines = numberOfLines
      self.transform = transform
    }
  }

  /// A change of case, as `UIListContentConfiguration.TextProperties.TextTransform`.
  public enum TextTransform: Hashable, Sendable {
    /// The text as it is.
    case none
    /// Each word capitalized.
    case capitalized
    /// All lowercase.
    case lowercase
    /// All uppercase.
    case uppercase
  }

  /// How the image looks, as `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties: Hashable, Sendable {
    /// The colour of a symbol image, or `nil` for the text's colour.
    public var tintColor: Color?

    /// Creates image properties.
    ///
    /// - Complexity: O(1).
    public init(tintColor: Color? = nil) {
      self.tintColor = tintColor
    }
  }

  /// A text and, when it was given attributed, its attributes.
  fileprivate struct TextValue: Hashable, Sendable {
    var text: String?
    var attributed: AttributedString?

    init(text: String? = nil) {
      self.text = text
    }

    init(attributed: AttributedString?) {
      text = attributed.map { String($0.characters) }
      self.attributed = attributed
    }
  }

  /// A configuration with the given text properties and nothing to show.
  ///
  /// - Complexity: O(1).
  public init(
    textProperties: TextProperties = TextProperties(),
    secondaryTextProperties: TextProperties = TextProperties(
      font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
  ) {
    self.textProperties = textProperties
    self.secondaryTextProperties = secondaryTextProperties
  }

  /// The elements: the image, the text, then the secondary text after a
  /// ``RenderedElement/lineBreak``, or after a ``RenderedElement/columnBreak`` when
  /// ``prefersSideBySideTextAndSecondaryText`` is set. Texts are
  /// ``RenderedElement/styledText(_:)`` elements; empty texts are left out.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the texts.
  public func renderedElements() -> [RenderedElement] {
    var elements: [RenderedElement] = image.map { [.image($0)] } ?? []
    let first = primary.element(textProperties)
    if let first { elements.append(first) }
    if let second = secondary.element(secondaryTextProperties) {
      if first != nil || prefersSideBySideTextAndSecondaryText {
        elements.append(prefersSideBySideTextAndSecondaryText ? .columnBreak : .lineBreak)
      }
      elements.append(second)
    }
    return elements
  }
}

extension ListContentConfiguration.TextValue {
  /// The text as a styled text element, or `nil` when it is empty.
  fileprivate func element(_ properties: ListContentConfiguration.TextProperties)
    -> RenderedElement?
  {
    guard let text, !text.isEmpty else { return nil }
    let shown = attributed == nil ? properties.transform.applied(to: text) : text
    return .styledText(
      StyledText(
        text: shown, font: properties.font, color: properties.color,
        numberOfLines: properties.numberOfLines, attributedText: attributed))
  }
}

extension ListContentConfiguration.TextTransform {
  fileprivate func applied(to text: String) -> String {
    switch self {
    case .none: return text
    case .capitalized: return text.capitalized
    case .lowercase: return text.lowercased()
    case .uppercase: return text.uppercased()
    }
  }
}
