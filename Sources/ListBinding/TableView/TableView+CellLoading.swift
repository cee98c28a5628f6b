import Foundation

// Asking the data source for a row's cell, and checking that the table may show the cell it
// returns.

extension TableView {
  /// Asks the data source for the cell of a row new to the viewport and checks that the table
  /// may show it.
  func makeCell(at indexPath: IndexPath, leaving: [ObjectIdentifier: IndexPath])
    throws(TableViewError) -> TableViewCell
  {
    guard let dataSource else { throw .dataSourceFailed(indexPath, MissingDataSource()) }
    let cell = try invokeForCell(at: indexPath) {
      try dataSource.tableView(self, cellForRowAt: indexPath)
    }
    if let host = cell.host, host !== self { throw .cellOfAnotherTable(indexPath) }
    if isInside(cell) { throw .dataSourceFailed(indexPath, CellContainsTable()) }
    if let shown = cells.offset(of: cell) {
      throw .cellAlreadyDisplayed(indexPath, shownAt: state.indexPath(atOffset: shown))
    }
    if let shown = leaving[ObjectIdentifier(cell)] {
      throw .cellAlreadyDisplayed(indexPath, shownAt: shown)
    }
    reusePool.withdraw(cell)
    cell.host = self
    // UIKit updates a cell's configurations before it displays the cell.
    cell.updatePendingConfiguration()
    return cell
  }

  /// Calls the data source's `cellForRowAt`: a `TableViewError` passes through, any other
  /// error is reported as ``TableViewError/dataSourceFailed(_:_:)``.
  func invokeForCell(at indexPath: IndexPath, _ body: () throws -> TableViewCell)
    throws(TableViewError) -> TableViewCell
  {
    do {
      return try invoke(
        TableViewError.Callback("tableView(_:cellForRowAt:)", indexPath: indexPath), body)
    } catch .callbackFailed(_, let error) {
      throw .dataSourceFailed(indexPath, error)
    }
  }
}

extension TableView {
  /// Whether the table is inside `cell`: the cell, or a view in it, holds the table or a view
  /// the table is in, at any level, through tables inside cells of tables.
  ///
  /// - Complexity: O(*d*), where *d* is the number of views above the table.
  private func isInside(_ cell: TableViewCell) -> Bool {
    guard superview != nil else { return false }
    var isInside = false
    visitAncestors { view in
      isInside = view === cell
      return !isInside
    }
    return isInside
  }
}

/// The error of a data source that gives a table a cell the table itself is in: the row would
/// contain the table that shows it.
struct CellContainsTable: Error, CustomStringConvertible {
  var description: String { "the cell contains the table that displays it" }
}

/// The error of a table asked for a cell while it has no data source.
struct MissingDataSource: Error, CustomStringConvertible {
  var description: String { "the table has no data source" }
}
