import Foundation
import ListBinding

/// How a preview of a view looks while a context menu shows it, as UIKit's
/// `UIPreviewParameters`. Recorded, not drawn.
@preconcurrency @MainActor
open class UIPreviewParameters {
  /// The part of the view the preview shows, or `nil` for all of it, as
  /// `UIPreviewParameters.visiblePath`.
  open var visiblePath: UIBezierPath?
  /// The shape of the preview's shadow, or `nil` for the default, as
  /// `UIPreviewParameters.shadowPath`.
  open var shadowPath: UIBezierPath?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type.)
  /// The colour behind the preview, as `UIPreviewParameters.backgroundColor`; `nil` until set
  /// (*assumed*: UIKit documents no default).
  open var backgroundColor: UIColor!

  /// Makes parameters that show the whole view, as `UIPreviewParameters()`.
  ///
  /// - Complexity: O(1).
  public init() {}
}

/// Where a preview goes: a container view and a point in it, as UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget {
  /// The view the preview is placed in, as `UIPreviewTarget.container`.
  public let container: UIView
  /// The preview's centre, in the container's coordinates, as `UIPreviewTarget.center`.
  public let center: CGPoint
  /// The transform applied to the preview, as `UIPreviewTarget.transform`.
  public let transform: CGAffineTransform

  /// Makes a target, as `UIPreviewTarget(container:center:transform:)`. UIKit requires the
  /// container to be in a window; that is not checked here.
  ///
  /// - Parameters:
  ///   - container: The view the preview is placed in.
  ///   - center: The preview's centre, in the container's coordinates.
  ///   - transform: The transform applied to the preview.
  /// - Complexity: O(1).
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }

  /// Makes a target without a transform, as `UIPreviewTarget(container:center:)`.
  ///
  /// - Parameters:
  ///   - container: The view the preview is placed in.
  ///   - center: The preview's centre, in the container's coordinates.
  /// - Complexity: O(1).
  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }
}

/// A view a context menu animates as its preview, with how it looks and where it goes, as
/// UIKit's `UITargetedPreview`. Recorded, not drawn: a table's delegate returns one from
/// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)` and
/// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
@preconcurrency @MainActor
open class UITargetedPreview {
  /// The view the preview shows, as `UITargetedPreview.view`.
  public let view: UIView
  /// How the preview looks, as `UITargetedPreview.parameters`.
  public let parameters: UIPreviewParameters
  /// Where the preview goes, as `UITargetedPreview.target`.
  public let target: UIPreviewTarget

  /// Makes a preview of `view`, as `UITargetedPreview(view:parameters:target:)`.
  ///
  /// - Parameters:
  ///   - view: The view the preview shows.
  ///   - parameters: How the preview looks.
  ///   - target: Where the preview goes.
  /// - Complexity: O(1).
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.target = target
  }

  /// Makes a preview of `view` where it is, as `UITargetedPreview(view:parameters:)`: the
  /// target is the view's superview and the view's centre (the view itself and the centre of
  /// its bounds when it has no superview). UIKit requires the view to be in a window; that is
  /// not checked here.
  ///
  /// - Parameters:
  ///   - view: The view the preview shows.
  ///   - parameters: How the preview looks.
  /// - Complexity: O(1).
  public convenience init(view: UIView, parameters: UIPreviewParameters) {
    let target: UIPreviewTarget
    if let superview = view.treeSuperview {
      target = UIPreviewTarget(
        container: superview, center: CGPoint(x: view.frame.midX, y: view.frame.midY))
    } else {
      target = UIPreviewTarget(
        container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }
    self.init(view: view, parameters: parameters, target: target)
  }

  /// Makes a preview of the whole of `view` where it is, as `UITargetedPreview(view:)`; see
  /// ``init(view:parameters:)``.
  ///
  /// - Parameter view: The view the preview shows.
  /// - Complexity: O(1).
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIPreviewParameters())
  }

  /// The preview's size: the view's bounds' size, as `UITargetedPreview.size`.
  ///
  /// - Complexity: O(1).
  open var size: CGSize { view.bounds.size }

  /// The same preview at another target, as `UITargetedPreview.retargetedPreview(with:)`.
  ///
  /// - Parameter newTarget: The new target.
  /// - Returns: A new preview of the same view and parameters.
  /// - Complexity: O(1).
  open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
    UITargetedPreview(view: view, parameters: parameters, target: newTarget)
  }
}
