import ListBindingTesting
import ListBindingUIKit
import Testing

@MainActor
@Suite("UIKitException: reported as UIKit raises")
struct UIKitExceptionTests {
  // iOS prints "*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'" for an
  // uncaught NSException (the console text of every such crash; *assumed* as a documented form).
  @Test("The termination message is iOS's")
  func terminationMessage() {
    let exception = UIKitException(name: .rangeException, reason: "index 3 beyond bounds [0 .. 1]")
    #expect(
      exception.terminationMessage
        == "*** Terminating app due to uncaught exception 'NSRangeException', "
        + "reason: 'index 3 beyond bounds [0 .. 1]'")
    #expect("\(exception)" == exception.terminationMessage)
    #expect(
      NSExceptionName.internalInconsistencyException.rawValue == "NSInternalInconsistencyException")
    #expect(NSExceptionName.invalidArgumentException.rawValue == "NSInvalidArgumentException")
  }

  @Test("A handler receives the exception and the call goes on; the innermost handler wins")
  func handlers() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let outer = Collected()
    let inner = Collected()
    UIKitException.withHandler({ outer.add($0) }) {
      UIKitException.withHandler({ inner.add($0) }) {
        navigation.pushViewController(UINavigationController(), animated: false)
      }
    }
    #expect(inner.names == ["NSInvalidArgumentException"])
    #expect(outer.names == [])
  }

  // The completion of present runs when the main queue turns, under the handler in effect when
  // it was scheduled (the handler is task-local; a block on the main queue has no task).
  @Test("A completion run later reports to the handler of the call that scheduled it")
  func completionKeepsHandler() async {
    let collected = Collected()
    let root = UIViewController()
    let window = showInWindow(root)
    let navigation = UINavigationController(rootViewController: UIViewController())
    UIKitException.withHandler({ collected.add($0) }) {
      root.present(UIViewController(), animated: true) {
        navigation.pushViewController(navigation, animated: false)
      }
    }
    await mainQueueTurn()
    #expect(collected.names == ["NSInvalidArgumentException"])
    _ = window
  }

  @Test("The trait records each exception as a failure with UIKit's text, and the test goes on")
  func traitRecords() async throws {
    try await RecordsUIKitExceptionsTrait.recordsUIKitExceptions.provideScope(
      for: try #require(Test.current), testCase: nil
    ) {
      await MainActor.run {
        let navigation = UINavigationController(rootViewController: UIViewController())
        withKnownIssue {
          navigation.pushViewController(UINavigationController(), animated: false)
        } matching: { issue in
          issue.comments.contains {
            $0.rawValue
              == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
              + "reason: 'Pushing a navigation controller is not supported'"
          }
        }
        #expect(navigation.viewControllers.count == 1)
      }
    }
  }

  @Test("expectUIKitException records a failure when no exception is raised")
  func expectNone() {
    withKnownIssue {
      expectUIKitException(.rangeException) {}
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "Expected one UIKit exception 'NSRangeException'; raised: none"
      }
    }
  }

  #if os(macOS) || os(Linux) || os(Windows)
    // iOS ends an app on an uncaught NSException with SIGABRT after printing the line.
    @Test("Without a handler the process prints UIKit's words and aborts (SIGABRT)")
    func defaultStops() async {
      let result = await #expect(
        processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let navigation = UINavigationController(rootViewController: UIViewController())
          navigation.pushViewController(UINavigationController(), animated: false)
        }
      }
      let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        standardError.contains(
          "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
            + "reason: 'Pushing a navigation controller is not supported'\n"))
    }
  #endif
}

/// Exceptions a handler received, read on the main actor.
@MainActor
final class Collected {
  private(set) var names: [String] = []

  nonisolated func add(_ exception: UIKitException) {
    MainActor.assumeIsolated { names.append(exception.name.rawValue) }
  }
}
