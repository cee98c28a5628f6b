import Foundation
import ListBinding

// UIKit's block-based view animations, as table screens call them around `beginUpdates()` and
// `endUpdates()`. Nothing is drawn over time here: the changes take effect at once, and a
// completion runs when the main queue next turns, as UIKit runs it once the animation ends.
// The closures keep UIKit's escaping-ness: `performWithoutAnimation(_:)` takes a non-escaping
// closure (implicit `self` works inside it in Swift 5 mode), `animate(withDuration:…)` an
// escaping one.

extension View {
  /// Runs `actionsWithoutAnimation` at once, as UIKit's `performWithoutAnimation(_:)`.
  ///
  /// The face draws no animations, so the changes take effect as they would without one.
  ///
  /// - Parameter actionsWithoutAnimation: The changes to make without animation.
  /// - Complexity: That of `actionsWithoutAnimation`.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Makes the changes `animations` makes, as UIKit's `animate(withDuration:animations:)`.
  ///
  /// The changes take effect at once (the face draws no frames between them); `duration` is
  /// not kept.
  ///
  /// - Parameters:
  ///   - duration: The length UIKit would animate for, in seconds; any value is accepted.
  ///   - animations: The changes to make.
  /// - Complexity: That of `animations`.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  {
    animations()
  }

  /// Makes the changes `animations` makes, then runs `completion` with `true`, as UIKit's
  /// `animate(withDuration:animations:completion:)`.
  ///
  /// The changes take effect at once; `completion` runs when the main queue next turns (UIKit
  /// runs it when the animation ends, and on the next turn of the run loop for a duration of
  /// 0), under the exception handler in effect for this call.
  ///
  /// - Parameters:
  ///   - duration: The length UIKit would animate for, in seconds; any value is accepted.
  ///   - animations: The changes to make.
  ///   - completion: What runs once the changes are made, with `true`, or `nil`.
  /// - Complexity: That of `animations`; O(1) to schedule `completion`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    finish(completion)
  }

  /// Makes the changes `animations` makes, then runs `completion` with `true`, as UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// UIKit runs `animations` at once, whatever the delay (the views take their end values
  /// then; only what is drawn waits); here too. `completion` runs when the main queue next
  /// turns, as in ``animate(withDuration:animations:completion:)``; `delay` and `options` are
  /// not kept.
  ///
  /// - Parameters:
  ///   - duration: The length UIKit would animate for, in seconds; any value is accepted.
  ///   - delay: How long UIKit would wait before animating, in seconds; any value is accepted.
  ///   - options: The curve and flags; accepted, not kept.
  ///   - animations: The changes to make.
  ///   - completion: What runs once the changes are made, with `true`, or `nil`.
  /// - Complexity: That of `animations`; O(1) to schedule `completion`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }

  /// Makes the changes `animations` makes, then runs `completion` with `true`, as UIKit's
  /// spring animation `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
  /// options:animations:completion:)`: as
  /// ``animate(withDuration:delay:options:animations:completion:)``; the spring is not kept.
  ///
  /// - Parameters:
  ///   - duration: The length UIKit would animate for, in seconds; any value is accepted.
  ///   - delay: How long UIKit would wait before animating, in seconds; any value is accepted.
  ///   - dampingRatio: The spring's damping, from 0 to 1 in UIKit; any value is accepted.
  ///   - velocity: The spring's initial velocity; any value is accepted.
  ///   - options: The curve and flags; accepted, not kept.
  ///   - animations: The changes to make.
  ///   - completion: What runs once the changes are made, with `true`, or `nil`.
  /// - Complexity: That of `animations`; O(1) to schedule `completion`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }

  /// Makes the changes `animations` makes to `view` as a transition, then runs `completion`
  /// with `true`, as UIKit's `transition(with:duration:options:animations:completion:)` (apps
  /// cross-dissolve a table's `reloadData()` with it).
  ///
  /// The changes take effect at once; `completion` runs when the main queue next turns.
  ///
  /// - Parameters:
  ///   - view: The container view whose content changes.
  ///   - duration: The length UIKit would animate for, in seconds; any value is accepted.
  ///   - options: The transition, curve and flags; accepted, not kept.
  ///   - animations: The changes to make, or `nil`.
  ///   - completion: What runs once the changes are made, with `true`, or `nil`.
  /// - Complexity: That of `animations`; O(1) to schedule `completion`.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations ?? {}, completion: completion)
  }

  /// Replaces `fromView` by `toView` in `fromView`'s superview, as UIKit's
  /// `transition(from:to:duration:options:completion:)`, then runs `completion` with `true`.
  ///
  /// Without ``AnimationOptions/showHideTransitionViews`` (Apple's page of that option),
  /// `toView` is added to `fromView`'s superview, in `fromView`'s place among its siblings
  /// (*assumed*: Apple says "added to the superview"), and `fromView` is removed from it;
  /// nothing is added when `fromView` has no superview. With it, both views stay where they
  /// are: `fromView` is hidden and `toView` shown. `completion` runs when the main queue next
  /// turns.
  ///
  /// - Parameters:
  ///   - fromView: The view the transition starts from.
  ///   - toView: The view it ends with.
  ///   - duration: The length UIKit would animate for, in seconds; any value is accepted.
  ///   - options: The transition, curve and flags.
  ///   - completion: What runs once the views are swapped, with `true`, or `nil`.
  /// - Complexity: O(*s*), where *s* is the number of `fromView`'s siblings.
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if fromView !== toView, let superview = fromView.treeSuperview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    finish(completion)
  }

  /// Makes the changes `animations` makes, keyframes included, then runs `completion` with
  /// `true`, as UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`.
  ///
  /// `animations` runs at once, and each keyframe it adds with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` runs as it is added:
  /// the views end as UIKit's would. `completion` runs when the main queue next turns.
  ///
  /// - Parameters:
  ///   - duration: The length UIKit would animate for, in seconds; any value is accepted.
  ///   - delay: How long UIKit would wait before animating, in seconds; any value is accepted.
  ///   - options: The keyframe options; accepted, not kept.
  ///   - animations: The changes to make and the keyframes to add.
  ///   - completion: What runs once the changes are made, with `true`, or `nil`.
  /// - Complexity: That of `animations`; O(1) to schedule `completion`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }

  /// Makes the changes of one keyframe, as UIKit's
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: at once, in the order
  /// the keyframes are added (*assumed* for keyframes that overlap in time, where UIKit
  /// interpolates).
  ///
  /// - Parameters:
  ///   - frameStartTime: When the keyframe starts, as a fraction of the whole; accepted.
  ///   - frameDuration: How long it lasts, as a fraction of the whole; accepted.
  ///   - animations: The keyframe's changes.
  /// - Complexity: That of `animations`.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }

  /// Runs `completion` with `true` when the main queue next turns, as the animations above end.
  private static func finish(_ completion: ((Bool) -> Void)?) {
    MainQueueCompletions.schedule(completion.map { completion in { completion(true) } })
  }
}
