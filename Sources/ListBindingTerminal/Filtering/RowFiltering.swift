import Foundation

/// A data source, or an object driving one, that can show only the rows matching a text: what
/// the driver's `/` key uses.
///
/// ``SnapshotFilter`` does it for a ``ListBinding/DiffableDataSource`` by applying a filtered
/// snapshot, so that the table sees ordinary validated updates and the selection follows the
/// items; ``FuzzyListDataSource`` does it for one long list, ranked, a slice at a time.
@MainActor
public protocol RowFiltering: AnyObject {
  /// The text the rows are filtered by: empty when every row shows.
  var filterText: String { get }

  /// Shows only the rows that match `text`, or every row when it is empty.
  ///
  /// - Throws: The error of the update that shows the rows; the filter is as it was then.
  func filterRows(by text: String) throws
}

/// A filter that matches a slice of the rows at a time: ``RowFiltering/filterRows(by:)``
/// shows the first matches within a few milliseconds, and the driver calls
/// ``continueFiltering(forNanoseconds:)`` while no key waits, until ``isFiltering`` is false.
@MainActor
public protocol IncrementalRowFiltering: RowFiltering {
  /// Whether rows are still to be matched against ``RowFiltering/filterText``.
  var isFiltering: Bool { get }

  /// Matches more rows for about `nanoseconds` and shows them.
  ///
  /// - Returns: Whether the rows shown changed.
  /// - Throws: The error of the update that shows the rows.
  func continueFiltering(forNanoseconds nanoseconds: UInt64) throws -> Bool

}
