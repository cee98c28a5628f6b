import Foundation
import ListBinding

/// The device's screen, as UIKit's `UIScreen`: fixed values, those of a 6.1-inch iPhone
/// (iPhone 14, 15 and 16) in portrait.
///
/// Nothing is drawn on it: a window takes its size from the frame you give it, as
/// `UIWindow(frame: UIScreen.main.bounds)` does in app code, and its default traits
/// (`UITraitCollection.phonePortrait`) have the screen's scale.
@preconcurrency @MainActor
public final class UIScreen {
  private init() {}

  /// The screen, as `UIScreen.main`.
  public static let main = UIScreen()

  /// The screen's rect in points, as `UIScreen.bounds`: 390 × 844 at the origin.
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// The rect in pixels, as `UIScreen.nativeBounds`: 1170 × 2532.
  public let nativeBounds = CGRect(x: 0, y: 0, width: 1170, height: 2532)

  /// Pixels per point, as `UIScreen.scale`: 3.
  public let scale: CGFloat = 3

  /// Pixels per point of the physical screen, as `UIScreen.nativeScale`: 3.
  public let nativeScale: CGFloat = 3

  /// The screen's traits, as `UIScreen.traitCollection`: `UITraitCollection.phonePortrait`.
  public var traitCollection: UITraitCollection { .phonePortrait }
}
