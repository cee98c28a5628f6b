import Foundation
import ListBinding

// A pan's translation and velocity. No finger moves: ListBindingTesting's
// `simulatePan(of:at:translation:velocity:_:)` says where the finger went and how fast, and the
// recognizer answers `translation(in:)` and `velocity(in:)` from that, as UIKit's does from the
// touches.

/// A recognizer of drags, as UIKit's `UIPanGestureRecognizer`: continuous (began, changed,
/// ended).
///
/// A handler reads ``translation(in:)`` (the finger's travel since the gesture began) and
/// ``velocity(in:)`` (points a second), and may reset the translation with
/// ``setTranslation(_:in:)`` to read the next change as a delta, as UIKit code does. A test
/// drags with ListBindingTesting's `simulatePan(of:at:translation:velocity:_:)`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The finger's travel since the gesture began, in the coordinates of ``view``.
  private var travel = CGPoint.zero
  /// What ``setTranslation(_:in:)`` moved the translation by, from the finger's travel.
  private var adjustment = CGPoint.zero
  /// The finger's velocity, in points a second; zero after ``setTranslation(_:in:)`` until the
  /// finger next moves.
  private var currentVelocity = CGPoint.zero

  /// A pan is continuous: began, changed, then ended.
  package override var isContinuous: Bool { true }

  /// The pan's translation, as `translation(in:)`: the finger's total travel since the gesture
  /// began (not a delta from the last call), less what ``setTranslation(_:in:)`` took off.
  ///
  /// The face's views neither scale nor rotate their coordinates, so a translation is the same
  /// in every view's coordinates, and in `nil`'s (the window's): `view` changes nothing
  /// (*assumed* for a view with a `transform`, which the face records without applying). Zero
  /// between gestures.
  ///
  /// - Parameter view: The view whose coordinates to use, or `nil`.
  /// - Returns: The translation.
  /// - Complexity: O(1).
  open func translation(in view: UIView?) -> CGPoint {
    CGPoint(x: travel.x + adjustment.x, y: travel.y + adjustment.y)
  }

  /// Sets the pan's translation, as `setTranslation(_:in:)`: ``translation(in:)`` answers
  /// `translation` now, and the finger's further travel adds to it. As Apple's page says,
  /// "Changing the translation value resets the velocity of the pan": ``velocity(in:)`` answers
  /// zero until the finger next moves.
  ///
  /// - Parameters:
  ///   - translation: The new translation.
  ///   - view: The view whose coordinates `translation` is in, or `nil`; the same in all of
  ///     them (see ``translation(in:)``).
  /// - Complexity: O(1).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    adjustment = CGPoint(x: translation.x - travel.x, y: translation.y - travel.y)
    currentVelocity = .zero
  }

  /// The pan's velocity, as `velocity(in:)`, in points a second, horizontally and vertically;
  /// the same in every view's coordinates (see ``translation(in:)``). Zero between gestures.
  ///
  /// - Parameter view: The view whose coordinates to use, or `nil`.
  /// - Returns: The velocity.
  /// - Complexity: O(1).
  open func velocity(in view: UIView?) -> CGPoint {
    currentVelocity
  }

  /// The finger has travelled `travel` since the gesture began, at `velocity`.
  ///
  /// - Complexity: O(1).
  package func fingerMoved(to travel: CGPoint, velocity: CGPoint) {
    self.travel = travel
    currentVelocity = velocity
  }

  /// Forgets the gesture's translation and velocity.
  package override func resetGestureValues() {
    travel = .zero
    adjustment = .zero
    currentVelocity = .zero
  }
}
