import Foundation

// The defaults of the delegate's scroll-view methods.

extension TableViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}
