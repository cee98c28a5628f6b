import Foundation
import ListBinding
import Testing

/// Attacks on the plain-text renderer and `TerminalText` with values built by hand: text that
/// would drive a terminal, widths, counts and levels anywhere. The output is inert and within
/// its width.
@MainActor
@Suite("Hostile input: renderer")
struct RendererHostileTests {
  /// A table value whose every piece of text is `text`.
  func table(of text: String, rowsAbove: Int = 0, rowsBelow: Int = 0, level: Int = 0)
    -> RenderedTable
  {
    let content = CellContent(
      elements: [.text(text), .button(title: text, isSelected: true), .lineBreak, .text(text)],
      accessory: .checkmark, accessoryView: [.text(text)])
    let row = RenderedTable.Row(
      indexPath: IndexPath(row: 0, section: 0), content: content, isSelected: true,
      editingControl: .delete, showsReorderControl: true, swipeActions: [text, text],
      indentationLevel: level)
    var table = RenderedTable(
      sections: [
        RenderedTable.Section(
          index: 0, headerTitle: text, footerTitle: text, headerView: [.text(text)],
          footerView: [.button(title: text, isSelected: false)], rows: [row])
      ], rowsAbove: rowsAbove, rowsBelow: rowsBelow, tableHeaderView: [.text(text)],
      tableFooterView: [.text(text)], isEditing: true)
    table.sectionIndexTitles = [text, "A"]
    return table
  }

  @Test(
    "Text that would drive a terminal is drawn inert",
    arguments: hostileStrings.map(InertArgument.init))
  func inert(_ argument: InertArgument) {
    let text = argument.text
    for width in [nil, 0, 1, 5, 80] as [Int?] {
      for symbols in [PlainTextRenderer.Symbols.unicode, .ascii] {
        let renderer = PlainTextRenderer(width: width, symbols: symbols, drawsSeparators: true)
        let output = renderer.render(table(of: text))
        #expect(!drivesTerminal(output), "width \(String(describing: width))")
        let lines = renderer.renderLines(table(of: text))
        #expect(lines.allSatisfy { !drivesTerminal($0.text) })
        if let width {
          #expect(lines.allSatisfy { TerminalText($0.text).displayWidth <= width })
        }
      }
    }
  }

  @Test(
    "Widths anywhere are clamped",
    arguments: [Int.min, -1, Int.max, PlainTextRenderer.maximumWidth + 1])
  func widths(_ width: Int) {
    var renderer = PlainTextRenderer(width: width, drawsSeparators: true)
    #expect(renderer.width == min(max(0, width), PlainTextRenderer.maximumWidth))
    renderer.width = width
    #expect(renderer.width == min(max(0, width), PlainTextRenderer.maximumWidth))
    let lines = renderer.renderLines(table(of: "word"))
    #expect(lines.allSatisfy { $0.text.count <= PlainTextRenderer.maximumWidth })
  }

  @Test(
    "Row counts and indentation levels anywhere draw without a trap",
    arguments: [Int.min, -1, Int.max, 1 << 40])
  func counts(_ value: Int) {
    let output = PlainTextRenderer(width: 40).render(
      table(of: "word", rowsAbove: value, rowsBelow: value, level: value))
    #expect(!drivesTerminal(output))
    #expect(output.split(separator: "\n").allSatisfy { TerminalText($0).displayWidth <= 40 })
  }

  @Test("A megabyte of text in a narrow renderer draws within its width")
  func megabyteText() {
    let row = RenderedTable.Row(
      indexPath: IndexPath(row: 0, section: 0), content: CellContent(elements: [.text(megabyte)]))
    let table = RenderedTable(sections: [RenderedTable.Section(index: 0, rows: [row])])
    let lines = PlainTextRenderer(width: 20).renderLines(table)
    #expect(lines.allSatisfy { TerminalText($0.text).displayWidth <= 20 })
  }

  @Test(
    "TerminalText makes every hostile string inert",
    arguments: (hostileStrings + [megabyte]).map(InertArgument.init))
  func terminalText(_ argument: InertArgument) {
    let text = argument.text
    let inert = TerminalText(text).inert
    #expect(!drivesTerminal(inert.replacingOccurrences(of: "\n", with: "")))
    #expect(!inert.contains("\u{1B}"))
    #expect(TerminalText(text).displayWidth >= 0)
  }

  @Test("Every C0 and C1 control, DEL, NUL and lone surrogate-free scalars come out inert")
  func everyControl() {
    let controls =
      (0x00...0x1F).map { String(UnicodeScalar(UInt8($0))) } + ["\u{7F}"]
      + (0x80...0x9F).compactMap { Unicode.Scalar($0).map(String.init) }
    let text = controls.joined()
    #expect(!drivesTerminal(TerminalText(text).inert.replacingOccurrences(of: "\n", with: "")))
    #expect(!drivesTerminal(PlainTextRenderer(width: 200).render(table(of: text))))
    let invalid = String(decoding: [0xED, 0xA0, 0x80, 0xFF, 0xC0, 0x1B, 0x5B], as: UTF8.self)
    #expect(!drivesTerminal(PlainTextRenderer().render(table(of: invalid))))
  }
}
