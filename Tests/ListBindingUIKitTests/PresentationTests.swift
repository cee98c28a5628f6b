import ListBindingTesting
import ListBindingUIKit
import Testing

@MainActor
@Suite("UIViewController: modal presentation", .recordsUIKitExceptions)
struct PresentationTests {
  // Apple: "present(_:animated:completion:)": "The completion handler is called after the
  // viewDidAppear(_:) method is called on the presented view controller"; "presentedViewController"
  // and "presentingViewController". A page sheet (the .automatic style) leaves the presenter on
  // screen (Apple: "UIModalPresentationStyle.pageSheet"), so it gets no disappearance calls.
  @Test("present shows the controller: both links set, it appears, the completion runs later")
  func presentSheet() async {
    let log = CallLog()
    let root = LoggingViewController("root", log: log)
    let detail = LoggingViewController("detail", log: log)
    let window = showInWindow(root)
    _ = log.take()
    var completed = false
    root.present(detail, animated: true) { completed = true }
    #expect(!completed)
    #expect(root.presentedViewController === detail)
    #expect(detail.presentingViewController === root)
    #expect(log.take() == ["detail.viewDidLoad", "detail.viewWillAppear", "detail.viewDidAppear"])
    await mainQueueTurn()
    #expect(completed)
    _ = window
  }

  // Apple: "UIModalPresentationStyle.fullScreen": "The views belonging to the presenting view
  // controller are removed after the presentation completes." The order of the calls (every
  // will… before every did…) is *assumed*.
  @Test("A full-screen presentation moves the presenter off screen, and dismissal back on")
  func presentFullScreen() async {
    let log = CallLog()
    let root = LoggingViewController("root", log: log)
    let detail = LoggingViewController("detail", log: log)
    detail.modalPresentationStyle = .fullScreen
    let window = showInWindow(root)
    _ = log.take()
    root.present(detail, animated: false)
    #expect(
      log.take() == [
        "root.viewWillDisappear", "detail.viewDidLoad", "detail.viewWillAppear",
        "detail.viewDidAppear", "root.viewDidDisappear",
      ])
    detail.dismiss(animated: false)
    #expect(
      log.take() == [
        "detail.viewWillDisappear", "detail.viewDidDisappear", "root.viewWillAppear",
        "root.viewDidAppear",
      ])
    #expect(root.presentedViewController == nil)
    #expect(detail.presentingViewController == nil)
    _ = window
  }

  // Apple: "dismiss(animated:completion:)": "If you call this method on the presented view
  // controller itself, UIKit asks the presenting view controller to handle the dismissal"; "If
  // you present several view controllers in succession... dismissing a view controller lower in
  // the stack dismisses its immediate child view controller and all view controllers above
  // that child".
  @Test("dismiss from the presenter takes every controller presented above it")
  func dismissChain() async {
    let log = CallLog()
    let root = LoggingViewController("root", log: log)
    let first = LoggingViewController("first", log: log)
    let second = LoggingViewController("second", log: log)
    let window = showInWindow(root)
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(first.presentedViewController === second)
    _ = log.take()
    var completed = false
    root.dismiss(animated: true) { completed = true }
    #expect(
      log.take() == [
        "second.viewWillDisappear", "second.viewDidDisappear", "first.viewWillDisappear",
        "first.viewDidDisappear",
      ])
    #expect(root.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(!completed)
    await mainQueueTurn()
    #expect(completed)
    _ = window
  }

  // UIKit logs "Attempt to present … whose view is not in the window hierarchy" and presents
  // nothing; that no completion runs is *assumed*.
  @Test("Presenting from a controller that is not on screen does nothing")
  func presentOffScreen() async {
    let root = UIViewController()
    let detail = UIViewController()
    var completed = false
    root.present(detail, animated: false) { completed = true }
    await mainQueueTurn()
    #expect(root.presentedViewController == nil)
    #expect(detail.presentingViewController == nil)
    #expect(!detail.isViewLoaded)
    #expect(!completed)
  }

  // UIKit logs "Attempt to present … which is already presenting …" and presents nothing.
  // *assumed* from that message.
  @Test("Presenting from a controller that already presents one does nothing")
  func presentTwice() {
    let root = UIViewController()
    let first = UIViewController()
    let second = UIViewController()
    let window = showInWindow(root)
    root.present(first, animated: false)
    root.present(second, animated: false)
    #expect(root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    _ = window
  }

  // UIKit raises NSInvalidArgumentException "Application tried to present modally a view
  // controller … that is already being presented by …." (the text of UIKit's exception;
  // *assumed* word for word).
  @Test("Presenting a controller that is already presented raises and changes nothing")
  func presentPresented() {
    let root = UIViewController()
    let other = UIViewController()
    let detail = UIViewController()
    let window = showInWindow(root)
    root.present(other, animated: false)
    other.present(detail, animated: false)
    let exception = expectUIKitException(
      .invalidArgumentException,
      reason: "Application tried to present modally a view controller \(detail) "
        + "that is already being presented by \(other)."
    ) {
      root.present(detail, animated: false)
    }
    #expect(exception != nil)
    #expect(root.presentedViewController === other)
    #expect(other.presentedViewController === detail)
    #expect(detail.presentingViewController === other)
    _ = window
  }

  // UIKit raises NSInvalidArgumentException "Application tried to present modally an active
  // controller …." (*assumed* word for word).
  @Test("Presenting a controller that is on screen raises and changes nothing")
  func presentActive() {
    let root = UIViewController()
    let window = showInWindow(root)
    expectUIKitException(
      .invalidArgumentException,
      reason: "Application tried to present modally an active controller \(root)."
    ) {
      root.present(root, animated: false)
    }
    #expect(root.presentedViewController == nil)
    _ = window
  }

  // Apple: "presentedViewController" and "presentingViewController": "If the view controller is
  // not presented, but one of its ancestors is being presented, this property holds the view
  // controller presenting the nearest ancestor." That the navigation controller presents for
  // its child (UIKit's presentation context) is *assumed*.
  @Test("A pushed controller presents through its navigation controller")
  func presentFromChild() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    let sheet = UIViewController()
    list.present(sheet, animated: true)
    #expect(list.presentedViewController === sheet)
    #expect(navigation.presentedViewController === sheet)
    #expect(sheet.presentingViewController === navigation)
    #expect(navigation.visibleViewController === sheet)
    _ = window
  }
}
