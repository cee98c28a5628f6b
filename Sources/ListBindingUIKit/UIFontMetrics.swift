import Foundation
import ListBinding

/// Scales fonts and lengths for the user's text size, as UIKit's `UIFontMetrics`.
///
/// There is one text size here, UIKit's default (large), at which UIKit's metrics scale
/// nothing: a scaled font is the font given, and a scaled value the value given. Code that sizes
/// an icon with `scaledValue(for:)` or a label's font with `scaledFont(for:)` builds and lays
/// out as it does on a device at the default size.
public final class UIFontMetrics: Sendable {
  /// The text style whose metrics these are.
  private let textStyle: UIFont.TextStyle

  /// The metrics of the body style, as `UIFontMetrics.default`.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The metrics of a text style, as `UIFontMetrics(forTextStyle:)`.
  ///
  /// - Parameter textStyle: The text style.
  /// - Complexity: O(1).
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The font scaled for the user's text size: at the default size, `font` itself.
  ///
  /// - Parameter font: The font at the default text size.
  /// - Returns: The scaled font.
  /// - Complexity: O(1).
  public func scaledFont(for font: UIFont) -> UIFont {
    font
  }

  /// The font scaled for the user's text size, no larger than `maximumPointSize` (0 for no
  /// limit): at the default size, `font` itself, at most that size.
  ///
  /// - Parameters:
  ///   - font: The font at the default text size.
  ///   - maximumPointSize: The largest point size, or 0 for no limit.
  /// - Returns: The scaled font.
  /// - Complexity: O(1).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    guard maximumPointSize > 0, font.pointSize > maximumPointSize else { return font }
    return font.withSize(maximumPointSize)
  }

  /// A length scaled for the user's text size: at the default size, `value` itself.
  ///
  /// - Parameter value: The length at the default text size.
  /// - Returns: The scaled length.
  /// - Complexity: O(1).
  public func scaledValue(for value: CGFloat) -> CGFloat {
    value
  }
}

extension Font {
  /// The system font at a size and weight whose digits all take the same width, as
  /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font of that size and weight
  /// here, where every character takes its width in columns.
  ///
  /// - Parameters:
  ///   - fontSize: The size, in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  /// - Complexity: O(1).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: fontSize, weight: weight)
  }
}
