import Foundation

/// Text with the style of the label or configuration that shows it: what a
/// ``RenderedElement/styledText(_:)`` carries.
///
/// A ``PlainTextRenderer`` draws the text, wrapped at its width when ``numberOfLines`` is not 1;
/// a renderer of your own may also use the font, the colour and the attributes.
public struct StyledText: Hashable, Sendable {
  /// The text.
  public var text: String
  /// The font.
  public var font: Font
  /// The colour.
  public var color: Color
  /// The most lines the text takes, 0 (or less) for as many as it needs.
  public var numberOfLines: Int
  /// The text with its attributes, when it was given attributed; its characters are ``text``.
  public var attributedText: AttributedString?

  /// Creates styled text. The defaults are UIKit's label's.
  ///
  /// - Complexity: O(1).
  public init(
    text: String, font: Font = .systemFont(ofSize: Font.labelFontSize), color: Color = .label,
    numberOfLines: Int = 1, attributedText: AttributedString? = nil
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.numberOfLines = numberOfLines
    self.attributedText = attributedText
  }

  /// Whether the style is a label's default, so that the text can be a plain
  /// ``RenderedElement/text(_:)``.
  var isPlain: Bool {
    numberOfLines == 1 && attributedText == nil && color == .label && font == Self.labelFont
  }

  /// A label's default font.
  private static let labelFont = Font.systemFont(ofSize: Font.labelFontSize)

  /// Whether the text may take more than one line.
  var wraps: Bool { numberOfLines != 1 }
}
