import Foundation

/// A font, as `UIFont`: a value that records what the code asked for.
///
/// There are no glyphs to draw: a ``PlainTextRenderer`` draws every font alike, and a renderer of
/// your own can read a label's font from its ``StyledText``. UIKit's constructors give the sizes
/// UIKit gives at the default text size:
///
/// ```swift
/// let headline = Font.preferredFont(forTextStyle: .headline)  // 17 points, semibold
/// let small = Font.systemFont(ofSize: 12, weight: .light)
/// let bold = Font.boldSystemFont(ofSize: 17)
/// ```
public struct Font: Hashable, Sendable {
  /// The weight of a font, as `UIFont.Weight`.
  public struct Weight: Hashable, Sendable, Comparable {
    /// The weight as UIKit numbers it: -1 ultra-light to 1 black, 0 regular.
    public var rawValue: CGFloat

    /// Creates a weight from UIKit's number.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Whether `lhs` is lighter than `rhs`.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The lightest weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// A thin weight.
    public static let thin = Weight(rawValue: -0.6)
    /// A light weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// A medium weight.
    public static let medium = Weight(rawValue: 0.23)
    /// A semibold weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// A bold weight.
    public static let bold = Weight(rawValue: 0.4)
    /// A heavy weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest weight.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The text styles of Dynamic Type, as `UIFont.TextStyle`.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// A large title: 34 points.
    case largeTitle
    /// A first-level title: 28 points.
    case title1
    /// A second-level title: 22 points.
    case title2
    /// A third-level title: 20 points.
    case title3
    /// A headline: 17 points, semibold.
    case headline
    /// A subheadline: 15 points.
    case subheadline
    /// Body text: 17 points.
    case body
    /// A callout: 16 points.
    case callout
    /// A footnote: 13 points.
    case footnote
    /// A caption: 12 points.
    case caption1
    /// A smaller caption: 11 points.
    case caption2
  }

  /// The font's name: `"System"` for the system font, or the name it was created with.
  public var fontName: String
  /// The font's size, in points.
  public var pointSize: CGFloat
  /// The font's weight.
  public var weight: Weight
  /// Whether the font is italic.
  public var isItalic: Bool
  /// Whether every character of the font is as wide as every other.
  public var isMonospaced: Bool
  /// The text style the font was made for, or `nil` for a font of a fixed size.
  public var textStyle: TextStyle?

  /// Creates a font from its parts.
  ///
  /// - Complexity: O(1).
  public init(
    fontName: String = "System", pointSize: CGFloat, weight: Weight = .regular,
    isItalic: Bool = false, isMonospaced: Bool = false, textStyle: TextStyle? = nil
  ) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.isMonospaced = isMonospaced
    self.textStyle = textStyle
  }

  /// The font named `fontName` at `fontSize` points, as `UIFont(name:size:)`, or `nil` for an
  /// empty name.
  ///
  /// - Complexity: O(1).
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// The system font at `fontSize` points.
  ///
  /// - Complexity: O(1).
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize)
  }

  /// The system font at `fontSize` points and `weight`.
  ///
  /// - Complexity: O(1).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize` points.
  ///
  /// - Complexity: O(1).
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  ///
  /// - Complexity: O(1).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize, isItalic: true)
  }

  /// The monospaced system font at `fontSize` points and `weight`.
  ///
  /// - Complexity: O(1).
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(pointSize: fontSize, weight: weight, isMonospaced: true)
  }

  /// The font of a text style at the default text size, as UIKit gives it.
  ///
  /// - Complexity: O(1).
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    let size: CGFloat
    switch style {
    case .largeTitle: size = 34
    case .title1: size = 28
    case .title2: size = 22
    case .title3: size = 20
    case .headline, .body: size = 17
    case .callout: size = 16
    case .subheadline: size = 15
    case .footnote: size = 13
    case .caption1: size = 12
    case .caption2: size = 11
    }
    return Font(
      pointSize: size, weight: style == .headline ? .semibold : .regular, textStyle: style)
  }

  /// The same font at another size.
  ///
  /// - Complexity: O(1).
  public func withSize(_ fontSize: CGFloat) -> Font {
    var font = self
    font.pointSize = fontSize
    return font
  }

  /// The size of system fonts, in points: 17.
  public static let systemFontSize: CGFloat = 17

  /// The size of labels' fonts, in points: 17.
  public static let labelFontSize: CGFloat = 17
}
