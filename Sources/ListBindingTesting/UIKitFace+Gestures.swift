import Foundation
import ListBinding
import ListBindingUIKit

// A user's gesture that a UIKit face recognizer recognizes. UIKit connects the recognizer to its
// handler with `#selector`, which Linux cannot compile: the test passes the handler here.

/// A user's gesture on `recognizer`'s view, recognized: `handler`, the method the recognizer's
/// `#selector` names on iOS, is called with the recognizer, as UIKit calls its target.
///
/// A discrete recognizer (tap, swipe) is called once, in state `.ended`; a continuous one
/// (long press: `.began`, `.ended`; pan: `.began`, `.changed`, `.ended`, without travel: see
/// ``simulatePan(of:at:translation:velocity:_:)``) once per state. The recognizer's
/// `location(in:)` answers `location` (in its view's coordinates) and its `numberOfTouches` is
/// 1. Nothing is recognized, and `handler` is not called, when the recognizer is disabled or on
/// no view, when its view cannot be touched (hidden, not interactive, or inside such a view),
/// or when it is already recognizing a gesture (a handler that simulates one on its own
/// recognizer).
///
/// As the recognizer leaves `.possible`, its delegate's `gestureRecognizerShouldBegin(_:)` is
/// asked: `false` makes the gesture fail (`.failed`), and `handler` is not called. A handler
/// that disables the recognizer during a continuous gesture cancels it: `handler` is called
/// once more, in `.cancelled`, as Apple's `isEnabled` page says; one that removes the
/// recognizer from its view ends the gesture with no further call (*assumed*). After the
/// gesture, failed or not, the recognizer is reset to `.possible` with no touches, as UIKit
/// resets a recognizer after a terminal state.
///
/// ```swift
/// let header = try #require(controller.headerView.gestureRecognizers?.first)
/// let tap = try #require(header as? UITapGestureRecognizer)
/// #expect(simulateRecognition(of: tap) { controller.tapHeader($0) })
/// ```
///
/// - Parameters:
///   - recognizer: The recognizer the gesture is made on.
///   - location: Where the finger is, in the coordinates of the recognizer's view.
///   - handler: The recognizer's action.
/// - Returns: Whether the gesture was recognized.
/// - Complexity: O(*d*) for *d* superviews of the view, besides `handler` and the delegate.
@MainActor
@discardableResult
public func simulateRecognition<Recognizer: UIGestureRecognizer>(
  of recognizer: Recognizer, at location: CGPoint = .zero, _ handler: (Recognizer) -> Void
) -> Bool {
  let states: [UIGestureRecognizer.State]
  if !recognizer.isContinuous {
    states = [.ended]
  } else if recognizer is UIPanGestureRecognizer {
    states = [.began, .changed, .ended]
  } else {
    states = [.began, .ended]
  }
  return recognize(
    recognizer, at: location, steps: states.map { GestureStep(state: $0) }, handler)
}

/// A user's drag on `recognizer`'s view, recognized: the finger goes down at `location`, travels
/// by `translation` and lifts at `velocity`; `handler`, the method the recognizer's
/// `#selector` names on iOS, is called in `.began`, `.changed` and `.ended`, as UIKit calls a
/// pan recognizer's target.
///
/// In `.began` the recognizer's `translation(in:)` is zero and its `velocity(in:)` is
/// `velocity`; in `.changed` and `.ended` the translation is `translation` (less what the
/// handler took off with `setTranslation(_:in:)`: a handler that resets it to zero in
/// `.changed` reads zero in `.ended`, the finger not having moved since), and the velocity is
/// `velocity`. `location(in:)` answers `location`, then `location` moved by `translation`.
/// When nothing is recognized, the delegate, cancelling and the reset afterwards are as for
/// ``simulateRecognition(of:at:_:)``.
///
/// ```swift
/// let pan = try #require(card.gestureRecognizers?.first as? UIPanGestureRecognizer)
/// simulatePan(of: pan, translation: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 900, y: 0)) {
///   controller.dragCard($0)
/// }
/// ```
///
/// - Parameters:
///   - recognizer: The pan recognizer the drag is made on.
///   - location: Where the finger goes down, in the coordinates of the recognizer's view.
///   - translation: How far the finger travels.
///   - velocity: How fast it moves, in points a second, as it travels and lifts.
///   - handler: The recognizer's action.
/// - Returns: Whether the drag was recognized.
/// - Complexity: O(*d*) for *d* superviews of the view, besides `handler` and the delegate.
@MainActor
@discardableResult
public func simulatePan<Recognizer: UIPanGestureRecognizer>(
  of recognizer: Recognizer, at location: CGPoint = .zero, translation: CGPoint,
  velocity: CGPoint = .zero, _ handler: (Recognizer) -> Void
) -> Bool {
  let end = CGPoint(x: location.x + translation.x, y: location.y + translation.y)
  return recognize(
    recognizer, at: location,
    steps: [
      GestureStep(state: .began, location: location, travel: .zero, velocity: velocity),
      GestureStep(state: .changed, location: end, travel: translation, velocity: velocity),
      GestureStep(state: .ended, location: end, travel: translation, velocity: velocity),
    ], handler)
}

/// One state of a simulated gesture, with where the finger is then (for a pan, its travel and
/// velocity too); `nil` keeps the gesture's.
private struct GestureStep {
  var state: UIGestureRecognizer.State
  var location: CGPoint? = nil
  var travel: CGPoint = .zero
  var velocity: CGPoint = .zero
}

/// Recognizes a gesture of `steps` on `recognizer`: asks the delegate, calls `handler` in each
/// state, resets the recognizer.
@MainActor
private func recognize<Recognizer: UIGestureRecognizer>(
  _ recognizer: Recognizer, at location: CGPoint, steps: [GestureStep],
  _ handler: (Recognizer) -> Void
) -> Bool {
  guard recognizer.isEnabled, recognizer.state == .possible, let view = recognizer.view,
    view.isReachableByTouch
  else {
    return false
  }
  recognizer.touchLocation = location
  recognizer.numberOfTouches = 1
  // The finger as the recognizer is about to begin: a delegate may read a pan's velocity.
  if let first = steps.first { move(recognizer, to: first) }
  // Leaving `.possible`: the delegate may refuse, and may change the recognizer as it answers.
  let allowed = recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
  guard allowed, recognizer.isEnabled, recognizer.view != nil else {
    recognizer.state = .failed
    recognizer.resetAfterGesture()
    return false
  }
  for (index, step) in steps.enumerated() {
    if index > 0, recognizer.view == nil { break }
    if index > 0, !recognizer.isEnabled {
      recognizer.state = .cancelled
      handler(recognizer)
      break
    }
    // The first step's finger is in place: what the delegate set (a translation) stays.
    if index > 0 { move(recognizer, to: step) }
    recognizer.state = step.state
    handler(recognizer)
  }
  recognizer.resetAfterGesture()
  return true
}

/// Puts the finger where `step` says.
@MainActor
private func move(_ recognizer: UIGestureRecognizer, to step: GestureStep) {
  if let location = step.location { recognizer.touchLocation = location }
  if let pan = recognizer as? UIPanGestureRecognizer {
    pan.fingerMoved(to: step.travel, velocity: step.velocity)
  }
}
