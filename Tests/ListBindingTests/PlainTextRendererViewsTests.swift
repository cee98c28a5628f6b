import Foundation
import ListBinding
import Testing

/// What the renderer draws of images, switches, accessory views, subtitle and value layouts,
/// wrapped text, header and footer views, the table's header and footer, and separators.
@Suite("Plain-text renderer: views, layouts and separators")
struct PlainTextRendererViewsTests {
  typealias Row = RenderedTable.Row
  typealias Section = RenderedTable.Section

  func row(
    _ section: Int, _ row: Int, _ elements: [RenderedElement],
    accessory: TableViewCell.AccessoryType = .none, view: [RenderedElement]? = nil,
    selected: Bool = false
  ) -> Row {
    Row(
      indexPath: IndexPath(row: row, section: section),
      content: CellContent(elements: elements, accessory: accessory, accessoryView: view),
      isSelected: selected)
  }

  func wrapping(_ text: String, lines: Int = 0) -> RenderedElement {
    .styledText(StyledText(text: text, numberOfLines: lines))
  }

  /// The settings table of the renderer's documentation.
  func settingsTable() throws -> RenderedTable {
    let wifi = try #require(Image(systemName: "wifi"))
    let bell = try #require(Image(systemName: "bell"))
    return RenderedTable(
      style: .plain,
      sections: [
        Section(
          index: 0, headerTitle: "Settings",
          rows: [
            row(
              0, 0, [.image(wifi), .text("Wi-Fi"), .columnBreak, .text("Home")],
              accessory: .disclosureIndicator, selected: true),
            row(0, 1, [.image(bell), .text("Sounds")], view: [.switch(isOn: true)]),
            row(0, 2, [.text("Notifications"), .lineBreak, .text("Shown on the lock screen")]),
          ])
      ], tableFooterView: [.text("Version 1.0")])
  }

  @Test("Images, switches, accessory views, value columns, subtitles and the table's footer")
  func settings() throws {
    let settings = try settingsTable()
    let expected = """
      Settings
      ▸ :wifi: Wi-Fi Home ›
        :bell: Sounds     [on]
        Notifications
        Shown on the lock screen
      Version 1.0

      """
    #expect(PlainTextRenderer().render(settings) == expected)
  }

