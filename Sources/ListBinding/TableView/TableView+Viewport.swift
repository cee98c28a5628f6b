import Foundation

extension TableView {
  /// Where a row ends up in the viewport after scrolling to it, as `UITableView.ScrollPosition`.
  public enum ScrollPosition: Hashable, Sendable {
    /// As little scrolling as shows the row; none when it is visible already.
    case none
    /// The row at the top of the viewport.
    case top
    /// The row in the middle of the viewport.
    case middle
    /// The row at the bottom of the viewport.
    case bottom
  }

  /// The offsets over all rows of the rows in the viewport.
  ///
  /// - Complexity: O(1).
  var visibleOffsets: Range<Int> {
    contentOffset..<contentOffset + loadedCells.count
  }

  /// Reloads every count from the data source and the cells of the rows in the viewport.
  ///
  /// Visible cells go back to the reuse pool first, so that the data source's dequeues reuse
  /// them. The viewport keeps its offset, pulled back if the table got shorter.
  ///
  /// - Throws: ``TableViewError/negativeNumberOfSections(_:)`` or
  ///   ``TableViewError/negativeNumberOfRows(_:section:)`` with nothing changed; or the error of
  ///   the first row whose cell could not be made (see
  ///   ``TableViewError/dataSourceFailed(_:_:)``).
  /// - Complexity: O(*s* + *v*) calls to the data source, where *s* is the number of sections
  ///   and *v* the viewport height: independent of the number of rows.
  public func reloadData() throws(TableViewError) {
    let counts = try fetchRowCounts()
    let leaving = visibleOffsets.map(indexPath(atOffset:))
    let cells = loadedCells
    loadedCells = []
    for (cell, indexPath) in zip(cells, leaving) {
      guard let cell else { continue }
      endDisplaying(cell, at: indexPath)
    }
    rowCounts = counts
    didReloadData()
    contentOffset = clampedOffset(contentOffset)
    loadedCells = Array(repeating: nil, count: visibleCount(from: contentOffset))
    try loadMissingCells()
  }

  /// The cells in the viewport, in row order.
  ///
  /// - Complexity: O(*v*), where *v* is the viewport height.
  public var visibleCells: [TableViewCell] { loadedCells.compactMap { $0 } }

  /// The index paths of the rows in the viewport, in order.
  ///
  /// - Complexity: O(*v* + log *s*), where *v* is the viewport height and *s* the number of
  ///   sections.
  public var indexPathsForVisibleRows: [IndexPath] {
    visibleOffsets.map(indexPath(atOffset:))
  }

  /// The cell showing the row at `indexPath`, or `nil` when the row is outside the viewport.
  ///
  /// - Throws: When the table has no such row.
  /// - Complexity: O(1).
  public func cellForRow(at indexPath: IndexPath) throws(TableViewError) -> TableViewCell? {
    try validateRow(indexPath)
    let offset = offset(of: indexPath)
    guard visibleOffsets.contains(offset) else { return nil }
    return loadedCells[offset - contentOffset]
  }

