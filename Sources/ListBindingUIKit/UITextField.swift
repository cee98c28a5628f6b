import Foundation
import ListBinding

/// A single line of editable text, as UIKit's `UITextField`.
///
/// Nothing is drawn and no keyboard exists: a test sets ``text`` or types through
/// ListBindingTesting, which asks the ``delegate`` as a keyboard does.
@preconcurrency @MainActor
open class UITextField: UIControl {
  private var storedText = ""
  /// The text shown when the field is empty, or `nil`.
  public var placeholder: String?
  /// Whether the text is hidden, as for passwords. Default: `false`.
  public var isSecureTextEntry = false
  /// The delegate, held weakly.
  public weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited.
  public private(set) var isFirstResponder = false

  /// Creates a field with a frame, as `UITextField(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The text: empty by default, never `nil` when read, as `UITextField.text`.
  public var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// Starts editing, as `becomeFirstResponder()`, when the delegate's
  /// `textFieldShouldBeginEditing(_:)` agrees; then calls `textFieldDidBeginEditing(_:)`.
  ///
  /// - Returns: Whether the field is now being edited.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    isFirstResponder = true
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  /// Ends editing, as `resignFirstResponder()`, when the delegate's
  /// `textFieldShouldEndEditing(_:)` agrees; then calls `textFieldDidEndEditing(_:)`.
  ///
  /// - Returns: Whether editing ended.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    resignFirstResponder(force: false)
  }

  /// Ends editing; when `force` is `true` without asking the delegate (`endEditing(_:)`).
  func resignFirstResponder(force: Bool) -> Bool {
    guard isFirstResponder else { return true }
    guard force || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    isFirstResponder = false
    delegate?.textFieldDidEndEditing(self)
    return true
  }
}

/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate`. Every
/// method is optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin. Default: `true`.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end. Default: `true`.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` may be replaced by `string`. Default: `true`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether to clear the text. Default: `true`.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// The user pressed Return; whether to process it. Default: `true`.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows editing to begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Allows the change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Allows clearing.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Processes Return.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
