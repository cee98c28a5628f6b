import Foundation

/// One line of elements, as a renderer draws it: the text before a column break, the text
/// after it, and how many lines it may take.
struct ElementLine {
  /// The drawn elements before the column break, separated by spaces.
  var leading: [String] = []
  /// The drawn elements after the column break, or `nil` when the line has none.
  var trailing: [String]?
  /// How many lines the text may take: `nil` for one, cut to the width; 0 for as many as it
  /// needs; or that many. Set by the styled texts that wrap.
  var lineLimit: Int?

  /// The lines of `elements`, split at their line breaks; none for no elements.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the elements.
  static func lines(of elements: [RenderedElement], renderer: PlainTextRenderer) -> [ElementLine] {
    guard !elements.isEmpty else { return [] }
    var lines: [ElementLine] = []
    var current = ElementLine()
    for element in elements {
      switch element {
      case .lineBreak:
        lines.append(current)
        current = ElementLine()
      case .columnBreak:
        if current.trailing == nil { current.trailing = [] }
      case .styledText(let text) where text.wraps:
        current.append(text.text.drawnWithLineBreaks)
        current.lineLimit = combined(current.lineLimit, text.numberOfLines)
      default:
        current.append(renderer.draw(element))
      }
    }
    lines.append(current)
    return lines
  }

  /// Adds a drawn element to the part of the line being built.
  private mutating func append(_ drawn: String) {
    if trailing != nil { trailing?.append(drawn) } else { leading.append(drawn) }
  }

  /// The larger of two line limits, 0 (any number) winning.
  private static func combined(_ limit: Int?, _ numberOfLines: Int) -> Int {
    let lines = max(0, numberOfLines)
    guard let limit else { return lines }
    return limit == 0 || lines == 0 ? 0 : max(limit, lines)
  }

  /// The text before the column break.
  var leadingText: String { leading.joined(separator: " ") }

  /// The whole line, the part after the column break starting `column` columns in when given,
  /// else one space after the rest.
  func text(column: Int? = nil) -> String {
    guard let trailing else { return leadingText }
    let after = trailing.joined(separator: " ")
    guard let column else { return leading.isEmpty ? after : leadingText + " " + after }
    return leadingText.paddedAfterLastLine(toWidth: column) + " " + after
  }

  /// The line as lines of at most `width` columns: wrapped when it may take several lines,
  /// split at its line breaks, cut with `ellipsis` after its line limit; a line that takes one
  /// line as it is, to be cut later.
  func wrapped(toWidth width: Int?, ellipsis: String, column: Int? = nil) -> [String] {
    let text = text(column: column)
    guard let lineLimit else { return [text] }
    return text.wrapped(toWidth: width, lineLimit: lineLimit, ellipsis: ellipsis)
  }
}

/// The rows of a table laid out for a ``PlainTextRenderer``: each row's gutter, lines and
/// accessory, with the detail and accessory columns they share.
struct TableLayout {
  /// One row's parts.
  struct Row {
    /// The editing control and selection marker.
    var gutter: String
    /// The row's text lines, wrapped.
    var lines: [String]
    /// What follows the text on the first line: accessory, reorder control, trailing swipe
    /// actions.
    var accessory: String
  }

  /// The rows, in table order.
  private(set) var rows: [Row] = []
  /// The column the first line of rows with an accessory is padded to: after the widest first
  /// line, within the width.
  private(set) var accessoryColumn = 0
  /// The width of every row's gutter.
  private(set) var gutterWidth = 0
  private let width: Int?
  private let ellipsis: String

