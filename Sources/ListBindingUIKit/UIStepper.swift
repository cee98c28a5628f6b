import Foundation
import ListBinding

/// A control of a minus and a plus button that decrease and increase a value by a step, as
/// UIKit's `UIStepper`.
///
/// ``value`` stays within ``minimumValue`` and ``maximumValue``. A minimum not below the
/// maximum, a maximum not above the minimum, or a step not above 0 raises
/// `NSInvalidArgumentException`, as Apple's pages say: the UIKit face reports it and changes
/// nothing. A user's tap on a button (ListBindingTesting's `simulateIncrement(repeats:)`) steps the value,
/// wrapping around when ``wraps``, and sends `.valueChanged`; a held button repeats the step
/// while ``autorepeat``. Setting the value sends nothing. Drawn as its two buttons, `[-|+]`:
/// UIKit's stepper shows no number.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  private var storedValue: Double = 0
  private var storedMinimum: Double = 0
  private var storedMaximum: Double = 100
  private var storedStep: Double = 1

  /// Whether a held button sends `.valueChanged` at each step (`true`, the default) or once
  /// when the finger lifts, as `UIStepper.isContinuous`.
  open var isContinuous = true

  /// Whether holding a button keeps stepping the value, as `UIStepper.autorepeat`. Default:
  /// `true`.
  open var autorepeat = true

  /// Whether stepping past one end goes on from the other, as `UIStepper.wraps`. Default:
  /// `false`: the value holds at the end.
  open var wraps = false

  /// Creates a stepper from 0 to 100 at 0 with a step of 1, as `UIStepper(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The value, as `UIStepper.value`: pinned to ``minimumValue`` and ``maximumValue`` (Apple:
  /// "clamped at its lower extreme to minimumValue and … at its upper extreme to
  /// maximumValue"). Default: 0. A value that is not a number is ignored (*assumed*).
  ///
  /// - Complexity: O(1).
  open var value: Double {
    get { storedValue }
    set {
      guard !newValue.isNaN else { return }
      storedValue = min(max(newValue, storedMinimum), storedMaximum)
    }
  }

  /// The lowest value, as `minimumValue`. Default: 0. One not below ``maximumValue`` (or not
  /// a number) raises `NSInvalidArgumentException` and changes nothing; the value rises to a
  /// new minimum above it.
  ///
  /// - Complexity: O(1).
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      guard newValue < storedMaximum else {
        return reportInvalid(
          "minimumValue (\(newValue)) must be less than maximumValue (\(storedMaximum))")
      }
      storedMinimum = newValue
      storedValue = max(storedValue, newValue)
    }
  }

  /// The highest value, as `maximumValue`. Default: 100. One not above ``minimumValue`` (or
  /// not a number) raises `NSInvalidArgumentException` and changes nothing; the value falls to
  /// a new maximum below it.
  ///
  /// - Complexity: O(1).
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      guard newValue > storedMinimum else {
        return reportInvalid(
          "maximumValue (\(newValue)) must be greater than minimumValue (\(storedMinimum))")
      }
      storedMaximum = newValue
      storedValue = min(storedValue, newValue)
    }
  }

  /// How much a tap changes the value, as `stepValue`. Default: 1. A step not above 0 (or
  /// not a number) raises `NSInvalidArgumentException` and changes nothing.
  ///
  /// - Complexity: O(1).
  open var stepValue: Double {
    get { storedStep }
    set {
      guard newValue > 0 else {
        return reportInvalid("stepValue (\(newValue)) must be greater than 0")
      }
      storedStep = newValue
    }
  }

  private func reportInvalid(_ reason: String) {
    UIKitException(name: .invalidArgumentException, reason: reason).raise()
  }

  /// The most steps one held button makes in ListBindingTesting's gestures.
  package static let mostRepeats = 1_000

  /// A user's finger on the plus button (`incrementing`) or the minus button, held for
  /// `repeats` steps after the first when ``autorepeat`` (at most ``mostRepeats``):
  /// ListBindingTesting's `simulateIncrement(repeats:)` and `simulateDecrement(repeats:)`.
  ///
  /// - Returns: Whether the touch reached the stepper.
  package func performPress(incrementing: Bool, repeats: Int) -> Bool {
    guard isEnabled, isReachableByTouch else { return false }
    sendActions(for: .touchDown)
    let start = value
    let steps = 1 + (autorepeat ? min(max(repeats, 0), Self.mostRepeats) : 0)
    for _ in 0..<steps {
      let before = value
      step(incrementing: incrementing)
      if isContinuous, value != before { sendActions(for: .valueChanged) }
    }
    if !isContinuous, value != start { sendActions(for: .valueChanged) }
    sendActions(for: .touchUpInside)
    return true
  }

  /// Steps the value once, up when `incrementing`, else down: a step beyond one end goes to the other
  /// when ``wraps`` (Apple: "incrementing beyond maximumValue sets value to minimumValue"), else
  /// holds at the end.
  private func step(incrementing: Bool) {
    if incrementing {
      let next = storedValue + storedStep
      storedValue = next <= storedMaximum ? next : wraps ? storedMinimum : storedMaximum
    } else {
      let next = storedValue - storedStep
      storedValue = next >= storedMinimum ? next : wraps ? storedMaximum : storedMinimum
    }
  }

  /// The stepper as one text element, its two buttons: `[-|+]`.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    return [.text("[-|+]")] + super.renderedElements()
  }
}
