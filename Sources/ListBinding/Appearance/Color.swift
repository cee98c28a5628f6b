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
  }

  private init(name: String?, components: Components, alpha: CGFloat) {
    self.name = name
    self.components = components
    self.alpha = alpha
  }

  /// The same colour with another alpha, clamped to 0...1.
  ///
  /// - Complexity: O(1).
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
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
