import Foundation

/// A class that makes a view controller again when the app restores its state, as UIKit's
/// `UIViewControllerRestoration`: set as a controller's `restorationClass`.
///
/// Recorded: nothing restores state here by itself, so the face never calls it; a test may.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
  /// The controller for a restoration identifier path, or `nil` for none, as
  /// `viewController(withRestorationIdentifierPath:coder:)`.
  ///
  /// - Parameters:
  ///   - identifierComponents: The restoration identifiers of the controller and its parents,
  ///     from the root.
  ///   - coder: The coder holding the controller's preserved state.
  /// - Returns: The controller, or `nil`.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
}
