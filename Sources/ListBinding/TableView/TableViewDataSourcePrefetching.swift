import Foundation

/// The object a table tells which rows to prepare before they show, and which it no longer
/// needs, as `UITableViewDataSourcePrefetching`: load images or records ahead of the cells.
///
/// Set it as the table's ``TableView/prefetchDataSource``. After each call that changes what
/// the table shows, the table tells it of the rows of the next viewport's worth beyond the
/// visible ones, in the direction of scrolling, that it has not been told of yet, and cancels
/// those it was told of that have left that window without showing (see
/// `TableView+Prefetching.swift` for the rule).
///
/// Both methods may throw; what they throw comes out of the table call that triggered them,
/// with that call's change in place, as from the delegate's `did…` methods: a
/// ``TableViewError`` as it is, any other error wrapped in
/// ``TableViewError/callbackFailed(_:_:)`` with the method's name. They may call the table:
/// changes they ask for run after the call, in order (see ``TableView``, "Re-entrancy").
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
  /// Prepare the data of the rows at `indexPaths`, which are likely to show soon.
  ///
  /// The index paths are those of the table as it is when the method is called, in row order.
  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) throws

  /// Stop preparing the rows at `indexPaths`, which the table no longer expects to show soon.
  /// Default: does nothing.
  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
    throws
}

extension TableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  {}
}
