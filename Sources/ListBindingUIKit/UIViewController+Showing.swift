import Foundation
import ListBinding

// Showing a controller where it belongs (`show(_:sender:)`), presentation contexts and
// popovers.

extension UIViewController {
  /// Shows a controller in the way that fits this one, as `show(_:sender:)`: pushed when this
  /// controller is in a navigation controller, as `UINavigationController`'s `show` does,
  /// else presented modally.
  ///
  /// Declared in an extension, so a subclass cannot override it (Swift cannot override a
  /// member declared in an extension).
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked; unused.
  /// - Complexity: that of `pushViewController(_:animated:)` or
  ///   `present(_:animated:completion:)`.
  public func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Whether this controller's view is covered when it or a controller it contains presents
  /// one in the `.currentContext` style, as `definesPresentationContext`. Default: `false`.
  ///
  /// Stored for your code and tests: the face presents every controller from the outermost
  /// of the presenter's parents.
  ///
  /// - Complexity: O(1) expected.
  public var definesPresentationContext: Bool {
    get { Self.presentationContexts.existing(self) ?? false }
    set { Self.presentationContexts[self] = newValue }
  }

  /// The popover presentation controller that manages this controller, as
  /// `popoverPresentationController`: one, kept for the controller's lifetime, when its
  /// ``modalPresentationStyle`` is `.popover` (Apple's documentation: "accessing this property
  /// creates a popover presentation controller when the value in the modalPresentationStyle
  /// property is UIModalPresentationStyle.popover"), else `nil`.
  ///
  /// - Complexity: O(1) expected.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let popover = Self.popovers.existing(self) { return popover }
    let popover = UIPopoverPresentationController()
    Self.popovers[self] = popover
    return popover
  }

  /// The sheet presentation controller that manages this controller, as
  /// `sheetPresentationController` (iOS 15): one, kept for the controller's lifetime, when its
  /// ``modalPresentationStyle`` is `.pageSheet` or `.formSheet`, as Apple's page says, or
  /// `.automatic`, which iOS presents as a page sheet (*assumed*: apps set a sheet's detents
  /// without setting the style); else `nil`. Recorded: see ``UISheetPresentationController``.
  ///
  /// - Complexity: O(1) expected.
  public var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .pageSheet, .formSheet, .automatic: break
    default: return nil
    }
    if let sheet = Self.sheets.existing(self) { return sheet }
    let sheet = UISheetPresentationController()
    Self.sheets[self] = sheet
    return sheet
  }

  /// The controllers' sheet presentation controllers.
  private static let sheets = SideTable<UIViewController, UISheetPresentationController> {
    UISheetPresentationController()
  }

  /// The controllers' `definesPresentationContext`.
  private static let presentationContexts = SideTable<UIViewController, Bool> { false }
  /// The controllers' popover presentation controllers.
  private static let popovers = SideTable<UIViewController, UIPopoverPresentationController> {
    UIPopoverPresentationController()
  }
}

/// Where a popover points, as UIKit's `UIPopoverPresentationController`. Recorded, not drawn:
/// a text table shows no popovers.
@preconcurrency @MainActor
public final class UIPopoverPresentationController {
  /// The view the popover points at, or `nil`.
  public weak var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at. Default: zero.
  public var sourceRect = CGRect.zero
  /// The bar button item the popover points at, or `nil`.
  public weak var barButtonItem: UIBarButtonItem?
  /// The directions the popover's arrow may point. Default: `.any`.
  public var permittedArrowDirections = UIPopoverArrowDirection.any

  init() {}
}

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The bits of the directions.
  public let rawValue: UInt
  /// Creates a set of directions from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not yet known.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
