import Foundation

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
/// The other elements: an image is drawn as its name between colons (`:wifi:`), a switch as
/// `[on]` or `[off]`, an accessory view in the accessory column. A `.subtitle` cell's detail
/// goes on a line of its own under its text; the detail of a `.value1` or `.value2` cell, and
/// a value cell configuration's secondary text, in a column that lines up over the rows. A label
/// or configuration text of more than one line wraps at the renderer's width, and its line
/// breaks start new lines. Header and footer views, and the table's header and footer views,
/// are drawn where titles would be:
///
/// ```
/// Settings
/// ▸ :wifi: Wi-Fi Home ›
///   :bell: Sounds     [on]
///   Notifications
///   Shown on the lock screen
/// Version 1.0
/// ```
///
/// A row whose ``RenderedTable/Row/indentationLevel`` is above 0 (its cell's
/// ``TableViewCell/indentationLevel``) starts its text two columns further in a level, up to
/// ``maximumIndentationLevel`` levels:
///
/// ```
///   Fruit
///     Apples
///     Pears
/// ```
///
/// A table that shows a section index (see ``RenderedTable/sectionIndexTitles``) has its
/// titles in a column on the right, one a line from the first, two columns after the widest
/// line (see ``maximumSectionIndexTitleWidth``):
///
/// ```
/// A        A
///   Anna   B
///   Anton  C
/// B
///   Bert
/// ```
///
/// Cell text is data: control characters and escape sequences are shown inert (see
/// ``TerminalText/inert``). So are the combining marks (and joiners, variation selectors) at the
/// start of a text, which a terminal would draw on the space or bracket before it, in the
/// gutter or the previous element's column: they show as escapes, in columns of their own. A
/// selected row whose text is `"\u{301}abc"` (a combining acute accent, then `abc`), over a row
/// `"abc"`, is drawn
///
/// ```
/// ▸ \u{301}abc
///   abc
/// ```
///
/// Widths are display widths, so CJK text lines up. Every line ends with a newline, trailing
/// spaces are trimmed, and an empty table renders as the empty string.
public struct PlainTextRenderer: TableRenderer, Hashable, Sendable {
  /// The widest a line may be, in terminal columns, or `nil` for no limit.
  ///
  /// A negative width counts as 0, and one above ``maximumWidth`` as that maximum, whether set
  /// here or passed to ``init(width:symbols:drawsSeparators:)``.
  public var width: Int? {
    didSet { width = Self.clamped(width) }
  }

  /// The largest ``width`` a renderer keeps, in terminal columns: 10,000, as many as the widest
  /// terminal ListBindingTerminal draws in. A separator line is drawn to the width, so a larger
  /// one would allocate lines no screen shows.
  public static let maximumWidth = 10_000

  /// The markers the renderer draws.
  public var symbols: Symbols

  /// Whether to draw a separator line between the rows of a section when the table's
  /// ``RenderedTable/separatorStyle`` is `.singleLine`. Default: `false`.
  ///
  /// A separator is ``Symbols/separator`` repeated to the renderer's width, or else to the
  /// widest row line. It starts under the rows' text when the table's separator inset has a
  /// left inset above 0 (UIKit's default), at the first column when it is 0:
  ///
  /// ```
  /// ▸ :wifi: Wi-Fi Home ›
  ///   ────────────────────────
  ///   :bell: Sounds     [on]
  /// ```
  public var drawsSeparators: Bool

  /// The deepest indentation level the renderer draws: a deeper row is drawn at this level.
  nonisolated public static let maximumIndentationLevel = 16

  /// One line of a drawing, with the row it draws.
  public struct Line: Hashable, Sendable {
    /// The line's text, without its newline.
    public var text: String
    /// The index path of the row the line draws (each line of a row of several lines), or `nil`
    /// for headers, footers, separators, blank lines and the lines that count rows.
    public var indexPath: IndexPath?

