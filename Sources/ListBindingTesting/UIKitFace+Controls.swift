import Foundation
import ListBinding
import ListBindingUIKit

// A user's touches on the UIKit face's own controls: segments, sliders, steppers, date pickers,
// picker views and text views. UIKit has no such calls: they live here, not among UIKit's
// names. As a finger, a touch does nothing on a control that is disabled, hidden or
// transparent, or inside a view that takes no touches; each returns whether it reached the
// control.

extension UISegmentedControl {
  /// A user's tap on the segment at `segment`: it sends `.touchDown`; when the segment is not
  /// already selected (or the control is momentary) it becomes the `selectedSegmentIndex`, a
  /// segment made with an action performs it, and `.valueChanged` is sent; then
  /// `.touchUpInside`.
  ///
  /// - Parameter segment: The segment's position.
  /// - Returns: Whether the tap reached an enabled segment: `false` for a position outside the
  ///   segments, a disabled segment or control.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  @discardableResult
  public func simulateTap(segmentAt segment: Int) -> Bool {
    performTap(segmentAt: segment)
  }

  /// A user's tap on the segment titled `title`: see ``simulateTap(segmentAt:)``.
  ///
  /// - Parameter title: The segment's title.
  /// - Returns: Whether the tap reached an enabled segment: `false` when none has the title.
  /// - Complexity: O(*n* + *a*), where *n* is the number of segments and *a* the number of
  ///   actions, plus what they do.
  @discardableResult
  public func simulateTap(segmentTitled title: String) -> Bool {
    guard let segment = (0..<numberOfSegments).first(where: { titleForSegment(at: $0) == title })
    else { return false }
    return performTap(segmentAt: segment)
  }
}

extension UISlider {
  /// A user's drag of the thumb through `values`, in order: `.touchDown`; each value, pinned
  /// to the slider's range, becomes its `value`, with `.valueChanged` at each change while
  /// `isContinuous`, else once at the end when the value changed; then `.touchUpInside`.
  ///
  /// - Parameter values: Where the thumb goes; values that are not a number are skipped.
  /// - Returns: Whether the drag reached the slider.
  /// - Complexity: O(*n* × *a*), where *n* is the number of values and *a* the number of
  ///   actions, plus what they do.
  @discardableResult
  public func simulateDrag(through values: [Float]) -> Bool {
    performDrag(through: values)
  }

  /// A user's drag of the thumb to `value`: ``simulateDrag(through:)`` with one value.
  ///
  /// - Parameter value: Where the thumb goes.
  /// - Returns: Whether the drag reached the slider.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  @discardableResult
  public func simulateDrag(to value: Float) -> Bool {
    performDrag(through: [value])
  }
}

extension UIStepper {
  /// A user's tap on the stepper's plus button, or, with `repeats`, a finger held on it:
  /// `.touchDown`; one step, then, while `autorepeat`, `repeats` more (at most 1,000), each
  /// going on from the minimum past the maximum when `wraps`, else holding there;
  /// `.valueChanged` at each change while `isContinuous`, else once when the finger lifts;
  /// then `.touchUpInside`.
  ///
  /// - Parameter repeats: The steps after the first; a negative number counts as 0.
  /// - Returns: Whether the touch reached the stepper.
  /// - Complexity: O(*r* × *a*), where *r* is the number of steps and *a* the number of
  ///   actions, plus what they do.
  @discardableResult
  public func simulateIncrement(repeats: Int = 0) -> Bool {
    performPress(incrementing: true, repeats: repeats)
  }

  /// A user's tap on the stepper's minus button, or, with `repeats`, a finger held on it: as
  /// ``simulateIncrement(repeats:)``, stepping down.
  ///
  /// - Parameter repeats: The steps after the first; a negative number counts as 0.
  /// - Returns: Whether the touch reached the stepper.
  /// - Complexity: O(*r* × *a*), where *r* is the number of steps and *a* the number of
  ///   actions, plus what they do.
  @discardableResult
  public func simulateDecrement(repeats: Int = 0) -> Bool {
    performPress(incrementing: false, repeats: repeats)
  }
}

extension UIDatePicker {
  /// A user's pick of `date`: it becomes the picker's date, pinned to the range in effect,
  /// and `.valueChanged` is sent when the date changed.
  ///
  /// - Parameter date: The date picked.
  /// - Returns: Whether the pick reached the picker: `false` in `.countDownTimer` mode or for
  ///   a date that is not finite.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  @discardableResult
  public func simulatePick(_ date: Date) -> Bool {
    performPick(date: date, duration: nil)
  }

