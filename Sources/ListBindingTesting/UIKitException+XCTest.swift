#if canImport(XCTest)
  import ListBindingUIKit
  import XCTest

  /// XCTest's form of the `.recordsUIKitExceptions` trait: a test case class whose tests record
  /// each exception the UIKit face reports as a failure, with UIKit's text, and go on (instead
  /// of the process stopping, as by default).
  ///
  /// Make it the superclass of your test case. XCTest on Linux cannot run a `@MainActor` test
  /// method; it runs test methods on the main thread, so a body assumes the main actor:
  ///
  /// ```swift
  /// final class NavigationTests: UIKitExceptionRecordingTestCase {
  ///   func testPushShowsTheDetail() {
  ///     MainActor.assumeIsolated {
  ///       let navigation = UINavigationController(rootViewController: UIViewController())
  ///       navigation.pushViewController(UIViewController(), animated: false)
  ///       XCTAssertEqual(navigation.viewControllers.count, 2)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The handler is task-local, installed around each test by `invokeTest()`: tests running in
  /// parallel never see each other's exceptions, and work the test queues on the main queue
  /// through the face (completions of `present`, `dismiss`, `performBatchUpdates` and `apply`)
  /// reports to the test that queued it.
  open class UIKitExceptionRecordingTestCase: XCTestCase {
    /// Runs the test with the UIKit face's exceptions going to ``record(_:)``.
    ///
    /// - Complexity: O(1) besides the test.
    override open func invokeTest() {
      let testCase = Recipient(testCase: self)
      UIKitException.withHandler({ exception in testCase.testCase.record(exception) }) {
        super.invokeTest()
      }
    }

    /// Records `exception` as a failure of the running test (`XCTFail` with UIKit's line).
    /// Override it to collect the exceptions instead.
    ///
    /// - Parameter exception: The exception the face reported.
    /// - Complexity: O(*n*), where *n* is the length of the exception's text.
    open func record(_ exception: UIKitException) {
      XCTFail(exception.terminationMessage)
    }
  }

  /// The test case the handler gives the exceptions to. XCTest runs a test's body on the main
  /// thread, and the face reports on the main actor, so the handler runs where the test does.
  private struct Recipient: @unchecked Sendable {
    let testCase: UIKitExceptionRecordingTestCase
  }

  /// Asserts that the UIKit-style calls in `body` raise exactly one exception named `name`,
  /// with `reason` when one is given, and returns it; fails the test otherwise (XCTest's form of
  /// `expectUIKitException`). The calls go on after the exception, as the UIKit face lets them.
  ///
  /// - Parameters:
  ///   - name: The exception's expected name.
  ///   - reason: The exception's expected reason, or `nil` not to check it.
  ///   - file: Where a failure is recorded: the call of this function.
  ///   - line: Where a failure is recorded: the call of this function.
  ///   - body: The code expected to raise.
  /// - Returns: The exception, or `nil` when `body` raised none or more than one.
  /// - Complexity: O(1) besides `body`.
  @MainActor
  @discardableResult
  public func XCTAssertUIKitException(
    _ name: NSExceptionName, reason: String? = nil, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> Void
  ) rethrows -> UIKitException? {
    var failure: String?
    let exception = try checkOneUIKitException(name, reason: reason, body) { failure = $0 }
    if let failure {
      XCTFail(failure, file: file, line: line)
    }
    return exception
  }
#endif
