import Foundation
import ListBindingTesting
import ListBindingUIKit
import XCTest

// XCTest's forms of `.recordsUIKitExceptions` and `expectUIKitException`, tested with XCTest:
// what is under test is how they plug into an XCTestCase's run. XCTest on Linux cannot run a
// `@MainActor` test method; it runs test methods on the main thread, so each body assumes the
// main actor.

/// A recording test case whose `record(_:)` collects the exceptions instead of failing, so that
/// a test can check that `invokeTest()` installed the handler and the test went on.
final class UIKitExceptionRecordingTestCaseTests: UIKitExceptionRecordingTestCase {
  private let recorded = RecordedExceptions()

  override func record(_ exception: UIKitException) {
    recorded.append(exception)
  }

  /// UINavigationController.pushViewController(_:animated:): pushing a controller already on
  /// the stack raises NSInvalidArgumentException (the reason's words are *assumed*).
  func testAnExceptionReachesRecordAndTheTestGoesOn() {
    let recorded = recorded
    MainActor.assumeIsolated {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let detail = UIViewController()
      navigation.pushViewController(detail, animated: false)
      navigation.pushViewController(detail, animated: false)
      XCTAssertEqual(recorded.names, [.invalidArgumentException])
      XCTAssertEqual(navigation.viewControllers.count, 2)
    }
  }

  func testAssertReturnsTheOneException() {
    let recorded = recorded
    MainActor.assumeIsolated {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let detail = UIViewController()
      navigation.pushViewController(detail, animated: false)
      let exception = XCTAssertUIKitException(.invalidArgumentException) {
        navigation.pushViewController(detail, animated: false)
      }
      XCTAssertEqual(exception?.name, .invalidArgumentException)
      XCTAssertEqual(recorded.names, [], "the assertion's own handler takes the exception")
    }
  }

  func testNoExceptionWithoutAnInvalidCall() {
    let recorded = recorded
    MainActor.assumeIsolated {
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.pushViewController(UIViewController(), animated: false)
      XCTAssertEqual(recorded.names, [])
    }
  }
}

/// The example of `UIKitExceptionRecordingTestCase`'s documentation, as written there.
final class NavigationTests: UIKitExceptionRecordingTestCase {
  func testPushShowsTheDetail() {
    MainActor.assumeIsolated {
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.pushViewController(UIViewController(), animated: false)
      XCTAssertEqual(navigation.viewControllers.count, 2)
    }
  }
}

/// The exceptions a test collected, read and written on the main actor (where the face runs).
private final class RecordedExceptions: @unchecked Sendable {
  private let lock = NSLock()
  private var exceptions: [UIKitException] = []

  func append(_ exception: UIKitException) {
    lock.lock()
    defer { lock.unlock() }
    exceptions.append(exception)
  }

  var names: [NSExceptionName] {
    lock.lock()
    defer { lock.unlock() }
    return exceptions.map(\.name)
  }
}
