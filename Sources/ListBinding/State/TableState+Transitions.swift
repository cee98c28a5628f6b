import Foundation

extension TableState {
  /// The state after every row is reloaded with `counts`: the selection and swipe actions are
  /// gone, as in UIKit, and the viewport keeps its offset as far as the new length allows.
  ///
  /// - Complexity: O(1).
  func reloaded(with counts: RowCounts, layout: LayoutInput) -> TableState {
    var state = self
    state.counts = counts
    state.hasLoadedData = true
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
    state.hasLoadedData = true
    state.geometry = geometry.updated(by: plan, before: self.counts, after: counts, layout: layout)
    var selection = SelectionSet()
    for indexPath in self.selection.indexPaths {
      if let moved = plan.newIndexPath(forOld: indexPath) { selection.insert(moved) }
    }
    state.selection = selection
    if let swipe {
      state.swipe = plan.newIndexPath(forOld: swipe.indexPath).map {
        var moved = swipe
        moved.indexPath = $0
        return moved
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

  /// The state with rows measured: each row at its offset takes its height. Consecutive rows of
  /// a section change in one splice.
  ///
  /// - Parameter heights: Heights by row offset, in increasing order of offset.
  /// - Complexity: O(*k* + *g* log *r*), where *k* is the number of rows, *g* the number of
  ///   groups of consecutive rows and *r* the number of runs of equal heights.
  func measured(_ heights: [(offset: Int, height: Double)]) -> TableState {
    var state = self
    var start = 0
    while start < heights.count {
      let first = counts.indexPath(atOffset: heights[start].offset)
      let rowsInSection = counts.numberOfRows(inSection: first[0])
      var end = start + 1
      while end < heights.count, heights[end].offset == heights[end - 1].offset + 1,
        first[1] + (end - start) < rowsInSection
      {
        end += 1
      }
      let item = TableGeometry.rowItem(first, in: counts)
      let group = heights[start..<end].map(\.height)
      if state.geometry.items.heights(in: item..<item + group.count) != group {
        state.geometry.items.replaceSubrange(item..<item + group.count, with: HeightSequence(group))
      }
      start = end
    }
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
