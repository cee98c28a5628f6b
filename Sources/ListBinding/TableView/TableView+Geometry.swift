import Foundation

extension TableView {
  /// The height that stands for "the height the content needs", as
  /// `UITableView.automaticDimension`: for a row, the height its cell fits; for a header or a
  /// footer, the height its view from the delegate fits (see
  /// ``TableViewHeaderFooterView/fittingHeight(forWidth:)``), else 28 points when it has a
  /// title, 0 otherwise.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// The height of a row that is automatic but cannot be measured yet: 44 points.
  nonisolated static let fallbackRowHeight = 44.0

  /// The height of an automatic header or footer with a title.
  nonisolated static let automaticSectionHeaderHeight = 28.0

  /// How many times a layout measures rows new to a viewport in points and places again.
  nonisolated static let maximumLayoutPasses = 4

  /// Where the visible content starts, as `UIScrollView.contentOffset`: with a frame, the
  /// origin of the bounds; for a viewport in rows, the top of its first row.
  ///
  /// - Complexity: O(1) with a frame; O(log *r* + log *s*) for a viewport in rows, where *r* is
  ///   the number of runs of equal heights and *s* the number of sections.
  public var contentOffset: CGPoint {
    if let bounds = state.viewport.bounds { return bounds.origin }
    return CGPoint(x: 0, y: rowModeContentOffsetY(in: state))
  }

  /// The size of the content: as wide as the frame the last layout applied, as tall as the
  /// table's header, every section and the table's footer.
  ///
  /// - Complexity: O(1).
  public var contentSize: CGSize {
    CGSize(width: layoutWidth, height: CGFloat(state.geometry.contentHeight))
  }

  /// The vertical content offset a table takes when it gets its first frame: the row mode's
  /// (see ``rowModeContentOffsetY(in:)``), except at the first row under a safe area (see
  /// ``coveredInsets``), where the table rests at its top, above the content by the safe
  /// area's top inset.
  ///
  /// - Complexity: O(log *r*), where *r* is the number of runs of equal heights.
  func firstContentOffsetY(in state: TableState) -> Double {
    let safeTop = Double(state.laidOutSafeAreaTop)
    guard safeTop != 0, safeTop.isFinite, state.viewport.offset == 0 else {
      return rowModeContentOffsetY(in: state)
    }
    return 0 - safeTop
  }

  /// The top of the first row of a viewport in rows, in content coordinates; for an empty
  /// viewport that starts past the last row, the bottom of the last row; 0 without rows.
  func rowModeContentOffsetY(in state: TableState) -> Double {
    let total = state.counts.totalRows
    guard total > 0 else { return 0 }
    let offset = state.viewport.clamped(toTotalRows: total).offset
    let row = state.geometry.rect(
      forRow: state.counts.indexPath(atOffset: min(offset, total - 1)), in: state.counts,
      width: 0)
    return Double(offset < total ? row.minY : row.maxY)
  }

