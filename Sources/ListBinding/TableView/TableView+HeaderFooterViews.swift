import Foundation

// Header and footer views of sections: registration, dequeue, and the views on display.
//
// The table asks the delegate for the views of the sections a rendering shows, and keeps them
// while their sections stay on display: they follow their sections through updates, and go to
// the reuse pool when their section is deleted, reloaded, scrolled out of the viewport, or
// reloaded with the table. A rendering that fails keeps the views it started with.

extension TableView {
  /// Registers a header or footer view class for a reuse identifier, replacing any earlier
  /// registration for it; `nil` removes the registration.
  ///
  /// Views of another class already waiting for reuse under the identifier are dropped.
  ///
  /// - Complexity: O(1), plus the number of views dropped.
  public func register(
    _ viewClass: TableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    decoration.pool.register(viewClass, for: identifier)
  }

  /// Returns a header or footer view waiting for reuse under `identifier`, reset by its
  /// `prepareForReuse()`, or else a new view of the class registered for it, or `nil` when there
  /// is neither, as in UIKit.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    if let view = decoration.pool.take(identifier) {
      view.prepareForReuse()
      return view
    }
    return decoration.pool.registrations[identifier].map { $0.init(reuseIdentifier: identifier) }
  }

  /// The header view shown for `section`, or `nil` when the section is not on display, its
  /// header is not a ``TableViewHeaderFooterView``, or the table has not rendered it yet.
  ///
  /// The table asks the delegate's `tableView(_:viewForHeaderInSection:)` for a section's header
  /// view when it renders the section, and keeps it while the section stays on display.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    guard shownSections(in: state.visibleRows)?.contains(section) == true else { return nil }
    return decoration.sectionViews.headers[section] as? TableViewHeaderFooterView
  }

  /// The footer view shown for `section`, or `nil` when the section's end is not on display,
  /// its footer is not a ``TableViewHeaderFooterView``, or the table has not rendered it yet.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    let range = state.visibleRows
    guard shownSections(in: range)?.contains(section) == true,
      showsEnd(ofSection: section, in: range)
    else { return nil }
    return decoration.sectionViews.footers[section] as? TableViewHeaderFooterView
  }

  // MARK: Sections on display

  /// The sections a rendering of the rows at `range` shows: those with a row in it, and the
  /// empty ones between them, or before them at the top or after them at the bottom of the
  /// table; `nil` for none.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  func shownSections(in range: Range<Int>) -> ClosedRange<Int>? {
    let counts = state.counts
    let total = counts.totalRows
    guard counts.numberOfSections > 0, total == 0 || !range.isEmpty else { return nil }
    let first = range.lowerBound == 0 ? 0 : counts.section(containingOffset: range.lowerBound)
    let last =
      range.upperBound == total
      ? counts.numberOfSections - 1
      : counts.section(containingOffset: range.upperBound - 1)
    return first <= last ? first...last : nil
  }

  /// Whether the last row of `section`, a section of the table, is at or before the end of
  /// `range`, so that its footer shows.
  ///
  /// - Complexity: O(1).
  func showsEnd(ofSection section: Int, in range: Range<Int>) -> Bool {
    let counts = state.counts
    return counts.offset(ofRow: 0, inSection: section) + counts.numberOfRows(inSection: section)
      <= range.upperBound
  }

  /// Moves the header and footer views with their sections after a commit, and sends the views
  /// of sections no longer on display to the reuse pool.
  ///
  /// - Complexity: O(1) when no section has a view.
  func settleSectionViews(after changes: SectionChanges) {
    guard !decoration.sectionViews.isEmpty else { return }
    let range = state.visibleRows
    let shown = shownSections(in: range)
    let (kept, dropped) = decoration.sectionViews.following(
      changes, keepsHeader: { shown?.contains($0) == true },
      keepsFooter: { shown?.contains($0) == true && self.showsEnd(ofSection: $0, in: range) })
    decoration.sectionViews = kept
    for view in dropped { decoration.pool.enqueue(view) }
  }

  // MARK: Rendering

  /// Renders with the section views: `body` gets the views on display and collects those its
  /// rendering shows, which replace them when it returns; when it throws, the views and the
  /// reuse pool are as they were.
  func renderingSectionViews<Value>(
    _ body: (inout SectionViews) throws(TableViewError) -> Value
  ) throws(TableViewError) -> Value {
    let savedPool = decoration.pool
    var shown = SectionViews()
    let value: Value
    do {
      value = try body(&shown)
    } catch {
      decoration.pool = savedPool
      throw error
    }
    guard !shown.isEmpty || !decoration.sectionViews.isEmpty else { return value }
    let kept = Set(shown.headers.values.map(ObjectIdentifier.init))
      .union(shown.footers.values.map(ObjectIdentifier.init))
    let previous = decoration.sectionViews
    decoration.sectionViews = shown
    // A rendering nested in a callback may have sent some of these views to the pool.
    for view in shown.headers.values { decoration.pool.withdraw(view) }
    for view in shown.footers.values { decoration.pool.withdraw(view) }
    for view in previous.headers.sorted(by: { $0.key < $1.key }).map(\.value)
      + previous.footers.sorted(by: { $0.key < $1.key }).map(\.value)
    where !kept.contains(ObjectIdentifier(view)) {
      decoration.pool.enqueue(view)
    }
    return value
  }

  /// The header or footer view of `section` for a rendering: the one on display, or the
  /// delegate's, which the delegate's `willDisplayHeaderView` or `willDisplayFooterView` hears
  /// of before it is rendered.
  func sectionView(forRendering section: Int, header: Bool, into shown: inout SectionViews)
    throws(TableViewError) -> View?
  {
    let slot: WritableKeyPath<SectionViews, [Int: View]> = header ? \.headers : \.footers
    var view = decoration.sectionViews[keyPath: slot][section]
    if view == nil { view = try askForView(header: header, section) }
    shown[keyPath: slot][section] = view
    return view
  }

  private func askForView(header: Bool, _ section: Int) throws(TableViewError) -> View? {
    guard let delegate else { return nil }
    let name =
      header ? "tableView(_:viewForHeaderInSection:)" : "tableView(_:viewForFooterInSection:)"
    let view = try invoke(Callback(name, section: section)) {
      header
        ? try delegate.tableView(self, viewForHeaderInSection: section)
        : try delegate.tableView(self, viewForFooterInSection: section)
    }
    guard let view else { return nil }
    decoration.pool.withdraw(view)
    try willDisplay(sectionView: view, header: header, section: section)
    return view
  }
}
