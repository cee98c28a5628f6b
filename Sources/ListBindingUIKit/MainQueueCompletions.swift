import Foundation
import ListBinding

/// The completions the face runs later, as UIKit runs those of `present` and `dismiss` after
/// their transitions: when the main queue next turns, in the order they were scheduled.
///
/// One place schedules them, so that the day ListBinding's engine offers a main-queue helper of
/// its own, only this file changes.
@MainActor
enum MainQueueCompletions {
  /// A completion with the exception handlers in effect when it was scheduled.
  private struct Pending {
    let handler: UIKitException.Handler?
    let uncaughtErrorHandler: UncaughtErrors.Handler?
    let body: () -> Void
  }

  private static var pending: [Pending] = []

  /// Runs `completion` when the main queue next turns, under the current exception handler.
  ///
  /// - Complexity: O(1) amortized.
  static func schedule(_ completion: (() -> Void)?) {
    guard let completion else { return }
    pending.append(
      Pending(
        handler: UIKitException.handler, uncaughtErrorHandler: UncaughtErrors.handler,
        body: completion))
    DispatchQueue.main.async {
      MainActor.assumeIsolated { runNext() }
    }
  }

  /// Runs the oldest pending completion.
  private static func runNext() {
    guard !pending.isEmpty else { return }
    let next = pending.removeFirst()
    UIKitException.$handler.withValue(next.handler) {
      UncaughtErrors.$handler.withValue(next.uncaughtErrorHandler) { next.body() }
    }
  }
}
