import Foundation

// The steps of the state that need no counts: settings, editing mode and swipe actions. Each is
// a pure function of the state, so that a call computes the state it leads to, validates it and
// commits it, or changes nothing (see `TableView+Commit.swift`).

extension TableState {
  /// The state with the setting at `keyPath` set to `value`; a height or the inset applies at
  /// the next layout, as in UIKit, which checks it then.
  ///
  /// - Complexity: O(1).
  func setting<Value>(_ keyPath: WritableKeyPath<TableSettings, Value>, to value: Value)
    -> TableState
  {
    var state = self
    state.settings[keyPath: keyPath] = value
    if TableSettings.laysOut(keyPath) { state.needsLayout = true }
    return state
  }

  /// The state waiting for a layout: a setting kept outside the state (the frame, the table's
  /// header or footer view) changed.
  ///
  /// - Complexity: O(1).
  func needingLayout() -> TableState {
    var state = self
    state.needsLayout = true
    return state
  }

  /// The state laid out again with `layout`, the heights read for the current counts and
  /// settings: the geometry is new, with the settings' adjusted content inset; the viewport is
  /// clamped to it; no layout waits. A table resting at its top when the safe area's top inset
  /// changes comes to rest at its new top, as a table does on iOS when it appears under a
  /// navigation bar (its offset becomes minus the bar's height; *assumed*: Apple documents the
  /// adjusted inset, not the offset). A change of ``TableSettings/contentInset`` alone moves
  /// nothing, as in UIKit.
  ///
  /// - Complexity: O(*s* log *s*) when estimating, O(*n* log *r*) with exact heights, where *s*
  ///   is the number of sections, *n* the number of rows and *r* the number of runs of equal
  ///   heights (see `LayoutInput.geometry(for:contentInset:)`).
  func laidOut(with layout: LayoutInput) -> TableState {
    var state = self
    let oldTop = Double(geometry.contentInset.top)
    let inset = settings.adjustedContentInset
    state.geometry = layout.geometry(for: counts, contentInset: inset)
    let safeTop = inset.top - settings.contentInset.top
    if safeTop != laidOutSafeAreaTop, var bounds = state.viewport.bounds,
      Double(bounds.minY) == 0 - oldTop, inset.top.isFinite
    {
      bounds.origin.y = 0 - inset.top
      state.viewport.bounds = bounds
    }
    state.laidOutSafeAreaTop = safeTop
    state.viewport = state.clampedViewport()
    state.needsLayout = false
    return state
  }

  /// The state in editing mode or out of it; the swipe actions go either way, as in UIKit.
  ///
  /// - Complexity: O(1).
  func editing(_ editing: Bool) -> TableState {
    var state = self
    state.isEditing = editing
    state.swipe = nil
    return state
  }

  /// The state showing swipe actions on a row.
  ///
  /// - Throws: When the table has no such row; the state is unchanged then.
  /// - Complexity: O(1).
  func swiping(_ swipe: SwipeState) throws(TableViewError) -> TableState {
    try validateRow(swipe.indexPath)
    var state = self
    state.swipe = swipe
    return state
  }

  /// The state with no swipe actions showing.
  ///
  /// - Complexity: O(1).
  func hidingSwipe() -> TableState {
    var state = self
    state.swipe = nil
    return state
  }
}
