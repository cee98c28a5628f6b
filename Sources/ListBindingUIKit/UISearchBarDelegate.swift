import Foundation
import ListBinding

/// What a search bar asks and tells its delegate, as UIKit's `UISearchBarDelegate`. Every
/// method is optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin. Default: `true`.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end. Default: `true`.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the characters in `range` may be replaced by `text`. Default: `true`.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user tapped the search (Return) key.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the bookmark button.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the Cancel button.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the results list button.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped a scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Allows editing to begin.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Allows editing to end.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Allows the change.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
