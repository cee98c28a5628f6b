import Foundation
import ListBinding
import ListBindingUIKit

// A user's gesture that a UIKit face recognizer recognizes. UIKit connects the recognizer to its
// handler with `#selector`, which Linux cannot compile: the test passes the handler here.

/// A user's gesture on `recognizer`'s view, recognized: `handler`, the method the recognizer's
/// `#selector` names on iOS, is called with the recognizer, as UIKit calls its target.
///
/// A discrete recognizer (tap, swipe) is called once, in state `.ended`; a continuous one
/// (long press: `.began`, `.ended`; pan: `.began`, `.changed`, `.ended`) once per state. The
/// recognizer's `location(in:)` answers `location` (in its view's coordinates) and its
/// `numberOfTouches` is 1. Nothing is recognized, and `handler` is not called, when the
/// recognizer is disabled or on no view, or when its view cannot be touched (hidden, not
/// interactive, or inside such a view).
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
/// - Complexity: O(*d*) for *d* superviews of the view, besides `handler`.
@MainActor
@discardableResult
public func simulateRecognition<Recognizer: UIGestureRecognizer>(
  of recognizer: Recognizer, at location: CGPoint = .zero, _ handler: (Recognizer) -> Void
) -> Bool {
  guard recognizer.isEnabled, let view = recognizer.view, view.isReachableByTouch else {
    return false
  }
  recognizer.touchLocation = location
  recognizer.numberOfTouches = 1
  let states: [UIGestureRecognizer.State]
  if !recognizer.isContinuous {
    states = [.ended]
  } else if recognizer is UIPanGestureRecognizer {
    states = [.began, .changed, .ended]
  } else {
    states = [.began, .ended]
  }
  for state in states {
    recognizer.state = state
    handler(recognizer)
  }
  return true
}
