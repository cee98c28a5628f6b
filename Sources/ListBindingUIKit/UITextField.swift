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
  /// Whether the field is being edited: what ``isFirstResponder`` answers.
  private var isBeingEdited = false

  /// Whether the field is being edited, as `UIResponder.isFirstResponder`: from
  /// ``becomeFirstResponder()`` until ``resignFirstResponder()`` (or `endEditing(_:)`) ends the
  /// editing.
  ///
  /// - Complexity: O(1).
  open override var isFirstResponder: Bool { isBeingEdited }

  /// Whether the view can become the first responder, as
  /// `UIResponder.canBecomeFirstResponder`: `true`, as in UIKit.
  ///
  /// - Complexity: O(1).
  open override var canBecomeFirstResponder: Bool { true }

  /// The font of the text and the placeholder, as `UITextField.font`. Default: the system
  /// font's body style, as Apple's page says; setting `nil` restores it (*assumed*: Apple's page
  /// does not say). Recorded: a text field is not drawn.
  ///
  /// - Complexity: O(1).
  open var font: UIFont? {
    get { storedFont }
    set { storedFont = newValue ?? UIFont.preferredFont(forTextStyle: .body) }
  }
  private var storedFont = UIFont.preferredFont(forTextStyle: .body)

  /// The colour of the text, as `UITextField.textColor`. Default: black, as Apple's page says.
  ///
  /// Setting `nil` raises `NSInvalidArgumentException`, as Apple's page says ("setting this
  /// property to `nil` raises an exception"; the reason's words are *assumed*), reported
  /// through ``UIKitException``, and keeps the colour. Recorded: a text field is not drawn.
  ///
  /// - Complexity: O(1).
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      guard let newValue else {
        UIKitException(
          name: .invalidArgumentException,
          reason: "-[UITextField setTextColor:]: the text color cannot be nil"
        ).raise()
        return
      }
      storedTextColor = newValue
    }
  }
  private var storedTextColor = UIColor.black

  /// How the text and the placeholder line up, as `UITextField.textAlignment`. Default:
  /// `.left`, as Apple's page says. Recorded only.
  open var textAlignment = NSTextAlignment.left

  /// The border around the field, as `UITextField.borderStyle`. Default: `.none`, as Apple's
  /// page says. Recorded only.
  open var borderStyle = BorderStyle.none

  /// When the Clear button shows, as `UITextField.clearButtonMode`. Default: `.never`, as
  /// Apple's page says. No button is drawn; ListBindingTesting's `simulateClearButtonTap()`
  /// taps it only while it shows (and the text is not empty).
  open var clearButtonMode = ViewMode.never

  /// The keyboard's kind, as `keyboardType`. Default: `.default`. Recorded: no keyboard
  /// exists.
  open var keyboardType = UIKeyboardType.default

  /// The title of the keyboard's Return key, as `returnKeyType`. Default: `.default`.
  /// Recorded: no keyboard exists.
  open var returnKeyType = UIReturnKeyType.default

  /// Whether the keyboard corrects spelling, as `autocorrectionType`. Default: `.default`.
  /// Recorded.
  open var autocorrectionType = UITextAutocorrectionType.default

  /// Which letters the keyboard capitalizes, as `autocapitalizationType`. Default:
  /// `.sentences`. Recorded.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences

  /// The view shown instead of the keyboard while the field is edited, as `inputView`: a
  /// `UIPickerView` or `UIDatePicker` most often; `nil` (the default) for the keyboard.
  /// Recorded: no keyboard exists, so a test drives that view itself.
  open var inputView: UIView?

  /// The view shown above the keyboard (or the ``inputView``) while the field is edited, as
  /// `inputAccessoryView`: a toolbar with a Done button most often. Default: `nil`. Recorded.
  open var inputAccessoryView: UIView?

  /// The border of a text field, as `UITextField.BorderStyle`, with UIKit's raw values.
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel, as if the field were recessed.
    case bezel = 2
    /// A rounded rectangle, the style of most fields.
    case roundedRect = 3
  }

  /// When an overlay view (the Clear button) shows, as `UITextField.ViewMode`, with UIKit's
  /// raw values.
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never.
    case never = 0
    /// Only while the text is being edited.
    case whileEditing = 1
    /// Only while the text is not being edited.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

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

  /// Whether the text empties when editing begins, as `UITextField.clearsOnBeginEditing`;
  /// `false` by default. When `true`, ``becomeFirstResponder()`` empties the text once the
  /// delegate agrees to begin, unless its `textFieldShouldClear(_:)` returns `false`, as
  /// Apple's page says; before `textFieldDidBeginEditing(_:)` (the order *assumed*).
  open var clearsOnBeginEditing = false

  /// The notification posted after the user changes the field's text, as
  /// `UITextField.textDidChangeNotification`: ListBindingTesting's `simulateTyping(_:)` posts
  /// it for each character added, with the field as its object.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")

  /// Starts editing, as `becomeFirstResponder()`, when the delegate's
  /// `textFieldShouldBeginEditing(_:)` agrees: empties the text when
  /// ``clearsOnBeginEditing`` is `true` (and `textFieldShouldClear(_:)` agrees), then calls `textFieldDidBeginEditing(_:)` and sends
  /// `.editingDidBegin`.
  ///
  /// - Returns: Whether the field is now being edited.
  /// - Complexity: O(1), besides the delegate and the actions.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    isBeingEdited = true
    if clearsOnBeginEditing, delegate?.textFieldShouldClear(self) ?? true { storedText = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// A user typing `text` at the end, one character at a time: ListBindingTesting's
  /// `simulateTyping(_:)`.
  ///
  /// - Returns: Whether every character was added and every Return processed.
  package func performTyping(_ text: String) -> Bool {
    guard isReachableByTouch, becomeFirstResponder() else { return false }
    var typedAll = true
    for character in text {
      guard isFirstResponder else { return false }
      if character == "\n" {
        if delegate?.textFieldShouldReturn(self) ?? true {
          sendActions(for: .editingDidEndOnExit)
        } else {
          typedAll = false
        }
        continue
      }
      let range = NSRange(location: storedText.utf16.count, length: 0)
      let replacement = String(character)
      guard
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
          ?? true
      else {
        typedAll = false
        continue
      }
      storedText += replacement
      sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
    return typedAll
  }

  /// Whether the clear button shows now, by ``clearButtonMode``: never on an empty field (as
  /// iOS draws it), always, only while editing, or only while not editing.
  var showsClearButton: Bool {
    guard !storedText.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isFirstResponder
    case .unlessEditing: return !isFirstResponder
    }
  }

  /// A user's tap on the clear button: ListBindingTesting's `simulateClearButtonTap()`.
  ///
  /// - Returns: Whether the text was cleared.
  package func performClearButtonTap() -> Bool {
    guard isReachableByTouch, showsClearButton else { return false }
    // A tap in a field not being edited starts editing first (*assumed* for the button too).
    guard becomeFirstResponder(), !storedText.isEmpty else { return false }
    guard delegate?.textFieldShouldClear(self) ?? true else { return false }
    storedText = ""
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    return true
  }

  /// Ends editing, as `resignFirstResponder()`, when the delegate's
  /// `textFieldShouldEndEditing(_:)` agrees; then calls `textFieldDidEndEditing(_:)`.
  ///
  /// - Returns: Whether editing ended.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    resignFirstResponder(force: false)
  }

  /// Ends editing; when `force` is `true` without asking the delegate (`endEditing(_:)`).
  func resignFirstResponder(force: Bool) -> Bool {
    guard isFirstResponder else { return true }
    guard force || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    isBeingEdited = false
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
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
