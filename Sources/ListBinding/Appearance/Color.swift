import Foundation

/// A colour, as `UIColor`: components, or the name of one of UIKit's system colours.
///
/// Text has no colour in a ``PlainTextRenderer``; a renderer of your own can read a label's
/// colour from its ``StyledText``, and the table's ``TableView/separatorColor``.
///
/// ```swift
/// let warning = Color.systemRed  // named: "systemRed"
/// let brand = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
/// let faded = Color.label.withAlphaComponent(0.5)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The colour's name when it is one of UIKit's named colours, such as `"systemRed"` or
  /// `"secondaryLabel"`, which adapt to the appearance; `nil` for a colour made of components.
  public let name: String?
  /// The red, green, blue and alpha components, each from 0 to 1; for a named colour, those of
  /// its light appearance.
  public let components: Components
  /// The alpha applied over a named colour by ``withAlphaComponent(_:)``; 1 otherwise.
  public let alpha: CGFloat
  /// The light and dark appearances of a colour made with ``init(light:dark:)``.
  private let appearances: Appearances?

  /// A colour's light and dark appearances, each of one appearance.
  private final class Appearances: Sendable {
    let light: Color
    let dark: Color

    init(light: Color, dark: Color) {
      self.light = light
      self.dark = dark
    }
  }

  /// Whether two colours look the same now: the same name, components and alpha. The other
  /// appearance of a colour made with ``init(light:dark:)`` is not compared, so such a colour
  /// equals the plain colour it shows, as the face's colours compared before they had two.
  ///
  /// - Complexity: O(1).
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.name == rhs.name && lhs.components == rhs.components && lhs.alpha == rhs.alpha
  }

  /// Hashes what ``==(_:_:)`` compares.
  ///
  /// - Parameter hasher: The hasher.
  /// - Complexity: O(1).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(components)
    hasher.combine(alpha)
  }

  /// Red, green, blue and alpha, each from 0 to 1.
  public struct Components: Hashable, Sendable {
    /// The red component.
    public var red: CGFloat
    /// The green component.
    public var green: CGFloat
    /// The blue component.
    public var blue: CGFloat
    /// The opacity.
    public var alpha: CGFloat
  }

  /// A colour from red, green, blue and alpha, each clamped to 0...1 (a NaN counts as 0).
  ///
  /// - Complexity: O(1).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    name = nil
    components = Components(
      red: Self.clamped(red), green: Self.clamped(green), blue: Self.clamped(blue),
      alpha: Self.clamped(alpha))
    self.alpha = 1
    appearances = nil
  }

  /// A grey from its white level and alpha, each clamped to 0...1.
  ///
  /// - Complexity: O(1).
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A named colour, as `UIColor(named:)`, or `nil` for an empty name. Its components are
  /// black: there is no asset catalog to read them from.
  ///
  /// - Complexity: O(1).
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(name: name, red: 0, green: 0, blue: 0, alpha: 1)
  }

  /// A system colour with its name and the components of its light appearance.
  init(name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.name = name
    components = Components(red: red, green: green, blue: blue, alpha: alpha)
    self.alpha = 1
    appearances = nil
  }

  private init(
    name: String?, components: Components, alpha: CGFloat, appearances: Appearances? = nil
  ) {
    self.name = name
    self.components = components
    self.alpha = alpha
    self.appearances = appearances
  }

  /// A colour with a light and a dark appearance, as a `UIColor(dynamicProvider:)` that gives
  /// `light` in a light environment and `dark` in a dark one: `light`'s name and components,
  /// until ``resolved(for:)`` picks `dark`'s. A colour given with two appearances counts with
  /// its own light one for `light`, its dark one for `dark`.
  ///
  /// - Parameters:
  ///   - light: The colour in a light environment.
  ///   - dark: The colour in a dark one.
  /// - Complexity: O(1).
  public init(light: Color, dark: Color) {
    let light = light.resolved(for: .light)
    let dark = dark.resolved(for: .dark)
    self.init(
      name: light.name, components: light.components, alpha: light.alpha,
      appearances: Appearances(light: light, dark: dark))
  }

  /// The colour in an environment of `style`, as `UIColor.resolvedColor(with:)` reads it: the
  /// dark appearance of a colour made with ``init(light:dark:)`` for `.dark`, its light one for
  /// `.light`; the colour itself for `.unspecified` and for a colour of one appearance. The
  /// result keeps both appearances.
  ///
  /// - Parameter style: The environment's style.
  /// - Returns: The colour in that style.
  /// - Complexity: O(1).
  public func resolved(for style: UserInterfaceStyle) -> Color {
    guard let appearances, style != .unspecified else { return self }
    let chosen = style == .dark ? appearances.dark : appearances.light
    return Color(
      name: chosen.name, components: chosen.components, alpha: chosen.alpha,
      appearances: appearances)
  }

  /// The same colour with another alpha, clamped to 0...1.
  ///
  /// - Complexity: O(1).
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    if let appearances {
      let both = Color(
        light: appearances.light.withAlphaComponent(alpha),
        dark: appearances.dark.withAlphaComponent(alpha))
      let dark = appearances.dark
      let isDark = name == dark.name && components == dark.components && self.alpha == dark.alpha
      return both.resolved(for: isDark ? .dark : .light)
    }
    guard name != nil else {
      var components = components
      components.alpha = Self.clamped(alpha)
      return Color(name: nil, components: components, alpha: 1)
    }
    return Color(name: name, components: components, alpha: Self.clamped(alpha))
  }

  /// The colour's name, with its alpha when it is not 1, or its components, such as
  /// `systemRed`, `label alpha 0.5` or `red 1.0 green 0.0 blue 0.0 alpha 1.0`.
  public var description: String {
    guard let name else {
      let c = components
      return "red \(c.red) green \(c.green) blue \(c.blue) alpha \(c.alpha)"
    }
    return alpha == 1 ? name : "\(name) alpha \(alpha)"
  }

  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
