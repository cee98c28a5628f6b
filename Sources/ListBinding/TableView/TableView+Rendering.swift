import Foundation

extension TableView {
  /// Renders what the table shows.
  ///
  /// ```swift
  /// let text = try tableView.render(with: PlainTextRenderer())
  /// ```
  ///
  /// - Throws: The error of a data-source or delegate method the rendering asks (titles,
  ///   editing styles).
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
  /// - Throws: The error of a data-source or delegate method it asks (titles, editing styles).
  /// - Complexity: O(*v* + *w* + *e*), where *v* is the viewport height, *w* the size of the
  ///   visible cells' view trees, and *e* the number of visible empty sections.
  public func renderedTable() throws(TableViewError) -> RenderedTable {
    try performReading(TableEvent.Call("render")) { () throws(TableViewError) in
      try makeRenderedTable()
    }
  }

  private func makeRenderedTable() throws(TableViewError) -> RenderedTable {
    let counts = state.counts
    let total = counts.totalRows
    let range = cells.rows
    var table = RenderedTable(
      style: style, sections: [], rowsAbove: range.lowerBound,
      rowsBelow: total - range.upperBound)
    guard counts.numberOfSections > 0, total == 0 || !range.isEmpty else { return table }
    let firstSection = range.lowerBound == 0 ? 0 : counts.section(containingOffset: range.lowerBound)
    let lastSection =
      range.upperBound == total
      ? counts.numberOfSections - 1
      : counts.section(containingOffset: range.upperBound - 1)
    guard firstSection <= lastSection else { return table }
    for section in firstSection...lastSection {
      let start = counts.offset(ofRow: 0, inSection: section)
      let end = start + counts.numberOfRows(inSection: section)
      let shown = max(start, range.lowerBound)..<min(end, range.upperBound)
      var rows: [RenderedTable.Row] = []
      rows.reserveCapacity(shown.count)
      for offset in shown {
        let indexPath = IndexPath(row: offset - start, section: section)
        let cell = cells.cell(atOffset: offset)
        let showsSelection = cell.map { $0.selectionStyle != .none } ?? false
        let swiped = state.swipe.flatMap { $0.indexPath == indexPath ? $0 : nil }
        rows.append(
          RenderedTable.Row(
            indexPath: indexPath, content: cell?.renderedContent() ?? CellContent(),
            isSelected: showsSelection && state.selection.contains(indexPath),
            editingControl: try editingControl(at: indexPath),
            showsReorderControl: try showsReorderControl(at: indexPath),
            swipeActions: swiped?.titles ?? [],
            swipeEdge: swiped?.edge ?? .trailing))
      }
      let endVisible = end <= range.upperBound
      table.sections.append(
        RenderedTable.Section(
          index: section,
          headerTitle: try titleForHeader(inSection: section),
          footerTitle: endVisible ? try titleForFooter(inSection: section) : nil,
          rows: rows))
    }
    return table
  }
}
