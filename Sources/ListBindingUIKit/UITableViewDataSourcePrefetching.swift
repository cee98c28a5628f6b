import Foundation
import ListBinding

/// The methods an object implements to load the data of rows before the table shows them, as
/// UIKit's `UITableViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Tells the object to start loading the data of rows the table will show soon.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Tells the object that rows it was asked to prefetch are no longer needed soon.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