    /// Creates a line.
    ///
    /// - Complexity: O(1).
    public init(text: String, indexPath: IndexPath? = nil) {
      self.text = text
      self.indexPath = indexPath
    }
  }

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - width: The widest a line may be, in terminal columns; longer text is cut with an
  ///     ellipsis at a character boundary, or wrapped when it may take several lines. `nil`
  ///     draws at natural width; a negative width counts as 0, one above ``maximumWidth`` as
  ///     that maximum.
  ///   - symbols: The markers to draw: ``Symbols/unicode`` or ``Symbols/ascii``.
  ///   - drawsSeparators: Whether to draw separators between rows (see ``drawsSeparators``).
  /// - Complexity: O(1).
  public init(width: Int? = nil, symbols: Symbols = .unicode, drawsSeparators: Bool = false) {
    self.width = Self.clamped(width)
    self.symbols = symbols
    self.drawsSeparators = drawsSeparators
  }

  /// A width within 0...``maximumWidth``.
  private static func clamped(_ width: Int?) -> Int? {
    width.map { min(max(0, $0), maximumWidth) }
  }

  /// Draws the table.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the visible text.
  public func render(_ table: RenderedTable) -> String {
    var text = ""
    drawWithSectionIndex(table) { line, _ in
      text += line
      text += "\n"
    }
    return text
  }

  /// Draws the table as lines, each with the row it draws: what ``render(_:)`` joins.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the visible text.
  public func renderLines(_ table: RenderedTable) -> [Line] {
    var lines: [Line] = []
    drawWithSectionIndex(table) { text, indexPath in
      lines.append(Line(text: text, indexPath: indexPath))
    }
    return lines
  }

  /// Draws the table line by line, each cut to the width and without trailing spaces, with the
  /// row it draws.
  func draw(_ table: RenderedTable, _ emit: (String, IndexPath?) -> Void) {
    let layout = TableLayout(table, renderer: self)
    func text(_ line: String) { emit(finished(line), nil) }
    if table.rowsAbove > 0 { text(symbols.moreRows(table.rowsAbove, above: true)) }
    let groups = table.style != .plain
    if let header = table.tableHeaderView {
      let lines = blockLines(header)
      lines.forEach(text)
      if groups, !lines.isEmpty, !table.sections.isEmpty { text("") }
    }
    let separator =
      drawsSeparators && table.separatorStyle == .singleLine
      ? finished(separatorLine(for: table, layout: layout)) : nil
    var rowIndex = 0
    for (position, section) in table.sections.enumerated() {
      if position > 0, groups { text("") }
      if let view = section.headerView {
        blockLines(view).forEach(text)
      } else if let title = section.headerTitle {
        text(title.inert)
      }
      for index in section.rows.indices {
        if index > 0, let separator { emit(separator, nil) }
        let indexPath = section.rows[index].indexPath
        layout.drawRow(rowIndex) { emit(finished($0), indexPath) }
        rowIndex += 1
      }
      if let view = section.footerView {
        blockLines(view).forEach(text)
      } else if let title = section.footerTitle {
        text(title.inert)
      }
    }
    if let footer = table.tableFooterView {
      let lines = blockLines(footer)
      if groups, !lines.isEmpty, !table.sections.isEmpty { text("") }
      lines.forEach(text)
    }
    if table.rowsBelow > 0 { text(symbols.moreRows(table.rowsBelow, above: false)) }
  }

  /// The separator line: the symbol repeated from the gutter's end, or the first column, to the
  /// width, or else to the widest row line.
  private func separatorLine(for table: RenderedTable, layout: TableLayout) -> String {
    let start = table.separatorInset.left > 0 ? layout.gutterWidth : 0
    var end = width ?? 0
    if width == nil {
      for index in layout.rows.indices {
        layout.drawRow(index) { end = max(end, $0.displayWidth) }
      }
    }
    let symbolWidth = max(1, symbols.separator.displayWidth)
    let count = max(0, end - start) / symbolWidth
    return String(repeating: " ", count: start)
      + String(repeating: symbols.separator, count: count)
  }

  /// The lines of a header or footer view, or of the table's: its elements from the first
  /// column, cut or wrapped to the width.
  private func blockLines(_ elements: [RenderedElement]) -> [String] {
    ElementLine.lines(of: elements, renderer: self).flatMap { line in
      line.wrapped(toWidth: width, ellipsis: symbols.ellipsis)
    }
  }

  /// The line cut to the width limit, if there is one, without trailing spaces.
  private func finished(_ line: String) -> String {
    var line = line
    if let width { line = line.truncated(toWidth: width, ellipsis: symbols.ellipsis) }
    while line.last == " " { line.removeLast() }
    return line
  }
}
