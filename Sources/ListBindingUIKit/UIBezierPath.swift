import Foundation
import ListBinding

/// A path of lines and curves, as UIKit's `UIBezierPath`. Recorded, not drawn: a path knows
/// the rectangle it was made from and its corner radius, which is what a context menu's
/// preview uses (``UIPreviewParameters/visiblePath``).
open class UIBezierPath {
  /// The smallest rectangle that holds the path, as `UIBezierPath.bounds`: `.zero` for an
  /// empty path.
  public let bounds: CGRect
  /// The radius of the rectangle's corners: 0 for a plain rectangle or an empty path.
  package let cornerRadius: CGFloat

  /// Makes an empty path, as `UIBezierPath()`.
  ///
  /// - Complexity: O(1).
  public init() {
    bounds = .zero
    cornerRadius = 0
  }

  /// Makes a path of a rectangle, as `UIBezierPath(rect:)`.
  ///
  /// - Parameter rect: The rectangle.
  /// - Complexity: O(1).
  public init(rect: CGRect) {
    bounds = rect.standardized
    cornerRadius = 0
  }

  /// Makes a path of a rectangle with rounded corners, as
  /// `UIBezierPath(roundedRect:cornerRadius:)`. A radius beyond half the shorter side is
  /// taken as half of it, as Core Graphics draws it (*assumed*); a negative or NaN radius as 0.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius.
  /// - Complexity: O(1).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    bounds = rect.standardized
    let half = min(bounds.width, bounds.height) / 2
    self.cornerRadius = cornerRadius > 0 ? min(cornerRadius, half) : 0
  }

  /// Whether the path holds no shape, as `UIBezierPath.isEmpty`.
  ///
  /// - Complexity: O(1).
  open var isEmpty: Bool { bounds.isEmpty }
}
