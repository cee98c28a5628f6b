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

  /// The font of the text. Default: the system font at 17 points.
  public var font = Font.systemFont(ofSize: Font.labelFontSize) {
    didSet { updateStyle() }
  }

  /// The colour of the text. Default: ``Color/label``.
  public var textColor = Color.label {
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
          text: text, font: font, color: textColor, numberOfLines: numberOfLines,
          attributedText: attributes))
    return subviews.isEmpty ? [element] : [element] + super.renderedElements()
  }

  private func updateStyle() {
    isPlain =
      StyledText(
        text: "", font: font, color: textColor, numberOfLines: numberOfLines,
        attributedText: attributes
      ).isPlain
  }
}
