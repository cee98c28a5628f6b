/// A view that shows one line of text, the counterpart of `UILabel`.
@MainActor
open class Label: View {
  /// The text the label shows, or `nil` for none.
  public var text: String?

  /// Creates a label, empty unless `text` is given.
  public init(text: String? = nil) {
    self.text = text
    super.init()
  }

  /// The label's text as one text element, or nothing when it is hidden, `nil` or empty.
  open override func renderedElements() -> [RenderedElement] {
    guard !isHidden, let text, !text.isEmpty else { return [] }
    return [.text(text)] + super.renderedElements()
  }
}
