import ListBindingUIKit
import Testing

// UIKit's declarations of the recognizers' delegate, a pan's translation and velocity and a
// view's recognizers, each with its type from its page in Apple's documentation:
// UIPanGestureRecognizer `func translation(in view: UIView?) -> CGPoint`,
// `func setTranslation(_ translation: CGPoint, in view: UIView?)`,
// `func velocity(in view: UIView?) -> CGPoint`; UIGestureRecognizer
// `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`,
// `var state: UIGestureRecognizer.State { get }` (settable by subclasses only);
// UIView `var gestureRecognizers: [UIGestureRecognizer]? { get set }`;
// UIGestureRecognizerDelegate `optional func gestureRecognizerShouldBegin(_ gestureRecognizer:
// UIGestureRecognizer) -> Bool`, `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`,
// `gestureRecognizer(_:shouldRequireFailureOf:)`, `gestureRecognizer(_:shouldBeRequiredToFailBy:)`,
// each `-> Bool`.

/// A delegate that answers every method, as UIKit code writes them.
private final class EveryAnswerDelegate: UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// A delegate that answers nothing: UIKit's defaults.
private final class SilentDelegate: UIGestureRecognizerDelegate {}

@MainActor
@Suite("Signatures: gesture recognizers' delegate, pan translation and velocity")
struct GestureRecognizerSignatureTests {
  @Test("UIPanGestureRecognizer's translation and velocity, UIView.gestureRecognizers")
  func panAndView() {
    let translation: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint =
      UIPanGestureRecognizer.translation(in:)
    let setTranslation: (UIPanGestureRecognizer) -> (CGPoint, UIView?) -> Void =
      UIPanGestureRecognizer.setTranslation(_:in:)
    let velocity: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint =
      UIPanGestureRecognizer.velocity(in:)
    let recognizers: ReferenceWritableKeyPath<UIView, [UIGestureRecognizer]?> =
      \.gestureRecognizers
    let delegate:
      ReferenceWritableKeyPath<UIGestureRecognizer, (any UIGestureRecognizerDelegate)?> =
        \.delegate
    let state: KeyPath<UIGestureRecognizer, UIGestureRecognizer.State> = \.state
    _ = (translation, setTranslation, velocity, recognizers, delegate, state)
    let pan = UIPanGestureRecognizer()
    pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)
    #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4))
    #expect(pan.velocity(in: UIView()) == .zero)
  }

  @Test("UIGestureRecognizerDelegate: every method optional, with UIKit's defaults")
  func delegateDefaults() {
    let one = UITapGestureRecognizer()
    let other = UIPanGestureRecognizer()
    let silent: any UIGestureRecognizerDelegate = SilentDelegate()
    #expect(silent.gestureRecognizerShouldBegin(one))
    #expect(!silent.gestureRecognizer(one, shouldRecognizeSimultaneouslyWith: other))
    #expect(!silent.gestureRecognizer(one, shouldRequireFailureOf: other))
    #expect(!silent.gestureRecognizer(one, shouldBeRequiredToFailBy: other))
    let answering: any UIGestureRecognizerDelegate = EveryAnswerDelegate()
    #expect(!answering.gestureRecognizerShouldBegin(one))
    #expect(answering.gestureRecognizer(one, shouldRecognizeSimultaneouslyWith: other))
    #expect(answering.gestureRecognizer(one, shouldRequireFailureOf: other))
    #expect(answering.gestureRecognizer(one, shouldBeRequiredToFailBy: other))
  }
}
