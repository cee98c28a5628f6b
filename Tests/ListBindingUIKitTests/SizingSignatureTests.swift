import Foundation
import ListBindingUIKit
import Testing

// UIKit's sizing declarations, each typed as its page in Apple's documentation gives it:
// developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:) (`func
// systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize`),
// systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:) (`func
// systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority
// horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) ->
// CGSize`), uiview/layoutfittingcompressedsize and layoutfittingexpandedsize (`class let …:
// CGSize`), uilayoutpriority/fittingsizelevel (`static var fittingSizeLevel: UILayoutPriority`),
// uifont/lineheight, ascender, descender, capheight, xheight, leading (`var …: CGFloat { get }`),
// uicontentcontainer/viewwilltransition(to:with:) (`func viewWillTransition(to size: CGSize,
// with coordinator: any UIViewControllerTransitionCoordinator)`),
// uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:) (`func
// animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) ->
// Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) ->
// Bool`), uiviewcontrollertransitioncoordinatorcontext (isAnimated, isInteractive, isCancelled,
// transitionDuration, percentComplete), uiwindow frame and bounds (`var frame: CGRect`, `var
// bounds: CGRect`).

@MainActor
@Suite("Signatures: UIKit's sizing names, font metrics and size transitions")
struct SizingSignatureTests {
  @Test("systemLayoutSizeFitting and the fitting sizes")
  func fitting() {
    let fit: (UIView) -> (CGSize) -> CGSize = UIView.systemLayoutSizeFitting(_:)
    let fitWithPriorities: (UIView) -> (CGSize, UILayoutPriority, UILayoutPriority) -> CGSize =
      UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
    let compressed: CGSize = UIView.layoutFittingCompressedSize
    let expanded: CGSize = UIView.layoutFittingExpandedSize
    let level: UILayoutPriority = .fittingSizeLevel
    _ = (fit, fitWithPriorities)
    #expect(compressed == .zero)
    #expect(expanded.width > 0 && expanded.height > 0)
    #expect(level.rawValue == 50)
  }

  @Test("UIFont's vertical metrics")
  func fontMetrics() {
    let lineHeight: KeyPath<UIFont, CGFloat> = \.lineHeight
    let ascender: KeyPath<UIFont, CGFloat> = \.ascender
    let descender: KeyPath<UIFont, CGFloat> = \.descender
    let capHeight: KeyPath<UIFont, CGFloat> = \.capHeight
    let xHeight: KeyPath<UIFont, CGFloat> = \.xHeight
    let leading: KeyPath<UIFont, CGFloat> = \.leading
    _ = (lineHeight, ascender, descender, capHeight, xHeight, leading)
  }

  @Test("viewWillTransition(to:with:), the coordinator and a window's size")
  func transitions() {
    let willTransition:
      (UIViewController) -> (CGSize, any UIViewControllerTransitionCoordinator) -> Void =
        UIViewController.viewWillTransition(to:with:)
    let isAnimated: KeyPath<any UIViewControllerTransitionCoordinatorContext, Bool> = \.isAnimated
    let isInteractive: KeyPath<any UIViewControllerTransitionCoordinatorContext, Bool> =
      \.isInteractive
    let isCancelled: KeyPath<any UIViewControllerTransitionCoordinatorContext, Bool> =
      \.isCancelled
    let duration: KeyPath<any UIViewControllerTransitionCoordinatorContext, TimeInterval> =
      \.transitionDuration
    let percent: KeyPath<any UIViewControllerTransitionCoordinatorContext, CGFloat> =
      \.percentComplete
    let frame: ReferenceWritableKeyPath<UIWindow, CGRect> = \.frame
    let bounds: ReferenceWritableKeyPath<UIWindow, CGRect> = \.bounds
    _ = (willTransition, isAnimated, isInteractive, isCancelled, duration, percent, frame, bounds)
  }
}

/// A controller that overrides `viewWillTransition(to:with:)` as UIKit code does.
final class TransitionProbeController: UITableViewController {
  var sizesAtWillTransition: [CGSize] = []
  var sizesInAnimation: [CGSize] = []
  var completions = 0

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizesAtWillTransition.append(view.bounds.size)
    coordinator.animate(
      alongsideTransition: { _ in
        self.sizesInAnimation.append(self.tableView.bounds.size)
      },
      completion: { context in
        if !context.isCancelled { self.completions += 1 }
      })
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    100
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
