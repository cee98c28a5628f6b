import Foundation

extension TableView {
  /// Renders what the table shows.
  ///
  /// Rows of the viewport that have no cell yet are loaded first.
  ///
  /// ```swift
  /// let text = try tableView.render(with: PlainTextRenderer())
  /// ```
  ///
  /// - Throws: The data source's error when a missing cell cannot be made.
  /// - Complexity: O(*v* + *w*), where *v* is the viewport height and *w* the size of the
  ///   visible cells' view trees, plus the renderer's cost: independent of the number of rows.
  public func render<Renderer: TableRenderer>(
    with renderer: Renderer
  ) throws(TableViewError) -> Renderer.Output {
    renderer.render(try renderedTable())
  }

  /// What the table shows now, as a value.
  ///
  /// A section is included when one of its rows is in the viewport, or when it has no rows and
  /// lies between visible rows, or before them at the top or after them at the bottom of the
  /// table. Its footer is included when its end is visible.
  ///
  /// - Throws: The data source's error when a missing cell cannot be made.
  /// - Complexity: O(*v* + *w* + *e*), where *v* is the viewport height, *w* the size of the
  ///   visible cells' view trees, and *e* the number of visible empty sections.
  public func renderedTable() throws(TableViewError) -> RenderedTable {
    try loadMissingCells()
    let total = rowCounts.totalRows
    let range = visibleOffsets
    var table = RenderedTable(
      style: style, sections: [], rowsAbove: range.lowerBound,
      rowsBelow: total - range.upperBound)
    guard rowCounts.numberOfSections > 0, total == 0 || !range.isEmpty else { return table }
    let firstSection =
      range.lowerBound == 0 ? 0 : rowCounts.section(containingOffset: range.lowerBound)
    let lastSection =
      range.upperBound == total
      ? rowCounts.numberOfSections - 1
      : rowCounts.section(containingOffset: range.upperBound - 1)
    guard firstSection <= lastSection else { return table }
    for section in firstSection...lastSection {
      let start = rowCounts.offset(ofRow: 0, inSection: section)
      let end = start + rowCounts.numberOfRows(inSection: section)
      let shown = max(start, range.lowerBound)..<min(end, range.upperBound)
      var rows: [RenderedTable.Row] = []
      rows.reserveCapacity(shown.count)
      for offset in shown {
        let indexPath = IndexPath(row: offset - start, section: section)
        let cell = loadedCells[offset - range.lowerBound]
        let showsSelection = cell.map { $0.selectionStyle != .none } ?? false
        let swiped = swipe.flatMap { $0.indexPath == indexPath ? $0 : nil }
        rows.append(
          RenderedTable.Row(
            indexPath: indexPath, content: cell?.renderedContent() ?? CellContent(),
            isSelected: showsSelection && selection.contains(indexPath),
            editingControl: editingControl(at: indexPath),
            showsReorderControl: showsReorderControl(at: indexPath),
            swipeActions: swiped?.actions.map(\.title) ?? [],
            swipeEdge: swiped?.edge ?? .trailing))
      }
      let endVisible = end <= range.upperBound
      table.sections.append(
        RenderedTable.Section(
          index: section,
          headerTitle: dataSource?.tableView(self, titleForHeaderInSection: section),
          footerTitle: endVisible
            ? dataSource?.tableView(self, titleForFooterInSection: section) : nil,
          rows: rows))
    }
    return table
  }
}
