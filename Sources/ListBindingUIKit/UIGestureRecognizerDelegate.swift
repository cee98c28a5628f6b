import ListBinding

/// What a gesture recognizer asks its delegate, as UIKit's `UIGestureRecognizerDelegate`. Every
/// method is optional: the defaults are UIKit's.
///
/// A simulated gesture asks ``gestureRecognizerShouldBegin(_:)`` as the recognizer leaves
/// `.possible`. A simulated gesture involves one recognizer, so the methods that weigh two
/// recognizers against each other are declared, with UIKit's defaults, for code that
/// implements them to compile and to call them, and are not asked.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave `.possible` and recognize the gesture. Default: `true`.
  /// Answering `false` makes it fail: its handler is not called.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Whether the two recognizers may recognize their gestures at the same time. Default:
  /// `false`. Not asked by a simulated gesture.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer waits for the other to fail. Default: `false`. Not asked by a
  /// simulated gesture.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the other recognizer waits for this one to fail. Default: `false`. Not asked by a
  /// simulated gesture.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the recognizer begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Does not let the two recognize at the same time.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Does not wait for the other to fail.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Does not make the other wait.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}
