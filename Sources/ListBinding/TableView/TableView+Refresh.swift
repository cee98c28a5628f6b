import Foundation

extension TableView {
  /// Pulls the table down to refresh it, as a user would: its ``refreshControl`` starts
  /// refreshing, then sends `.valueChanged` to its actions, as in UIKit.
  ///
  /// A pull while the control is refreshing already does nothing, and so does a pull on a
  /// table whose ``isScrollEnabled`` is off, since a user cannot pull it. The pull does not
  /// scroll the table. A call the actions make to the table runs at once, as in UIKit (see
  /// <doc:CallMoments>); its error, let through, comes out of the pull.
  ///
  /// - Throws: ``TableViewError/noRefreshControl`` when the table has none; what an action
  ///   throws, with the control refreshing.
  /// - Complexity: O(*a*), where *a* is the number of the control's actions, plus what they do.
  public func pullToRefresh() throws(TableViewError) {
    try perform(.pullToRefresh) { () throws(TableViewError) in
      guard refreshControl != nil else { throw .noRefreshControl }
      return .operation { () throws(TableViewError) in
        guard let control = self.refreshControl else { throw .noRefreshControl }
        guard self.isScrollEnabled, !control.isRefreshing else { return }
        control.beginRefreshing()
        for handler in control.actions(for: .valueChanged) {
          try self.invoke(Callback("RefreshControl action"), at: .touch) { try handler(control) }
        }
      }
    }
  }
}
