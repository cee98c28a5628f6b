import Foundation
import ListBinding

extension TerminalSession {
  /// Fits the viewport to the screen, keeps the focused row in it, and lays out the frame.
  ///
  /// The viewport counts rows while the screen counts lines (headers, footers, blank lines
  /// between groups and the lines counting rows outside the viewport take lines too), so the
  /// viewport starts as tall as the table's part of the screen and shrinks by the lines over
  /// until the table fits.
  func layOut() {
    let hasTitle = size.rows > 2
    let filterLine = size.rows > 3 ? self.filterLine : nil
    let height =
      ScreenLayout.tableHeight(rows: size.rows, hasTitle: hasTitle) - (filterLine == nil ? 0 : 1)
    var table = RenderedTable(sections: [])
    var lines: [PlainTextRenderer.Line] = []
    do {
      (table, lines) = try fitTable(toLines: height)
    } catch {
      message = failure(error)
    }
    focusAnchor = focus.map { focus in
      (focus.indexPath, Weak(object: tableView.displayedCell(at: focus.indexPath)))
    }
    if var current = focus, let button = current.button {
      let count =
        tableView.displayedCell(at: current.indexPath)
        .map { TableGestures.buttons(of: $0).count } ?? 0
      if button >= count { current.button = nil }
      focus = current
    }
    let layout = ScreenLayout(
      size: size, title: hasTitle ? titleLine : nil, tableLines: lines.map(\.text),
      lineRows: lines.map(\.indexPath), focus: focus,
      focusedButton: focusedButtonText(in: table), status: status,
      capabilities: capabilities, theme: configuration.marks, filterLine: filterLine,
      position: positionText, help: showsHelp ? helpLines : nil,
      highlights: highlights(of: lines))
    frame = layout.frame()
  }

  /// The characters the filter's query matches in the lines of rows, by line, as the fuzzy
  /// matcher finds them in the drawn (inert) text.
  private func highlights(of lines: [PlainTextRenderer.Line]) -> [Int: Set<Int>] {
    guard let query = configuration.filter?.filterText, !query.isEmpty else { return [:] }
    let matcher = FuzzyMatcher(query: query)
    var highlights: [Int: Set<Int>] = [:]
    for (index, line) in lines.enumerated() where line.indexPath != nil {
      if let match = matcher.match(line.text) { highlights[index] = Set(match.positions) }
    }
    return highlights
  }

  /// Sets the viewport's height so that the rendered table fits in `height` lines, with the
  /// focused row visible, and returns what it shows and its lines.
  ///
  /// It starts from the viewport's height, so that a key that changes nothing renders once.
  /// Then it searches between the most rows known to fit and the fewest known not to: it
  /// shrinks by the lines over, grows into lines left free while rows lie outside the viewport,
  /// and halves the gap between the two. Since the rows a height shows depend on where the
  /// viewport lands (headers and blank lines come and go), it then adds one row at a time
  /// while lines are left free. At most twelve drawings in all.
  private func fitTable(toLines height: Int) throws(TableViewError)
    -> (RenderedTable, [PlainTextRenderer.Line])
  {
    let renderer = PlainTextRenderer(
      width: max(0, size.columns - 2), symbols: configuration.symbols)
    var rowsShown = min(max(1, tableView.viewportHeight), max(1, height))
    let start = FitMemo(
      height: height, columns: size.columns, offset: tableView.rowOffset,
      totalRows: rows.totalRows, rows: rowsShown, tooMany: 0)
    let known = fitMemo?.tooMany(for: start) ?? Int.max
    var drawings = 0
    var last = Fit(rows: 0, offset: 0, table: RenderedTable(sections: []), lines: [])
    func attempt(_ rows: Int, at offset: Int? = nil) throws(TableViewError) -> Fit {
      drawings += 1
      let (table, lines) = try draw(rows: rows, at: offset, with: renderer)
      last = Fit(rows: rows, offset: tableView.rowOffset, table: table, lines: lines)
      return last
    }

    var fitting: Fit?
    var tooMany = known
    while drawings < 8 {
      let current = try attempt(rowsShown)
      var next: Int
      if current.lines.count > height {
        guard rowsShown > 1 else { break }
        tooMany = rowsShown
        next = rowsShown - (current.lines.count - height)
      } else {
        fitting = current
        guard current.hasRoom(in: height) else { break }
        next = rowsShown + (height - current.lines.count)
      }
      let floor = fitting?.rows ?? 0
      if next <= floor || next >= tooMany { next = floor + (min(tooMany, height + 1) - floor) / 2 }
      next = min(max(next, 1), height)
      guard next != rowsShown, next > floor, next < tooMany else { break }
      rowsShown = next
    }

    var failed = known
    while drawings < 12, let current = fitting, current.hasRoom(in: height),
      current.rows + 1 < failed
    {
      let more = try attempt(current.rows + 1)
      if more.lines.count <= height { fitting = more } else { failed = current.rows + 1 }
    }
    if let fitting, last.rows != fitting.rows || last.offset != fitting.offset {
      _ = try attempt(fitting.rows, at: fitting.offset)
    }

    // What does not fit at one offset may fit at another: remembered only when the fit did not
    // scroll.
    let scrolled = tableView.rowOffset != start.offset
    fitMemo = FitMemo(
      height: height, columns: size.columns, offset: tableView.rowOffset,
      totalRows: rows.totalRows, rows: tableView.viewportHeight,
      tooMany: scrolled ? Int.max : failed)
    return (last.table, last.lines)
  }

