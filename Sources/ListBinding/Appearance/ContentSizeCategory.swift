/// The text size the user chose, as UIKit's `UIContentSizeCategory`: ordered from
/// ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``, with UIKit's raw values.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  /// UIKit's name of the category, such as `UICTContentSizeCategoryL`.
  public let rawValue: String

  /// Creates a category from its raw value, as `UIContentSizeCategory(rawValue:)`.
  ///
  /// - Parameter rawValue: UIKit's name of the category.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a category from its raw value, as `UIContentSizeCategory(_:)`.
  ///
  /// - Parameter rawValue: UIKit's name of the category.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Not specified.
  public static let unspecified = ContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = ContentSizeCategory("UICTContentSizeCategoryXS")
  /// Small.
  public static let small = ContentSizeCategory("UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = ContentSizeCategory("UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = ContentSizeCategory("UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = ContentSizeCategory("UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryXXL")
  /// Extra extra extra large: the largest outside the accessibility sizes.
  public static let extraExtraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryXXXL")
  /// Accessibility medium.
  public static let accessibilityMedium = ContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large.
  public static let accessibilityLarge = ContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large.
  public static let accessibilityExtraLarge = ContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large.
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large: the largest.
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether the category is one of the accessibility sizes, as `isAccessibilityCategory`.
  ///
  /// - Complexity: O(1).
  public var isAccessibilityCategory: Bool { rank >= Self.ordered.count - 5 }

  /// Orders the categories by size; an unspecified or unknown category comes first.
  ///
  /// - Complexity: O(1).
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rank < rhs.rank
  }

  /// The categories from the smallest.
  private static let ordered: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The category's place in ``ordered``, or -1.
  private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }
}
