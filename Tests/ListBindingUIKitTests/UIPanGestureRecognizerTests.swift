import ListBindingTesting
import ListBindingUIKit
import Testing

/// A card the user drags sideways, as a screen writes it: it follows the finger, and a fast or
/// long drag throws it away; only the line that connects the recognizer to its handler, and
/// the handler's `@objc`, stay for iOS.
final class SwipeableCardController: UIViewController, UIGestureRecognizerDelegate {
  let card = UIView()
  private(set) var isDismissed = false
  private(set) var offsets: [CGFloat] = []
  private(set) var asked = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    card.frame = CGRect(x: 20, y: 100, width: 350, height: 200)
    view.addSubview(card)
    let pan = UIPanGestureRecognizer()
    #if canImport(UIKit)
      pan.addTarget(self, action: #selector(dragCard(_:)))
    #endif
    pan.delegate = self
    card.addGestureRecognizer(pan)
  }

  /// Only a sideways drag moves the card: the table under it scrolls for the others.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked += 1
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
    let velocity = pan.velocity(in: view)
    return abs(velocity.x) > abs(velocity.y)
  }

  #if canImport(UIKit)
    @objc
  #endif
  func dragCard(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    switch pan.state {
    case .began, .changed:
      card.transform = CGAffineTransform(translationX: translation.x, y: 0)
      offsets.append(translation.x)
    case .ended:
      if abs(translation.x) > 150 || abs(pan.velocity(in: view).x) > 800 {
        isDismissed = true
      } else {
        card.transform = .identity
      }
    default:
      card.transform = .identity
    }
  }
}

// Apple: "UIPanGestureRecognizer" (continuous: began, changed, ended; clients query
// `translation(in:)` and `velocity(in:)` and "can also reset the translation"),
// "translation(in:)" ("The x and y values report the total translation over time. They aren't
// delta values from the last time that the translation was reported"), "setTranslation(_:in:)"
// ("Changing the translation value resets the velocity of the pan"), "velocity(in:)" (points a
// second), "UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)" (false: the
// recognizer goes to `.failed`), "UIGestureRecognizer.State.failed" ("No action message is
// sent and the gesture recognizer is reset to possible"), "reset()" (called after the terminal
// states), "UIGestureRecognizer.delegate" (`weak var delegate`), "UIGestureRecognizer.isEnabled"
// (disabled while recognizing: cancelled), "UIView.gestureRecognizers" (`{ get set }`, nil by
// default, an empty array after adding and removing).
@MainActor
@Suite("UIPanGestureRecognizer, the recognizer's delegate and the view's recognizers")
struct UIPanGestureRecognizerTests {
  /// The card screen, loaded, and its pan recognizer.
  private func loaded() throws -> (SwipeableCardController, UIPanGestureRecognizer) {
    let controller = SwipeableCardController()
    controller.loadViewIfNeeded()
    let pan = try #require(controller.card.gestureRecognizers?.first as? UIPanGestureRecognizer)
    return (controller, pan)
  }

  @Test("A long drag moves the card with the finger and throws it away")
  func longDrag() throws {
    let (controller, pan) = try loaded()
    var heights: [CGFloat] = []
    let recognized = simulatePan(
      of: pan, at: CGPoint(x: 10, y: 20), translation: CGPoint(x: 200, y: 12),
      velocity: CGPoint(x: 400, y: 20)
    ) {
      heights.append($0.location(in: controller.card).y)
      controller.dragCard($0)
    }
    #expect(recognized && heights == [20, 32, 32])
    #expect(controller.offsets == [0, 200])
    #expect(controller.isDismissed)
    #expect(controller.asked == 1)
  }

