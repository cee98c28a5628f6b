import Foundation
import ListBinding

// UIKit's dynamic colours, as apps declare their light and dark palettes. The face's `UIColor`
// is a value (ListBinding's `Color`): a dynamic colour keeps the provider's light and dark
// colours, and shows the one for the traits current when it is made.

extension Color {
  /// A colour that `dynamicProvider` gives for the light and the dark style, as UIKit's
  /// `UIColor(dynamicProvider:)`.
  ///
  /// The provider is asked at once, for the traits current now (`UITraitCollection.current`)
  /// made light, then made dark; the colour shows the one for the current style (light unless
  /// code runs inside `performAsCurrent(_:)` or a trait change), and
  /// ``resolvedColor(with:)`` gives the other in the other style. UIKit keeps the provider and
  /// asks it again whenever the colour is drawn; here a colour already set on a view keeps what
  /// it shows until it is resolved again (see "Differences from UIKit"). It equals the plain
  /// colour it shows.
  ///
  /// - Parameter dynamicProvider: The colour for given traits.
  /// - Complexity: Two calls of `dynamicProvider`.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let current = TraitCollection.current
    let light = dynamicProvider(
      TraitCollection(traitsFrom: [current, TraitCollection(userInterfaceStyle: .light)]))
    let dark = dynamicProvider(
      TraitCollection(traitsFrom: [current, TraitCollection(userInterfaceStyle: .dark)]))
    self = Color(light: light, dark: dark).resolved(for: current.userInterfaceStyle)
  }

  /// The colour in `traitCollection`, as `UIColor.resolvedColor(with:)`: a dynamic colour's
  /// dark colour in a dark collection, its light one in a light collection; any other colour
  /// itself.
  ///
  /// - Parameter traitCollection: The traits to resolve in.
  /// - Returns: The colour in those traits.
  /// - Complexity: O(1).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    resolved(for: traitCollection.userInterfaceStyle)
  }
}
