/// A data source, or an object driving one, that can show only the rows matching a text: what
/// the driver's `/` key uses.
///
/// ``SnapshotFilter`` does it for a ``ListBinding/DiffableDataSource`` by applying a filtered
/// snapshot, so that the table sees ordinary validated updates and the selection follows the
/// items.
@MainActor
public protocol RowFiltering: AnyObject {
  /// The text the rows are filtered by: empty when every row shows.
  var filterText: String { get }

  /// Shows only the rows that match `text`, or every row when it is empty.
  ///
  /// - Throws: The error of the update that shows the rows; the filter is as it was then.
  func filterRows(by text: String) throws
}
