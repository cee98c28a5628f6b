import Foundation
import ListBinding

/// A scrollable view of editable text of several lines, as UIKit's `UITextView`: in tables,
/// the text of a self-sizing cell (``UIScrollView/isScrollEnabled`` off, the table's heights
/// updated from `textViewDidChange(_:)`).
///
/// No keyboard exists: a test sets ``text`` or types through ListBindingTesting's
/// `simulateTyping(_:)`, which asks and tells the delegate as a keyboard does. The delegate is
/// the scroll view's `delegate`, set as a ``UITextViewDelegate`` (which inherits
/// `UIScrollViewDelegate`), as a table's is (see the article "The object model"). Drawn as its
/// text, wrapped as a label of any number of lines.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  private var storedText = ""

  /// The font of the text, as `UITextView.font`; `nil` for the system font at 12 points.
  open var font: UIFont?
  /// The colour of the text, as `UITextView.textColor`; `nil` for the label colour.
  open var textColor: UIColor?
  /// How the text lines up, as `UITextView.textAlignment`. Default: `.natural`. Recorded only.
  open var textAlignment = NSTextAlignment.natural
  /// Whether the user can edit the text, as `isEditable`. Default: `true`.
  open var isEditable = true
  /// Whether the user can select the text, as `isSelectable`. Default: `true`. Recorded only.
  open var isSelectable = true
  /// The space around the text, as `textContainerInset`. Recorded only.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// Whether the text follows the user's text size, as
  /// `adjustsFontForContentSizeCategory`. Default: `false`. Recorded only.
  open var adjustsFontForContentSizeCategory = false
  /// The keyboard's kind, as `keyboardType`. Default: `.default`. Recorded: no keyboard
  /// exists.
  open var keyboardType = UIKeyboardType.default
  /// The title of the keyboard's Return key, as `returnKeyType`. Default: `.default`.
  /// Recorded.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the keyboard corrects spelling, as `autocorrectionType`. Default: `.default`.
  /// Recorded.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Which letters the keyboard capitalizes, as `autocapitalizationType`. Default:
  /// `.sentences`. Recorded.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences

  /// The view shown instead of the keyboard while the text view is edited, as `inputView`: a
  /// `UIPickerView` or `UIDatePicker` most often; `nil` (the default) for the keyboard.
  /// Recorded: no keyboard exists, so a test drives that view itself.
  open var inputView: UIView?

  /// The view shown above the keyboard (or the ``inputView``) while the text view is edited, as
  /// `inputAccessoryView`: a toolbar with a Done button most often. Default: `nil`. Recorded.
  open var inputAccessoryView: UIView?
  /// The kinds of data shown as links, as `dataDetectorTypes`. Default: none. Recorded: no
  /// link is drawn.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The selected characters, as `selectedRange` (UTF-16 offsets). Default: an empty range at
  /// the start; a user's typing leaves it empty at the end. Recorded: nothing is selected on a
  /// screen.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Whether the text view is being edited: what ``isFirstResponder`` answers.
  private var isBeingEdited = false

  /// Whether the text view is being edited, as `UIResponder.isFirstResponder`: from
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

  /// Posted when a user changes the text of a text view (the notification's object), as
  /// `UITextView.textDidChangeNotification`; not when code sets it.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")

  /// The container the text is laid out in, as `UITextView.textContainer`. Recorded only.
  public let textContainer: NSTextContainer

  /// Creates an empty text view, as `UITextView(frame:)`: `init(frame:textContainer:)` with
  /// a new container. A convenience initializer, as UIKit's, so that a subclass that overrides
  /// the designated ones inherits it (and `UITextView()`).
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// Creates an empty text view laid out in `textContainer`, or in a new container when it is
  /// `nil`, as `UITextView(frame:textContainer:)`: the designated initializer, as Apple's page
  /// says.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - textContainer: The container, or `nil`.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? NSTextContainer()
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type: it is never nil when read.)
  /// The text: empty by default, never `nil` when read, as `UITextView.text`. Setting it tells
  /// the delegate nothing, as in UIKit.
  ///
  /// - Complexity: O(1).
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type: it is never nil when read.)
  /// The text with its attributes, as `UITextView.attributedText`: the string last set, or the
  /// text without attributes. Setting it sets ``text`` to its characters; setting `nil`
  /// empties the text. The text renderer draws the characters.
  ///
  /// - Complexity: O(*n*) to read after ``text`` changed, where *n* is its length; O(1) else.
  open var attributedText: NSAttributedString! {
    get {
      if let storedAttributedText, storedAttributedText.string == storedText {
        return storedAttributedText
      }
      return NSAttributedString(string: storedText)
    }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string ?? ""
    }
  }

  private var storedAttributedText: NSAttributedString?

  /// The delegate as a text view's, or `nil`.
  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Starts editing, as `becomeFirstResponder()`, when the text view is editable and the
  /// delegate's `textViewShouldBeginEditing(_:)` agrees; then calls
  /// `textViewDidBeginEditing(_:)`.
  ///
  /// - Returns: Whether the text view is now being edited.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard isEditable, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    isBeingEdited = true
    textDelegate?.textViewDidBeginEditing(self)
    return true
  }

  /// Ends editing, as `resignFirstResponder()`, when the delegate's
  /// `textViewShouldEndEditing(_:)` agrees; then calls `textViewDidEndEditing(_:)`.
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
    guard force || textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    isBeingEdited = false
    textDelegate?.textViewDidEndEditing(self)
    return true
  }

  /// A user typing `text` at the end, one character at a time: ListBindingTesting's
  /// `simulateTyping(_:)`.
  ///
  /// - Returns: Whether every character was added.
  package func performTyping(_ text: String) -> Bool {
    guard isReachableByTouch, becomeFirstResponder() else { return false }
    var typedAll = true
    for character in text {
      guard isFirstResponder else { return false }
      let range = NSRange(location: storedText.utf16.count, length: 0)
      let replacement = String(character)
      guard
        textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement)
          ?? true
      else {
        typedAll = false
        continue
      }
      storedText += replacement
      selectedRange = NSRange(location: storedText.utf16.count, length: 0)
      textDelegate?.textViewDidChange(self)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
    return typedAll
  }

  /// The text as one element, wrapped as a label of any number of lines; nothing while it is
  /// empty or hidden.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn, !storedText.isEmpty else { return isDrawn ? super.renderedElements() : [] }
    let styled = StyledText(
      text: storedText, font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label,
      numberOfLines: 0)
    return [.styledText(styled)] + super.renderedElements()
  }
}

/// The region text is laid out in, as UIKit's `NSTextContainer`: what a text view's
/// `textContainer` is, for the settings self-sizing cells make (`lineFragmentPadding = 0`).
/// Recorded only: the text renderer wraps the text at the row's width. Not main-actor
/// isolated, as UIKit's is not.
open class NSTextContainer {
  /// The space at each end of a line, as `lineFragmentPadding`. Default: 5.
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines, as `maximumNumberOfLines`; 0 (the default) for any number.
  open var maximumNumberOfLines = 0
  /// How the last line ends when the text does not fit, as `lineBreakMode`. Default:
  /// `.byWordWrapping`.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// The container's size, as `size`; zero for the view's.
  open var size = CGSize.zero

  /// Creates a container, as `NSTextContainer()`.
  public init() {}

  /// Creates a container of `size`, as `NSTextContainer(size:)`.
  ///
  /// - Parameter size: The size.
  public init(size: CGSize) {
    self.size = size
  }
}

/// What a text view asks and tells its delegate, as UIKit's `UITextViewDelegate`. Every
/// method is optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin. Default: `true`.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end. Default: `true`.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced by `text`. Default: `true`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text (not called when code sets it).
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Allows editing to begin.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Allows editing to end.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Allows the change.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
