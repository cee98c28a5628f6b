import Foundation
import ListBinding

/// An object that responds to events, as UIKit's `UIResponder`: ListBinding's `Responder`,
/// the base of `UIView`, `UIViewController`, `UIWindow` and `UIApplication`.
///
/// Each names the one after it in `next`, as Apple's page of `next` says: a view its
/// controller when it is the controller's root view, else its superview (a cell a table shows,
/// the table); a controller the controller that presented it, else its view's superview (the
/// window for a window's root); a window the app; the app `nil`. UIKit code walks the chain to
/// find the controller a view is in:
///
/// ```swift
/// extension UIResponder {
///   var parentViewController: UIViewController? {
///     (self as? UIViewController) ?? next?.parentViewController
///   }
/// }
/// ```
///
/// No keyboard exists: nothing posts the keyboard's notifications but your code and tests.
public typealias UIResponder = Responder

extension Responder {
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
