import ListBindingUIKit
import Testing

extension Trait where Self == RecordsUIKitExceptionsTrait {
  /// Records each exception the UIKit face reports during the test as a failure, with UIKit's
  /// text, and lets the test go on (instead of the process stopping, as by default): write
  /// `@Test(.recordsUIKitExceptions)`, or put it on a suite.
  public static var recordsUIKitExceptions: Self { Self() }
}

/// A trait that turns the UIKit face's exceptions into recorded failures: see
/// `Trait.recordsUIKitExceptions`.
///
/// The handler is task-local, so tests running in parallel never see each other's exceptions.
public struct RecordsUIKitExceptionsTrait: TestTrait, SuiteTrait, TestScoping {
  /// Whether the trait applies to the tests of a suite it is on: `true`.
  public var isRecursive: Bool { true }

  /// Runs the test with the exceptions recorded as failures.
  ///
  /// - Parameters:
  ///   - test: The test.
  ///   - testCase: The test case.
  ///   - function: The test's body.
  /// - Complexity: O(1) besides the test.
  ///
  /// An exception raised outside the test's task (by a completion the main queue runs, such as
  /// a presentation's or a drop's) is recorded as the test's failure when the test next turns
  /// the main queue with ``drainMainQueue(waiting:turns:)``, so that `withKnownIssue` around the
  /// drain matches it, or else when the test ends. Swift Testing would otherwise record it
  /// against no test.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let late = LateUIKitExceptions()
    do {
      try await LateUIKitExceptionsScope.$current.withValue(late) {
        try await UIKitException.withHandler({ exception in
          // Outside the test's task (a main-queue block has none) the task-local scope is
          // unset: keep the exception for the test to record.
          if LateUIKitExceptionsScope.current == nil, late.keep(exception) { return }
          Issue.record(Comment(rawValue: exception.terminationMessage))
        }) {
          try await function()
        }
      }
    } catch {
      await late.close()
      throw error
    }
    await late.close()
  }
}

/// The late exceptions of the test running in this task, under the exceptions trait.
enum LateUIKitExceptionsScope {
  @TaskLocal static var current: LateUIKitExceptions?
}

/// The exceptions the UIKit face raised for a test outside the test's task, which Swift Testing
/// cannot attribute to the test: kept until the test drains the main queue, or ends.
@MainActor
final class LateUIKitExceptions: Sendable {
  private var kept: [UIKitException] = []
  private var isOpen = true

  nonisolated init() {}

  /// Keeps `exception`, raised while the test runs; `false` (not kept) once the test has ended,
  /// when the caller records it as it can.
  ///
  /// Called outside any task: the face raises its exceptions on the main actor, and what runs
  /// outside a task there is a block of the main queue (which need not be the main thread's
  /// under the test runner: `Thread.isMainThread` is `false` there on Linux).
  ///
  /// - Complexity: O(1) amortized.
  nonisolated func keep(_ exception: UIKitException) -> Bool {
    MainActor.assumeIsolated {
      guard isOpen else { return false }
      kept.append(exception)
      return true
    }
  }

  /// Records the kept exceptions as failures of the current test, oldest first.
  ///
  /// - Complexity: O(*e*) for *e* exceptions kept.
  func recordKept() {
    let exceptions = kept
    kept.removeAll()
    for exception in exceptions {
      Issue.record(Comment(rawValue: exception.terminationMessage))
    }
  }

  /// Records the kept exceptions, and keeps none after: the test ends.
  func close() {
    recordKept()
    isOpen = false
  }
}

/// Expects the UIKit-style calls in `body` to raise exactly one exception named `name`, with
/// `reason` when one is given, and returns it; records a failure otherwise. The calls go on
/// after the exception, as the UIKit face lets them. For example,
/// `expectUIKitException(.invalidArgumentException) { navigation.pushViewController(list,
/// animated: false) }` passes when `list` is already on the stack.
///
/// - Parameters:
///   - name: The exception's expected name.
///   - reason: The exception's expected reason, or `nil` not to check it.
///   - sourceLocation: Where a failure is recorded: the call of this function.
///   - body: The code expected to raise.
/// - Returns: The exception, or `nil` when `body` raised none or more than one.
/// - Complexity: O(1) besides `body`.
@MainActor
@discardableResult
public func expectUIKitException(
  _ name: NSExceptionName, reason: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) rethrows -> UIKitException? {
  try checkOneUIKitException(name, reason: reason, body) { failure in
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// Runs `body` with the UIKit face's exceptions collected, and returns the one exception it
/// raised; tells `fail` what is wrong when it raised none, more than one, or another one. The
/// check both `expectUIKitException` and `XCTAssertUIKitException` make.
///
/// - Complexity: O(*e*) besides `body`, where *e* is the number of exceptions raised.
@MainActor
func checkOneUIKitException(
  _ name: NSExceptionName, reason: String?, _ body: () throws -> Void,
  fail: (String) -> Void
) rethrows -> UIKitException? {
  let box = ExceptionBox()
  try UIKitException.withHandler({ exception in box.append(exception) }, operation: body)
  let raised = box.exceptions
  guard raised.count == 1, let exception = raised.first else {
    let found = raised.isEmpty ? "none" : raised.map(\.terminationMessage).joined(separator: "\n")
    fail("Expected one UIKit exception '\(name.rawValue)'; raised: \(found)")
    return nil
  }
  if exception.name != name || (reason != nil && exception.reason != reason) {
    fail(
      "Expected UIKit exception '\(name.rawValue)'"
        + (reason.map { ", reason: '\($0)'" } ?? "")
        + "; raised: \(exception.terminationMessage)")
  }
  return exception
}

/// Collects the exceptions the UIKit face reports; the face runs on the main actor.
@MainActor
private final class ExceptionBox {
  private(set) var exceptions: [UIKitException] = []

  nonisolated func append(_ exception: UIKitException) {
    MainActor.assumeIsolated { exceptions.append(exception) }
  }
}
