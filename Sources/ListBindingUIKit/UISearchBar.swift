import Foundation
import ListBinding

/// A field for search text, with optional scope buttons, as UIKit's `UISearchBar`. Recorded,
/// not drawn.
///
/// No keyboard exists: a test sets ``text``, or types, taps the search or Cancel button and
/// the scope buttons through ListBindingTesting, which tells the ``delegate`` as the keyboard
/// and the buttons do. A search bar that belongs to a ``UISearchController`` tells the
/// controller's `searchResultsUpdater` each time its text changes, and when it becomes the
/// first responder, as UIKit's does.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  private var storedText = ""
  /// The delegate, held weakly, as `UISearchBar.delegate`.
  public weak var delegate: (any UISearchBarDelegate)?
  /// The text shown when the field is empty, or `nil`.
  public var placeholder: String?
  /// A line above the field, or `nil`.
  public var prompt: String?
  /// The titles of the scope buttons, or `nil` for none.
  public var scopeButtonTitles: [String]?
  /// The index of the selected scope button. Default: 0. Setting it tells the delegate
  /// nothing, as in UIKit; a user's tap does.
  public var selectedScopeButtonIndex = 0
  /// Whether the scope buttons show. Default: `false`.
  public var showsScopeBar = false
  /// Whether the Cancel button shows. Default: `false`.
  public var showsCancelButton = false
  /// Whether the bookmark button shows. Default: `false`.
  public var showsBookmarkButton = false
  /// How the text is capitalized as the user types. Default: `.sentences`.
  public var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether the text is autocorrected as the user types. Default: `.default`.
  public var autocorrectionType = UITextAutocorrectionType.default
  /// The bar's look. Default: `.default`.
  public var searchBarStyle = UISearchBar.Style.default
  /// Whether the search bar is being edited: what ``isFirstResponder`` answers.
  private var isBeingEdited = false

  /// Whether the search bar is being edited, as `UIResponder.isFirstResponder`: from
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

  /// The search controller the bar belongs to, if any.
  package internal(set) weak var searchController: UISearchController?

  /// Creates a search bar with a frame, as `UISearchBar(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The height of a bar without a scope bar: 56 points, *assumed* (Apple publishes none; iOS
  /// draws a minimal or default bar about that high).
  nonisolated static let barHeight: CGFloat = 56

  /// The height the scope buttons add when ``showsScopeBar`` is `true` and there are
  /// ``scopeButtonTitles``: 44 points, *assumed*.
  nonisolated static let scopeBarHeight: CGFloat = 44

  /// The size the bar takes, as `UISearchBar.sizeThatFits(_:)`: its own width, and the bar's
  /// height, 56 points (*assumed*), plus 44 (*assumed*) when it shows scope buttons. `size`
  /// does not change it; `sizeToFit()` takes it, so a bar made with `UISearchBar()` and
  /// sized to fit is 56 points high, as a table's `tableHeaderView` is then shown.
  ///
  /// - Parameter size: The size the bar may take: not read.
  /// - Returns: The bar's width and height.
  /// - Complexity: O(1).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let scope = showsScopeBar && !(scopeButtonTitles ?? []).isEmpty
    return CGSize(width: bounds.width, height: Self.barHeight + (scope ? Self.scopeBarHeight : 0))
  }

  /// The text: empty by default, never `nil` when read, as `UISearchBar.text`.
  ///
  /// Setting a different text tells the search controller's `searchResultsUpdater`, as the
  /// updater's documentation says ("the search bar's text changes"); it does not tell the
  /// delegate, as in UIKit, where `searchBar(_:textDidChange:)` follows the user's typing.
  public var text: String? {
    get { storedText }
    set {
      let text = newValue ?? ""
      guard text != storedText else { return }
      storedText = text
      searchController?.searchBarTextDidChange()
    }
  }

  /// Starts editing, as `becomeFirstResponder()`, when the delegate's
  /// `searchBarShouldBeginEditing(_:)` agrees; then tells it
  /// `searchBarTextDidBeginEditing(_:)`. A bar of a ``UISearchController`` makes the
  /// controller active and tells its `searchResultsUpdater`.
  ///
  /// - Returns: Whether the bar is now being edited.
  /// - Complexity: O(1), besides the delegate and the updater.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    isBeingEdited = true
    delegate?.searchBarTextDidBeginEditing(self)
    searchController?.searchBarDidBecomeFirstResponder()
    return true
  }

  /// Ends editing, as `resignFirstResponder()`, when the delegate's
  /// `searchBarShouldEndEditing(_:)` agrees; then tells it `searchBarTextDidEndEditing(_:)`.
  /// A search controller stays active.
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
    guard force || delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
    isBeingEdited = false
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }

  /// Shows or hides the Cancel button, as `setShowsCancelButton(_:animated:)`.
  ///
  /// - Parameters:
  ///   - showsCancelButton: Whether the Cancel button shows.
  ///   - animated: Recorded nowhere: nothing moves on a screen.
  public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Sets the text as the user's typing does: the delegate, then the search controller's
  /// updater. For ListBindingTesting.
  package func replaceTextAsTyped(_ text: String) {
    guard text != storedText else { return }
    storedText = text
    delegate?.searchBar(self, textDidChange: text)
    searchController?.searchBarTextDidChange()
  }

  /// Clears the text without telling anyone, as the Cancel button of a search controller's
  /// bar does before the controller is dismissed.
  func clearTextSilently() {
    storedText = ""
  }

  /// A search bar's look, as `UISearchBar.Style`.
  public enum Style: UInt, Hashable, Sendable {
    /// The default look.
    case `default` = 0
    /// A translucent background, the field opaque.
    case prominent = 1
    /// No background, the field translucent.
    case minimal = 2
  }
}

/// How text is capitalized as the user types, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  /// No capitalization.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence.
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}

/// Whether text is autocorrected as the user types, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
  /// The behaviour the script and keyboard call for.
  case `default` = 0
  /// No autocorrection.
  case no = 1
  /// Autocorrection.
  case yes = 2
}
