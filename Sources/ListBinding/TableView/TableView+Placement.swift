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
  /// - Complexity: O(*v* log *r*), where *v* is the number of views on display and *r* the
  ///   number of rows, plus the layout of the resized cells.
  func placeShownViews(entering: [TableViewCell]) {
    let width = Double(layoutWidth)
    let geometry = state.geometry
    let counts = state.counts
    var resizedCells: [TableViewCell] = []
    for (offset, cell) in cells.placed {
      let rect = geometry.rect(forRow: counts.indexPath(atOffset: offset), in: counts, width: width)
      guard cell.frame != rect else { continue }
      let resized = cell.frame.size != rect.size
      cell.frame = rect
      if resized { resizedCells.append(cell) }
    }
    if !resizedCells.isEmpty {
      let entered = Set(entering.map(ObjectIdentifier.init))
      for cell in resizedCells where !entered.contains(ObjectIdentifier(cell)) {
        cell.layOutPendingSubtree()
      }
    }
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
