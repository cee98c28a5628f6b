import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Indentation, separator insets and backgrounds of cells")
struct IndentationAndSeparatorTests {
  @Test("The delegate's indentation level reaches the cell when it is displayed, and is drawn")
  func indentationFromDelegate() throws {
    let table = try SurfaceTable(["Fruit", "Apples", "Pears"])
    table.delegate.levels = [1: 1, 2: 1]
    try table.tableView.reloadData()
    #expect(table.tableView.visibleCells.map(\.indentationLevel) == [0, 1, 1])
    #expect(
      table.takeLines().filter { $0.hasPrefix("indentationLevel") || $0.hasPrefix("willDisplay") }
        == [
          "indentationLevel 0", "willDisplay 0 editing false", "indentationLevel 1",
          "willDisplay 1 editing false", "indentationLevel 2", "willDisplay 2 editing false",
        ])
    expectRendered(
      table.tableView,
      matches: """
          Fruit
            Apples
            Pears
        """)
  }

  @Test("The default keeps a level the cell set itself")
  func indentationDefault() throws {
    final class Nested: TableViewCell, Bindable {
      func bind(to item: (String, Int)) {
        textLabel?.text = item.0
        indentationLevel = item.1
      }
    }
    let tableView = TableView()
    let quiet = QuietDelegate()
    tableView.delegate = quiet
    let dataSource = ListDataSource<Nested>(dataItems: [("Fruit", 0), ("Apples", 1), ("Green", 2)])
    try dataSource.bind(to: tableView)
    #expect(tableView.visibleCells.map(\.indentationLevel) == [0, 1, 2])
    expectRendered(tableView, matches: "  Fruit\n    Apples\n      Green\n")
  }

  @Test("Indentation in the renderer: detail columns, wrapping, width, negative and huge levels")
  func renderedIndentation() {
    func row(_ index: Int, _ elements: [RenderedElement], level: Int) -> RenderedTable.Row {
      RenderedTable.Row(
        indexPath: IndexPath(row: index, section: 0), content: CellContent(elements: elements),
        indentationLevel: level)
    }
    let table = RenderedTable(sections: [
      RenderedTable.Section(
        index: 0,
        rows: [
          row(0, [.text("Wi-Fi"), .columnBreak, .text("Home")], level: 0),
          row(1, [.text("Band"), .columnBreak, .text("5 GHz")], level: 1),
          row(2, [.text("Below")], level: -3),
          row(3, [.text("Deep")], level: .max),
        ])
    ])
    let deep = String(repeating: " ", count: 2 * PlainTextRenderer.maximumIndentationLevel)
    #expect(
      PlainTextRenderer().render(table) == """
          Wi-Fi  Home
            Band 5 GHz
          Below
          \(deep)Deep

        """)
    #expect(
      PlainTextRenderer(width: 12).render(table) == """
          Wi-Fi  Ho…
            Band 5 …
          Below
          \(String(deep.prefix(9)))…

        """)
  }

  @Test("A cell's separator inset follows its table's until set")
  func separatorInset() throws {
    let table = try SurfaceTable()
    let cell = try #require(table.tableView.visibleCells.first)
    #expect(cell.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    table.tableView.separatorInset = .zero
    #expect(cell.separatorInset == .zero)
    cell.separatorInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    table.tableView.separatorInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
    #expect(cell.separatorInset.left == 40)
    #expect(TableViewCell().separatorInset.left == 16)
  }

  @Test("Stored cell settings keep UIKit's defaults, and reuse keeps the background views")
  func storedSettings() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
    #expect(cell.indentationWidth == 10)
    #expect(!cell.showsReorderControl)
    #expect(cell.shouldIndentWhileEditing)
    #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    let background = View()
    background.tag = 5
    let selected = View()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    #expect(background.superview === cell)
    #expect(selected.superview === cell)
    #expect(cell.viewWithTag(5) === background)
    cell.prepareForReuse()
    #expect(cell.backgroundView === background)
    let other = View()
    cell.backgroundView = other
    #expect(background.superview == nil)
    #expect(other.superview === cell)
    cell.backgroundView = nil
    #expect(other.superview == nil)
    #expect(selected.superview === cell)
    cell.backgroundColor = .systemGroupedBackground
    cell.tintColor = .systemOrange
    #expect(cell.contentView.tintColor == .systemOrange)
    #expect(cell.renderedContent().elements.isEmpty)
  }
}
