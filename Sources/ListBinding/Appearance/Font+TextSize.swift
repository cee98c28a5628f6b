import Foundation

// The size text takes in a font, by the one model of text width ListBinding has. A label's
// intrinsic size and the UIKit face's string measuring (`size(withAttributes:)`,
// `boundingRect(with:options:attributes:context:)`) both ask it, so they agree with each other
// and with what the text renderer draws.

extension Font {
  /// The size `text` takes set in the font: as wide as its widest line, as high as its lines.
  ///
  /// There are no glyphs to measure, so a character is as wide as the terminal columns it takes
  /// (East Asian wide characters and emoji 2, combining marks and control characters 0) times
  /// half the point size, *assumed*, and a line is ``lineHeight`` high. The 17-point body font
  /// sets "Hello" 5 × 8.5 = 42.5 points wide and 20 high:
  ///
  /// ```swift
  /// let size = Font.preferredFont(forTextStyle: .body).textSize(of: "Hello")  // 42.5 × 20
  /// ```
  ///
  /// The text breaks into lines at its line breaks and, when `width` is a finite number above
  /// 0, by words at the columns that fit in `width`, as ``TerminalText/wrapped(toWidth:)``
  /// breaks them (a word wider than the width breaks between characters). With a `lineLimit`
  /// above 0, only the first `lineLimit` lines count. A point size that is not finite or is
  /// below 0 measures as 0.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The width to wrap at; `nil` (or a width that is not a finite number above 0)
  ///     not to wrap.
  ///   - lineLimit: The most lines that count; 0 (or below) for all.
  /// - Returns: The size, fractional; `.zero` for empty text.
  /// - Complexity: O(*n*), where *n* is the number of characters of the text.
  public func textSize(
    of text: String, wrappingAt width: CGFloat? = nil, lineLimit: Int = 0
  ) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let columnWidth = measuredSize / 2
    var columns: Int?
    if let width, width.isFinite, width > 0, columnWidth > 0 {
      // A width the whole text fits in does not wrap (and does not overflow `Int`).
      let fitting = (width / columnWidth).rounded(.down)
      columns = fitting < CGFloat(text.displayWidth) ? max(1, Int(fitting)) : nil
    }
    var lines = text.wrapped(toWidth: columns, lineLimit: 0, ellipsis: "")
    if lineLimit > 0, lines.count > lineLimit { lines.removeLast(lines.count - lineLimit) }
    let widest = lines.reduce(0) { max($0, $1.displayWidth) }
    return CGSize(
      width: CGFloat(widest) * columnWidth, height: CGFloat(lines.count) * lineHeight)
  }
}
