import Foundation

// A font's vertical metrics, as `UIFont` gives them, for the height arithmetic apps do
// (`numberOfLines * font.lineHeight`). There are no glyphs: each metric is the point size times
// a fixed ratio, chosen so that the body font's line is the line a self-sizing row adds.

extension Font {
  /// The height of a line of text, in points, as `UIFont.lineHeight`: ``ascender`` minus
  /// ``descender`` plus ``leading``, 20/17 of the point size.
  ///
  /// The ratio is *assumed* (San Francisco's is a little larger): it makes the line of the
  /// 17-point body font, the default of a ``Label``, 20 points, the height each further line adds
  /// to a self-sizing row (see ``TableViewCell/fittingHeight(forWidth:)``), so that an app's
  /// `44 + CGFloat(lines - 1) * font.lineHeight` is the height the table gives the row. A point
  /// size that is not finite or is below 0 measures as 0, here and in every metric.
  ///
  /// - Complexity: O(1).
  public var lineHeight: CGFloat { ascender - descender + leading }

  /// The distance from the baseline to the top of the tallest letters, in points, as
  /// `UIFont.ascender`: 16/17 of the point size (*assumed*).
  ///
  /// - Complexity: O(1).
  public var ascender: CGFloat { measuredSize * 16 / 17 }

  /// The distance from the baseline to the bottom of the lowest letters, in points, negative, as
  /// `UIFont.descender`: -4/17 of the point size (*assumed*).
  ///
  /// - Complexity: O(1).
  public var descender: CGFloat { -(measuredSize * 4 / 17) }

  /// The height of capital letters, in points, as `UIFont.capHeight`: 0.7 of the point size
  /// (*assumed*, close to San Francisco's).
  ///
  /// - Complexity: O(1).
  public var capHeight: CGFloat { measuredSize * 0.7 }

  /// The height of lowercase letters such as x, in points, as `UIFont.xHeight`: 0.52 of the
  /// point size (*assumed*, close to San Francisco's).
  ///
  /// - Complexity: O(1).
  public var xHeight: CGFloat { measuredSize * 0.52 }

  /// The space between lines, in points, as `UIFont.leading`: 0, as the system font's.
  ///
  /// - Complexity: O(1).
  public var leading: CGFloat { 0 }

  /// The point size the metrics scale: ``pointSize`` when it is finite and at least 0, else 0.
  var measuredSize: CGFloat {
    pointSize.isFinite && pointSize >= 0 ? pointSize : 0
  }
}
