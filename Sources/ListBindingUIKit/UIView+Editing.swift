import Foundation
import ListBinding

// `endEditing(_:)`, which screens call to put the keyboard away: from a search bar's Search
// button, a tap on the background, or before a controller leaves. The face's editing responders
// are its text field, text view and search bar; any other view is the first responder only when
// its own class lets it become one (`canBecomeFirstResponder`).

extension UIView {
  /// Makes the view, or the view among its subviews that is being edited, resign the first
  /// responder status, as UIKit's `endEditing(_:)`.
  ///
  /// Looks at the view and its subviews, depth first, for a `UITextField`, `UITextView` or
  /// `UISearchBar` whose `isFirstResponder` is `true`, and ends its editing as its
  /// `resignFirstResponder()` does: its delegate's `…ShouldEndEditing` is asked unless `force`
  /// is `true`, then `…DidEndEditing` is told. Any other view whose `isFirstResponder` is
  /// `true` is asked to `resignFirstResponder()`. Only one view is first responder in UIKit; if
  /// your code made several begin editing, each is asked, in that order.
  ///
  /// - Parameter force: Whether to end editing without asking the delegate.
  /// - Returns: `false` when a delegate refused; `true` otherwise, also when no view was being
  ///   edited (*assumed*: Apple documents `true` "if the view resigned the first responder
  ///   status"; no first responder is left either way, as `resignFirstResponder()` answers
  ///   `true` for a view that was not editing).
  /// - Complexity: O(*n*) for *n* views in the hierarchy, besides the delegates.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    var resigned = true
    var pending: [View] = [self]
    while let view = pending.popLast() {
      if !Self.resignIfEditing(view, force: force) { resigned = false }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return resigned
  }

  /// Ends the editing of `view` if it is a responder of the face that is being edited.
  private static func resignIfEditing(_ view: View, force: Bool) -> Bool {
    switch view {
    case let field as UITextField:
      field.resignFirstResponder(force: force)
    case let textView as UITextView:
      textView.resignFirstResponder(force: force)
    case let searchBar as UISearchBar:
      searchBar.resignFirstResponder(force: force)
    default:
      view.isFirstResponder ? view.resignFirstResponder() : true
    }
  }
}
