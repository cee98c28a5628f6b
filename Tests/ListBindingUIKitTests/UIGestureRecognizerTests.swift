import ListBindingTesting
import ListBindingUIKit
import Testing

/// A screen with a collapsible header, as probe 4's screens write it; only the line that
/// connects the recognizer to its handler, and the handler's `@objc`, stay for iOS.
final class CollapsibleController: UIViewController {
  let headerView = UIView()
  let notes = UITextView()
  private(set) var isCollapsed = false
  private(set) var pressStates: [UIGestureRecognizer.State] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    headerView.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
    view.addSubview(headerView)
    view.addSubview(notes)
    let tap = UITapGestureRecognizer()
    #if canImport(UIKit)
      tap.addTarget(self, action: #selector(tapHeader(_:)))
    #endif
    tap.numberOfTapsRequired = 1
    headerView.addGestureRecognizer(tap)
    let press = UILongPressGestureRecognizer()
    #if canImport(UIKit)
      press.addTarget(self, action: #selector(pressHeader(_:)))
    #endif
    press.minimumPressDuration = 0.3
    headerView.addGestureRecognizer(press)
  }

  #if canImport(UIKit)
    @objc
  #endif
  func tapHeader(_ g: UITapGestureRecognizer) {
    guard g.state == .ended else { return }
    isCollapsed.toggle()
    view.endEditing(true)
  }

  #if canImport(UIKit)
    @objc
  #endif
  func pressHeader(_ g: UILongPressGestureRecognizer) {
    pressStates.append(g.state)
  }
}

// Apple: "UIGestureRecognizer" (discrete gestures end in `.ended`, also named `.recognized`;
// continuous ones go through `.began`, `.changed`, `.ended`), "UIView.addGestureRecognizer(_:)",
// "UIGestureRecognizer.location(in:)", "UITapGestureRecognizer.numberOfTapsRequired" (default
// 1), "UILongPressGestureRecognizer.minimumPressDuration" (default 0.5),
// "UISwipeGestureRecognizer.direction" (default `.right`).
@MainActor
@Suite("Gesture recognizers: a handler that takes its recognizer")
struct UIGestureRecognizerTests {
  @Test("A simulated tap calls the screen's handler with the recognizer")
  func tapHeader() throws {
    let controller = CollapsibleController()
    controller.loadViewIfNeeded()
    #expect(controller.headerView.gestureRecognizers?.count == 2)
    #expect(controller.notes.becomeFirstResponder())
    #expect(controller.headerView.gestureRecognizers?.first?.state == .possible)
    #expect(controller.headerView.gestureRecognizers?.first?.numberOfTouches == 0)
    let header = try #require(controller.headerView.gestureRecognizers?.first)
    let tap = try #require(header as? UITapGestureRecognizer)
    #expect(simulateRecognition(of: tap) { controller.tapHeader($0) })
    #expect(tap.view === controller.headerView)
    #expect(controller.isCollapsed)
    #expect(!controller.notes.isFirstResponder)
    // Reset after the gesture, as UIKit resets a recognizer after a terminal state.
    #expect(tap.state == .possible && tap.numberOfTouches == 0)
    #expect(simulateRecognition(of: tap, at: CGPoint(x: 10, y: 5)) { controller.tapHeader($0) })
    #expect(!controller.isCollapsed)
    #expect(tap.location(in: controller.headerView) == CGPoint(x: 10, y: 5))
    #expect(tap.location(in: controller.view) == CGPoint(x: 10, y: 105))
  }

  @Test("A long press goes through began and ended")
  func longPress() throws {
    let controller = CollapsibleController()
    controller.loadViewIfNeeded()
    let header = try #require(controller.headerView.gestureRecognizers?.last)
    let press = try #require(header as? UILongPressGestureRecognizer)
    #expect(press.minimumPressDuration == 0.3)
    #expect(simulateRecognition(of: press) { controller.pressHeader($0) })
    #expect(controller.pressStates == [.began, .ended])
  }

  @Test("A disabled recognizer, or one on a hidden view or on none, recognizes nothing")
  func unreachable() {
    let controller = CollapsibleController()
    controller.loadViewIfNeeded()
    let swipe = UISwipeGestureRecognizer()
    #expect(swipe.direction == .right && swipe.isEnabled && swipe.cancelsTouchesInView)
    var calls = 0
    #expect(!simulateRecognition(of: swipe) { _ in calls += 1 })
    controller.headerView.addGestureRecognizer(swipe)
    swipe.isEnabled = false
    #expect(!simulateRecognition(of: swipe) { _ in calls += 1 })
    swipe.isEnabled = true
    controller.headerView.isHidden = true
    #expect(!simulateRecognition(of: swipe) { _ in calls += 1 })
    controller.headerView.isHidden = false
    #expect(simulateRecognition(of: swipe) { _ in calls += 1 })
    #expect(calls == 1)
    controller.headerView.removeGestureRecognizer(swipe)
    #expect(swipe.view == nil)
    #expect(controller.headerView.gestureRecognizers?.count == 2)
  }

  @Test("A recognizer added to another view moves there; a pan goes through changed")
  func moveAndPan() {
    let first = UIView()
    let second = UIView()
    let pan = UIPanGestureRecognizer()
    first.addGestureRecognizer(pan)
    second.addGestureRecognizer(pan)
    // Apple: "If you add a gesture recognizer and then remove it, the value of the property
    // is an empty array."
    #expect(first.gestureRecognizers?.isEmpty == true)
    #expect(UIView().gestureRecognizers == nil)
    #expect(pan.view === second)
    var states: [UIGestureRecognizer.State] = []
    #expect(simulateRecognition(of: pan) { states.append($0.state) })
    #expect(states == [.began, .changed, .ended])
  }
}
