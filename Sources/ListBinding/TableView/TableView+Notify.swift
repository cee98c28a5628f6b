import Foundation

// What a committed transaction tells: the cells show the new selection and editing mode, then
// the delegate and the prefetch data source hear what changed, and the completions are scheduled
// to run when the main queue next turns.

extension TableView {
  /// Places the views on display (see ``placeShownViews()``), shows the committed selection
  /// on the displayed cells, and the editing mode on the cells that entered, then tells the delegate what a committed transaction did: a change of the
  /// content offset from `offsetBefore` (`scrollViewDidScroll`, before the layout's calls, as
  /// in UIKit), hidden swipe actions, cells that left, cells and header and footer views that
  /// entered, in content order (each cell asked its indentation, then `willDisplay`); then
  /// schedules the completions, which run when the main queue next turns (see
  /// `TableView+Completions.swift`).
  ///
  /// The cells show the selection and editing mode before any delegate method runs, so that
  /// one that throws leaves no displayed cell showing a state its row does not have.
  func notify(
    _ transaction: Transaction, loaded: [TableViewCell], scrolledFrom offsetBefore: CGPoint
  ) throws(TableViewError) {
    placeShownViews(entering: loaded)
    if let rows = transaction.rowsWithChangedSelection {
      for indexPath in rows where state.counts.contains(indexPath) {
        showSelection(on: cells.cell(atOffset: state.offset(of: indexPath)), of: indexPath)
      }
    } else {
      showSelection()
    }
    var entering: [(cell: TableViewCell, indexPath: IndexPath)] = []
    entering.reserveCapacity(loaded.count)
    for cell in loaded {
      guard let offset = cells.offset(of: cell) else { continue }
      let indexPath = state.indexPath(atOffset: offset)
      showSelection(on: cell, of: indexPath)
      showEditing(on: cell)
      entering.append((cell, indexPath))
    }
    if contentOffset != offsetBefore { try didScroll() }
    if transaction.endedSwipe { try didEndEditingRow(at: nil) }
    for (cell, indexPath) in transaction.leaving { try didEndDisplaying(cell, at: indexPath) }
    // Header and footer views new to the display are told in content order with the cells:
    // a section's header before its rows, its footer after them.
    var views = transaction.enteringSectionViews.sorted {
      ($0.section, $0.isHeader ? 0 : 1) < ($1.section, $1.isHeader ? 0 : 1)
    }[...]
    for (cell, indexPath) in entering {
      while let view = views.first,
        view.section < indexPath[0] || (view.section == indexPath[0] && view.isHeader)
      {
        views.removeFirst()
        try willDisplay(sectionView: view.view, header: view.isHeader, section: view.section)
      }
      try configureIndentation(of: cell, at: indexPath)
      try willDisplay(cell, at: indexPath)
    }
    for view in views {
      try willDisplay(sectionView: view.view, header: view.isHeader, section: view.section)
    }
    try updatePrefetching(after: transaction)
    for completion in transaction.completions {
      runLater(TableViewError.Callback("performBatchUpdates completion")) { try completion(true) }
    }
  }

  /// Shows on every displayed cell whether its row is selected, where it does not already.
  ///
  /// - Complexity: O(*v*), where *v* is the viewport height.
  func showSelection() {
    for (offset, cell) in cells.placed {
      showSelection(on: cell, of: state.indexPath(atOffset: offset))
    }
  }

  /// Shows on `cell`, if there is one, whether the row at `indexPath` is selected.
  ///
  /// - Complexity: O(1).
  func showSelection(on cell: TableViewCell?, of indexPath: IndexPath) {
    guard let cell else { return }
    let selected = state.selection.contains(indexPath)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
  }
}
