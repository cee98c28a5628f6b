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
    let height = ScreenLayout.tableHeight(rows: size.rows, hasTitle: hasTitle)
    var table = RenderedTable(sections: [])
    var lines: [String] = []
    do {
      (table, lines) = try fitTable(toLines: height)
    } catch {
      message = failure(error)
    }
    focusAnchor = focus.map { focus in
      (focus.indexPath, Weak(object: (try? tableView.cellForRow(at: focus.indexPath)) ?? nil))
    }
    if var current = focus, let button = current.button {
      let count =
        (try? tableView.cellForRow(at: current.indexPath)).flatMap { $0 }
        .map { TableGestures.buttons(of: $0).count } ?? 0
      if button >= count { current.button = nil }
      focus = current
    }
    let layout = ScreenLayout(
      size: size, title: hasTitle ? titleLine : nil, tableLines: lines,
      lineRows: Self.lineRows(of: table, lineCount: lines.count), focus: focus,
      focusedButton: focusedButtonText(in: table), status: status,
      capabilities: capabilities, focusMarker: configuration.marks.focus)
    frame = layout.frame()
  }

  /// Sets the viewport's height so that the rendered table fits in `height` lines, with the
  /// focused row visible, and returns what it shows and its lines.
  ///
  /// It starts from the viewport's height, so that a key that changes nothing renders once.
  /// Then it searches between the most rows known to fit and the fewest known not to: it
  /// shrinks by the lines over, grows into lines left free while rows lie outside the viewport,
  /// and halves the gap between the two, at most eight drawings in all.
  private func fitTable(toLines height: Int) throws(TableViewError)
    -> (RenderedTable, [String])
  {
    let renderer = PlainTextRenderer(
      width: max(0, size.columns - 2), symbols: configuration.symbols)
    var rowsShown = min(max(1, tableView.viewportHeight), max(1, height))
    var fitting: (rows: Int, table: RenderedTable, lines: [String])?
    let memo = FitMemo(
      height: height, columns: size.columns, offset: tableView.contentOffset,
      totalRows: rows.totalRows, rows: rowsShown, tooMany: 0)
    var tooMany = fitMemo?.tooMany(for: memo) ?? Int.max
    defer {
      // What does not fit at one offset may fit at another: remembered only when the fit did
      // not scroll.
      let scrolled = tableView.contentOffset != memo.offset
      fitMemo = FitMemo(
        height: height, columns: size.columns, offset: tableView.contentOffset,
        totalRows: rows.totalRows, rows: tableView.viewportHeight,
        tooMany: scrolled ? Int.max : tooMany)
    }
    for _ in 0..<8 {
      let (table, lines) = try draw(rows: rowsShown, with: renderer)
      var next: Int
      if lines.count > height {
        guard rowsShown > 1 else { return (table, lines) }
        tooMany = rowsShown
        next = rowsShown - (lines.count - height)
      } else {
        fitting = (rowsShown, table, lines)
        let room = height - lines.count
        guard room > 0, rowsShown < height, table.rowsAbove + table.rowsBelow > 0 else {
          return (table, lines)
        }
        next = rowsShown + room
      }
      let floor = fitting?.rows ?? 0
      if next <= floor || next >= tooMany { next = floor + (min(tooMany, height + 1) - floor) / 2 }
      next = min(max(next, 1), height)
      guard next != rowsShown, next > floor, next < tooMany else { break }
      rowsShown = next
    }
    guard let fitting else { return try draw(rows: rowsShown, with: renderer) }
    if fitting.rows == rowsShown { return (fitting.table, fitting.lines) }
    return try draw(rows: fitting.rows, with: renderer)
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

  /// Sets the viewport to `rows` rows with the focused row in it, and draws the table.
  private func draw(rows: Int, with renderer: PlainTextRenderer) throws(TableViewError)
    -> (RenderedTable, [String])
  {
    try tableView.setViewportHeight(rows)
    if let focus { try tableView.scrollToRow(at: focus.indexPath, at: .none) }
    let table = try tableView.renderedTable()
    var lines = renderer.render(table).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    return (table, lines)
  }

  /// The row each line of the plain renderer's drawing of `table` shows: `nil` for the lines
  /// counting rows outside the viewport, the blank lines between groups, headers and footers.
  /// Empty when the count does not match the drawing's.
  static func lineRows(of table: RenderedTable, lineCount: Int) -> [IndexPath?] {
    var rows: [IndexPath?] = []
    if table.rowsAbove > 0 { rows.append(nil) }
    for (position, section) in table.sections.enumerated() {
      if position > 0, table.style != .plain { rows.append(nil) }
      if section.headerTitle != nil { rows.append(nil) }
      rows += section.rows.map(\.indexPath)
      if section.footerTitle != nil { rows.append(nil) }
    }
    if table.rowsBelow > 0 { rows.append(nil) }
    return rows.count == lineCount ? rows : []
  }

  /// The text of the focused button in its row's line, and of the elements before it, as the
  /// plain renderer draws them.
  private func focusedButtonText(in table: RenderedTable) -> (before: String, button: String)? {
    guard let focus, let position = focus.button,
      let row = table.sections.lazy.flatMap(\.rows).first(where: {
        $0.indexPath == focus.indexPath
      })
    else { return nil }
    var drawn: [String] = []
    var buttonsSeen = 0
    for element in row.content.elements {
      switch element {
      case .text(let text):
        drawn.append(TerminalText.inert(text))
      case .button(let title, _):
        let button = "[" + TerminalText.inert(title) + "]"
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

  /// The first line: the title and the keys.
  private var titleLine: String {
    let marks = configuration.marks
    var keys = ["\(marks.upDown) move", "Space tap", "q done", "Tab button"]
    if configuration.filter != nil { keys.append("/ filter") }
    keys.append("e edit")
    let hints = keys.joined(separator: " · ")
    guard let title = configuration.title else { return hints }
    return TerminalText.inert(title) + "  " + hints
  }

  /// The status line: the filter being typed, a message, or what `validateSelection()` says.
  private var status: ScreenLayout.Status {
    if let filterInput {
      return ScreenLayout.Status(
        text: "/" + TerminalText.inert(filterInput) + "   Enter keeps · Esc clears", kind: .info)
    }
    if let message { return message }
    let editing = tableView.isEditing ? "editing: d delete · J/K move · e done   " : ""
    do {
      try tableView.validateSelection()
      return ScreenLayout.Status(
        text: editing + configuration.marks.valid + " selection valid", kind: .success)
    } catch {
      var status = failure(error)
      status.text = editing + status.text
      return status
    }
  }
}
