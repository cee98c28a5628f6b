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

  /// `body`, to run later (on the main queue, when a load finishes) under the exception
  /// handlers in effect now, as a completion ``schedule(_:)`` takes does: the handlers are
  /// task-local, and a block on the main queue has no task.
  ///
  /// - Complexity: O(1); the returned closure costs what `body` does.
  static func keepingHandlers<Argument>(
    _ body: @escaping (Argument) -> Void
  ) -> (Argument) -> Void {
    let handler = UIKitException.handler
    let uncaughtErrorHandler = UncaughtErrors.handler
    return { argument in
      UIKitException.$handler.withValue(handler) {
        UncaughtErrors.$handler.withValue(uncaughtErrorHandler) { body(argument) }
      }
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
