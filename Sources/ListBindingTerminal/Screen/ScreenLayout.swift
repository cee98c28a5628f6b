import Foundation
import ListBinding

/// Lays out one screen: a title line, the table's lines with the focus marked, and a status
/// line, fitted to the terminal's size. A pure value: the same input gives the same frame.
///
/// The first screen of a questionnaire of two required questions, 6 lines by 90 columns:
///
/// ```text
/// Questionnaire  ↑↓ move · Space tap · q done · Tab button · ? keys
///   您的性别是：
/// ❯   [○] 男
///     [○] 女
///   ⋮ 2 rows below
/// ✗ no row is selected in required sections 0 "您的性别是：", 1 "您意向工作地点是："
/// ```
struct ScreenLayout {
  /// The screen's size.
  var size: TerminalSize
  /// The title line's text, or `nil` for no title line. Inert.
  var title: String?
  /// The table's lines as the plain renderer draws them, each at most two columns narrower than
  /// the screen. Inert.
  var tableLines: [String]
  /// The row each table line shows, `nil` for headers, footers and other lines.
  var lineRows: [IndexPath?]
  /// The focused row and button.
  var focus: Focus?
  /// The text a focused button shows in its row's line, and the text before it; `nil` when no
  /// button has the focus.
  var focusedButton: (before: String, button: String)?
  /// The status line.
  var status: Status
  /// What the terminal draws.
  var capabilities: TerminalCapabilities
  /// The focus marker (one column wide) and the colours.
  var theme: TerminalTheme
  /// The filter line above the status line, or `nil` for none. Inert.
  var filterLine: String?
  /// The position of the focus, drawn at the right end of the status line where it fits.
  var position: String?
  /// The lines of the key list, drawn instead of the table; `nil` to draw the table. Inert.
  var help: [String]?

  /// The marker of the focused row.
  var focusMarker: String { theme.focus }
  /// The characters a filter matched in table lines, by line: offsets in `Character`s of the
  /// line's text. Drawn underlined.
  var highlights: [Int: Set<Int>] = [:]

  /// A status line: its text and what it reports.
  struct Status: Hashable, Sendable {
    /// What the status reports, which decides its colour.
    enum Kind: Hashable, Sendable {
      case info
      case success
      case failure
    }
    /// The text. Inert.
    var text: String
    var kind: Kind
  }

  /// The number of lines the table gets: the screen's rows but the title and status lines.
  static func tableHeight(rows: Int, hasTitle: Bool) -> Int {
    max(0, rows - 1 - (hasTitle ? 1 : 0))
  }

  /// The frame: exactly `size.rows` lines.
  ///
  /// When the table has more lines than fit, the lines around the focused row are kept.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the lines.
  func frame() -> Frame {
    guard size.rows > 0 else { return Frame(rows: 0) }
    var lines: [Line] = []
    let hasTitle = title != nil && size.rows > 2
    if hasTitle, let title { lines.append(plainLine(title, Style(bold: true))) }
    let showsFilter = filterLine != nil && size.rows > 3
    let height =
      Self.tableHeight(rows: size.rows, hasTitle: hasTitle) - (showsFilter ? 1 : 0)
    if let help {
      for line in help.prefix(height) { lines.append(plainLine("  " + line, .plain)) }
    } else {
      let focusLine = lineRows.firstIndex { $0 != nil && $0 == focus?.indexPath }
      let count = tableLines.count
      var start = 0
      if count > height, let focusLine, focusLine >= height { start = focusLine - height + 1 }
      for index in start..<min(count, start + height) {
        lines.append(tableLine(index, focused: index == focusLine))
      }
    }
    let bottom = size.rows - 1 - (showsFilter ? 1 : 0)
    while lines.count < bottom { lines.append(Line()) }
    if showsFilter, let filterLine {
      lines.append(plainLine(filterLine, Style(colour: theme.accentColour.map(Style.Colour.init))))
    }
    let statusStyle: Style
    switch status.kind {
    case .info: statusStyle = .plain
    case .success: statusStyle = Style(colour: theme.successColour.map(Style.Colour.init))
    case .failure: statusStyle = Style(colour: theme.failureColour.map(Style.Colour.init))
    }
    lines.append(statusLine(statusStyle))
    return Frame(lines: Array(lines.prefix(size.rows)))
  }

