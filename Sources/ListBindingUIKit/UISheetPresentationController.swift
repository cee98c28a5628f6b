import Foundation
import ListBinding

/// The sheet a controller is presented in, as UIKit's `UISheetPresentationController` (iOS
/// 15): its detents, the one selected, its grabber and corner radius, which a test reads.
/// Recorded, not drawn: a text table shows no sheets, and nothing here resizes the presented
/// controller's view. A controller's ``UIViewController/sheetPresentationController`` gives
/// it for the `.pageSheet` and `.formSheet` styles.
@preconcurrency @MainActor
public final class UISheetPresentationController {
  /// A height a sheet rests at, as `UISheetPresentationController.Detent`.
  @preconcurrency @MainActor
  public final class Detent {
    /// The detent's name, as `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String

      /// A name, as `Identifier(_:)`.
      ///
      /// - Parameter rawValue: The name.
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// A name, as `Identifier(rawValue:)`.
      ///
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// The medium detent's, about half the screen.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The large detent's, the full height.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's name, as `identifier`.
    public let identifier: Identifier

    private init(identifier: Identifier) { self.identifier = identifier }

    /// The detent at about half the screen's height, as `medium()`.
    ///
    /// - Returns: The detent.
    public static func medium() -> Detent { Detent(identifier: .medium) }

    /// The detent at the sheet's full height, as `large()`.
    ///
    /// - Returns: The detent.
    public static func large() -> Detent { Detent(identifier: .large) }
  }

  /// The heights the sheet rests at, smallest first, as `detents`. Default: `[.large()]`, as
  /// Apple's page says. Recorded.
  public var detents: [Detent] = [.large()]

  /// The detent the sheet rests at, as `selectedDetentIdentifier`; `nil` (the default) for the
  /// smallest of ``detents``. Recorded.
  public var selectedDetentIdentifier: Detent.Identifier?

  /// The largest detent at which the content behind is not dimmed, as
  /// `largestUndimmedDetentIdentifier`; `nil` (the default) to dim at every detent. Recorded.
  public var largestUndimmedDetentIdentifier: Detent.Identifier?

  /// Whether the sheet shows a grabber at its top, as `prefersGrabberVisible`. Default:
  /// `false`. Recorded.
  public var prefersGrabberVisible = false

  /// The radius of the sheet's corners, as `preferredCornerRadius`; `nil` (the default) for the
  /// system's. Recorded.
  public var preferredCornerRadius: CGFloat?

  /// Whether scrolling to the edge of the sheet's content expands it to a larger detent, as
  /// `prefersScrollingExpandsWhenScrolledToEdge`. Default: `true`. Recorded.
  public var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet attaches to the screen's bottom edge in a compact height, as
  /// `prefersEdgeAttachedInCompactHeight`. Default: `false`. Recorded.
  public var prefersEdgeAttachedInCompactHeight = false

  /// Whether an edge-attached sheet takes its controller's preferred width, as
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached`. Default: `false`. Recorded.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  init() {}

  /// Makes the changes `changes` makes to the sheet, as `animateChanges(_:)`: at once, as the
  /// face draws no animation.
  ///
  /// - Parameter changes: The changes, such as a new ``selectedDetentIdentifier``.
  /// - Complexity: That of `changes`.
  public func animateChanges(_ changes: () -> Void) {
    changes()
  }
}
