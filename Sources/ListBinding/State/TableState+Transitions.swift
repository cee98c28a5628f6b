import Foundation

extension TableState {
  /// The state after every row is reloaded with `counts`: the selection and swipe actions are
  /// gone, as in UIKit, and the viewport keeps its offset as far as the new length allows.
  ///
  /// - Complexity: O(1).
  func reloaded(with counts: RowCounts, layout: LayoutInput) -> TableState {
    var state = self
    state.counts = counts
    state.selection = SelectionSet()
    state.swipe = nil
    state.geometry = layout.geometry(for: counts, contentInset: geometry.contentInset)
    state.viewport = state.clampedViewport()
    return state
  }

  /// The state after a validated update: selected rows and the swiped row follow their rows;
  /// deleted and reloaded rows lose them. The viewport keeps its offset as far as the new length
  /// allows; between the stages of one update it is not clamped, so that a stage that removes
  /// rows before another adds them does not scroll.
  ///
  /// - Complexity: O(*k* log *b*), where *k* is the number of selected rows and *b* the size of
  ///   the batch.
  func updated(
    by plan: UpdatePlan, counts: RowCounts, layout: LayoutInput, clampingViewport: Bool = true
  ) -> TableState {
    var state = self
    state.counts = counts
    state.geometry = geometry.updated(by: plan, before: self.counts, after: counts, layout: layout)
    var selection = SelectionSet()
    for indexPath in self.selection.indexPaths {
      if let moved = plan.newIndexPath(forOld: indexPath) { selection.insert(moved) }
    }
    state.selection = selection
    if let swipe {
      state.swipe = plan.newIndexPath(forOld: swipe.indexPath).map {
        SwipeState(indexPath: $0, edge: swipe.edge, titles: swipe.titles)
      }
    }
    if clampingViewport { state.viewport = state.clampedViewport() }
    return state
  }

  /// The state with the viewport moved and resized, clamped to the table.
  ///
  /// - Complexity: O(1).
  func scrolled(to viewport: Viewport) -> TableState {
    var state = self
    state.viewport = viewport.clamped(toTotalRows: counts.totalRows)
    return state
  }

  /// The state with the row at `offset` measured at `height` points.
  ///
  /// - Complexity: O(log *r* + log *s*).
  func measured(rowAt offset: Int, height: Double) -> TableState {
    var state = self
    let item = TableGeometry.rowItem(counts.indexPath(atOffset: offset), in: counts)
    state.geometry.items.setHeight(height, at: item)
    return state
  }

  /// The state with `selected` selected and `deselected` not.
  ///
  /// - Complexity: O(*r*) amortized, where *r* is the number of rows named.
  func selecting(_ selected: [IndexPath], deselecting deselected: [IndexPath]) -> TableState {
    var state = self
    for indexPath in deselected { state.selection.remove(indexPath) }
    for indexPath in selected { state.selection.insert(indexPath) }
    return state
  }
}