  /// The status line, with the position at its right end when both fit with a space between.
  private func statusLine(_ style: Style) -> Line {
    guard let position else { return plainLine(status.text, style) }
    let positionWidth = ScreenText.width(position)
    let textWidth = ScreenText.width(status.text)
    guard textWidth + 1 + positionWidth <= size.columns else {
      return plainLine(status.text, style)
    }
    let gap = String(repeating: " ", count: size.columns - textWidth - positionWidth)
    return Line(
      runs: [Run(status.text, style), Run(gap + position)], width: size.columns)
  }

  /// A line of one run cut to the screen's width.
  private func plainLine(_ text: String, _ style: Style) -> Line {
    let fitted = ScreenText.prefix(text, fitting: size.columns)
    return Line(runs: [Run(String(fitted.text), style)], width: fitted.width)
  }

  /// A table line behind the focus gutter; the focused row reversed, or only its focused
  /// button. On a screen narrower than the gutter's two columns, the gutter is cut to the
  /// screen's width too: the marker alone on one column, nothing on none.
  private func tableLine(_ index: Int, focused: Bool) -> Line {
    let gutter = ScreenText.prefix(focused ? focusMarker + " " : "  ", fitting: size.columns)
    let text = tableLines[index]
    let fitted = ScreenText.prefix(text, fitting: max(0, size.columns - gutter.width))
    let width = gutter.width + fitted.width
    let visible = String(fitted.text)
    let matched = highlights[index] ?? []
    guard focused else {
      return Line(
        runs: [Run(String(gutter.text))] + Self.runs(visible, .plain, highlighting: matched),
        width: width)
    }
    let marker = Run(
      String(gutter.text), Style(bold: true, colour: theme.focusColour.map(Style.Colour.init)))
    if let focusedButton, let range = buttonRange(in: visible, focusedButton) {
      let inner = visible[range].dropFirst().dropLast()
      let button =
        capabilities.attributes
        ? Run(String(visible[range]), Style(reverse: true))
        : Run("<" + inner + ">")
      return Line(
        runs: [
          marker, Run(String(visible[..<range.lowerBound]), Style(bold: true)), button,
          Run(String(visible[range.upperBound...]), Style(bold: true)),
        ], width: width)
    }
    return Line(
      runs: [marker] + Self.runs(visible, Style(reverse: true), highlighting: matched),
      width: width)
  }

  /// The text in runs of `style`, the characters at `offsets` underlined too.
  static func runs(_ text: String, _ style: Style, highlighting offsets: Set<Int>) -> [Run] {
    guard !offsets.isEmpty else { return [Run(text, style)] }
    var highlighted = style
    highlighted.underline = true
    var runs: [Run] = []
    var current = ""
    var currentIsHighlighted = false
    for (offset, character) in text.enumerated() {
      let isHighlighted = offsets.contains(offset)
      if isHighlighted != currentIsHighlighted, !current.isEmpty {
        runs.append(Run(current, currentIsHighlighted ? highlighted : style))
        current = ""
      }
      currentIsHighlighted = isHighlighted
      current.append(character)
    }
    runs.append(Run(current, currentIsHighlighted ? highlighted : style))
    return runs
  }

  /// Where the focused button shows in its row's line: after the gutter and the elements before
  /// it.
  private func buttonRange(
    in line: String, _ button: (before: String, button: String)
  ) -> Range<String.Index>? {
    guard let whole = line.range(of: button.before + button.button) else { return nil }
    let start = line.index(whole.upperBound, offsetBy: -button.button.count)
    return start..<whole.upperBound
  }
}
