import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// UIViewPropertyAnimator on the model of UIView.animate: the views take their end values at
// once, completions run when the main queue turns. Apple's pages: UIViewAnimating state (an
// animator "starts in the inactive state"; startAnimation() or pauseAnimation() make it
// active; it "remains in the active state until its animations finish"), stopAnimation(_:) and
// addCompletion(_:) ("the completion blocks are not called if you specify true"; with false,
// finishAnimation(at:) runs them), finishAnimation(at:) ("a programmer error to call this
// method at any time except after a call to the stopAnimation(_:) method" with false),
// UIViewAnimatingState.stopped ("An animation cannot be started while in this state"),
// fractionComplete ("Changing the value of this property on an inactive animator moves it to
// the active state"), pausesOnCompletion ("remains in the active state … and it does not
// execute its completion handler"). The exceptions' reasons: *assumed*.

/// A card that slides a details panel in and out, as apps write it with an animator.
private final class CardController: UIViewController {
  let panel = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 200))
  var animator: UIViewPropertyAnimator?
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(panel)
    panel.alpha = 0
  }

  func openPanel() {
    let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
      self.panel.frame.origin.y = 300
    }
    animator.addAnimations { self.panel.alpha = 1 }
    animator.addCompletion { position in
      self.log.append(position == .end ? "opened" : "interrupted")
    }
    animator.startAnimation()
    self.animator = animator
  }

  func flash() {
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [.curveEaseOut],
      animations: { self.panel.backgroundColor = .systemYellow },
      completion: { _ in self.log.append("flashed") })
  }
}

@MainActor
@Suite("UIViewPropertyAnimator", .recordsUIKitExceptions)
struct UIViewPropertyAnimatorTests {
  @Test("Started, the views take their end values; the completion runs when the queue turns")
  func startAndFinish() async {
    let controller = CardController()
    controller.loadViewIfNeeded()
    controller.openPanel()
    #expect(controller.panel.frame.origin.y == 300 && controller.panel.alpha == 1)
    let animator = controller.animator
    #expect(animator?.state == .active && animator?.isRunning == true)
    #expect(controller.log.isEmpty)
    controller.flash()
    #expect(controller.panel.backgroundColor == .systemYellow)
    await mainQueueTurn()
    await mainQueueTurn()
    #expect(controller.log == ["opened", "flashed"])
    #expect(animator?.state == .inactive && animator?.isRunning == false)
    #expect(animator?.fractionComplete == 1)
  }

  @Test("Nothing runs before the start; a paused animator waits, then resumes")
  func pauseAndResume() async {
    var value = 0
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { value = 1 }
    animator.addCompletion { ends.append($0) }
    #expect(value == 0 && animator.state == .inactive)
    animator.pauseAnimation()
    #expect(value == 1 && animator.state == .active && !animator.isRunning)
    animator.addAnimations { value = 2 }
    #expect(value == 2)
    animator.fractionComplete = 0.5
    #expect(animator.fractionComplete == 0.5)
    await mainQueueTurn()
    #expect(ends.isEmpty)
    animator.isReversed = true
    animator.startAnimation(afterDelay: 0.2)
    animator.pauseAnimation()
    await mainQueueTurn()
    #expect(ends.isEmpty && animator.state == .active)
    animator.startAnimation()
    await mainQueueTurn()
    #expect(ends == [.start])
  }

  @Test("stopAnimation(true) drops the completions; (false) waits for finishAnimation(at:)")
  func stopping() async {
    var ends: [UIViewAnimatingPosition] = []
    let dropped = UIViewPropertyAnimator(duration: 1, curve: .easeIn, animations: nil)
    dropped.addCompletion { _ in ends.append(.end) }
    dropped.startAnimation()
    dropped.stopAnimation(true)
    #expect(dropped.state == .inactive)
    await mainQueueTurn()
    #expect(ends.isEmpty)

    let stopped = UIViewPropertyAnimator(duration: 1, dampingRatio: 1, animations: nil)
    stopped.addCompletion { ends.append($0) }
    stopped.startAnimation()
    stopped.stopAnimation(false)
    #expect(stopped.state == .stopped && !stopped.isRunning)
    await mainQueueTurn()
    #expect(ends.isEmpty)
    stopped.finishAnimation(at: .current)
    #expect(ends == [.current] && stopped.state == .inactive)
  }

  @Test("Misuse raises UIKit's exception and changes nothing")
  func misuse() {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut, animations: nil)
    var ends = 0
    animator.addCompletion { _ in ends += 1 }
    expectUIKitException(.internalInconsistencyException) {
      animator.finishAnimation(at: .end)
    }
    #expect(animator.state == .inactive && ends == 0)
    animator.startAnimation()
    animator.stopAnimation(false)
    expectUIKitException(.internalInconsistencyException) { animator.startAnimation() }
    expectUIKitException(.internalInconsistencyException) { animator.pauseAnimation() }
    var added = false
    expectUIKitException(.internalInconsistencyException) {
      animator.addAnimations { added = true }
    }
    #expect(animator.state == .stopped && !added)
    animator.fractionComplete = .nan
    #expect(animator.fractionComplete == 0)
  }

  @Test("pausesOnCompletion keeps a finished animator active, without its completions")
  func pausesOnCompletion() async {
    var ends = 0
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.3, delay: 0, animations: {}, completion: { _ in ends += 1 })
    animator.pausesOnCompletion = true
    await mainQueueTurn()
    #expect(ends == 0 && animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1)
  }
}