  /// Scrolls so that the visible content starts at `contentOffset`, as UIKit's
  /// `setContentOffset(_:animated:)`: with a frame, the bounds move there, unclamped, as in
  /// UIKit; for a viewport in rows, it starts at the row at that height.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a coordinate that is not finite, or
  ///   a pending geometry setting that breaks its rule (see ``performLayout()``); a data source
  ///   error for a row new to the viewport. The viewport is as it was then.
  /// - Complexity: O(*v* log *r*), where *v* is the number of visible rows.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) throws(TableViewError) {
    try perform(
      .setContentOffset(contentOffset)
    ) { () throws(TableViewError) in
      try Self.validateContentOffset(contentOffset, of: "setContentOffset(_:animated:)")
      return .step(.scroll(.point(contentOffset)))
    }
  }

  /// Applies the geometry settings changed since the last layout — ``frame``, ``rowHeight``,
  /// ``estimatedRowHeight``, the section heights, ``contentInset``, the table's header and footer
  /// views — and asks for the cells of a reload made at a touch, as UIKit's `layoutIfNeeded()`
  /// does for a table; every call that changes the table does it first.
  ///
  /// A setting that breaks its rule (see ``maximumDimension``) is refused here, and by every
  /// call that changes the table, until it is fixed.
  ///
  /// It is the throwing spelling of ``layoutIfNeeded()``, for native code, as ``Button/send(_:)``
  /// is of ``Control/sendActions(for:)``: `layoutIfNeeded()` does the same, reports an error to
  /// ``UncaughtErrors`` instead of throwing it, and then lays out the views inside the table
  /// that need layout.
  ///
  /// ```swift
  /// tableView.rowHeight = 60
  /// try tableView.performLayout()  // the rows are 60 points tall now
  /// ```
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a setting, or a height the delegate
  ///   or a self-sizing cell returns, that breaks its rule; what the delegate's height methods
  ///   throw, or a data source error for a row new to the viewport. The table is as it was then.
  /// - Complexity: O(*s* + *v* log *r*), plus O(*n*) when the table does not estimate heights.
  public func performLayout() throws(TableViewError) {
    try perform(.layoutIfNeeded) {
      .operation { () throws(TableViewError) in try self.loadPendingCells() }
    }
  }

  /// Lays out again when a setting changed: reads the heights and applies the frame.
  func layOutPendingChanges() throws(TableViewError) {
    guard state.needsLayout else { return }
    try performSteps([.relayout(nil), .scroll(.frame(frame))])
  }

  /// Asks the data source for the cells of a reload made at a touch, which waited for this
  /// layout; when it fails, the table is as it was and the cells still wait.
  ///
  /// A call that changes the table asks for them in its own transaction, from the data as it
  /// is then.
  func loadPendingCells() throws(TableViewError) {
    guard pendingCellLoad != nil else { return }
    try performSteps([])
  }

  // MARK: Rects

  /// The rect of a row in content coordinates, as `UITableView.rectForRow(at:)`.
  ///
  /// Rows not displayed yet have their estimated height until they are.
  ///
  /// - Throws: When the table has no such row.
  /// - Complexity: O(log *r*).
  public func rectForRow(at indexPath: IndexPath) throws(TableViewError) -> CGRect {
    try state.validateRow(indexPath)
    return state.geometry.rect(forRow: indexPath, in: state.counts, width: Double(layoutWidth))
  }

  /// The rect of a section — its header, rows and footer — in content coordinates.
  ///
  /// - Throws: When the table has no such section.
  /// - Complexity: O(log *r*).
  public func rect(forSection section: Int) throws(TableViewError) -> CGRect {
    try state.validateSection(section)
    return state.geometry.rect(forSection: section, in: state.counts, width: Double(layoutWidth))
  }

  /// The rect of a section's header in content coordinates.
  ///
  /// - Throws: When the table has no such section.
  /// - Complexity: O(log *r*).
  public func rectForHeader(inSection section: Int) throws(TableViewError) -> CGRect {
    try state.validateSection(section)
    return state.geometry.rectForHeader(
      inSection: section, in: state.counts, width: Double(layoutWidth))
  }

  /// The rect of a section's footer in content coordinates.
  ///
  /// - Throws: When the table has no such section.
  /// - Complexity: O(log *r*).
  public func rectForFooter(inSection section: Int) throws(TableViewError) -> CGRect {
    try state.validateSection(section)
    return state.geometry.rectForFooter(
      inSection: section, in: state.counts, width: Double(layoutWidth))
  }

  /// The row whose rect contains `point`, in content coordinates, or `nil` when the point is on
  /// a header, a footer or no row.
  ///
  /// - Complexity: O(log *r* + log *s*).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    let geometry = state.geometry
    let item = geometry.items.index(containing: Double(point.y) - geometry.tableHeaderHeight)
    // A point above the first item — on the table's header view, or above the content — is on
    // no row: the search clamps it to the first item.
    guard Double(point.y) >= geometry.tableHeaderHeight, item < geometry.items.count,
      TableGeometry.isRow(item: item, in: state.counts)
    else { return nil }
    return state.counts.indexPath(
      atOffset: TableGeometry.rowOffset(atOrAfterItem: item, in: state.counts))
  }

  /// The rows whose rects intersect `rect`, in content coordinates, in order; `nil` when there
  /// are none, as UIKit.
  ///
  /// At most the first ``maximumViewportHeight`` rows are returned: a rect over rows far
  /// shorter than it (heights near 0, billions of rows) would otherwise ask for more memory
  /// than any table shows at once.
  ///
  /// - Complexity: O(*k* + log *r* + log *s*), where *k* is the number of rows returned, at
  ///   most ``maximumViewportHeight``.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    let rows = state.geometry.rows(
      intersecting: Double(rect.minY), Double(rect.maxY), in: state.counts)
    guard !rows.isEmpty else { return nil }
    return rows.prefix(Self.maximumViewportHeight).map(state.counts.indexPath(atOffset:))
  }
}
