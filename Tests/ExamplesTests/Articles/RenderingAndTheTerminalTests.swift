import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A place row of the article "Rendering and the terminal": a name and an accessory.
final class PlaceCell: TableViewCell, Bindable {
  func bind(to place: (name: String, accessory: AccessoryType)) {
    textLabel?.text = place.name
    accessoryType = place.accessory
  }
}

/// A view that draws itself: a count in parentheses.
final class Badge: View {
  var count = 0

  override func renderedElements() -> [RenderedElement] {
    isHidden ? [] : [.text("(\(count))")]
  }
}

/// A renderer to a value other than text: the texts of the selected rows.
struct SelectedTexts: TableRenderer {
  func render(_ table: RenderedTable) -> [String] {
    table.sections.flatMap(\.rows).filter(\.isSelected).flatMap { row in
      row.content.elements.compactMap { element in
        if case .text(let text) = element { return text }
        return nil
      }
    }
  }
}

/// The code of the article "Rendering and the terminal", with what it renders.
@MainActor
@Suite("Article: Rendering and the terminal")
struct RenderingAndTheTerminalTests {
  func places() throws -> (TableView, SectionedDataSource<PlaceCell>) {
    let dataSource = SectionedDataSource<PlaceCell>(sections: [
      ListSection(
        headerTitle: "您意向工作地点是：",
        items: [
          (name: "成都", accessory: .checkmark),
          (name: "Shanghai 上海", accessory: .disclosureIndicator),
          (name: "北京", accessory: .none),
        ],
        footerTitle: "可多选"),
      ListSection(headerTitle: "更多", items: [(name: "深圳", accessory: .detailButton)]),
    ])
    let tableView = TableView(style: .grouped)
    try dataSource.bind(to: tableView)
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    return (tableView, dataSource)
  }

  @Test("A grouped table at natural width, cut to 13 columns, and in ASCII")
  func plainText() throws {
    let (tableView, dataSource) = try places()
    defer { withExtendedLifetime(dataSource) {} }

    let text = try tableView.render(with: PlainTextRenderer())

    #expect(
      text == """
        您意向工作地点是：
        ▸ 成都          ✓
          Shanghai 上海 ›
          北京
        可多选

        更多
          深圳          ⓘ

        """)

    let narrow = try tableView.render(with: PlainTextRenderer(width: 13))
    let ascii = try tableView.render(with: PlainTextRenderer(symbols: .ascii))

    #expect(
      narrow == """
        您意向工作地…
        ▸ 成都      ✓
          Shanghai… ›
          北京
        可多选

        更多
          深圳      ⓘ

        """)
    #expect(
      ascii == """
        您意向工作地点是：
        > 成都          v
          Shanghai 上海 >
          北京
        可多选

        更多
          深圳          (i)

        """)
  }

  @Test("Cell text is data: escape sequences are shown, not sent")
  func inert() throws {
    var printed: [String] = []
    func print(_ value: Any, terminator: String) { printed.append("\(value)\(terminator)") }
    let dataSource = ListDataSource<MenuCell>(dataItems: ["red\u{1B}[31m", "tab\there"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)

    print(try tableView.render(with: PlainTextRenderer()), terminator: "")

    #expect(printed == [#"  red\u{1B}[31m"# + "\n" + #"  tab\there"# + "\n"])
    expectRendered(
      tableView,
      matches: #"""
          red\u{1B}[31m
          tab\there
        """#)
  }

  @Test("A viewport of a few rows over a long list")
  func viewport() throws {
    let dataSource = ListDataSource<MenuCell>(dataItems: (1...1_000).map { "\($0) 号" })
    let tableView = try TableView(viewportHeight: 3)
    try dataSource.bind(to: tableView)

    try tableView.setContentOffset(500)
    try tableView.setViewportHeight(2)

    expectRendered(
      tableView,
      matches: """
        ⋮ 500 rows above
          501 号
          502 号
        ⋮ 498 rows below
        """)
    #expect(tableView.visibleCells.count == 2)
  }

  @Test("What a table shows, as a value; renderers of other outputs; views that draw themselves")
  func values() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let (tableView, dataSource) = try places()
    defer { withExtendedLifetime(dataSource) {} }

    let table = try tableView.renderedTable()
    print(table.sections.map(\.headerTitle))  // [Optional("您意向工作地点是："), Optional("更多")]
    print(table.sections[0].rows[0].isSelected)  // true

    #expect(printed == [#"[Optional("您意向工作地点是："), Optional("更多")]"#, "true"])

    let selected = try tableView.render(with: SelectedTexts())
    #expect(selected == ["成都"])

    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    let badge = Badge()
    badge.count = 3
    cell.contentView.addSubview(badge)

    expectRendered(
      tableView, renderer: PlainTextRenderer(width: 20),
      matches: """
        您意向工作地点是：
        ▸ 成都          ✓
          Shanghai 上海 ›
          北京 (3)
        可多选

        更多
          深圳          ⓘ
        """)
  }
}
