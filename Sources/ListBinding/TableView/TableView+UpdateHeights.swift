import Foundation

// The heights an update asks. UIKit's batch updates (`performBatchUpdates(_:completion:)`, a
// `beginUpdates()`/`endUpdates()` pair, a lone `insertRows`, a diffable data source's `apply`)
// recompute the heights of the rows on screen, whether or not the batch changes anything:
// Apple's `beginUpdates()` page, "use this method followed by the endUpdates() method to
// animate the change in the row heights without reloading the cell". The rows on screen are
// those of the viewport after the update (its content offset kept, clamped to the new content),
// at their new heights: rows a taller row pushes out leave, rows a shorter one pulls in come
// with new cells and are measured as they come. Rows off screen keep their heights, measured or
// estimated, until they come on screen. Without estimates (`estimatedRowHeight` 0) the update
// read every row's height when it read the counts, as UIKit asks every row then (Apple's
// `estimatedRowHeight` page: 0 "causes the table view to request the actual height for each
// cell"), so nothing is asked again. A user's drag, which moves a row without a batch update,
// asks nothing again (*assumed*).

extension TableView {
  /// Asks the heights of the rows on screen after an update whose cells stay (the rows it
  /// neither inserts nor reloads), as UIKit's batch updates recompute the heights of the rows
  /// on screen; then keeps the cells of the rows still on screen at those heights.
  ///
  /// The heights are asked of the new state, before any is taken: what the delegate or a cell
  /// throws leaves the table for the caller to roll back, with no height taken. A row whose
  /// new height pushes others out of the viewport lets their cells go; rows it pulls in have no
  /// cell yet, and the layout passes that follow make and measure them as any row new to the
  /// viewport. So every row on screen once the update is laid out has been measured by it.
  ///
  /// - Complexity: O(*v* + *g* log *r*), plus *v* calls of the delegate's
  ///   `tableView(_:heightForRowAt:)` (or of the cells' `fittingHeight(forWidth:)`), where *v*
  ///   is the number of rows on screen, *g* the number of groups of consecutive rows and *r*
  ///   the number of runs of equal heights: never the whole list.
  func remeasureKeptRows(
    _ transaction: inout Transaction, leaving: inout [ObjectIdentifier: IndexPath]
  ) throws(TableViewError) {
    var remeasured: [(offset: Int, height: Double)] = []
    for (offset, cell) in cells.placed {
      let indexPath = state.indexPath(atOffset: offset)
      var height = try heightForRow(at: indexPath)
      if height == nil { height = try measuredHeight(of: cell, at: indexPath) }
      remeasured.append((offset, height ?? Self.fallbackRowHeight))
    }
    guard !remeasured.isEmpty else { return }
    state = state.measured(remeasured)
    let rows = state.visibleRows
    guard rows != cells.rows else { return }
    var loaded: [TableViewCell] = []
    try keepCells(in: rows, loaded: &loaded, leaving: &leaving, transaction: &transaction)
  }

  /// Keeps the cells of the rows still in `rows`, the viewport's rows after heights moved
  /// them: a cell made by this layout goes back to the reuse pool, another leaves with its
  /// row.
  ///
  /// - Complexity: O(*v* × *l*), where *v* is the number of cells and *l* the number made by
  ///   this layout.
  func keepCells(
    in rows: Range<Int>, loaded: inout [TableViewCell],
    leaving: inout [ObjectIdentifier: IndexPath], transaction: inout Transaction
  ) throws(TableViewError) {
    try Self.checkVisibleRowCount(rows)
    var replaced = LoadedCells(rows: rows)
    for (offset, cell) in cells.placed {
      if rows.contains(offset) {
        replaced.place(cell, atOffset: offset)
      } else if let index = loaded.firstIndex(where: { $0 === cell }) {
        loaded.remove(at: index)
        reusePool.enqueue(cell)
      } else {
        let indexPath = state.indexPath(atOffset: offset)
        transaction.leaving.append((cell, indexPath))
        leaving[ObjectIdentifier(cell)] = indexPath
      }
    }
    cells = replaced
  }
}