  /// A drawing of the table with a number of rows in the viewport.
  private struct Fit {
    var rows: Int
    var offset: Int
    var table: RenderedTable
    var lines: [PlainTextRenderer.Line]

    /// Whether lines are left free in `height` while rows lie outside the viewport.
    func hasRoom(in height: Int) -> Bool {
      lines.count < height && rows < height && table.rowsAbove + table.rowsBelow > 0
    }
  }

  /// What the last fit found out: the fewest rows known not to fit, for the same screen and
  /// table, so that the next frame does not draw them again to find out.
  struct FitMemo: Hashable {
    var height: Int
    var columns: Int
    var offset: Int
    var totalRows: Int
    var rows: Int
    var tooMany: Int

    /// The fewest rows known not to fit when `other` starts where this fit ended, else `nil`.
    func tooMany(for other: FitMemo) -> Int? {
      guard height == other.height, columns == other.columns, offset == other.offset,
        totalRows == other.totalRows, rows == other.rows
      else { return nil }
      return tooMany
    }
  }

  /// Sets the viewport to `rows` rows, at `offset` or else with the focused row in it, and
  /// draws the table.
  private func draw(rows: Int, at offset: Int?, with renderer: PlainTextRenderer)
    throws(TableViewError) -> (RenderedTable, [PlainTextRenderer.Line])
  {
    try tableView.setViewportHeight(rows)
    if let offset {
      try tableView.setContentOffset(offset)
    } else if let focus {
      try tableView.scrollToRow(at: focus.indexPath, at: .none)
    }
    let table = try tableView.renderedTable()
    return (table, renderer.renderLines(table))
  }

  /// The text of the focused button in its row's line, and of the elements before it, as the
  /// plain renderer draws them. The focus counts the buttons a finger can tap; the line shows
  /// also those that take no touches.
  private func focusedButtonText(in table: RenderedTable) -> (before: String, button: String)? {
    guard let focus, let tappable = focus.button,
      let cell = tableView.displayedCell(at: focus.indexPath),
      let position = TableGestures.drawnPosition(ofButton: tappable, in: cell),
      let row = table.sections.lazy.flatMap(\.rows).first(where: {
        $0.indexPath == focus.indexPath
      })
    else { return nil }
    var drawn: [String] = []
    var buttonsSeen = 0
    for element in row.content.elements {
      switch element {
      case .text(let text):
        drawn.append(ScreenText.inert(text))
      case .styledText(let text):
        drawn.append(ScreenText.inert(text.text))
      case .image(let image):
        drawn.append(":" + ScreenText.inert(image.name) + ":")
      case .switch(let isOn):
        drawn.append(isOn ? "[on]" : "[off]")
      case .lineBreak, .columnBreak:
        return nil
      case .button, .styledButton:
        let button = "[" + ScreenText.inert(element.drawnButtonTitle) + "]"
        if buttonsSeen == position {
          let before = drawn.joined(separator: " ")
          return (before.isEmpty ? "" : before + " ", button)
        }
        buttonsSeen += 1
        drawn.append(button)
      }
    }
    return nil
  }
}

extension RenderedElement {
  /// The title of a button element, plain or styled; empty for any other element.
  fileprivate var drawnButtonTitle: String {
    switch self {
    case .button(let title, _): return title
    case .styledButton(let title, _): return title.text
    default: return ""
    }
  }
}
