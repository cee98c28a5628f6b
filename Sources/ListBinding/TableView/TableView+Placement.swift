import Foundation

// Where the table puts the views it shows, as UIKit's layout does: each displayed cell gets the
// rect of its row, each header and footer view the rect of its section's header or footer, in
// the table's content coordinates (the coordinates of `rectForRow(at:)`).

extension TableView {
  /// Gives every displayed cell the rect of its row and every header and footer view on display
  /// the rect of its header or footer, where its frame differs: after a commit, before the
  /// delegate hears of the views that entered, so that `willDisplay` sees the frame it has on
  /// iOS. A cell whose row keeps its rect is not touched, so a scroll sets the frames of the
  /// cells that enter only. A cell already on display whose size changes (its row's height,
  /// the table's width) is laid out again at once (``View/layoutSubviews()`` of the views in it
  /// that need it), as UIKit's layout pass does; the cells in `entering` are laid out after
  /// `willDisplay`.
  ///
  /// - Complexity: O(*v* (log *r* + log *s*)), where *v* is the number of views on display,
  ///   *r* the number of runs of equal heights and *s* the number of sections, plus the layout
  ///   of the resized cells; no allocation when no cell on display before is resized.
  func placeShownViews(entering: [TableViewCell]) {
    let width = Double(layoutWidth)
    let geometry = state.geometry
    let counts = state.counts
    // The cells that entered are marked, not gathered in a set: they are laid out after
    // `willDisplay`, the others at once when their size changes.
    for cell in entering { cell.isEnteringDisplay = true }
    var resizedCells: [TableViewCell] = []
    // The cells as they are now: a frame's observer may change the table's.
    let shown = cells
    for offset in shown.rows {
      guard let cell = shown.cell(atOffset: offset) else { continue }
      let entered = cell.isEnteringDisplay
      let rect = geometry.rect(forRowAtOffset: offset, in: counts, width: width)
      let frame = cell.frame
      guard frame != rect else { continue }
      cell.frame = rect
      if !entered, frame.size != rect.size { resizedCells.append(cell) }
    }
    for cell in entering { cell.isEnteringDisplay = false }
    for cell in resizedCells { cell.layOutPendingSubtree() }
    let sectionViews = decoration.sectionViews
    for (section, view) in sectionViews.headers where section < counts.numberOfSections {
      let rect = geometry.rectForHeader(inSection: section, in: counts, width: width)
      if view.frame != rect { view.frame = rect }
    }
    for (section, view) in sectionViews.footers where section < counts.numberOfSections {
      let rect = geometry.rectForFooter(inSection: section, in: counts, width: width)
      if view.frame != rect { view.frame = rect }
    }
  }
}