  @Test("The example of simulatePan's documentation: a fast drag throws the card away")
  func documentedExample() throws {
    let controller = SwipeableCardController()
    controller.loadViewIfNeeded()
    let card = controller.card
    let pan = try #require(card.gestureRecognizers?.first as? UIPanGestureRecognizer)
    simulatePan(of: pan, translation: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 900, y: 0)) {
      controller.dragCard($0)
    }
    #expect(controller.isDismissed)
    #expect(controller.offsets == [0, 120])
  }

  @Test("A short, fast flick throws the card; a short, slow drag puts it back")
  func velocity() throws {
    let (controller, pan) = try loaded()
    pan.delegate = nil
    simulatePan(of: pan, translation: CGPoint(x: -60, y: 0), velocity: CGPoint(x: -300, y: 0)) {
      controller.dragCard($0)
    }
    #expect(!controller.isDismissed)
    #expect(controller.card.transform == .identity)
    var velocities: [CGPoint] = []
    simulatePan(of: pan, translation: CGPoint(x: -60, y: 0), velocity: CGPoint(x: -1200, y: 0)) {
      velocities.append($0.velocity(in: nil))
      controller.dragCard($0)
    }
    #expect(velocities.last == CGPoint(x: -1200, y: 0))
    #expect(controller.isDismissed)
  }

  @Test("The delegate that refuses a vertical drag: the recognizer fails, the handler never runs")
  func delegateRefuses() throws {
    let (controller, pan) = try loaded()
    var calls = 0
    let vertical = simulatePan(
      of: pan, translation: CGPoint(x: 0, y: 90), velocity: CGPoint(x: 10, y: 700)
    ) { _ in calls += 1 }
    #expect(!vertical)
    #expect(calls == 0 && controller.asked == 1)
    #expect(pan.state == .possible && pan.numberOfTouches == 0)
    let sideways = simulatePan(
      of: pan, translation: CGPoint(x: 90, y: 0), velocity: CGPoint(x: 700, y: 10)
    ) { _ in calls += 1 }
    #expect(sideways)
    #expect(calls == 3 && controller.asked == 2)
  }

  @Test("A tap's delegate is asked too; the delegate is held weakly")
  func tapDelegate() {
    let view = UIView()
    let tap = UITapGestureRecognizer()
    view.addGestureRecognizer(tap)
    var delegate: SwipeableCardController? = SwipeableCardController()
    tap.delegate = delegate
    var taps = 0
    #expect(simulateRecognition(of: tap) { _ in taps += 1 })
    #expect(taps == 1 && delegate?.asked == 1)
    delegate = nil
    #expect(tap.delegate == nil)
  }

  @Test("setTranslation(.zero) in the handler makes each change a delta and resets the velocity")
  func incremental() throws {
    let (controller, pan) = try loaded()
    defer { withExtendedLifetime(controller) {} }
    pan.delegate = nil
    var seen: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
    var afterReset: [CGPoint] = []
    simulatePan(of: pan, translation: CGPoint(x: 40, y: -8), velocity: CGPoint(x: 500, y: 0)) {
      seen.append(($0.state, $0.translation(in: nil), $0.velocity(in: nil)))
      $0.setTranslation(.zero, in: nil)
      afterReset.append($0.velocity(in: nil))
    }
    #expect(afterReset == [.zero, .zero, .zero])
    #expect(seen.map(\.0) == [.began, .changed, .ended])
    #expect(seen.map(\.1) == [.zero, CGPoint(x: 40, y: -8), .zero])
    #expect(seen.map(\.2) == Array(repeating: CGPoint(x: 500, y: 0), count: 3))
    // Reset after the gesture: no translation, no velocity, `.possible`.
    #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
    #expect(pan.state == .possible)
    var translations: [CGPoint] = []
    simulatePan(of: pan, translation: CGPoint(x: 5, y: 5)) {
      if $0.state == .began { $0.setTranslation(CGPoint(x: 100, y: 0), in: nil) }
      translations.append($0.translation(in: nil))
    }
    #expect(translations == [CGPoint(x: 100, y: 0), CGPoint(x: 105, y: 5), CGPoint(x: 105, y: 5)])
  }

  @Test("A plain recognition of a pan has no travel; a disabled pan is cancelled")
  func plainAndCancelled() throws {
    let (controller, pan) = try loaded()
    defer { withExtendedLifetime(controller) {} }
    pan.delegate = nil
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    simulateRecognition(of: pan) {
      translations.append($0.translation(in: nil))
      states.append($0.state)
    }
    #expect(states == [.began, .changed, .ended])
    #expect(translations == [.zero, .zero, .zero])
    states = []
    let recognized = simulatePan(of: pan, translation: CGPoint(x: 30, y: 0)) {
      states.append($0.state)
      if $0.state == .began { $0.isEnabled = false }
    }
    #expect(recognized)
    #expect(states == [.began, .cancelled])
    #expect(pan.state == .possible)
  }

  @Test("A handler that recognizes its own recognizer again is refused; it ends once")
  func nested() throws {
    let (controller, pan) = try loaded()
    defer { withExtendedLifetime(controller) {} }
    pan.delegate = nil
    var states: [UIGestureRecognizer.State] = []
    var nested: [Bool] = []
    simulateRecognition(of: pan) { pan in
      states.append(pan.state)
      let inner = simulateRecognition(of: pan) { states.append($0.state) }
      nested.append(inner)
    }
    #expect(states == [.began, .changed, .ended])
    #expect(nested == [false, false, false])
    #expect(pan.state == .possible)
  }

  @Test("Setting gestureRecognizers attaches the new array's, detaches the others")
  func settingRecognizers() {
    let view = UIView()
    let other = UIView()
    let tap = UITapGestureRecognizer()
    let press = UILongPressGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    #expect(view.gestureRecognizers == nil)
    view.addGestureRecognizer(tap)
    other.addGestureRecognizer(pan)
    view.gestureRecognizers = [press, pan, press]
    #expect(
      view.gestureRecognizers?.map(ObjectIdentifier.init)
        == [press, pan].map(ObjectIdentifier.init))
    #expect(tap.view == nil && press.view === view && pan.view === view)
    #expect(other.gestureRecognizers?.isEmpty == true)
    var taps = 0
    #expect(!simulateRecognition(of: tap) { _ in taps += 1 })
    view.gestureRecognizers = []
    #expect(view.gestureRecognizers?.isEmpty == true && pan.view == nil)
    view.gestureRecognizers = [tap]
    view.gestureRecognizers = nil
    #expect(view.gestureRecognizers == nil && tap.view == nil)
  }
}