  @Test("Separators: off by default, between a section's rows when asked, never for .none")
  func separators() throws {
    let settings = try settingsTable()
    #expect(!PlainTextRenderer().render(settings).contains("─"))
    let expected = """
      Settings
      ▸ :wifi: Wi-Fi Home ›
        ────────────────────────
        :bell: Sounds     [on]
        ────────────────────────
        Notifications
        Shown on the lock screen
      Version 1.0

      """
    #expect(PlainTextRenderer(drawsSeparators: true).render(settings) == expected)
    var none = settings
    none.separatorStyle = .none
    #expect(
      PlainTextRenderer(drawsSeparators: true).render(none) == PlainTextRenderer().render(none))
  }

  @Test("A zero left inset starts separators at the first column; a width ends them")
  func separatorInset() throws {
    var table = try settingsTable()
    table.separatorInset = .zero
    let expected = """
      Settings
      ▸ :wifi: Wi-Fi… ›
      ────────────────────
        :bell: Sounds [on]
      ────────────────────
        Notifications
        Shown on the lock…
      Version 1.0

      """
    #expect(PlainTextRenderer(width: 20, drawsSeparators: true).render(table) == expected)
    let ascii = PlainTextRenderer(width: 6, symbols: .ascii, drawsSeparators: true)
    #expect(ascii.render(table).contains("\n------\n"))
  }

  @Test("No separator between sections, nor after a section's last row")
  func separatorsBetweenRowsOnly() {
    let table = RenderedTable(
      style: .grouped,
      sections: [
        Section(index: 0, rows: [row(0, 0, [.text("a")]), row(0, 1, [.text("b")])]),
        Section(index: 1, rows: [row(1, 0, [.text("c")])]),
      ])
    let expected = """
        a
        ─
        b

        c

      """
    #expect(PlainTextRenderer(drawsSeparators: true).render(table) == expected)
  }

  /// Rows whose text may take several lines, and one that may not.
  var wrappingTable: RenderedTable {
    RenderedTable(
      sections: [
        Section(
          index: 0,
          rows: [
            row(
              0, 0, [wrapping("The quick brown fox jumps over the lazy dog")],
              accessory: .checkmark),
            row(0, 1, [wrapping("排骨面红椒面青椒面排骨面红椒面", lines: 2)]),
            row(0, 2, [wrapping("one\ntwo\u{1B}[31m\r\nthree")]),
            row(0, 3, [.text("one\ntwo")]),
            row(
              0, 4,
              [
                .button(title: "○", isSelected: false),
                wrapping("a very long answer that wraps", lines: 2),
              ]),
          ])
      ])
  }

  @Test("Text of several lines wraps at spaces, or between CJK characters, up to its limit")
  func wrapping() {
    let expected = #"""
        The quick    ✓
        brown fox
        jumps over
        the lazy dog
        排骨面红椒面青
        椒面排骨面红…
        one
        two\u{1B}[31m
        three
        one\ntwo
        [○] a very
        long answer…

      """#
    let rendered = PlainTextRenderer(width: 16).render(wrappingTable)
    #expect(rendered == expected)
    for line in rendered.split(separator: "\n") {
      #expect(TerminalText(line).displayWidth <= 16, "\(line)")
    }
  }

  @Test("Without a width, only line breaks start new lines")
  func naturalWidth() {
    let expected = #"""
        The quick brown fox jumps over the lazy dog ✓
        排骨面红椒面青椒面排骨面红椒面
        one
        two\u{1B}[31m
        three
        one\ntwo
        [○] a very long answer that wraps

      """#
    #expect(PlainTextRenderer().render(wrappingTable) == expected)
  }

  @Test("A line limit counts the lines a label's line breaks start")
  func lineLimitAcrossBreaks() {
    let table = RenderedTable(
      sections: [Section(index: 0, rows: [row(0, 0, [wrapping("a\nb\nc", lines: 2)])])])
    #expect(PlainTextRenderer().render(table) == "  a\n  b…\n")
  }

  @Test("Header and footer views, the table's header and footer, each set apart when grouped")
  func headerAndFooterViews() throws {
    let logo = try #require(Image(named: "logo"))
    let table = RenderedTable(
      style: .grouped,
      sections: [
        Section(
          index: 0, headerTitle: "hidden by the view",
          headerView: [.text("Wi-Fi"), .switch(isOn: false), .lineBreak, .text("Networks")],
          footerView: [wrapping("Networks you joined before are joined again")],
          rows: [row(0, 0, [.text("Home")], accessory: .checkmark)]),
        Section(index: 1, footerTitle: "footer title", headerView: [], rows: []),
      ],
      tableHeaderView: [.image(logo)], tableFooterView: [.text("v1.0")])
    let expected = """
      :logo:

      Wi-Fi [off]
      Networks
        Home ✓
      Networks you joined
      before are joined
      again

      footer title

      v1.0

      """
    #expect(PlainTextRenderer(width: 20).render(table) == expected)
  }

  @Test("While the table is editing, rows show their editing accessories")
  func editingAccessories() {
    var content = CellContent(
      elements: [.text("Alarm")], accessory: .checkmark, accessoryView: [.switch(isOn: true)],
      editingAccessory: .disclosureIndicator)
    var table = RenderedTable(
      sections: [
        Section(index: 0, rows: [Row(indexPath: IndexPath(row: 0, section: 0), content: content)])
      ])
    #expect(PlainTextRenderer().render(table) == "  Alarm [on]\n")
    table.isEditing = true
    #expect(PlainTextRenderer().render(table) == "  Alarm ›\n")
    content.editingAccessoryView = [.button(title: "Edit", isSelected: false)]
    table.sections[0].rows[0].content = content
    #expect(PlainTextRenderer().render(table) == "  Alarm [Edit]\n")
  }

  @Test("Every new text is drawn inert: image names, styled text, header views, accessory views")
  func inert() throws {
    let image = try #require(Image(named: "x\u{1B}[2J"))
    let table = RenderedTable(
      sections: [
        Section(
          index: 0, headerView: [wrapping("head\u{9B}er")],
          rows: [
            row(
              0, 0,
              [
                .image(image),
                .styledText(StyledText(text: "bold\u{7}", font: .boldSystemFont(ofSize: 17))),
              ],
              view: [.button(title: "\u{202E}on", isSelected: false)])
          ])
      ], tableFooterView: [.text("foot\u{0}")])
    let expected = #"""
      head\u{9B}er
        :x\u{1B}[2J: bold\u{7} [\u{202E}on]
      foot\u{0}

      """#
    let rendered = PlainTextRenderer(width: 80).render(table)
    #expect(rendered == expected)
    #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test("Details line up over rows by display width, CJK included")
  func valueColumns() {
    let table = RenderedTable(
      sections: [
        Section(
          index: 0,
          rows: [
            row(0, 0, [.text("排骨面"), .columnBreak, .text("¥18")], accessory: .checkmark),
            row(0, 1, [.text("Noodles with a long name"), .columnBreak, .text("¥22")]),
            row(0, 2, [.text("no detail")]),
          ])
      ])
    let expected = """
        排骨面                   ¥18 ✓
        Noodles with a long name ¥22
        no detail

      """
    #expect(PlainTextRenderer().render(table) == expected)
  }

  @Test("Every line fits any width, with views, wrapping and separators", arguments: 0...12)
  func tinyWidths(width: Int) throws {
    var tables = [wrappingTable, try settingsTable()]
    tables[1].separatorInset = .zero
    for table in tables {
      let rendered = PlainTextRenderer(width: width, drawsSeparators: true).render(table)
      for line in rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        #expect(TerminalText(line).displayWidth <= width, "\(line)")
        #expect(line.last != " ")
      }
    }
  }

  @Test("renderLines gives each line the row it draws; render joins their texts")
  func lines() throws {
    let table = try settingsTable()
    let renderer = PlainTextRenderer(drawsSeparators: true)
    let lines = renderer.renderLines(table)
    let first = IndexPath(row: 0, section: 0)
    let third = IndexPath(row: 2, section: 0)
    #expect(
      lines.map(\.indexPath) == [
        nil, first, nil, IndexPath(row: 1, section: 0), nil, third, third, nil,
      ])
    #expect(lines.map { $0.text + "\n" }.joined() == renderer.render(table))
  }
}
