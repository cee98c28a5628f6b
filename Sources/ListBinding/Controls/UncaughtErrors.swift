import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where the errors of calls that cannot throw go: the one reporting path of the package.
///
/// A few calls keep UIKit's non-throwing signature although user code they run can fail:
/// `sendActions(for:)` of a ``Button``, a ``Switch`` and a ``RefreshControl`` runs actions that
/// may throw, or call the table wrongly. UIKit raises an exception there; these calls report the
/// error here instead, and return. (Each has a throwing spelling for native code, such as
/// ``Button/send(_:)``.) ListBindingUIKit's `UIKitException` is reported through the same path,
/// so one handler sees both.
///
/// With a handler in effect (see ``withHandler(_:operation:)``) the handler receives the error
/// and the caller goes on. Without one, as an uncaught exception ends an iOS app, the process
/// stops: the error's description (`String(describing:)`) is written to the standard error,
/// followed by a newline, and the process aborts (`abort()`, signal `SIGABRT`).
///
/// ```swift
/// UncaughtErrors.withHandler({ error in print("reported:", error) }) {
///   button.sendActions(for: .touchUpInside)  // an action's error is printed; no `try`
/// }
/// ```
///
/// The handler is task-local: tests running in parallel each see only their own errors.
/// ListBindingTesting's `.recordsUIKitExceptions` trait installs one.
public enum UncaughtErrors {
  /// What receives the reported errors.
  public typealias Handler = @Sendable (any Error) -> Void

  /// The handler in effect for the current task, or `nil` for the default (stop the process).
  ///
  /// Read it to carry the handler into work that runs later outside the task (a block on the
  /// main queue), and restore it there with `$handler.withValue(_:operation:)`.
  @TaskLocal public static var handler: Handler?

  /// Runs `operation` with `handler` receiving every error reported from it, instead of the
  /// process stopping. The innermost handler in effect receives an error.
  ///
  /// - Parameters:
  ///   - handler: What receives the errors.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  /// - Complexity: O(1) besides `operation`.
  public static func withHandler<Result>(
    _ handler: @escaping Handler, operation: () throws -> Result
  ) rethrows -> Result {
    try $handler.withValue(handler, operation: operation)
  }

  /// Runs the asynchronous `operation` with `handler` receiving the errors reported from it.
  /// See ``withHandler(_:operation:)``.
  ///
  /// - Parameters:
  ///   - handler: What receives the errors.
  ///   - isolation: The actor `operation` runs on: the caller's.
  ///   - operation: The code to run.
  /// - Returns: What `operation` returns.
  /// - Complexity: O(1) besides `operation`.
  public static func withHandler<Result>(
    _ handler: @escaping Handler, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $handler.withValue(handler, operation: operation, isolation: isolation)
  }

  /// Reports an error a call cannot throw: to the handler in effect, or else by stopping the
  /// process with the error's description on the standard error.
  ///
  /// - Parameter error: The error.
  /// - Complexity: O(*n*), where *n* is the length of the error's description.
  public static func report(_ error: any Error) {
    if let handler {
      handler(error)
      return
    }
    FileHandle.standardError.write(Data((String(describing: error) + "\n").utf8))
    abort()
  }
}
