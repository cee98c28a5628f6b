import Foundation

extension TableView {
  /// Renders what the table shows.
  ///
  /// ```swift
  /// let text = try tableView.render(with: PlainTextRenderer())
  /// ```
  ///
  /// - Throws: The error of a data-source or delegate method the rendering asks (editing
  ///   styles), or of the layout of pending geometry settings (see
  ///   ``performLayout()``); ``TableViewError/viewTreeTooDeep(_:maximum:)`` when a view it
  ///   shows has subviews nested deeper than ``View/maximumRenderedDepth``.
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
  /// table. Its footer is included when its end is visible. A section shows the header and
  /// footer views the table made for it when it laid out (see ``headerView(forSection:)``): a
  /// view the table made for a title shows as the title, with the text its label has then.
  /// The table's header view is included while the viewport starts at the first row, its footer
  /// view while it reaches the last.
  ///
  /// - Throws: The error of a data-source or delegate method it asks (editing styles), or of
  ///   the layout of pending geometry settings (see
  ///   ``performLayout()``); ``TableViewError/viewTreeTooDeep(_:maximum:)`` when a cell, or a
  ///   header or footer view, has subviews nested deeper than ``View/maximumRenderedDepth``
  ///   (see ``View/renderedElements()``).
  /// - Complexity: O(*v* + *w* + *e*), where *v* is the viewport height, *w* the size of the
  ///   visible cells' and header and footer views' trees, and *e* the number of visible empty
  ///   sections.
  public func renderedTable() throws(TableViewError) -> RenderedTable {
    try performReading(.render) { () throws(TableViewError) in
      try makeRenderedTable()
    }
  }

  private func makeRenderedTable() throws(TableViewError) -> RenderedTable {
    let counts = state.counts
    let total = counts.totalRows
    let range = cells.rows
    var table = RenderedTable(
      style: style, sections: [], rowsAbove: range.lowerBound,
      rowsBelow: total - range.upperBound, isEditing: state.isEditing,
      separatorStyle: separatorStyle, separatorColor: separatorColor,
      separatorInset: separatorInset)
    if table.rowsAbove == 0, let view = tableHeaderView {
      table.tableHeaderView = try Self.elements(of: view, at: .tableHeaderView)
    }
    if table.rowsBelow == 0, let view = tableFooterView {
      table.tableFooterView = try Self.elements(of: view, at: .tableFooterView)
    }
    table.sectionIndexTitles = try shownSectionIndexTitles()
    guard let sections = shownSections(in: range) else { return table }
    for section in sections {
      let start = counts.offset(ofRow: 0, inSection: section)
      let end = start + counts.numberOfRows(inSection: section)
      let rowsShown = max(start, range.lowerBound)..<min(end, range.upperBound)
      var rows: [RenderedTable.Row] = []
      rows.reserveCapacity(rowsShown.count)
      for offset in rowsShown {
        let indexPath = IndexPath(row: offset - start, section: section)
        let cell = cells.cell(atOffset: offset)
        var content = CellContent()
        if let cell { content = try Self.content(of: cell, at: indexPath) }
        let showsSelection = cell.map { $0.selectionStyle != .none } ?? false
        let swiped = state.swipe.flatMap { $0.indexPath == indexPath ? $0 : nil }
        let editing = try editingLook(at: indexPath)
        rows.append(
          RenderedTable.Row(
            indexPath: indexPath, content: content,
            isSelected: showsSelection && state.selection.contains(indexPath),
            editingControl: editing.control,
            showsReorderControl: try showsReorderControl(at: indexPath),
            swipeActions: swiped?.titles ?? [],
            swipeEdge: swiped?.edge ?? .trailing, indentationLevel: cell?.indentationLevel ?? 0,
            isEditable: editing.isEditable))
      }
      var rendered = RenderedTable.Section(index: section, headerTitle: nil, rows: rows)
      let views = decoration.sectionViews
      if let view = views.headers[section] {
        if let view = view as? TitleHeaderFooterView {
          rendered.headerTitle = Self.title(of: view)
        } else {
          rendered.headerView = try Self.elements(of: view, at: .headerView(section: section))
        }
      }
      if end <= range.upperBound, let view = views.footers[section] {
        if let view = view as? TitleHeaderFooterView {
          rendered.footerTitle = Self.title(of: view)
        } else {
          rendered.footerView = try Self.elements(of: view, at: .footerView(section: section))
        }
      }
      table.sections.append(rendered)
    }
    return table
  }

  /// The title a view the table made for a section's title shows: its label's text, which the
  /// delegate may change in `willDisplayHeaderView`; none when the view is hidden or
  /// transparent.
  private static func title(of view: TitleHeaderFooterView) -> String? {
    view.isDrawn ? view.textLabel?.text : nil
  }

  /// What a header or footer view shows: nothing when it is hidden or transparent.
  ///
  /// - Throws: ``TableViewError/viewTreeTooDeep(_:maximum:)`` when its subviews are nested
  ///   deeper than ``View/maximumRenderedDepth``.
  private static func elements(of view: View, at place: TableViewError.ViewPlace)
    throws(TableViewError) -> [RenderedElement]
  {
    let drawn = RenderingDepth.measuring { view.isDrawn ? view.renderedElements() : [] }
    guard drawn.isComplete else {
      throw .viewTreeTooDeep(place, maximum: View.maximumRenderedDepth)
    }
    return drawn.value
  }

  /// What a cell shows.
  ///
  /// - Throws: ``TableViewError/viewTreeTooDeep(_:maximum:)`` when its subviews are nested
  ///   deeper than ``View/maximumRenderedDepth``.
  private static func content(of cell: TableViewCell, at indexPath: IndexPath)
    throws(TableViewError) -> CellContent
  {
    let drawn = RenderingDepth.measuring { cell.renderedContent() }
    guard drawn.isComplete else {
      throw .viewTreeTooDeep(.cell(indexPath), maximum: View.maximumRenderedDepth)
    }
    return drawn.value
  }
}
