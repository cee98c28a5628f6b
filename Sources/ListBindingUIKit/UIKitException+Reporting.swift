import Foundation
import ListBinding

extension UIKitException {
  /// What receives the exceptions the UIKit face reports.
  public typealias Handler = @Sendable (UIKitException) -> Void

  /// The handler in effect for the current task, or `nil` for the default (stop the process).
  ///
  /// ``withHandler(_:operation:)`` sets it and ListBinding's `UncaughtErrors.handler` together;
  /// a scope that sets only this one still receives the exceptions the face raises.
  @TaskLocal static var handler: Handler?

  /// Runs `operation` with `handler` receiving every exception the UIKit face reports from it,
  /// instead of the process stopping.
  ///
  /// The handler is task-local: tests running in parallel each see only their own exceptions.
  /// It is installed as ListBinding's `UncaughtErrors` handler too, so that the errors of
  /// ListBinding's non-throwing UIKit calls (`UIButton.sendActions(for:)` whose action makes an
  /// invalid table call) reach it as exceptions: a `TableViewError` becomes a `UIKitException`
  /// with the error's message as its reason. Completions the face runs later (those of `present` and `dismiss`) run under the handler in
  /// effect when they were scheduled. After a report, the call that raised returns having
  /// changed nothing (a method with a result returns what its documentation says).
  ///
  /// ListBindingTesting's `.recordsUIKitExceptions` trait and `expectUIKitException` are built
  /// on it.
  ///
  /// - Parameters:
  ///   - handler: What receives the exceptions.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  /// - Complexity: O(1) besides `operation`.
  public static func withHandler<Result>(
    _ handler: @escaping Handler, operation: () throws -> Result
  ) rethrows -> Result {
    try $handler.withValue(handler) {
      try UncaughtErrors.withHandler(Self.uncaughtErrorHandler(handler), operation: operation)
    }
  }

  /// Runs the asynchronous `operation` with `handler` receiving the exceptions the UIKit face
  /// reports from it. See ``withHandler(_:operation:)``.
  ///
  /// - Parameters:
  ///   - handler: What receives the exceptions.
  ///   - isolation: The actor `operation` runs on: the caller's.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  /// - Complexity: O(1) besides `operation`.
  public static func withHandler<Result>(
    _ handler: @escaping Handler, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $handler.withValue(
      handler,
      operation: {
        try await UncaughtErrors.$handler.withValue(
          Self.uncaughtErrorHandler(handler), operation: operation, isolation: isolation)
      }, isolation: isolation)
  }

  /// The `UncaughtErrors` handler that gives `handler` each error as an exception.
  private static func uncaughtErrorHandler(_ handler: @escaping Handler) -> UncaughtErrors.Handler {
    { error in handler(UIKitException(uncaught: error)) }
  }

  /// Reports the exception as UIKit raises it, through ListBinding's one reporting path,
  /// `UncaughtErrors.report(_:)`.
  ///
  /// With a handler in effect (see ``withHandler(_:operation:)``) the handler receives it and
  /// the caller goes on. Without one, as on iOS, the process stops: the
  /// ``terminationMessage`` is written to the standard error, followed by a newline, and the
  /// process aborts (`abort()`, signal `SIGABRT`, as an uncaught `NSException` ends an iOS app).
  ///
  /// - Complexity: O(*n*), where *n* is the length of the reason.
  public func raise() {
    if UncaughtErrors.handler == nil, let handler = Self.handler {
      handler(self)
      return
    }
    UncaughtErrors.report(self)
  }
}
