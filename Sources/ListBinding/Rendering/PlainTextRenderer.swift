/// Draws a table as plain text, one line per header, row and footer, for terminals, logs and
/// snapshot tests.
///
/// A row starts with a two-column gutter that marks selection, then shows its cell's elements
/// separated by spaces (a button as its title in brackets); accessories line up in a column
/// after the widest row. Grouped tables leave a blank line between sections. Rows outside the
/// viewport are counted on a line of their own. For a selected second row with a checkmark:
///
/// ```
/// 面
///   排骨面
/// ▸ 红椒面 ✓
///   青椒面
/// ```
///
/// Cell text is data: control characters and escape sequences are shown inert (see
/// ``TerminalText/inert``). Widths are display widths, so CJK text lines up. Every line ends
/// with a newline, trailing spaces are trimmed, and an empty table renders as the empty string.
public struct PlainTextRenderer: TableRenderer, Hashable, Sendable {
  /// The widest a line may be, in terminal columns, or `nil` for no limit.
  public var width: Int?

  /// The markers the renderer draws.
  public var symbols: Symbols

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - width: The widest a line may be, in terminal columns; longer text is cut with an
  ///     ellipsis at a character boundary. `nil` draws at natural width; a negative width
  ///     counts as 0.
  ///   - symbols: The markers to draw: ``Symbols/unicode`` or ``Symbols/ascii``.
  public init(width: Int? = nil, symbols: Symbols = .unicode) {
    self.width = width.map { max(0, $0) }
    self.symbols = symbols
  }

  /// Draws the table.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the visible text.
  public func render(_ table: RenderedTable) -> String {
    let allRows = table.sections.flatMap(\.rows)
    let editing = allRows.contains { $0.editingControl != .none }
    let rows = allRows.map { rowParts($0, showsEditingColumn: editing) }
    let column = accessoryColumn(for: rows)
    var lines: [String] = []
    if table.rowsAbove > 0 { lines.append(symbols.moreRows(table.rowsAbove, above: true)) }
    var rowIndex = 0
    for (position, section) in table.sections.enumerated() {
      if position > 0, table.style != .plain { lines.append("") }
      if let header = section.headerTitle { lines.append(fitted(header.inert)) }
      for _ in section.rows {
        lines.append(line(for: rows[rowIndex], accessoryColumn: column))
        rowIndex += 1
      }
      if let footer = section.footerTitle { lines.append(fitted(footer.inert)) }
    }
    if table.rowsBelow > 0 { lines.append(symbols.moreRows(table.rowsBelow, above: false)) }
    return lines.map { trimmingTrailingSpaces(fitted($0)) + "\n" }.joined()
  }

  /// The parts of a row's line: the gutter (editing control and selection marker), the text
  /// (leading swipe actions and the cell's elements), and what follows it (accessory, reorder
  /// control and trailing swipe actions), drawn in a column.
  private struct RowParts {
    var gutter: String
    var text: String
    var accessory: String
  }

  private func rowParts(_ row: RenderedTable.Row, showsEditingColumn: Bool) -> RowParts {
    var elements = row.content.elements.map { element in
      switch element {
      case .text(let text): return text.inert
      case .button(let title, _): return "[" + title.inert + "]"
      }
    }
    let actions = row.swipeActions.map { "<" + $0.inert + ">" }.joined(separator: " ")
    if !actions.isEmpty, row.swipeEdge == .leading { elements.insert(actions, at: 0) }
    var gutter = (row.isSelected ? symbols.selected : symbols.unselected) + " "
    if showsEditingColumn { gutter = symbols.editingControl(row.editingControl) + " " + gutter }
    let suffix = [
      symbols.accessory(row.content.accessory),
      row.showsReorderControl ? symbols.reorderControl : "",
      row.swipeEdge == .trailing ? actions : "",
    ].filter { !$0.isEmpty }.joined(separator: " ")
    return RowParts(gutter: gutter, text: elements.joined(separator: " "), accessory: suffix)
  }

  /// The column width the text of rows with an accessory is padded to.
  private func accessoryColumn(for rows: [RowParts]) -> Int {
    let widest = rows.map(\.text.displayWidth).max() ?? 0
    guard let width else { return widest }
    let accessoryWidth = rows.map(\.accessory.displayWidth).max() ?? 0
    let gutterWidth = rows.first?.gutter.displayWidth ?? 0
    return max(0, min(widest, width - gutterWidth - 1 - accessoryWidth))
  }

  private func line(for row: RowParts, accessoryColumn: Int) -> String {
    guard !row.accessory.isEmpty else {
      guard let width else { return row.gutter + row.text }
      let budget = max(0, width - row.gutter.displayWidth)
      return row.gutter + row.text.truncated(toWidth: budget, ellipsis: symbols.ellipsis)
    }
    let text = row.text.truncated(toWidth: accessoryColumn, ellipsis: symbols.ellipsis)
    return row.gutter + text.padded(toWidth: accessoryColumn) + " " + row.accessory
  }

  /// The line cut to the width limit, if there is one.
  private func fitted(_ line: String) -> String {
    guard let width else { return line }
    return line.truncated(toWidth: width, ellipsis: symbols.ellipsis)
  }

  private func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
