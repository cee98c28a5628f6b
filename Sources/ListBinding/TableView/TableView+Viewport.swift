import Foundation

extension TableView {
  /// Where a row ends up in the viewport after scrolling to it, as `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Hashable, Sendable {
    /// As little scrolling as shows the row; none when it is visible already.
    case none = 0
    /// The row at the top of the viewport.
    case top = 1
    /// The row in the middle of the viewport.
    case middle = 2
    /// The row at the bottom of the viewport.
    case bottom = 3
  }

  /// The number of rows the viewport shows at once.
  ///
  /// - Complexity: O(1).
  public var viewportHeight: Int { state.viewport.height }

  /// The offset over all rows of the first row in the viewport: 0 at the top. (UIKit's
  /// ``contentOffset`` is the point where the visible content starts.)
  ///
  /// - Complexity: O(1) for a viewport in rows; O(log *r* + log *s*) with a frame.
  public var rowOffset: Int { state.visibleRows.lowerBound }

  /// Reloads every count from the data source and the cells of the rows in the viewport.
  ///
  /// The selection and any swipe actions go, as in UIKit. The viewport keeps its offset,
  /// pulled back if the table got shorter. The cells shown before go back to the reuse pool
  /// once the new ones are in place.
  ///
  /// Made from a method or handler the table calls at a touch (see the "Call moments"
  /// article), the reload reads the counts at once and asks for the cells at the next layout,
  /// as UIKit: ``performLayout()``, the next call that changes the table, rendering, or the end
  /// of the gesture. Until then ``cellForRow(at:)`` answers `nil` for the reloaded rows.
  ///
  /// - Throws: ``TableViewError/negativeNumberOfSections(_:)``,
  ///   ``TableViewError/negativeNumberOfRows(_:section:)``,
  ///   ``TableViewError/tooManySections(_:maximum:)``,
  ///   ``TableViewError/tooManyRows(section:maximum:)``,
  ///   ``TableViewError/invalidGeometry(_:)`` for a height or a geometry setting that breaks its
  ///   rule, a count method's error, or the error of the first row whose cell could not be
  ///   made (see ``TableViewError/dataSourceFailed(_:_:)``): the table is as it was then. An
  ///   error of the delegate's `willDisplay` or `didEndDisplaying` comes after the reload is in
  ///   place.
  /// - Complexity: O(*s* + *v*) calls to the data source, where *s* is the number of sections
  ///   and *v* the viewport height: independent of the number of rows.
  public func reloadData() throws(TableViewError) {
    // Made at a touch, the reload runs at once; its cells wait for the next layout, as UIKit's.
    let atOnce = callsAtOnceDepth > 0 && !calls.isBusy
    try perform(.reloadData) { () throws(TableViewError) in
      let data = try dataForCall()
      guard atOnce, let data else { return .step(.reload(data)) }
      return .operation { () throws(TableViewError) in
        try self.performSteps([.reload(data)], loadingCells: false)
      }
    }
  }

  /// The cells in the viewport, in row order.
  ///
  /// - Complexity: O(*v*), where *v* is the viewport height.
  public var visibleCells: [TableViewCell] { cells.all }

  /// The index paths of the rows in the viewport, in order.
  ///
  /// - Complexity: O(*v* + log *s*), where *v* is the viewport height and *s* the number of
  ///   sections.
  public var indexPathsForVisibleRows: [IndexPath] {
    guard let first = cells.rows.first else { return [] }
    var indexPath = state.indexPath(atOffset: first)
    var paths: [IndexPath] = []
    paths.reserveCapacity(cells.rows.count)
    for _ in cells.rows {
      while indexPath[1] >= state.counts.numberOfRows(inSection: indexPath[0]) {
        indexPath = IndexPath(indexes: [indexPath[0] + 1, 0])
      }
      paths.append(indexPath)
      indexPath[1] += 1
    }
    return paths
  }

  /// The cell showing the row at `indexPath`, or `nil` when the row is outside the viewport or
  /// the table has no such row, as `UITableView.cellForRow(at:)` answers.
  ///
  /// Asked from a callback, it answers for the table the callback's index paths refer to (see
  /// "Re-entrancy" in ``TableView``). After a ``reloadData()`` made at a touch, it answers `nil`
  /// until the next layout gives the rows their cells.
  ///
  /// Asked from a method the table calls while it performs a reload or an update (such as
  /// `cellForRowAt`, `heightForRowAt` or `willDisplay`), it answers the cell the row has at that
  /// point of the layout, or `nil`, and reports to the table's observers
  /// (``TableViewObserver``, such as a `TableEventLog` of ListBindingTesting) the alert UIKit
  /// logs there, `UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate`. Code that is not
  /// the app's own, such as a driver, reads the same answer without the alert from
  /// ``displayedCell(at:)``.
  ///
  /// - Complexity: O(1), plus O(*o*) for *o* observers when it reports the alert.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    if updatesUnderWay > 0 { observe(.alert(.cellForRowDuringUpdate(indexPath))) }
    return displayedCell(at: indexPath)
  }

  /// The index path of the row `cell` shows, or `nil` when the cell is not in this table's
  /// viewport.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    cells.offset(of: cell).map(state.indexPath(atOffset:))
  }

  /// Changes how many rows the viewport shows: the viewport is in rows from then on, and the
  /// ``frame`` is zero.
  ///
  /// The frame and the height change in one transaction: when the call fails, the frame, the
  /// viewport and the cells are as they were.
  ///
  /// - Throws: ``TableViewError/invalidViewportHeight(_:)`` for a height below 0 or above
  ///   ``maximumViewportHeight``, or a data source or delegate error, with the table as it was.
  /// - Complexity: O(*v*), where *v* is the larger of the two heights, plus O(*s*) to lay out
  ///   again when the table had a frame, where *s* is the number of sections.
  public func setViewportHeight(_ height: Int) throws(TableViewError) {
    try perform(.setViewportHeight(height)) {
      () throws(TableViewError) in
      guard (0...Self.maximumViewportHeight).contains(height) else {
        throw .invalidViewportHeight(height)
      }
      // A table in rows already has no frame: only the height changes.
      guard frame != .zero else { return .step(.scroll(.height(height))) }
      return .operation { () throws(TableViewError) in
        try self.performLeavingFrame(forViewportHeight: height)
      }
    }
  }

  /// Zeroes the frame and sets the height of the viewport in rows, as one transaction: the
  /// frame comes back with everything else when it fails.
  private func performLeavingFrame(forViewportHeight height: Int) throws(TableViewError) {
    let rollback = TableRollback(of: self)
    frame = .zero
    try performSteps(
      [.relayout(nil), .scroll(.frame(.zero)), .scroll(.height(height))],
      rollingBackTo: rollback)
  }

  /// Scrolls so that the viewport starts at the row at `offset` over all rows, as far as the
  /// table's length allows.
  ///
  /// - Throws: A data source error, with the viewport as it was.
  /// - Complexity: O(*v*), where *v* is the viewport height: independent of the number of rows.
  public func setContentOffset(_ offset: Int, animated: Bool = false) throws(TableViewError) {
    try perform(.setRowOffset(offset)) {
      .step(.scroll(.offset(offset)))
    }
  }

  /// Scrolls so that the row at `indexPath` is in the viewport, at `scrollPosition`.
  ///
  /// - Throws: When the table has no such row; ``TableViewError/invalidGeometry(_:)`` for a
  ///   pending geometry setting, or the height of a row new to the viewport, that breaks its
  ///   rule (see ``maximumDimension``); or a data source error. The viewport is as it was then.
  /// - Complexity: O(*v* + log *s*), where *v* is the viewport height and *s* the number of
  ///   sections.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool = false
  ) throws(TableViewError) {
    try perform(
      .scrollToRow(indexPath, scrollPosition)
    ) { () throws(TableViewError) in
      try state.validateRow(indexPath)
      return .step(.scroll(.row(indexPath, scrollPosition)))
    }
  }
}
