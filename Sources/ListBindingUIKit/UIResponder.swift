import Foundation
import ListBinding

/// An object that responds to events, as UIKit's `UIResponder`: here only the names of the
/// keyboard's notifications and of their `userInfo` keys, so that a screen that moves its
/// table out of the keyboard's way compiles unchanged. No keyboard exists: nothing posts them
/// but your code and tests. Views and controllers are not responders here.
@preconcurrency @MainActor
open class UIResponder {
  private init() {}

  /// Posted before the keyboard shows, as `UIResponder.keyboardWillShowNotification`.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard shows, as `UIResponder.keyboardDidShowNotification`.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides, as `UIResponder.keyboardWillHideNotification`.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hides, as `UIResponder.keyboardDidHideNotification`.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes, as
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// The `userInfo` key of the keyboard's frame at the start, as
  /// `UIResponder.keyboardFrameBeginUserInfoKey`.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The `userInfo` key of the keyboard's frame at the end, as
  /// `UIResponder.keyboardFrameEndUserInfoKey`.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The `userInfo` key of the animation's duration, as
  /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
}
