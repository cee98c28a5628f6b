import Foundation
import ListBinding

// What a table answers about its sections, rows, cells and views.

extension UITableView {
  /// The number of sections, as `numberOfSections`; asked before the first load, the table
  /// loads its counts first.
  ///
  /// - Complexity: O(1) once loaded.
  public var numberOfSections: Int {
    if dataSource != nil { hasLoaded = true }
    return table.numberOfSections
  }

  /// The number of rows in a section, as `numberOfRows(inSection:)`; asked before the first
  /// load, the table loads its counts first.
  ///
  /// For a section beyond the table, the face reports `NSRangeException` and returns 0.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its number of rows.
  /// - Complexity: O(1) once loaded.
  public func numberOfRows(inSection section: Int) -> Int {
    if dataSource != nil { hasLoaded = true }
    return perform(0) { (table) throws(TableViewError) in
      try table.numberOfRows(inSection: section)
    }
  }

  /// The cell of a visible row, as `cellForRow(at:)`: the data source's own cell, or `nil` for
  /// a row not visible or not in the table.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The cell, or `nil`.
  /// - Complexity: O(1).
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    shown.cellForRow(at: indexPath)
  }

  /// The row a visible cell shows, as `indexPath(for:)`, or `nil`.
  ///
  /// - Parameter cell: The cell.
  /// - Returns: Its row, or `nil`.
  /// - Complexity: O(*v*), for *v* visible rows.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shown.indexPath(for: cell)
  }

  /// The row at a point of the table's content, as `indexPathForRow(at:)`, or `nil`.
  ///
  /// - Parameter point: The point, in the table's coordinates.
  /// - Returns: The row, or `nil`.
  /// - Complexity: O(log *r* + log *s*), for *r* rows and *s* sections.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    shown.indexPathForRow(at: point)
  }

  /// The cells of the visible rows, in order, as `visibleCells`: the data source's own cells.
  ///
  /// - Complexity: O(*v*), for *v* visible rows.
  public var visibleCells: [UITableViewCell] { shown.visibleCells }

  /// The visible rows, in order, as `indexPathsForVisibleRows`.
  ///
  /// - Complexity: O(*v*), for *v* visible rows.
  public var indexPathsForVisibleRows: [IndexPath]? { shown.indexPathsForVisibleRows }

  /// The rectangle of a row in the table's content, as `rectForRow(at:)`.
  ///
  /// For a row not in the table, the face reports the exception UIKit raises and returns
  /// `.zero`.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its rectangle.
  /// - Complexity: O(log *r* + log *s*), for *r* rows and *s* sections.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    _ = shown
    return perform(.zero) { (table) throws(TableViewError) in try table.rectForRow(at: indexPath) }
  }

  /// The rectangle of a section in the table's content — its header, rows and footer — as
  /// `rect(forSection:)`.
  ///
  /// For a section beyond the table, the face reports the exception UIKit raises
  /// (`NSRangeException`, as for `numberOfRows(inSection:)`) and returns `.zero`.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its rectangle.
  /// - Complexity: O(log *r* + log *s*), for *r* rows and *s* sections.
  public func rect(forSection section: Int) -> CGRect {
    _ = shown
    return perform(.zero) { (table) throws(TableViewError) in
      try table.rect(forSection: section)
    }
  }

  /// The rectangle of a section's header in the table's content, as
  /// `rectForHeader(inSection:)`: its height is the header's, 0 for a section without one.
  ///
  /// For a section beyond the table, the face reports the exception UIKit raises and returns
  /// `.zero`.
  ///
  /// - Parameter section: The section.
  /// - Returns: The header's rectangle.
  /// - Complexity: O(log *r* + log *s*), for *r* rows and *s* sections.
  public func rectForHeader(inSection section: Int) -> CGRect {
    _ = shown
    return perform(.zero) { (table) throws(TableViewError) in
      try table.rectForHeader(inSection: section)
    }
  }

  /// The rectangle of a section's footer in the table's content, as
  /// `rectForFooter(inSection:)`: its height is the footer's, 0 for a section without one.
  ///
  /// For a section beyond the table, the face reports the exception UIKit raises and returns
  /// `.zero`.
  ///
  /// - Parameter section: The section.
  /// - Returns: The footer's rectangle.
  /// - Complexity: O(log *r* + log *s*), for *r* rows and *s* sections.
  public func rectForFooter(inSection section: Int) -> CGRect {
    _ = shown
    return perform(.zero) { (table) throws(TableViewError) in
      try table.rectForFooter(inSection: section)
    }
  }

  /// The header view of a section, as `headerView(forSection:)`, or `nil` when it has none or
  /// it is not laid out.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil`.
  /// - Complexity: O(1).
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shown.headerView(forSection: section)
  }

  /// The footer view of a section, as `footerView(forSection:)`, or `nil` when it has none or
  /// it is not laid out.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil`.
  /// - Complexity: O(1).
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shown.footerView(forSection: section)
  }
}
