import Foundation

/// The object told about a table's events, as `UITableViewDelegate`.
///
/// Every method is optional: each has a default in a protocol extension.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The table is about to show `cell` for the row at `indexPath`.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

  /// The table stopped showing `cell`, which showed the row at `indexPath`.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
