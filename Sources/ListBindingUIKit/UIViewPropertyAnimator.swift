import Foundation
import ListBinding

/// Where an animator's views end, as UIKit's `UIViewAnimatingPosition`, with UIKit's raw
/// values: the value its completions receive.
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
  /// At the animations' end values.
  case end = 0
  /// At their start values.
  case start = 1
  /// Where they were when the animator stopped.
  case current = 2
}

/// The state of an animator, as UIKit's `UIViewAnimatingState`, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Hashable, Sendable {
  /// Not started, or finished: the state an animator begins and ends in.
  case inactive = 0
  /// Started, running or paused.
  case active = 1
  /// Stopped by `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// An animation that can be started, paused, stopped and finished, as UIKit's
/// `UIViewPropertyAnimator`, on the model of the face's `UIView.animate`: nothing is drawn over
/// time, so the animations run at once when the animator starts (or pauses) and those added
/// to an active animator run as they are added; the views take their end values then.
///
/// A running animator finishes when the main queue next turns, as UIKit's ends after its
/// duration: it becomes ``UIViewAnimatingState/inactive`` and its completions run with
/// ``UIViewAnimatingPosition/end`` (``UIViewAnimatingPosition/start`` when
/// ``isReversed``), under the exception handler in effect when it started. A paused animator
/// waits; ``stopAnimation(_:)`` with `true` ends it without completions, with `false` stops it
/// until ``finishAnimation(at:)`` runs them, as Apple's pages say. ``fractionComplete`` is
/// recorded: the views keep their end values whatever it reads (*assumed*: no frames).
///
/// Misuse that UIKit raises for is reported as `NSInternalInconsistencyException` through
/// ``UIKitException`` and changes nothing: ``finishAnimation(at:)`` on an animator that is not
/// stopped (Apple: "a programmer error"), ``startAnimation()``, ``pauseAnimation()`` and
/// ``addAnimations(_:)`` on a stopped one ("An animation cannot be started while in this
/// state"). The reasons' words are *assumed*.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
  /// The animations not run yet.
  private var animations: [() -> Void] = []
  /// The completions, in the order they were added.
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Counts starts and pauses, so that an end scheduled before one of them is dropped.
  private var run = 0

  /// How long UIKit would animate, in seconds, as `duration`.
  public let duration: TimeInterval

  /// The delay of the last ``startAnimation(afterDelay:)``, as `delay`; 0 before. Recorded.
  public private(set) var delay: TimeInterval = 0

  /// The state, as `state`: ``UIViewAnimatingState/inactive`` at first.
  public private(set) var state = UIViewAnimatingState.inactive

  /// Whether the animations are running, as `isRunning`: active and not paused.
  public private(set) var isRunning = false

  /// Whether the animations run backwards, as `isReversed`: a reversed animator's completions
  /// receive ``UIViewAnimatingPosition/start``. Default: `false`. The views keep their end
  /// values (*assumed*).
  open var isReversed = false

  /// Whether the animator can be paused and stopped, as `isInterruptible`. Default: `true`.
  /// Recorded.
  open var isInterruptible = true

  /// Whether the views take touches while animating, as `isUserInteractionEnabled`. Default:
  /// `true`. Recorded.
  open var isUserInteractionEnabled = true

  /// Whether a finished animation stays active, without running its completions, as
  /// `pausesOnCompletion` (Apple's page). Default: `false`.
  open var pausesOnCompletion = false

  /// Whether a paused animation scrubs linearly, as `scrubsLinearly`. Default: `true`.
  /// Recorded.
  open var scrubsLinearly = true

  private var storedFraction: CGFloat = 0

  /// How far the animation is, from 0 to 1, as `fractionComplete`: 0 until it finishes. Set
  /// on a paused or inactive animator (which it moves to active and paused, as Apple's page
  /// says, running the animations); a value that is not a number, or set while running, is
  /// ignored (*assumed*); it is pinned from 0 to 1. Recorded: the views keep their end values.
  ///
  /// - Complexity: O(1), besides the animations an inactive animator runs.
  open var fractionComplete: CGFloat {
    get { storedFraction }
    set {
      guard !newValue.isNaN, state != .stopped, !isRunning else { return }
      if state == .inactive { pauseAnimation() }
      storedFraction = min(max(newValue, 0), 1)
    }
  }

  /// Creates an inactive animator with a timing curve, as
  /// `UIViewPropertyAnimator(duration:curve:animations:)`.
  ///
  /// - Parameters:
  ///   - duration: How long UIKit would animate, in seconds.
  ///   - curve: The timing curve; accepted, not kept.
  ///   - animations: The changes to make when the animator starts, or `nil`.
  public required init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Creates an inactive animator with a spring, as
  /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
  ///
  /// - Parameters:
  ///   - duration: How long UIKit would animate, in seconds.
  ///   - ratio: The spring's damping, from 0 to 1 in UIKit; accepted, not kept.
  ///   - animations: The changes to make when the animator starts, or `nil`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator and starts it, as
  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: the
  /// animations run at once, and `completion` when the main queue next turns.
  ///
  /// - Parameters:
  ///   - duration: How long UIKit would animate, in seconds.
  ///   - delay: How long UIKit would wait first, in seconds; recorded.
  ///   - options: The curve and flags; accepted, not kept.
  ///   - animations: The changes to make.
  ///   - completion: What runs when the animation ends, or `nil`.
  /// - Returns: The running animator.
  /// - Complexity: That of `animations`.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds changes to make, as `addAnimations(_:)`: on an active animator they run at once; on
  /// an inactive one when it starts.
  ///
  /// - Parameter animation: The changes.
  /// - Complexity: O(1), besides `animation` on an active animator.
  open func addAnimations(_ animation: @escaping () -> Void) {
    guard refuseWhenStopped("addAnimations:") else { return }
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds changes to make, as `addAnimations(_:delayFactor:)`: as ``addAnimations(_:)``; the
  /// delay factor is accepted, not kept.
  ///
  /// - Parameters:
  ///   - animation: The changes.
  ///   - delayFactor: When they start, as a fraction of the duration.
  /// - Complexity: O(1), besides `animation` on an active animator.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, as `addCompletion(_:)`: it runs when the animation ends with where the
  /// views ended, after those added before it.
  ///
  /// - Parameter completion: What runs.
  /// - Complexity: O(1).
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation, or resumes a paused one, as `startAnimation()`: the animations not
  /// run yet run now, and the animator finishes when the main queue next turns.
  ///
  /// - Complexity: That of the animations not run yet.
  open func startAnimation() {
    guard refuseWhenStopped("startAnimation"), !isRunning else { return }
    activate()
    isRunning = true
    run += 1
    let thisRun = run
    // Held until then, as UIKit holds a running animator nobody else keeps.
    MainQueueCompletions.schedule {
      guard self.run == thisRun, self.isRunning else { return }
      self.endNaturally()
    }
  }

  /// Starts the animation after `delay` seconds, as `startAnimation(afterDelay:)`: as
  /// ``startAnimation()``; the delay is recorded.
  ///
  /// - Parameter delay: How long UIKit would wait, in seconds.
  /// - Complexity: That of the animations not run yet.
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }

  /// Pauses the animation, as `pauseAnimation()`: an inactive animator becomes active (its
  /// animations run) and paused; a running one waits for ``startAnimation()``.
  ///
  /// - Complexity: That of the animations not run yet.
  open func pauseAnimation() {
    guard refuseWhenStopped("pauseAnimation") else { return }
    activate()
    isRunning = false
    run += 1
  }

  /// Stops the animation, as `stopAnimation(_:)`: with `withoutFinishing` `true` the animator
  /// becomes inactive and its completions never run; with `false` it becomes stopped and
  /// waits for ``finishAnimation(at:)``. An inactive or stopped animator is left as it is
  /// (*assumed*).
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Complexity: O(1).
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    run += 1
    if withoutFinishing {
      state = .inactive
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animation, as `finishAnimation(at:)`: the animator becomes inactive
  /// and its completions run at once with `finalPosition`. On an animator that is not stopped
  /// it raises `NSInternalInconsistencyException` (Apple: "a programmer error") and changes
  /// nothing.
  ///
  /// - Parameter finalPosition: Where the views end; the face's keep their end values.
  /// - Complexity: O(*c*) for *c* completions, besides what they do.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      UIKitException(
        name: .internalInconsistencyException,
        reason: "finishAnimationAtPosition: should only be called on a stopped animator!"
      ).raise()
      return
    }
    finish(at: finalPosition)
  }

  /// Moves an inactive animator to active, running the animations not run yet.
  private func activate() {
    if state == .inactive {
      state = .active
      storedFraction = 0
    }
    let pending = animations
    animations = []
    pending.forEach { $0() }
  }

  /// The end after the duration: inactive with the completions run, or active and paused.
  private func endNaturally() {
    storedFraction = 1
    if pausesOnCompletion {
      isRunning = false
      run += 1
      return
    }
    finish(at: isReversed ? .start : .end)
  }

  /// Becomes inactive and runs the completions with `position`.
  private func finish(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    run += 1
    let finished = completions
    completions = []
    finished.forEach { $0(position) }
  }

  /// Raises UIKit's exception for `method` on a stopped animator; whether the call may go on.
  private func refuseWhenStopped(_ method: String) -> Bool {
    guard state == .stopped else { return true }
    UIKitException(
      name: .internalInconsistencyException,
      reason: "-[UIViewPropertyAnimator \(method)] called on a stopped animator"
    ).raise()
    return false
  }
}
