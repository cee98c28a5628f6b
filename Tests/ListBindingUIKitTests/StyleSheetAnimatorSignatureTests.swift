import Foundation
import ListBindingUIKit
import Testing

// Style overrides, sheets and property animators: each UIKit declaration as a function value or
// key path of UIKit's exact type (labels, optionality, escaping-ness, no `throws`), so that a
// signature that differs fails to compile. Types from Apple's documentation page of each
// declaration: UIView and UIViewController overrideUserInterfaceStyle (`var
// overrideUserInterfaceStyle: UIUserInterfaceStyle`), UIColor resolvedColor(with:),
// UIViewController sheetPresentationController (`var sheetPresentationController:
// UISheetPresentationController? { get }`), UISheetPresentationController and its Detent,
// UIViewPropertyAnimator and the UIViewAnimating protocol's members.

@MainActor
@Suite("Signatures: style overrides, sheets and property animators")
struct StyleSheetAnimatorSignatureTests {
  @Test("overrideUserInterfaceStyle, resolvedColor(with:)")
  func userInterfaceStyle() {
    let view: ReferenceWritableKeyPath<UIView, UIUserInterfaceStyle> = \.overrideUserInterfaceStyle
    let controller: ReferenceWritableKeyPath<UIViewController, UIUserInterfaceStyle> =
      \.overrideUserInterfaceStyle
    let resolve: (UIColor) -> (UITraitCollection) -> UIColor = UIColor.resolvedColor(with:)
    _ = (view, controller, resolve)
    #expect(UIView().overrideUserInterfaceStyle == .unspecified)
    #expect(UIViewController().overrideUserInterfaceStyle == .unspecified)
  }

  @Test("sheetPresentationController, UISheetPresentationController")
  func sheet() {
    typealias Sheet = UISheetPresentationController
    let sheet: KeyPath<UIViewController, Sheet?> = \.sheetPresentationController
    let detents: ReferenceWritableKeyPath<Sheet, [Sheet.Detent]> = \.detents
    let selected: ReferenceWritableKeyPath<Sheet, Sheet.Detent.Identifier?> =
      \.selectedDetentIdentifier
    let undimmed: ReferenceWritableKeyPath<Sheet, Sheet.Detent.Identifier?> =
      \.largestUndimmedDetentIdentifier
    let grabber: ReferenceWritableKeyPath<Sheet, Bool> = \.prefersGrabberVisible
    let radius: ReferenceWritableKeyPath<Sheet, CGFloat?> = \.preferredCornerRadius
    let expands: ReferenceWritableKeyPath<Sheet, Bool> = \.prefersScrollingExpandsWhenScrolledToEdge
    let edge: ReferenceWritableKeyPath<Sheet, Bool> = \.prefersEdgeAttachedInCompactHeight
    let width: ReferenceWritableKeyPath<Sheet, Bool> =
      \.widthFollowsPreferredContentSizeWhenEdgeAttached
    let animate: (Sheet) -> (() -> Void) -> Void = Sheet.animateChanges
    let medium: () -> Sheet.Detent = Sheet.Detent.medium
    let large: () -> Sheet.Detent = Sheet.Detent.large
    let identifier: KeyPath<Sheet.Detent, Sheet.Detent.Identifier> = \.identifier
    let named: (String) -> Sheet.Detent.Identifier = Sheet.Detent.Identifier.init(_:)
    _ = (sheet, detents, selected, undimmed, grabber, radius, expands, edge, width, animate)
    _ = (medium, large, identifier, named)
    #expect(Sheet.Detent.Identifier.medium != .large)
  }

  @Test("UIViewPropertyAnimator, UIViewAnimatingPosition, UIViewAnimatingState")
  func propertyAnimator() {
    let curve: (TimeInterval, UIView.AnimationCurve, (() -> Void)?) -> UIViewPropertyAnimator =
      UIViewPropertyAnimator.init(duration:curve:animations:)
    let spring: (TimeInterval, CGFloat, (() -> Void)?) -> UIViewPropertyAnimator =
      UIViewPropertyAnimator.init(duration:dampingRatio:animations:)
    let running:
      (
        TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void,
        ((UIViewAnimatingPosition) -> Void)?
      ) -> UIViewPropertyAnimator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration:delay:options:animations:completion:)
    let add: (UIViewPropertyAnimator) -> (@escaping () -> Void) -> Void =
      UIViewPropertyAnimator.addAnimations(_:)
    let addDelayed: (UIViewPropertyAnimator) -> (@escaping () -> Void, CGFloat) -> Void =
      UIViewPropertyAnimator.addAnimations(_:delayFactor:)
    let completion:
      (UIViewPropertyAnimator) -> (@escaping (UIViewAnimatingPosition) -> Void) -> Void =
        UIViewPropertyAnimator.addCompletion
    let start: (UIViewPropertyAnimator) -> () -> Void = UIViewPropertyAnimator.startAnimation
    let startLater: (UIViewPropertyAnimator) -> (TimeInterval) -> Void =
      UIViewPropertyAnimator.startAnimation(afterDelay:)
    let pause: (UIViewPropertyAnimator) -> () -> Void = UIViewPropertyAnimator.pauseAnimation
    let stop: (UIViewPropertyAnimator) -> (Bool) -> Void = UIViewPropertyAnimator.stopAnimation
    let finish: (UIViewPropertyAnimator) -> (UIViewAnimatingPosition) -> Void =
      UIViewPropertyAnimator.finishAnimation(at:)
    let fraction: ReferenceWritableKeyPath<UIViewPropertyAnimator, CGFloat> = \.fractionComplete
    let state: KeyPath<UIViewPropertyAnimator, UIViewAnimatingState> = \.state
    let isRunning: KeyPath<UIViewPropertyAnimator, Bool> = \.isRunning
    let reversed: ReferenceWritableKeyPath<UIViewPropertyAnimator, Bool> = \.isReversed
    let interruptible: ReferenceWritableKeyPath<UIViewPropertyAnimator, Bool> = \.isInterruptible
    let pauses: ReferenceWritableKeyPath<UIViewPropertyAnimator, Bool> = \.pausesOnCompletion
    let duration: KeyPath<UIViewPropertyAnimator, TimeInterval> = \.duration
    _ = (curve, spring, running, add, addDelayed, completion, start, startLater, pause, stop)
    _ = (finish, fraction, state, isRunning, reversed, interruptible, pauses, duration)
    #expect(UIViewAnimatingPosition.current.rawValue == 2)
    #expect(UIViewAnimatingState.stopped.rawValue == 2)
    #expect(UIView.AnimationCurve.linear.rawValue == 3)
  }
}
