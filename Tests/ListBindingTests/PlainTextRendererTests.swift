import Foundation
import ListBinding
import Testing

@Suite("Plain-text renderer")
struct PlainTextRendererTests {
  typealias Row = RenderedTable.Row
  typealias Section = RenderedTable.Section

  func row(
    _ section: Int, _ row: Int, _ elements: [RenderedElement],
    accessory: TableViewCell.AccessoryType = .none, selected: Bool = false
  ) -> Row {
    Row(
      indexPath: IndexPath(row: row, section: section),
      content: CellContent(elements: elements, accessory: accessory), isSelected: selected)
  }

  var questionnaire: RenderedTable {
    RenderedTable(
      style: .grouped,
      sections: [
        Section(
          index: 0, headerTitle: "您的性别是：",
          rows: [
            row(0, 0, [.button(title: "○", isSelected: false), .text("男")]),
            row(0, 1, [.button(title: "●", isSelected: true), .text("女")]),
          ]),
        Section(
          index: 1, headerTitle: "您意向工作地点是：", footerTitle: "可多选",
          rows: [
            row(1, 0, [.text("成都")], accessory: .checkmark, selected: true),
            row(1, 1, [.text("Shanghai 上海")], accessory: .disclosureIndicator),
            row(1, 2, [.text("北京")]),
          ]),
      ])
  }

  @Test("A grouped Chinese table lines its accessories up in display columns")
  func grouped() {
    let expected = """
      您的性别是：
        [○] 男
        [●] 女

      您意向工作地点是：
      ▸ 成都          ✓
        Shanghai 上海 ›
        北京
      可多选

      """
    #expect(PlainTextRenderer().render(questionnaire) == expected)
  }

  @Test("A plain table runs its sections together")
  func plain() {
    var table = questionnaire
    table.style = .plain
    let expected = """
      您的性别是：
        [○] 男
        [●] 女
      您意向工作地点是：
      ▸ 成都          ✓
        Shanghai 上海 ›
        北京
      可多选

      """
    #expect(PlainTextRenderer().render(table) == expected)
  }

  @Test("ASCII symbols for terminals without Unicode")
  func ascii() {
    let table = RenderedTable(
      sections: [
        Section(
          index: 0,
          rows: [
            row(0, 0, [.text("one")], accessory: .checkmark, selected: true),
            row(0, 1, [.text("two")], accessory: .detailDisclosureButton),
            row(0, 2, [.text("three")], accessory: .detailButton),
          ])
      ], rowsAbove: 1, rowsBelow: 7)
    let expected = """
      : 1 row above
      > one   v
        two   (i) >
        three (i)
      : 7 rows below

      """
    #expect(PlainTextRenderer(symbols: .ascii).render(table) == expected)
  }

  @Test("A width limit cuts text at character boundaries and keeps the accessory column")
  func widthLimited() {
    let expected = """
      您的性别是：
        [○] 男
        [●] 女

      您意向工作地…
      ▸ 成都      ✓
        Shanghai… ›
        北京
      可多选

      """
    let rendered = PlainTextRenderer(width: 13).render(questionnaire)
    #expect(rendered == expected)
    for line in rendered.split(separator: "\n") {
      #expect(TerminalText(line).displayWidth <= 13, "\(line)")
    }
  }

  @Test("Every line fits any width, even one too narrow for the markers", arguments: 0...8)
  func tinyWidths(width: Int) {
    let rendered = PlainTextRenderer(width: width).render(questionnaire)
    for line in rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      #expect(TerminalText(line).displayWidth <= width, "\(line)")
      #expect(line.last != " ")
    }
  }

  @Test("A negative width counts as zero")
  func negativeWidth() {
    #expect(PlainTextRenderer(width: -4).width == 0)
  }

  @Test("Control characters and escape sequences in cell text are drawn inert")
  func inertText() {
    let table = RenderedTable(
      sections: [
        Section(
          index: 0, headerTitle: "head\u{1B}]0;pwned\u{07}",
          rows: [
            row(0, 0, [.text("red\u{1B}[31m!\u{9B}2J")]),
            row(0, 1, [.text("two\nlines\tand\r\u{7F}")]),
            row(0, 2, [.text("abc\u{202E}fed")]),
          ])
      ])
    let expected = #"""
      head\u{1B}]0;pwned\u{7}
        red\u{1B}[31m!\u{9B}2J
        two\nlines\tand\r\u{7F}
        abc\u{202E}fed

      """#
    let rendered = PlainTextRenderer().render(table)
    #expect(rendered == expected)
    #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test("Zero-width, wide, combining and replacement characters keep columns aligned")
  func widths() {
    let invalid = String(decoding: [0x61, 0xFF, 0x62] as [UInt8], as: UTF8.self)  // a�b
    let table = RenderedTable(
      sections: [
        Section(
          index: 0,
          rows: [
            row(0, 0, [.text("zero\u{200B}width")], accessory: .checkmark),
            row(0, 1, [.text("🍜 noodles")], accessory: .checkmark),
            row(0, 2, [.text("cafe\u{301} 🇨🇳")], accessory: .checkmark),
            row(0, 3, [.text(invalid)], accessory: .checkmark),
          ])
      ])
    let expected = """
        zero\u{200B}width  ✓
        🍜 noodles ✓
        cafe\u{301} 🇨🇳    ✓
        a\u{FFFD}b        ✓

      """
    #expect(PlainTextRenderer().render(table) == expected)
  }

  @Test("An empty table renders as the empty string; a section without rows shows its titles")
  func empty() {
    #expect(PlainTextRenderer().render(RenderedTable(sections: [])) == "")
    let table = RenderedTable(
      sections: [Section(index: 0, headerTitle: "Empty", footerTitle: "nothing here", rows: [])])
    #expect(PlainTextRenderer().render(table) == "Empty\nnothing here\n")
  }

  /// The questionnaire again, built another way: by mutation, rows in another order, strings
  /// put together at run time, so that it shares no storage with `questionnaire`.
  var rebuiltQuestionnaire: RenderedTable {
    var table = RenderedTable(sections: [])
    var places = Section(index: 1, rows: [])
    places.footerTitle = "可" + "多选"
    places.headerTitle = ["您意向", "工作地点", "是："].joined()
    places.rows = [
      row(1, 2, [.text(String("京北".reversed()))]),
      row(1, 1, [.text("Shanghai" + " " + "上海")], accessory: .disclosureIndicator),
      row(1, 0, [.text(String(decoding: Array("成都".utf8), as: UTF8.self))], accessory: .checkmark),
    ].reversed()
    places.rows[0].isSelected = true
    var gender = Section(index: 0, headerTitle: String("：是别性的您".reversed()), rows: [])
    for (offset, answer) in ["男", "女"].enumerated() {
      let title = offset == 1 ? "●" : "○"
      gender.rows.append(
        row(0, offset, [.button(title: title, isSelected: offset == 1), .text(answer)]))
    }
    table.sections = [gender, places]
    table.style = .grouped
    return table
  }

  @Test("Equal input renders byte for byte the same: the exact text, however the table was built")
  func deterministic() {
    let rebuilt = rebuiltQuestionnaire
    #expect(rebuilt == questionnaire)
    // Width 16 cuts the second header and the Shanghai row: both paths through the cutting.
    let expected = """
      您的性别是：
        [○] 男
        [●] 女

      您意向工作地点…
      ▸ 成都         ✓
        Shanghai 上… ›
        北京
      可多选

      """
    #expect(PlainTextRenderer(width: 16).render(questionnaire) == expected)
    #expect(PlainTextRenderer(width: 16).render(rebuilt) == expected)
  }
}
