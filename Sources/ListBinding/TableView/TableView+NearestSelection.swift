import Foundation

extension TableView {
  /// Scrolls the selected row nearest to a position of the viewport to that position, as
  /// `UITableView.scrollToNearestSelectedRow(at:animated:)`; does nothing when no row is
  /// selected.
  ///
  /// The nearest row is the selected row closest to the viewport's top row for `.top`, its
  /// bottom row for `.bottom`, its middle row for `.middle`, and for `.none` to the viewport as
  /// a whole (a visible selected row, which then needs no scrolling); of two as close, the
  /// earlier. The selection is read when the call runs.
  ///
  /// ```swift
  /// try tableView.selectRow(at: IndexPath(row: 40, section: 0))
  /// try tableView.scrollToNearestSelectedRow(at: .top)  // row 40 at the top
  /// ```
  ///
  /// - Parameters:
  ///   - scrollPosition: Where the row ends up, as in ``scrollToRow(at:at:animated:)``.
  ///   - animated: Recorded by UIKit; ignored here.
  /// - Throws: A data source error while making the cells of rows new to the viewport; the
  ///   viewport is as it was then.
  /// - Complexity: O(*k*) for the *k* selected rows, plus what
  ///   ``scrollToRow(at:at:animated:)`` costs.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool = false)
    throws(TableViewError)
  {
    try perform(.scrollToNearestSelectedRow(scrollPosition)) {
      .operation { () throws(TableViewError) in
        guard let row = self.nearestSelectedRow(to: scrollPosition) else { return }
        try self.performSteps([.scroll(.row(row, scrollPosition))])
      }
    }
  }

  /// The selected row nearest to `position` in the viewport, or `nil` when none is selected.
  private func nearestSelectedRow(to position: ScrollPosition) -> IndexPath? {
    let visible = state.visibleRows
    let last = max(visible.lowerBound, visible.upperBound - 1)
    func distance(_ offset: Int) -> Int {
      switch position {
      case .top: return abs(offset - visible.lowerBound)
      case .bottom: return abs(offset - last)
      case .middle: return abs(offset - (visible.lowerBound + (last - visible.lowerBound) / 2))
      case .none:
        if offset < visible.lowerBound { return visible.lowerBound - offset }
        return offset > last ? offset - last : 0
      }
    }
    var nearest: (offset: Int, distance: Int, indexPath: IndexPath)?
    for indexPath in state.selection.indexPaths where state.counts.contains(indexPath) {
      let offset = state.offset(of: indexPath)
      let candidate = (offset: offset, distance: distance(offset), indexPath: indexPath)
      if let best = nearest,
        (best.distance, best.offset) <= (candidate.distance, candidate.offset)
      {
        continue
      }
      nearest = candidate
    }
    return nearest?.indexPath
  }
}
