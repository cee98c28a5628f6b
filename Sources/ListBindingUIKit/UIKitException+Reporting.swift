import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension UIKitException {
  /// What receives the exceptions the UIKit face reports.
  public typealias Handler = @Sendable (UIKitException) -> Void

  /// The handler in effect for the current task, or `nil` for the default (stop the process).
  @TaskLocal static var handler: Handler?

  /// Runs `operation` with `handler` receiving every exception the UIKit face reports from it,
  /// instead of the process stopping.
  ///
  /// The handler is task-local: tests running in parallel each see only their own exceptions.
  /// Completions the face runs later (those of `present` and `dismiss`) run under the handler in
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
    try $handler.withValue(handler, operation: operation)
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
    try await $handler.withValue(handler, operation: operation, isolation: isolation)
  }

  /// Reports the exception as UIKit raises it.
  ///
  /// With a handler in effect (see ``withHandler(_:operation:)``) the handler receives it and
  /// the caller goes on. Without one, as on iOS, the process stops: the
  /// ``terminationMessage`` is written to the standard error, followed by a newline, and the
  /// process aborts (`abort()`, signal `SIGABRT`, as an uncaught `NSException` ends an iOS app).
  ///
  /// - Complexity: O(*n*), where *n* is the length of the reason.
  public func raise() {
    if let handler = Self.handler {
      handler(self)
      return
    }
    FileHandle.standardError.write(Data((terminationMessage + "\n").utf8))
    abort()
  }
}
