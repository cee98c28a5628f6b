/// How a label lines up its text, as `NSTextAlignment`.
///
/// ```swift
/// let price = Label(text: "¥12")
/// price.textAlignment = .right
/// ```
public enum TextAlignment: Hashable, Sendable {
  /// The alignment of the text's script: left for left-to-right text, right for right-to-left.
  case natural
  /// Along the left edge.
  case left
  /// Centred.
  case center
  /// Along the right edge.
  case right
  /// Spread to both edges, the last line aligned naturally.
  case justified
}
