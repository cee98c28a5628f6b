import Foundation

extension TableView {
  /// Applies an update whose plan was validated against `counts`, the data source's counts
  /// now, as one update with `animation`: what ``DiffableDataSource`` does for each stage after
  /// validating them all.
  func apply(_ plan: UpdatePlan, counts: RowCounts, animation: RowAnimation) throws(TableViewError)
  {
    animationsOfLastUpdate = [animation]
    try apply(plan, counts: counts)
  }

  /// Moves the table's state through a validated update: the counts, the selection, the row
  /// showing swipe actions, and the cells of the viewport, which follow their rows.
  ///
  /// - Throws: A data source error while loading the cells of rows new to the viewport, after
  ///   the update is applied.
  /// - Complexity: O(*s* + (*v* + *k*) log *b*), where *s* is the number of sections, *v* the
  ///   viewport height, *k* the number of selected rows and *b* the size of the batch.
  func apply(_ plan: UpdatePlan, counts after: RowCounts) throws(TableViewError) {
    var newSelection = SelectionSet()
    for indexPath in selection.indexPaths {
      if let moved = plan.newIndexPath(forOld: indexPath) { newSelection.insert(moved) }
    }
    selection = newSelection
    if let shown = swipe {
      if let moved = plan.newIndexPath(forOld: shown.indexPath) {
        swipe?.indexPath = moved
      } else {
        swipe = nil
        delegate?.tableView(self, didEndEditingRowAt: nil)
      }
    }

    var following: [IndexPath: TableViewCell] = [:]
    for (index, cell) in loadedCells.enumerated() {
      guard let cell else { continue }
      let old = indexPath(atOffset: contentOffset + index)
      if let new = plan.newIndexPath(forOld: old) {
        following[new] = cell
      } else {
        endDisplaying(cell, at: old)
      }
    }
    rowCounts = after
    contentOffset = clampedOffset(contentOffset)
    var cells: [TableViewCell?] = []
    let count = visibleCount(from: contentOffset)
    cells.reserveCapacity(count)
    for offset in contentOffset..<contentOffset + count {
      let indexPath = indexPath(atOffset: offset)
      guard let cell = following.removeValue(forKey: indexPath) else {
        cells.append(nil)
        continue
      }
      cell.displayedRow = offset
      applyDisplayState(to: cell, at: indexPath)
      cells.append(cell)
    }
    for (indexPath, cell) in following.sorted(by: { $0.key < $1.key }) {
      cell.displayedRow = nil
      endDisplaying(cell, at: indexPath)
    }
    loadedCells = cells
    try loadMissingCells()
  }
}
