import Foundation
import ListBinding

// UIKit's dynamic colours, as apps declare their light and dark palettes. The face's `UIColor`
// is a value with fixed components (ListBinding's `Color`), so a dynamic colour is resolved
// once, when it is made.

extension Color {
  /// A colour that `dynamicProvider` gives for the traits current when it is made, as UIKit's
  /// `UIColor(dynamicProvider:)`.
  ///
  /// UIKit keeps the provider and asks it again whenever the colour is drawn in other traits;
  /// here the colour is resolved once, with `UITraitCollection.current` (light, unless code
  /// runs inside `performAsCurrent(_:)` or a trait change): a colour made before a switch to
  /// dark stays light (see "Differences from UIKit").
  ///
  /// - Parameter dynamicProvider: The colour for given traits.
  /// - Complexity: That of `dynamicProvider`.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self = dynamicProvider(TraitCollection.current)
  }

  /// The colour in `traitCollection`, as `UIColor.resolvedColor(with:)`: the colour itself, as
  /// the face's colours hold fixed components.
  ///
  /// - Parameter traitCollection: The traits to resolve in.
  /// - Returns: This colour.
  /// - Complexity: O(1).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    self
  }
}
