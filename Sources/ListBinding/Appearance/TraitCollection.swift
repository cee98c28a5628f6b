import Foundation

/// The traits of the environment a view is shown in, as UIKit's `UITraitCollection`: light or
/// dark, the size classes and the text size the user chose.
///
/// An immutable value object, as UIKit's: a collection made with one trait leaves the others
/// unspecified, and ``init(traitsFrom:)`` combines several, a later collection's specified traits
/// winning. A view reads the traits it is shown with from ``View/traitCollection``; a test
/// changes them through a window (ListBindingTesting's `simulateTraitChange(to:)`), which calls
/// ``View/traitCollectionDidChange(_:)``.
///
/// Nothing is drawn differently: the text renderer has no colours or font sizes. The traits are
/// for your code and tests.
public final class TraitCollection: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Light or dark, as `UITraitCollection.userInterfaceStyle`.
  public let userInterfaceStyle: UserInterfaceStyle
  /// The horizontal size class, as `UITraitCollection.horizontalSizeClass`.
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class, as `UITraitCollection.verticalSizeClass`.
  public let verticalSizeClass: UserInterfaceSizeClass
  /// The text size the user chose, as `UITraitCollection.preferredContentSizeCategory`.
  public let preferredContentSizeCategory: ContentSizeCategory
  /// The points-to-pixels scale, as `UITraitCollection.displayScale`; 0 when unspecified.
  public let displayScale: CGFloat

  /// Creates a collection whose traits are all unspecified, as `UITraitCollection()`.
  ///
  /// - Complexity: O(1).
  public convenience init() {
    self.init(
      style: .unspecified, horizontal: .unspecified, vertical: .unspecified,
      contentSize: .unspecified, scale: 0)
  }

  /// Creates a collection with only a user-interface style, as
  /// `UITraitCollection(userInterfaceStyle:)`.
  ///
  /// - Parameter userInterfaceStyle: Light or dark.
  /// - Complexity: O(1).
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(
      style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified,
      contentSize: .unspecified, scale: 0)
  }

  /// Creates a collection with only a horizontal size class, as
  /// `UITraitCollection(horizontalSizeClass:)`.
  ///
  /// - Parameter horizontalSizeClass: The horizontal size class.
  /// - Complexity: O(1).
  public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init(
      style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified,
      contentSize: .unspecified, scale: 0)
  }

  /// Creates a collection with only a vertical size class, as
  /// `UITraitCollection(verticalSizeClass:)`.
  ///
  /// - Parameter verticalSizeClass: The vertical size class.
  /// - Complexity: O(1).
  public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init(
      style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass,
      contentSize: .unspecified, scale: 0)
  }

  /// Creates a collection with only a content size category, as
  /// `UITraitCollection(preferredContentSizeCategory:)`.
  ///
  /// - Parameter preferredContentSizeCategory: The text size.
  /// - Complexity: O(1).
  public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init(
      style: .unspecified, horizontal: .unspecified, vertical: .unspecified,
      contentSize: preferredContentSizeCategory, scale: 0)
  }

  /// Creates a collection with only a display scale, as `UITraitCollection(displayScale:)`.
  /// A scale that is not a finite number above 0 is taken as unspecified (0).
  ///
  /// - Parameter scale: The points-to-pixels scale.
  /// - Complexity: O(1).
  public convenience init(displayScale scale: CGFloat) {
    self.init(
      style: .unspecified, horizontal: .unspecified, vertical: .unspecified,
      contentSize: .unspecified, scale: scale.isFinite && scale > 0 ? scale : 0)
  }

  /// Creates a collection from several, as `UITraitCollection(traitsFrom:)`: each trait is the
  /// last one the collections specify, or unspecified.
  ///
  /// - Parameter traitCollections: The collections, in increasing priority.
  /// - Complexity: O(*n*), where *n* is the number of collections.
  public convenience init(traitsFrom traitCollections: [TraitCollection]) {
    var style = UserInterfaceStyle.unspecified
    var horizontal = UserInterfaceSizeClass.unspecified
    var vertical = UserInterfaceSizeClass.unspecified
    var contentSize = ContentSizeCategory.unspecified
    var scale: CGFloat = 0
    for traits in traitCollections {
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.preferredContentSizeCategory != .unspecified {
        contentSize = traits.preferredContentSizeCategory
      }
      if traits.displayScale != 0 { scale = traits.displayScale }
    }
    self.init(
      style: style, horizontal: horizontal, vertical: vertical, contentSize: contentSize,
      scale: scale)
  }

  private init(
    style: UserInterfaceStyle, horizontal: UserInterfaceSizeClass,
    vertical: UserInterfaceSizeClass, contentSize: ContentSizeCategory, scale: CGFloat
  ) {
    userInterfaceStyle = style
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    preferredContentSizeCategory = contentSize
    displayScale = scale
  }

  /// The traits of a view shown nowhere that sets any, and of a window no test changed: those
  /// of an iPhone in portrait, light, at the default text size: `.light`, a `.compact`
  /// horizontal and a `.regular` vertical size class, `.large` text, a scale of 3.
  public static let phonePortrait = TraitCollection(
    style: .light, horizontal: .compact, vertical: .regular, contentSize: .large, scale: 3)

  /// Whether the traits that choose colours differ from `traitCollection`'s, as
  /// `hasDifferentColorAppearance(comparedTo:)`: here the user-interface style.
  ///
  /// - Parameter traitCollection: The collection to compare with, or `nil`.
  /// - Returns: Whether the style differs (`true` against `nil`).
  /// - Complexity: O(1).
  public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return userInterfaceStyle != traitCollection.userInterfaceStyle
  }

  /// Whether `self` specifies every trait `trait` specifies, with the same value, as
  /// `containsTraits(in:)`.
  ///
  /// - Parameter trait: The traits to look for, or `nil` (contained).
  /// - Returns: Whether they are all contained.
  /// - Complexity: O(1).
  public func containsTraits(in trait: TraitCollection?) -> Bool {
    guard let trait else { return true }
    return TraitCollection(traitsFrom: [self, trait]) == self
  }

  /// Whether both collections hold the same traits.
  ///
  /// - Complexity: O(1).
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.displayScale == rhs.displayScale
  }

  /// Hashes the traits.
  ///
  /// - Parameter hasher: The hasher.
  /// - Complexity: O(1).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(displayScale)
  }

  /// The traits, for a test's failure message.
  public var description: String {
    "TraitCollection(userInterfaceStyle: .\(userInterfaceStyle), horizontalSizeClass: "
      + ".\(horizontalSizeClass), verticalSizeClass: .\(verticalSizeClass), "
      + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue), "
      + "displayScale: \(displayScale))"
  }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Compact: an iPhone's width in portrait.
  case compact = 1
  /// Regular.
  case regular = 2
}