  /// Lays out the rows of `table`.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the rows.
  init(_ table: RenderedTable, renderer: PlainTextRenderer) {
    width = renderer.width
    ellipsis = renderer.symbols.ellipsis
    let all = table.sections.flatMap(\.rows)
    let editing = all.contains { $0.editingControl != .none }
    var parts: [(gutter: String, lines: [ElementLine], accessory: String)] = []
    parts.reserveCapacity(all.count)
    for row in all {
      parts.append(Self.parts(of: row, editing: editing, table: table, renderer: renderer))
    }
    let column = parts.lazy.flatMap(\.lines).filter { $0.trailing != nil }
      .map { $0.leadingText.lastLineWidth }.max()
    gutterWidth = parts.first?.gutter.displayWidth ?? 0
    let accessoryWidth = parts.map(\.accessory.displayWidth).max() ?? 0
    rows = parts.map { part in
      let budget = width.map { width in
        max(0, width - gutterWidth - (part.accessory.isEmpty ? 0 : 1 + accessoryWidth))
      }
      let lines = part.lines.flatMap {
        $0.wrapped(toWidth: budget, ellipsis: ellipsis, column: column)
      }
      return Row(
        gutter: part.gutter, lines: lines.isEmpty ? [""] : lines, accessory: part.accessory)
    }
    let widest = rows.map { $0.lines.first?.displayWidth ?? 0 }.max() ?? 0
    accessoryColumn = widest
    if let width { accessoryColumn = max(0, min(widest, width - gutterWidth - 1 - accessoryWidth)) }
  }

  /// The gutter, element lines and accessory of a row.
  private static func parts(
    of row: RenderedTable.Row, editing: Bool, table: RenderedTable, renderer: PlainTextRenderer
  ) -> (gutter: String, lines: [ElementLine], accessory: String) {
    let symbols = renderer.symbols
    var lines = ElementLine.lines(of: row.content.elements, renderer: renderer)
    if lines.isEmpty { lines = [ElementLine()] }
    let actions = row.swipeActions.map { "<" + $0.inert + ">" }.joined(separator: " ")
    if !actions.isEmpty, row.swipeEdge == .leading { lines[0].leading.insert(actions, at: 0) }
    var gutter = (row.isSelected ? symbols.selected : symbols.unselected) + " "
    if editing { gutter = symbols.editingControl(row.editingControl) + " " + gutter }
    let content = row.content
    let view = table.isEditing ? content.editingAccessoryView : content.accessoryView
    let accessory =
      view.map { renderer.draw($0) }
      ?? symbols.accessory(table.isEditing ? content.editingAccessory : content.accessory)
    let suffix = [
      accessory,
      row.showsReorderControl ? symbols.reorderControl : "",
      row.swipeEdge == .trailing ? actions : "",
    ].filter { !$0.isEmpty }.joined(separator: " ")
    return (gutter, lines, suffix)
  }

  /// The text of the lines of the row at `index` in table order: the first with the gutter and
  /// the accessory in its column, the others under the first's text.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the row.
  func lines(ofRow index: Int) -> [String] {
    guard rows.indices.contains(index) else { return [] }
    let row = rows[index]
    let blank = String(repeating: " ", count: gutterWidth)
    var result: [String] = []
    for (position, text) in row.lines.enumerated() {
      let gutter = position == 0 ? row.gutter : blank
      guard position == 0, !row.accessory.isEmpty else {
        guard let width else {
          result.append(gutter + text)
          continue
        }
        let budget = max(0, width - gutterWidth)
        result.append(gutter + text.truncated(toWidth: budget, ellipsis: ellipsis))
        continue
      }
      let cut = text.truncated(toWidth: accessoryColumn, ellipsis: ellipsis)
      result.append(gutter + cut.padded(toWidth: accessoryColumn) + " " + row.accessory)
    }
    return result
  }
}

extension PlainTextRenderer {
  /// An element as text: made inert, a button in brackets, an image between colons, a switch as
  /// `[on]` or `[off]`; breaks as a space.
  func draw(_ element: RenderedElement) -> String {
    switch element {
    case .text(let text): return text.inert
    case .styledText(let text): return text.text.inert
    case .button(let title, _): return "[" + title.inert + "]"
    case .image(let image): return ":" + image.name.inert + ":"
    case .switch(let isOn): return isOn ? "[on]" : "[off]"
    case .lineBreak, .columnBreak: return " "
    }
  }

  /// Elements as one line of text, separated by spaces; breaks are not drawn.
  func draw(_ elements: [RenderedElement]) -> String {
    elements.filter { $0 != .lineBreak && $0 != .columnBreak }.map(draw).joined(separator: " ")
  }
}
