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
    if !elements.contains(where: \.isLayout) {
      return [ElementLine(leading: elements.map { renderer.draw($0) })]
    }
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

  /// Whether the line is one line as it is: no column break, no text that wraps.
  var isSimple: Bool { trailing == nil && lineLimit == nil }

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
    /// The row's first text line.
    var first: String
    /// The row's other text lines, wrapped: none for a row of one line.
    var rest: [String]
    /// What follows the text on the first line: accessory, reorder control, trailing swipe
    /// actions.
    var accessory: String
  }

  /// The rows, in table order.
  private(set) var rows: [Row] = []
  /// The column the first line of rows with an accessory is padded to, from the start of the
  /// line: after the widest gutter and first line, within the width.
  private(set) var accessoryColumn = 0
  /// The width of the widest row's gutter: the rows that can be edited while the table edits
  /// have the editing column in theirs, the others not.
  private(set) var gutterWidth = 0
  private let width: Int?
  private let ellipsis: String

  /// Lays out the rows of `table`.
  ///
  /// While rows show editing controls, every row the table can edit has the editing column in
  /// its gutter, so that its text is indented; a row that cannot be edited has none, and its
  /// text starts where it does outside editing, as UIKit does not indent it. Detail columns
  /// and accessories line up across rows whatever their gutters.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the rows.
  init(_ table: RenderedTable, renderer: PlainTextRenderer) {
    width = renderer.width
    ellipsis = renderer.symbols.ellipsis
    let editing = table.sections.contains { $0.rows.contains { $0.editingControl != .none } }
    let gutters = (
      selected: renderer.symbols.selected + " ", unselected: renderer.symbols.unselected + " "
    )
    var parts: [Parts] = []
    for section in table.sections.indices {
      for index in table.sections[section].rows.indices {
        let row = table.sections[section].rows[index]
        var part = Parts(row, table: table, renderer: renderer)
        part.gutter = row.isSelected ? gutters.selected : gutters.unselected
        if editing, row.isEditable {
          part.gutter = renderer.symbols.editingControl(row.editingControl) + " " + part.gutter
        }
        parts.append(part)
      }
    }
    // The column details start at, from the start of the line.
    var column: Int?
    for part in parts {
      for line in part.lines where line.trailing != nil {
        column = max(
          column ?? 0, part.gutter.displayWidth + part.indent + line.leadingText.lastLineWidth)
      }
    }
    gutterWidth = parts.reduce(0) { max($0, $1.gutter.displayWidth) }
    let accessoryWidth = parts.reduce(0) { max($0, $1.accessory.displayWidth) }
    rows.reserveCapacity(parts.count)
    var widest = 0
    for part in parts {
      var row = Row(gutter: part.gutter, first: "", rest: [], accessory: part.accessory)
      let gutter = part.gutter.displayWidth
      // An indented row's detail column starts as far in as the others'.
      let indent = String(repeating: " ", count: part.indent)
      let ownColumn = column.map { max(0, $0 - gutter - part.indent) }
      if part.lines.count == 1, part.lines[0].isSimple {
        row.first = indent + part.lines[0].text(column: ownColumn)
      } else {
        let budget = width.map { width in
          max(
            0,
            width - gutter - part.indent - (part.accessory.isEmpty ? 0 : 1 + accessoryWidth))
        }
        var lines = part.lines.flatMap {
          $0.wrapped(toWidth: budget, ellipsis: ellipsis, column: ownColumn).map { indent + $0 }
        }
        if !lines.isEmpty { row.first = lines.removeFirst() }
        row.rest = lines
      }
      widest = max(widest, gutter + row.first.displayWidth)
      rows.append(row)
    }
    accessoryColumn = widest
    if let width { accessoryColumn = max(0, min(widest, width - 1 - accessoryWidth)) }
  }

  /// The gutter, element lines, indentation and accessory of a row.
  private struct Parts {
    var gutter = ""
    var lines: [ElementLine]
    var accessory: String
    /// The columns the row's text is indented by: two a level, up to
    /// ``PlainTextRenderer/maximumIndentationLevel`` levels.
    var indent: Int

    /// The lines and accessory of `row`; the gutter is left to the caller.
    init(_ row: RenderedTable.Row, table: RenderedTable, renderer: PlainTextRenderer) {
      let symbols = renderer.symbols
      indent =
        2 * min(max(0, row.indentationLevel), PlainTextRenderer.maximumIndentationLevel)
      lines = ElementLine.lines(of: row.content.elements, renderer: renderer)
      if lines.isEmpty { lines = [ElementLine()] }
      let actions =
        row.swipeActions.isEmpty
        ? "" : row.swipeActions.map { "<" + $0.inert + ">" }.joined(separator: " ")
      if !actions.isEmpty, row.swipeEdge == .leading { lines[0].leading.insert(actions, at: 0) }
      let content = row.content
      // A row that cannot be edited keeps its normal accessory while the table edits.
      let editing = table.isEditing && row.isEditable
      let view = editing ? content.editingAccessoryView : content.accessoryView
      let drawn =
        view.map { renderer.draw($0) }
        ?? symbols.accessory(editing ? content.editingAccessory : content.accessory)
      var suffix = drawn
      func add(_ part: String) {
        guard !part.isEmpty else { return }
        suffix += suffix.isEmpty ? part : " " + part
      }
      if row.showsReorderControl { add(symbols.reorderControl) }
      if row.swipeEdge == .trailing { add(actions) }
      accessory = suffix
    }
  }

  /// Draws the lines of the row at `index` in table order: the first with the gutter and the
  /// accessory in its column, the others under the first's text.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the row.
  func drawRow(_ index: Int, _ emit: (String) -> Void) {
    guard rows.indices.contains(index) else { return }
    let row = rows[index]
    let gutter = row.gutter.displayWidth
    if row.accessory.isEmpty {
      emit(row.gutter + cut(row.first, after: gutter))
    } else {
      let textWidth = max(0, accessoryColumn - gutter)
      let text = row.first.truncated(toWidth: textWidth, ellipsis: ellipsis)
      emit(row.gutter + text.padded(toWidth: textWidth) + " " + row.accessory)
    }
    let blank = String(repeating: " ", count: gutter)
    for line in row.rest { emit(blank + cut(line, after: gutter)) }
  }

  /// A line of a row's text cut to the width after a gutter `gutter` columns wide, if there is
  /// a width.
  private func cut(_ text: String, after gutter: Int) -> String {
    guard let width else { return text }
    return text.truncated(toWidth: max(0, width - gutter), ellipsis: ellipsis)
  }
}

extension RenderedElement {
  /// Whether the element changes how its line is laid out: a break, or text that wraps.
  fileprivate var isLayout: Bool {
    switch self {
    case .lineBreak, .columnBreak: return true
    case .styledText(let text): return text.wraps
    case .text, .button, .styledButton, .image, .switch: return false
    }
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
    case .styledButton(let title, _): return "[" + title.text.inert + "]"
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
