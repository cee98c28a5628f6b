import Foundation

/// What a cell's or a header's or footer's background looks like, as a value, the counterpart
/// of `UIBackgroundConfiguration`.
///
/// Start from one of UIKit's styles, change what you need, and set it as the view's
/// ``TableViewCell/backgroundConfiguration``:
///
/// ```swift
/// var background = BackgroundConfiguration.listGroupedCell()
/// background.cornerRadius = 10
/// background.backgroundInsets = DirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
/// cell.backgroundConfiguration = background
/// ```
///
/// Appearance only, kept for your code and tests: a ``PlainTextRenderer`` draws no
/// backgrounds. The styles' colours are UIKit's defaults (*assumed*: Apple's pages name no
/// values), and ``updated(for:)`` keeps the configuration as it is.
public struct BackgroundConfiguration: Hashable, Sendable {
  /// A view drawn behind the content, inside the insets, or `nil` for none. Compared by
  /// identity.
  public var customView: View?
  /// The radius of the background's corners, in points.
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the view's edges.
  public var backgroundInsets = DirectionalEdgeInsets.zero
  /// The background colour, or `nil` for the view's tint colour.
  public var backgroundColor: Color?
  /// The colour of the outline, or `nil` for the view's tint colour.
  public var strokeColor: Color?
  /// The width of the outline, in points.
  public var strokeWidth: CGFloat = 0
  /// How far the outline extends outside the background, in points.
  public var strokeOutset: CGFloat = 0

  /// A background with nothing set: no colour (the tint colour), no corners, no insets.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// A background that shows nothing, as `UIBackgroundConfiguration.clear()`.
  ///
  /// - Complexity: O(1).
  public static func clear() -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration()
    configuration.backgroundColor = .clear
    return configuration
  }

  /// The background of a cell in a plain table, as `UIBackgroundConfiguration.listPlainCell()`:
  /// the system background colour.
  ///
  /// - Complexity: O(1).
  public static func listPlainCell() -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration()
    configuration.backgroundColor = .systemBackground
    return configuration
  }

  /// The background of a cell in a grouped table, as
  /// `UIBackgroundConfiguration.listGroupedCell()`: the secondary grouped background colour.
  ///
  /// - Complexity: O(1).
  public static func listGroupedCell() -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration()
    configuration.backgroundColor = .secondarySystemGroupedBackground
    return configuration
  }

  /// The background of a header or footer in a plain table, as
  /// `UIBackgroundConfiguration.listPlainHeaderFooter()`: the system background colour.
  ///
  /// - Complexity: O(1).
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    listPlainCell()
  }

  /// The background of a header or footer in a grouped table, as
  /// `UIBackgroundConfiguration.listGroupedHeaderFooter()`: clear.
  ///
  /// - Complexity: O(1).
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    clear()
  }

  /// The background of a cell in any table, as `UIBackgroundConfiguration.listCell()` (iOS 18
  /// in UIKit; declared here without availability): ``listPlainCell()``'s values. UIKit adopts
  /// the table's style when it updates the configuration for a state; here ``updated(for:)``
  /// keeps it as it is.
  ///
  /// - Complexity: O(1).
  public static func listCell() -> BackgroundConfiguration {
    listPlainCell()
  }

  /// The background of a header in any table, as `UIBackgroundConfiguration.listHeader()`
  /// (iOS 18 in UIKit): ``listPlainHeaderFooter()``'s values.
  ///
  /// - Complexity: O(1).
  public static func listHeader() -> BackgroundConfiguration {
    listPlainHeaderFooter()
  }

  /// The background of a footer in any table, as `UIBackgroundConfiguration.listFooter()`
  /// (iOS 18 in UIKit): ``listPlainHeaderFooter()``'s values.
  ///
  /// - Complexity: O(1).
  public static func listFooter() -> BackgroundConfiguration {
    listPlainHeaderFooter()
  }

  /// The colour the background shows with `tintColor` as the view's tint colour:
  /// ``backgroundColor``, or `tintColor` when it is `nil`.
  ///
  /// - Parameter tintColor: The view's tint colour.
  /// - Returns: The colour.
  /// - Complexity: O(1).
  public func resolvedBackgroundColor(for tintColor: Color) -> Color {
    backgroundColor ?? tintColor
  }

  /// The colour the outline shows with `tintColor` as the view's tint colour:
  /// ``strokeColor``, or `tintColor` when it is `nil`.
  ///
  /// - Parameter tintColor: The view's tint colour.
  /// - Returns: The colour.
  /// - Complexity: O(1).
  public func resolvedStrokeColor(for tintColor: Color) -> Color {
    strokeColor ?? tintColor
  }

  /// This background as it should look in `state`, as `UIBackgroundConfiguration.updated(for:)`:
  /// unchanged, as there are no system colours to adjust by state here.
  ///
  /// - Parameter state: Not read.
  /// - Returns: The configuration.
  /// - Complexity: O(1).
  public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
    self
  }

  /// Whether two backgrounds are the same: equal values and the same custom view.
  ///
  /// - Complexity: O(1).
  public static func == (lhs: BackgroundConfiguration, rhs: BackgroundConfiguration) -> Bool {
    lhs.customView.map(ObjectIdentifier.init) == rhs.customView.map(ObjectIdentifier.init)
      && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.backgroundColor == rhs.backgroundColor && lhs.strokeColor == rhs.strokeColor
      && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
  }

  /// Hashes the values and the custom view's identity.
  ///
  /// - Complexity: O(1).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(customView.map(ObjectIdentifier.init))
    hasher.combine(cornerRadius)
    hasher.combine(backgroundInsets)
    hasher.combine(backgroundColor)
    hasher.combine(strokeColor)
    hasher.combine(strokeWidth)
    hasher.combine(strokeOutset)
  }
}