  /// The index path of the row `cell` shows, or `nil` when the cell is not in this table's
  /// viewport.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    guard cell.owningTable === self, let offset = cell.displayedRow,
      visibleOffsets.contains(offset)
    else { return nil }
    return indexPath(atOffset: offset)
  }

  /// Changes how many rows the viewport shows.
  ///
  /// - Throws: ``TableViewError/invalidViewportHeight(_:)`` for a negative height, or a data
  ///   source error, with the viewport as it was.
  /// - Complexity: O(*v*), where *v* is the larger of the two heights.
  public func setViewportHeight(_ height: Int) throws(TableViewError) {
    guard height >= 0 else { throw .invalidViewportHeight(height) }
    try moveViewport(offset: contentOffset, height: height)
  }

  /// Scrolls so that the viewport starts at the row at `offset` over all rows, as far as the
  /// table's length allows.
  ///
  /// - Throws: A data source error, with the viewport as it was.
  /// - Complexity: O(*v*), where *v* is the viewport height: independent of the number of rows.
  public func setContentOffset(_ offset: Int, animated: Bool = false) throws(TableViewError) {
    try moveViewport(offset: offset, height: viewportHeight)
  }

  /// Scrolls so that the row at `indexPath` is in the viewport, at `scrollPosition`.
  ///
  /// - Throws: When the table has no such row, or a data source error; the viewport is as it
  ///   was then.
  /// - Complexity: O(*v* + log *s*), where *v* is the viewport height and *s* the number of
  ///   sections.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool = false
  ) throws(TableViewError) {
    try validateRow(indexPath)
    let row = offset(of: indexPath)
    let height = max(viewportHeight, 1)
    let target: Int
    switch scrollPosition {
    case .top: target = row
    case .middle: target = row - (height - 1) / 2
    case .bottom: target = row - (height - 1)
    case .none:
      if row < contentOffset {
        target = row
      } else if row >= contentOffset + height {
        target = row - (height - 1)
      } else {
        target = contentOffset
      }
    }
    try moveViewport(offset: target, height: viewportHeight)
  }

  /// The offset the viewport may start at: between 0 and the last full page.
  func clampedOffset(_ offset: Int, height: Int? = nil) -> Int {
    let lastStart = max(0, rowCounts.totalRows - (height ?? viewportHeight))
    return min(max(0, offset), lastStart)
  }

  /// How many rows a viewport starting at `offset` shows.
  func visibleCount(from offset: Int, height: Int? = nil) -> Int {
    max(0, min(height ?? viewportHeight, rowCounts.totalRows - offset))
  }

  /// Moves and resizes the viewport, keeping the cells of rows that stay in it. On a data
  /// source error the viewport goes back to where it was.
  func moveViewport(offset: Int, height: Int) throws(TableViewError) {
    let previous = (offset: contentOffset, height: viewportHeight)
    do {
      try placeViewport(offset: offset, height: height)
    } catch {
      // The data source has not changed, so the previous rows load as they did before.
      try? placeViewport(offset: previous.offset, height: previous.height)
      throw error
    }
  }

  private func placeViewport(offset requested: Int, height: Int) throws(TableViewError) {
    let offset = clampedOffset(requested, height: height)
    let newRange = offset..<offset + visibleCount(from: offset, height: height)
    let oldRange = visibleOffsets
    var cells: [TableViewCell?] = []
    cells.reserveCapacity(newRange.count)
    for row in newRange {
      cells.append(oldRange.contains(row) ? loadedCells[row - oldRange.lowerBound] : nil)
    }
    for (index, cell) in loadedCells.enumerated() {
      let row = oldRange.lowerBound + index
      guard let cell, !newRange.contains(row) else { continue }
      endDisplaying(cell, at: indexPath(atOffset: row))
    }
    contentOffset = offset
    viewportHeight = height
    loadedCells = cells
    try loadMissingCells()
  }

  /// Asks the data source for the cells of the rows in the viewport that have none, in order.
  func loadMissingCells() throws(TableViewError) {
    for index in loadedCells.indices where loadedCells[index] == nil {
      let offset = contentOffset + index
      let indexPath = indexPath(atOffset: offset)
      let cell = try makeCell(at: indexPath)
      if cell.owningTable === self, let shown = cell.displayedRow {
        throw .cellAlreadyDisplayed(indexPath, shownAt: self.indexPath(atOffset: shown))
      }
      withdrawFromReusePool(cell)
      cell.owningTable = self
      cell.displayedRow = offset
      loadedCells[index] = cell
      willDisplay(cell, at: indexPath)
    }
  }

  /// Asks the data source for a cell, passing its `TableViewError`s through and wrapping any
  /// other error with the index path.
  private func makeCell(at indexPath: IndexPath) throws(TableViewError) -> TableViewCell {
    guard let dataSource else {
      throw .dataSourceFailed(indexPath, MissingDataSource())
    }
    do {
      return try dataSource.tableView(self, cellForRowAt: indexPath)
    } catch let error as TableViewError {
      throw error
    } catch {
      throw .dataSourceFailed(indexPath, error)
    }
  }

  /// Prepares a cell that enters the viewport and tells the delegate.
  private func willDisplay(_ cell: TableViewCell, at indexPath: IndexPath) {
    applyDisplayState(to: cell, at: indexPath)
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  /// Tells the delegate a cell left the viewport and puts it back into the reuse pool.
  func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
    enqueueForReuse(cell)
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }
}

/// The error of a table asked for a cell while it has no data source.
struct MissingDataSource: Error, CustomStringConvertible {
  var description: String { "the table has no data source" }
}
