import Foundation

extension TableView {
  /// Updates the content of rows in their existing cells, as UIKit's `reconfigureRows(at:)`
  /// (iOS 15): the data source's `tableView(_:cellForRowAt:)` runs again for each of the rows in
  /// the viewport, and a dequeue for such a row under its cell's identifier returns the cell
  /// already showing it, as it is: no `prepareForReuse()`, no new cell. Rows outside the
  /// viewport have no cell to update and are left alone; they get their content when they are
  /// displayed.
  ///
  /// Reconfiguring is cheaper than ``reloadRows(at:with:)`` and keeps what a reload resets:
  /// the rows keep their selection, their cells and their heights (reload a row whose height
  /// should change). The delegate hears nothing of a cell that stays. When the data source
  /// returns another cell for a row (one dequeued under another identifier, say), that cell
  /// shows the row in place of the old one, as after a reload: the old cell goes to the reuse
  /// pool with the delegate's `didEndDisplaying`, the new one gets `willDisplay`.
  ///
  /// Call it outside ``performBatchUpdates(_:completion:)``: it runs at once, for the rows as
  /// the table shows them then.
  ///
  /// ```swift
  /// items[2].isFavorite = true
  /// try tableView.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
  /// ```
  ///
  /// - Parameter indexPaths: The rows to update; a row named twice is updated once.
  /// - Throws: When the table has no such row, before anything is asked;
  ///   ``TableViewError/dataSourceFailed(_:_:)`` and the errors of a cell the table may not show
  ///   (``TableViewError/cellAlreadyDisplayed(_:shownAt:)``,
  ///   ``TableViewError/cellOfAnotherTable(_:)``): the table then shows the cells it showed,
  ///   though a cell the data source already updated keeps what it set. An error of the
  ///   delegate's `didEndDisplaying` or `willDisplay` comes after the change is in place.
  /// - Complexity: O(*k* log *k*) for the *k* paths, plus one call to the data source for each
  ///   visible row among them.
  public func reconfigureRows(at indexPaths: [IndexPath]) throws(TableViewError) {
    try perform(.reconfigureRows(indexPaths)) {
      () throws(TableViewError) in
      for indexPath in indexPaths { try state.validateRow(indexPath) }
      return .operation { () throws(TableViewError) in
        try self.performReconfigure(indexPaths)
      }
    }
  }

  private func performReconfigure(_ indexPaths: [IndexPath]) throws(TableViewError) {
    for indexPath in indexPaths { try state.validateRow(indexPath) }
    var seen = Set<Int>()
    var targets: [(offset: Int, indexPath: IndexPath, cell: TableViewCell)] = []
    for indexPath in indexPaths {
      let offset = state.offset(of: indexPath)
      guard seen.insert(offset).inserted, let cell = cells.cell(atOffset: offset) else { continue }
      targets.append((offset, indexPath, cell))
    }
    guard !targets.isEmpty else { return }
    targets.sort { $0.offset < $1.offset }
    let rollback = TableRollback(of: self)
    var replaced: [(old: TableViewCell, new: TableViewCell, indexPath: IndexPath)] = []
    do {
      for target in targets {
        let cell = try reconfiguredCell(at: target.indexPath, showing: target.cell)
        guard cell !== target.cell else { continue }
        cells.replace(atOffset: target.offset, with: cell)
        replaced.append((target.cell, cell, target.indexPath))
      }
    } catch {
      rollback.restore(self)
      throw error
    }
    for (old, _, _) in replaced { reusePool.enqueue(old) }
    for target in targets {
      let cell = cells.cell(atOffset: target.offset)
      showSelection(on: cell, of: target.indexPath)
      if let cell { showEditing(on: cell) }
    }
    for (old, new, indexPath) in replaced {
      try didEndDisplaying(old, at: indexPath)
      try configureIndentation(of: new, at: indexPath)
      try willDisplay(new, at: indexPath)
    }
  }

  /// Asks the data source for the cell of a row being reconfigured, with dequeues for the row
  /// returning its cell; checks that the table may show the cell it returns instead, if any.
  private func reconfiguredCell(at indexPath: IndexPath, showing current: TableViewCell)
    throws(TableViewError) -> TableViewCell
  {
    guard let dataSource else { throw .dataSourceFailed(indexPath, MissingDataSource()) }
    reconfiguring = (indexPath, current)
    defer { reconfiguring = nil }
    let cell = try invokeForCell(at: indexPath) {
      try dataSource.tableView(self, cellForRowAt: indexPath)
    }
    guard cell !== current else {
      cell.updatePendingConfiguration()
      return cell
    }
    if let host = cell.host, host !== self { throw .cellOfAnotherTable(indexPath) }
    if let shown = cells.offset(of: cell) {
      throw .cellAlreadyDisplayed(indexPath, shownAt: state.indexPath(atOffset: shown))
    }
    reusePool.withdraw(cell)
    cell.host = self
    cell.updatePendingConfiguration()
    return cell
  }
}
