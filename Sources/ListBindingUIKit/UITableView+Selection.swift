import Foundation
import ListBinding

// Selection and scrolling to a row. (Editing mode is in the class body, where a subclass can
// override it.)

extension UITableView {
  /// The selected row, or the first of them, as `indexPathForSelectedRow`.
  ///
  /// - Complexity: O(1).
  public var indexPathForSelectedRow: IndexPath? { table.indexPathForSelectedRow }

  /// The selected rows in order, or `nil` for none, as `indexPathsForSelectedRows`.
  ///
  /// - Complexity: O(*k*), for *k* selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? { table.indexPathsForSelectedRows }

  /// Whether the user can select rows, as `allowsSelection`. Default: `true`.
  public var allowsSelection: Bool {
    get { configurable.allowsSelection }
    set { configurable.allowsSelection = newValue }
  }

  /// Whether the user can select several rows, as `allowsMultipleSelection`. Default: `false`.
  public var allowsMultipleSelection: Bool {
    get { configurable.allowsMultipleSelection }
    set { configurable.allowsMultipleSelection = newValue }
  }

  /// Whether the user can select rows while the table edits, as
  /// `allowsSelectionDuringEditing`. Default: `false`.
  public var allowsSelectionDuringEditing: Bool {
    get { configurable.allowsSelectionDuringEditing }
    set { configurable.allowsSelectionDuringEditing = newValue }
  }

  /// Whether the user can select several rows while the table edits, as
  /// `allowsMultipleSelectionDuringEditing`. Default: `false`.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { configurable.allowsMultipleSelectionDuringEditing }
    set { configurable.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// Selects a row, or deselects every row for `nil`, as `selectRow(at:animated:scrollPosition:)`;
  /// the delegate is not told, as in UIKit.
  ///
  /// For a row not in the table, the face reports UIKit's exception and selects nothing.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Recorded nowhere.
  ///   - scrollPosition: Where the row comes to rest; `.none` scrolls only to show it.
  /// - Complexity: O(log *k*), for *k* selected rows, besides scrolling.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    perform { (table) throws(TableViewError) in
      try table.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
  }

  /// Deselects a row, as `deselectRow(at:animated:)`; the delegate is not told, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Recorded nowhere.
  /// - Complexity: O(log *k*), for *k* selected rows.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    perform { (table) throws(TableViewError) in
      try table.deselectRow(at: indexPath, animated: animated)
    }
  }

  /// Scrolls until a row is at a position, as `scrollToRow(at:at:animated:)`.
  ///
  /// For a row not in the table, the face reports UIKit's exception and does not scroll.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where it comes to rest.
  ///   - animated: Recorded nowhere.
  /// - Complexity: O(log *r* + log *s*), for *r* rows and *s* sections.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    perform { (table) throws(TableViewError) in
      try table.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Scrolls the selected row nearest to a position to that position, as
  /// `scrollToNearestSelectedRow(at:animated:)`; does nothing when no row is selected.
  ///
  /// - Parameters:
  ///   - scrollPosition: Where the row comes to rest.
  ///   - animated: Recorded nowhere.
  /// - Complexity: O(*k*) for the *k* selected rows, plus what `scrollToRow(at:at:animated:)`
  ///   costs.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    perform { (table) throws(TableViewError) in
      try table.scrollToNearestSelectedRow(at: scrollPosition, animated: animated)
    }
  }
}
