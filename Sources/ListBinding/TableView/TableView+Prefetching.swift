import Foundation

// Prefetching, headless. After each transaction commits — a reload, an update, a scroll, a
// selection that scrolls — and after the delegate's display calls, the table works out the
// prefetch window:
// - the direction: for a transaction that moves no rows (no reload, no update), down when the
//   viewport now starts after the row it started at, up when before; otherwise the last
//   direction, down at first: an update is not a scroll;
// - the window: the next viewport's worth of rows (as many as are visible) beyond the visible
//   ones in that direction, as far as the table goes;
// - the rows it was told to prefetch follow their updates; deleted and reloaded rows, and all of
//   them at a reload, are dropped without a call; so are rows that are now visible;
// - it tells the prefetch data source to cancel the remaining ones outside the window, then to
//   prefetch the window's rows it has not been told of, each list in row order, each call made
//   only when its list is not empty.
// With no prefetch data source, or `isPrefetchingEnabled` false, no call is made and the rows
// are forgotten. Cost: O((v + p) log s + u·p) per transaction, v being the viewport height, p
// the number of rows prefetched (at most v), s the number of sections and u the number of
// updates: never the number of rows.

extension TableView {
  /// Tells the prefetch data source what the committed transaction changes in the prefetch
  /// window (see the rule above).
  ///
  /// - Complexity: O((*v* + *p*) log *s* + *u* · *p*).
  func updatePrefetching(after transaction: Transaction) throws(TableViewError) {
    var window = prefetched
    window.follow(transaction.sectionChanges)
    let visible = state.visibleRows
    let movesRows = transaction.sectionChanges.isReload || !transaction.sectionChanges.plans.isEmpty
    if !movesRows, let first = transaction.firstVisibleRow, state.counts.contains(first),
      !visible.isEmpty
    {
      let before = state.offset(of: first)
      if visible.lowerBound > before { window.scrollsUp = false }
      if visible.lowerBound < before { window.scrollsUp = true }
    }
    guard isPrefetchingEnabled, let prefetchDataSource else {
      prefetched = PrefetchWindow(scrollsUp: window.scrollsUp)
      return
    }
    let total = state.counts.totalRows
    let size = visible.count
    let rows =
      window.scrollsUp
      ? max(0, visible.lowerBound - size)..<visible.lowerBound
      : visible.upperBound..<min(total, visible.upperBound + size)
    let wanted = rows.map(state.indexPath(atOffset:))
    var cancelled: [IndexPath] = []
    var kept: Set<IndexPath> = []
    for indexPath in window.rows.sorted() where state.counts.contains(indexPath) {
      let offset = state.offset(of: indexPath)
      if rows.contains(offset) {
        kept.insert(indexPath)
      } else if !visible.contains(offset) {
        cancelled.append(indexPath)
      }
    }
    window.rows = kept
    prefetched = window
    if !cancelled.isEmpty {
      try invoke(Callback("tableView(_:cancelPrefetchingForRowsAt:)", indexPaths: cancelled)) {
        try prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled)
      }
    }
    let new = wanted.filter { !kept.contains($0) }
    guard !new.isEmpty else { return }
    try invoke(Callback("tableView(_:prefetchRowsAt:)", indexPaths: new)) {
      try prefetchDataSource.tableView(self, prefetchRowsAt: new)
    }
    prefetched.rows.formUnion(new)
  }
}

/// The rows the prefetch data source was told to prefetch and not told to cancel since, and
/// the direction of the last scroll.
struct PrefetchWindow: Sendable {
  /// The rows, at their index paths in the committed state.
  var rows: Set<IndexPath> = []
  /// Whether the last scroll went up.
  var scrollsUp = false

  /// The rows at their index paths after the changes; deleted and reloaded rows go, and all of
  /// them at a reload.
  ///
  /// - Complexity: O(*u* · *p*), where *u* is the number of updates and *p* of rows.
  mutating func follow(_ changes: SectionChanges) {
    guard !rows.isEmpty else { return }
    guard !changes.isReload else {
      rows = []
      return
    }
    rows = Set(
      rows.compactMap { indexPath in
        var current = indexPath
        for plan in changes.plans {
          guard let new = plan.newIndexPath(forOld: current) else { return nil }
          current = new
        }
        return current
      })
  }
}
