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
    MainQueueCompletions.schedule(completion.map { completion in { completion(true) } })
  }
}
