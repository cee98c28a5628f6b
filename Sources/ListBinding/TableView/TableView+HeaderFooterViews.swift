import Foundation

// Header and footer views of sections: registration, dequeue, and the views on display.
//
// The table asks the delegate for the views of the sections on display when it lays out, and
// keeps them while their sections stay on display: they follow their sections through updates,
// and go to the reuse pool when their section is deleted, reloaded, scrolled out of the
// viewport, or reloaded with the table. A layout that fails keeps the views it started with,
// and the reuse pool as it was.

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
    return decoration.pool.registrations[identifier].map {
      $0.init(dequeuedWithReuseIdentifier: identifier)
    }
  }

  /// The header view of `section`, or `nil` when the section is not on display or its header
  /// is not a ``TableViewHeaderFooterView``, as `UITableView.headerView(forSection:)`.
  ///
  /// The table makes the header and footer views of the sections on display when it lays out
  /// (``reloadData()``, an update, scrolling, ``performLayout()``), not when it renders: the
  /// delegate's `tableView(_:viewForHeaderInSection:)`, or, when that gives none and the
  /// section has a title, a ``TableViewHeaderFooterView`` showing the title in its
  /// ``TableViewHeaderFooterView/textLabel``, as UIKit makes for titles. A view stays while its
  /// section stays on display.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    guard shownSections(in: state.visibleRows)?.contains(section) == true else { return nil }
    return decoration.sectionViews.headers[section] as? TableViewHeaderFooterView
  }

  /// The footer view of `section`, or `nil` when the section's end is not on display or its
  /// footer is not a ``TableViewHeaderFooterView``, as `UITableView.footerView(forSection:)`.
  /// See ``headerView(forSection:)``.
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

  // MARK: Layout

  /// Lays out the header and footer views of the sections on display in ``state``, the state a
  /// transaction is about to commit: the first time, the views on display follow their
  /// sections and those of sections no longer on display go to the reuse pool; then the
  /// delegate is asked for the views of sections new to the display, and views whose height is
  /// automatic are measured (see `TableView+SectionViewSizing.swift`), which may change
  /// ``state``'s geometry.
  ///
  /// Call it while queries answer for the new state, with the reuse pool saved: when it
  /// throws, the caller puts the pool back; the views on display are unchanged until the
  /// caller commits `layout.views`, and tells the delegate of `layout.entering`.
  ///
  /// - Complexity: O(*e*) for *e* sections on display, plus O(1) calls to the delegate for each
  ///   section new to the display, or for each view on display after a reload or an update.
  func layOutSectionViews(_ layout: inout SectionViewsLayout, after changes: SectionChanges)
    throws(TableViewError)
  {
    let range = state.visibleRows
    let shown = shownSections(in: range)
    var views: SectionViews
    if let laidOut = layout.views {
      views = laidOut
    } else {
      views = SectionViews()
      if !decoration.sectionViews.isEmpty {
        let (kept, dropped) = decoration.sectionViews.following(
          changes, keepsHeader: { shown?.contains($0) == true },
          keepsFooter: { shown?.contains($0) == true && self.showsEnd(ofSection: $0, in: range) }
        )
        views = kept
        for view in dropped { decoration.pool.enqueue(view) }
      }
      // A layout read anew gave every header and footer its rule's height: measure again.
      if layout.readLayout {
        for (section, view) in views.headers.sorted(by: { $0.key < $1.key }) {
          try sizeSectionView(view, header: true, section)
        }
        for (section, view) in views.footers.sorted(by: { $0.key < $1.key }) {
          try sizeSectionView(view, header: false, section)
        }
      }
    }
    defer { layout.views = views }
    guard let shown else { return }
    for section in shown {
      if views.headers[section] == nil, !views.headersWithout.contains(section) {
        if let view = try makeSectionView(header: true, section) {
          views.headers[section] = view
          layout.entering.append(EnteringSectionView(view: view, isHeader: true, section: section))
          try sizeSectionView(view, header: true, section)
        } else {
          views.headersWithout.insert(section)
        }
      }
      guard showsEnd(ofSection: section, in: range) else { continue }
      if views.footers[section] == nil, !views.footersWithout.contains(section) {
        if let view = try makeSectionView(header: false, section) {
          views.footers[section] = view
          layout.entering.append(EnteringSectionView(view: view, isHeader: false, section: section))
          try sizeSectionView(view, header: false, section)
        } else {
          views.footersWithout.insert(section)
        }
      }
    }
  }

  /// The view of a section's header or footer new to the display: the delegate's, or, when
  /// it gives none and the section has a title there, a view showing the title; `nil` for
  /// neither. A view the delegate returns from the reuse pool without dequeuing it leaves
  /// the pool, so that a view on display is never dequeued. A ``TableViewHeaderFooterView``
  /// the delegate returns with no text in its ``TableViewHeaderFooterView/textLabel`` shows
  /// the section's title there, when it has one, as UIKit sets it (*assumed*: Apple's pages do
  /// not say so; apps that return such a view and a title rely on it); text the delegate set
  /// stays.
  private func makeSectionView(header: Bool, _ section: Int) throws(TableViewError) -> View? {
    if let delegate {
      let name =
        header ? "tableView(_:viewForHeaderInSection:)" : "tableView(_:viewForFooterInSection:)"
      let view = try invoke(Callback(name, section: section)) {
        header
          ? try delegate.tableView(self, viewForHeaderInSection: section)
          : try delegate.tableView(self, viewForFooterInSection: section)
      }
      if let view {
        decoration.pool.withdraw(view)
        if let label = (view as? TableViewHeaderFooterView)?.textLabel,
          label.text?.isEmpty ?? true,
          let title = try sectionTitle(header: header, section)
        {
          label.text = title
        }
        return view
      }
    }
    guard let title = try sectionTitle(header: header, section) else { return nil }
    let view = TitleHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  /// The data source's title of a section's header or footer, or `nil` for none.
  private func sectionTitle(header: Bool, _ section: Int) throws(TableViewError) -> String? {
    header ? try titleForHeader(inSection: section) : try titleForFooter(inSection: section)
  }
}

/// The header and footer views a transaction's layout makes, over its passes.
@MainActor
struct SectionViewsLayout {
  /// Whether the transaction read the layout anew.
  let readLayout: Bool
  /// The views on display, once the first pass has laid them out.
  var views: SectionViews?
  /// The views new to the display, in content order.
  var entering: [EnteringSectionView] = []

  init(readLayout: Bool) {
    self.readLayout = readLayout
  }
}

/// A header or footer view a layout made for a section new to the display.
@MainActor
struct EnteringSectionView {
  /// The view.
  let view: View
  /// Whether it is the section's header, not its footer.
  let isHeader: Bool
  /// The section.
  let section: Int
}

/// The view the table makes for a section's title when the delegate gives no view, as UIKit
/// makes a `UITableViewHeaderFooterView` for a title: rendering shows its label's text as the
/// section's title.
final class TitleHeaderFooterView: TableViewHeaderFooterView {}