  /// A user's pick of a countdown of `duration` seconds, in `.countDownTimer` mode: it
  /// becomes the `countDownDuration`, pinned from 0 to 23 h 59 min, and `.valueChanged` is
  /// sent when it changed.
  ///
  /// - Parameter duration: The countdown picked, in seconds.
  /// - Returns: Whether the pick reached the picker: `false` in another mode or for a
  ///   duration that is not a number.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  @discardableResult
  public func simulatePick(countDownDuration duration: TimeInterval) -> Bool {
    performPick(date: nil, duration: duration)
  }
}

extension UIPickerView {
  /// A user's spin of `component` to `row`: the row becomes the chosen one and the delegate
  /// is told (`pickerView(_:didSelectRow:inComponent:)`), as when the wheel settles; even a
  /// spin back to the row it was on tells it (*assumed*).
  ///
  /// - Parameters:
  ///   - row: The row's position.
  ///   - component: The component's position.
  /// - Returns: Whether the spin reached the picker: `false` for a row or component that does
  ///   not exist.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  public func simulateSelect(row: Int, inComponent component: Int) -> Bool {
    performSpin(toRow: row, inComponent: component)
  }

  /// A user's spin of `component` to the first row that shows `title` (its view's text, else
  /// its styled title, else its title): see ``simulateSelect(row:inComponent:)``.
  ///
  /// - Parameters:
  ///   - title: The row's text.
  ///   - component: The component's position.
  /// - Returns: Whether the spin reached the picker: `false` when no row shows `title`.
  /// - Complexity: O(*r*) calls of the delegate, for *r* rows of the component.
  @discardableResult
  public func simulateSelect(rowTitled title: String, inComponent component: Int) -> Bool {
    guard
      let row = (0..<numberOfRows(inComponent: component)).first(where: {
        shownTitle(forRow: $0, inComponent: component) == title
      })
    else { return false }
    return performSpin(toRow: row, inComponent: component)
  }
}

extension UITextView {
  /// A user typing `text` at the end, one character at a time, after a tap in the text view
  /// when it is not being edited (which asks the delegate, and fails when the view is not
  /// `isEditable`). For each character the delegate is asked
  /// (`textView(_:shouldChangeTextIn:replacementText:)`); an allowed one is added and the
  /// delegate is told (`textViewDidChange(_:)`). A delegate that ends editing stops the typing.
  ///
  /// - Parameter text: The characters typed; `"\n"` is the Return key.
  /// - Returns: Whether every character was added.
  /// - Complexity: O(*n*²) for *n* characters, besides the delegate.
  @discardableResult
  public func simulateTyping(_ text: String) -> Bool {
    performTyping(text)
  }
}

extension UITextField {
  /// A user typing `text` at the end of the field, one character at a time, after a tap in
  /// the field when it is not being edited (which asks the delegate, and fails when the field
  /// is disabled). For each character the delegate is asked
  /// (`textField(_:shouldChangeCharactersIn:replacementString:)`); an allowed one is added,
  /// `.editingChanged` is sent and `UITextField.textDidChangeNotification` posted. `"\n"` is
  /// the Return key: the delegate is asked `textFieldShouldReturn(_:)`, and when it agrees
  /// `.editingDidEndOnExit` is sent. A delegate or an action that ends editing stops the
  /// typing.
  ///
  /// - Parameter text: The characters typed.
  /// - Returns: Whether every character was added and every Return processed.
  /// - Complexity: O(*n*²) for *n* characters, besides the delegate and the actions.
  @discardableResult
  public func simulateTyping(_ text: String) -> Bool {
    performTyping(text)
  }

  /// A user's tap on the field's clear button (the ⓧ at its trailing end), shown as its
  /// `clearButtonMode` says and only while the text is not empty. A field not being edited
  /// starts editing first, as a tap in it does (which asks the delegate); then the delegate is
  /// asked `textFieldShouldClear(_:)` (Apple's page: it is called "in response to the user
  /// pressing the built-in clear button"), and when it agrees the text empties,
  /// `.editingChanged` is sent and `UITextField.textDidChangeNotification` posted (*assumed*,
  /// as for a character typed). Typing (``simulateTyping(_:)``) never asks it.
  ///
  /// - Returns: Whether the text was cleared: `false` when no clear button shows, the field
  ///   cannot start editing, or the delegate refuses.
  /// - Complexity: O(1), besides the delegate and the actions.
  @discardableResult
  public func simulateClearButtonTap() -> Bool {
    performClearButtonTap()
  }
}

extension UIColorWell {
  /// A user's pick of `color` in the picker the well opens: `selectedColor` becomes the colour
  /// (made opaque when `supportsAlpha` is `false`, as the picker offers no transparency then),
  /// then `.valueChanged` is sent, as UIKit sends it when a person selects a colour.
  ///
  /// - Parameter color: The colour the user picks.
  /// - Returns: Whether the pick reached the well (`false` when it is disabled, or hidden or
  ///   out of touch's reach).
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  @discardableResult
  public func simulatePick(_ color: UIColor) -> Bool {
    performPick(color)
  }
}
