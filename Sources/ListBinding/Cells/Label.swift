import Foundation

/// A view that shows text, the counterpart of `UILabel`.
///
/// Besides its text, a label keeps UIKit's styling: ``font``, ``textColor``, ``numberOfLines``
/// and ``attributedText``. A ``PlainTextRenderer`` wraps a label of more than one line at its
/// width; fonts and colours reach renderers through ``StyledText``.
///
/// ```swift
/// let note = Label(text: "Delivery within 30 minutes, or the next one is free")
/// note.numberOfLines = 0
/// note.font = .preferredFont(forTextStyle: .footnote)
/// note.textColor = .secondaryLabel
/// ```
@preconcurrency @MainActor
open class Label: View {
  /// The text the label shows, or `nil` for none. Setting it drops the attributes of
  /// ``attributedText``.
  public var text: String? {
    // The style follows the attributes: when there are none, it stands as it is.
    didSet { if attributes != nil { attributes = nil } }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type, `UIFont!`: setting `nil` restores the default, so reading it is never nil.)
  /// The font of the text, as `UILabel.font`. Default: the system font at 17 points; setting
  /// `nil` restores it, as in UIKit.
  ///
  /// - Complexity: O(1).
  public var font: Font! {
    get { storedFont }
    set { storedFont = newValue ?? Self.defaultFont }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type, `UIColor!`: setting `nil` restores the default, so reading it is never nil.)
  /// The colour of the text, as `UILabel.textColor`. Default: ``Color/label``; setting `nil`
  /// restores it, as in UIKit.
  ///
  /// - Complexity: O(1).
  public var textColor: Color! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? Color.label }
  }

  /// The font a label has by default: the system font at 17 points.
  private static var defaultFont: Font { Font.systemFont(ofSize: Font.labelFontSize) }

  /// The font, never `nil`.
  private var storedFont = Label.defaultFont {
    didSet { updateStyle() }
  }

  /// The text colour, never `nil`.
  private var storedTextColor = Color.label {
    didSet { updateStyle() }
  }

  /// The most lines the text takes, 0 for as many as it needs. Default: 1.
  ///
  /// A ``PlainTextRenderer`` with a width wraps the text of a label whose `numberOfLines` is not
  /// 1 at that width, and starts a new line at each line break in it; a label of one line is cut
  /// with an ellipsis instead, and shows its line breaks as `\n`. A negative number counts as 0.
  public var numberOfLines = 1 {
    didSet { updateStyle() }
  }

  /// How the label lines up its text. Default: ``TextAlignment/natural``, as in UIKit.
  ///
  /// Appearance only: stored for your code and tests. A ``PlainTextRenderer`` draws each text
  /// from the start of its place in the row, whatever its alignment.
  public var textAlignment = TextAlignment.natural

  /// The text with its attributes, or `nil` when the label has no text: Foundation's
  /// `AttributedString`, whose runs may carry a font and a colour (see
  /// ``FoundationEssentials/AttributeScopes/ListBindingAttributes``).
  ///
  /// Setting it sets ``text`` to its characters. Reading it after setting ``text`` gives that
  /// text without attributes.
  public var attributedText: AttributedString? {
    get { attributes ?? text.map { AttributedString($0) } }
    set {
      text = newValue.map { String($0.characters) }
      attributes = newValue
    }
  }

  /// The attributed text last set, until ``text`` is set.
  private var attributes: AttributedString? {
    didSet { updateStyle() }
  }

  /// Whether the label has UIKit's default style: it renders as plain text.
  private var isPlain = true

  /// Creates a label, empty unless `text` is given.
  ///
  /// A convenience initializer, so that a subclass that overrides ``View/init(frame:)`` and
  /// ``View/init(coder:)``, as a UIKit subclass of `UILabel` does, inherits it.
  ///
  /// - Parameter text: The text to show.
  /// - Complexity: O(1).
  public convenience init(text: String?) {
    self.init(frame: .zero)
    self.text = text
  }

  /// The size the label's text needs, as `UILabel.intrinsicContentSize`: its lines at their
  /// line breaks, unwrapped, at most ``numberOfLines`` of them (all for 0); `.zero` without
  /// text.
  ///
  /// There are no glyphs: the size follows an *assumed* model, that of a
  /// ``PlainTextRenderer``'s columns — a character is its terminal columns (CJK and emoji 2,
  /// combining marks 0) times half the ``font``'s point size wide, a line is the font's
  /// ``Font/lineHeight`` high — rounded up to whole points. "Hello" in the default 17-point
  /// font is 43 × 20. The attributes of ``attributedText`` are not measured: the label's font is.
  ///
  /// - Complexity: O(*n*), where *n* is the number of characters of the text.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: 0, height: 0))
  }

  /// The size the label's text needs within `size`, as `UILabel.sizeThatFits(_:)`: as
  /// ``intrinsicContentSize``, but a label whose ``numberOfLines`` is not 1 wraps its text by
  /// words at `size.width` when that is a finite number above 0. The height of `size` does not
  /// limit the lines; ``View/sizeToFit()`` takes this size.
  ///
  /// - Parameter size: The size the label may take.
  /// - Returns: The size, rounded up to whole points; `.zero` without text.
  /// - Complexity: O(*n*), where *n* is the number of characters of the text.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let lines = max(0, numberOfLines)
    let measured = font.textSize(
      of: text, wrappingAt: lines == 1 ? nil : size.width, lineLimit: lines)
    return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
  }

  /// The label's text as one element, or nothing when it is hidden or transparent, or its text
  /// is `nil` or empty: a ``RenderedElement/text(_:)`` for a label of UIKit's default style
  /// (system font at 17 points, ``Color/label``, one line, no attributes), a
  /// ``RenderedElement/styledText(_:)`` otherwise.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the label's subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn, let text, !text.isEmpty else { return [] }
    let element: RenderedElement =
      isPlain
      ? .text(text)
      : .styledText(
        StyledText(
          text: text, font: storedFont, color: storedTextColor, numberOfLines: numberOfLines,
          attributedText: attributes))
    return subviews.isEmpty ? [element] : [element] + super.renderedElements()
  }

  private func updateStyle() {
    isPlain =
      StyledText(
        text: "", font: storedFont, color: storedTextColor, numberOfLines: numberOfLines,
        attributedText: attributes
      ).isPlain
  }
}
