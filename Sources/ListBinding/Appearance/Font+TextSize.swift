import Foundation

// The size text takes in a font, by the one model of text width ListBinding has: there are no
// glyphs, so a character is as wide as the terminal columns it takes (CJK and emoji 2,
// combining marks 0) times half the point size, *assumed*; a line is ``Font/lineHeight`` high.
// The 17-point body font sets "Hello" 5 × 8.5 = 42.5 points wide and 20 high.

extension Font {
  /// The size `text` takes in the font: as wide as its widest line, as high as its lines.
  ///
  /// The text breaks into lines at its line breaks and, when `width` is a finite number above
  /// 0, by words at the columns that fit in `width` (a word wider than the width breaks between
  /// characters). With a `lineLimit` above 0, only the first `lineLimit` lines count.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The width to wrap at, or `nil` not to wrap.
  ///   - lineLimit: The most lines that count; 0 (or below) for all.
  /// - Returns: The size, fractional; `.zero` for empty text.
  /// - Complexity: O(*n*), where *n* is the number of characters of the text.
  func textSize(of text: String, wrappingAt width: CGFloat?, lineLimit: Int) -> CGSize {
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
