import Foundation
import ListBinding
import Testing

@testable import ListBindingTerminal

@MainActor
@Suite("Session: updates, resize, status, editing")
struct SessionTests {
  static func numbers(_ count: Int) -> [String] { (0..<count).map { "row \($0)" } }

  @Test("The focus keeps its row when rows are inserted above it")
  func focusFollowsRow() throws {
    let fixture = try Fixture([(nil, ["a", "b", "c"])])
    let session = plainSession(fixture.tableView, rows: 8)
    session.press(.down, .down)
    #expect(session.focus?.indexPath == IndexPath(row: 2, section: 0))
    fixture.sections[0].rows.insert(contentsOf: ["x", "y"], at: 0)
    try fixture.tableView.insertRows(
      at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
    session.tableDidChange()
    #expect(session.focus?.indexPath == IndexPath(row: 4, section: 0))
    #expect(session.screen[5] == "*   c")
  }

  @Test("When the focused row is deleted, the row taking its place gets the focus")
  func focusAfterDelete() throws {
    let fixture = try Fixture([(nil, ["a", "b", "c"])])
    let session = plainSession(fixture.tableView, rows: 8)
    session.press(.down, .character("e"), .character("d"))
    #expect(fixture.sections[0].rows == ["a", "c"])
    #expect(session.focus?.indexPath == IndexPath(row: 1, section: 0))
    #expect(session.screen[2] == "* (-)   c =")
    session.press(.character("d"), .character("d"))
    #expect(fixture.sections[0].rows == [])
    #expect(session.focus == nil)
  }

  @Test("The editing keys drag the focused row within and across sections; the focus follows")
  func drag() throws {
    let fixture = try Fixture([("A", ["a", "b"]), ("B", ["c"])])
    let session = plainSession(fixture.tableView, rows: 10, columns: 80)
    session.press(.character("J"))
    #expect(session.screen.last == "press e to edit the list")
    #expect(fixture.sections[0].rows == ["a", "b"])
    session.press(.character("e"), .character("J"))
    #expect(fixture.sections.map(\.rows) == [["b", "a"], ["c"]])
    #expect(session.focus?.indexPath == IndexPath(row: 1, section: 0))
    session.press(.modified(.down, .shift))
    #expect(fixture.sections.map(\.rows) == [["b"], ["a", "c"]])
    #expect(session.focus?.indexPath == IndexPath(row: 0, section: 1))
    session.press(.character("K"))
    #expect(fixture.sections.map(\.rows) == [["b", "a"], ["c"]])
    #expect(session.focus?.indexPath == IndexPath(row: 1, section: 0))
    #expect(session.screen.last == "editing: d delete · J/K move · e done   ok: selection valid")
  }

  @Test("The status line shows what validateSelection() throws, inert, until the rule holds")
  func status() throws {
    let dataSource = SectionedDataSource<TextCell>(sections: [
      .init(headerTitle: "Soup\u{1B}[31m", items: ["Onion", "Bisque"]),
      .init(headerTitle: "Main", items: ["Steak"]),
    ])
    let tableView = TableView(style: .plain)
    tableView.selectionRule = .single(isRequired: true)
    try dataSource.bind(to: tableView)
    let session = plainSession(tableView, rows: 7, columns: 80)
    #expect(
      session.screen.last
        == #"error: no row is selected in required sections 0 "Soup\u{1B}[31m", 1 "Main""#)
    #expect(session.screen[1] == #"  Soup\u{1B}[31m"#)
    session.press(.character(" "), .end, .character(" "))
    #expect(session.screen.last == "ok: selection valid")
  }

  @Test("A gesture's error shows on the status line until the next key")
  func gestureError() throws {
    let fixture = try Fixture([(nil, ["a", "b"])])
    fixture.tableView.selectionRule = .multiple(maximum: 1)
    let session = plainSession(fixture.tableView, rows: 6, columns: 200)
    session.press(.character("e"), .character("e"))
    try fixture.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    session.press(.down, .character("d"))
    #expect(session.screen.last == "press e to edit the list")
    try fixture.tableView.setEditing(true, animated: false)
    fixture.tableView.dataSource = nil
    session.press(.character("d"))
    #expect(session.screen.last?.hasPrefix("error: ") == true)
    session.press(.down)
    #expect(session.screen.last?.hasPrefix("error: ") == false)
  }

  @Test("A resize lays the viewport out again and keeps the focused row in view")
  func resize() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: Self.numbers(100))
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    let session = plainSession(tableView, rows: 12)
    session.press(.pageDown)
    let focused = try #require(session.focus?.indexPath)
    #expect(focused.row == 9)
    session.resize(to: TerminalSize(rows: 6, columns: 30))
    #expect(session.screen.count == 6)
    #expect(session.focus?.indexPath == focused)
    #expect(session.screen.contains("*   row 9"))
    #expect(tableView.indexPathsForVisibleRows.contains(focused))
    session.resize(to: TerminalSize(rows: 30, columns: 30))
    #expect(session.screen.count == 30)
    #expect(session.focus?.indexPath == focused)
    #expect(session.screen.contains("*   row 9"))
    #expect(session.screen.allSatisfy { $0.count <= 30 })
    session.resize(to: TerminalSize(rows: 1, columns: 3))
    #expect(session.screen.count == 1)
    session.resize(to: TerminalSize(rows: 0, columns: 0))
    #expect(session.screen.isEmpty)
  }

  @Test("The viewport grows and shrinks so that headers and counts fit the screen")
  func fitting() throws {
    let fixture = try Fixture(
      [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"]), ("C", ["c1", "c2", "c3"])],
      style: .grouped)
    let session = plainSession(fixture.tableView, rows: 10)
    #expect(
      session.text == """
        T  up/down move · Space tap · q done...
          A
        *   a1
            a2
            a3

          B
            b1
          : 4 rows below
        ok: selection valid
        """)
    session.press(.end)
    #expect(
      session.text == """
        T  up/down move · Space tap · q done...
          : 4 rows above
          B
            b2

          C
            c1
            c2
        *   c3
        ok: selection valid
        """)
  }

  @Test("PgDn and PgUp scroll by the viewport; Home and End go to the ends")
  func paging() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: Self.numbers(50))
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    let session = plainSession(tableView, rows: 12)
    session.press(.pageDown)
    #expect(session.focus?.indexPath.row == 9)
    #expect(tableView.rowOffset == 9)
    session.press(.pageDown, .pageUp)
    #expect(session.focus?.indexPath.row == 9)
    session.press(.end)
    #expect(session.focus?.indexPath.row == 49)
    #expect(session.screen[10] == "*   row 49")
    session.press(.home)
    #expect(session.focus?.indexPath.row == 0)
    #expect(tableView.rowOffset == 0)
  }

  @Test("q and Esc finish, Ctrl-C interrupts, Ctrl-L redraws; end() gives the viewport back")
  func responses() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: Self.numbers(50))
    let tableView = try TableView(style: .plain, viewportHeight: 25)
    try dataSource.bind(to: tableView)
    let session = plainSession(tableView, rows: 8)
    #expect(session.handle(.character("q")) == .finish)
    #expect(session.handle(.escape) == .finish)
    #expect(session.handle(.interrupt) == .interrupt)
    #expect(session.handle(.control("l")) == .redrawAll)
    #expect(session.handle(.unknown([0x1B, 0x5B, 0x39])) == .update)
    #expect(tableView.viewportHeight == 5)
    try session.end()
    #expect(tableView.viewportHeight == 25)
    #expect(tableView.rowOffset == 0)
  }

  // A session is this package's, not UIKit's: that it hands the table back as it found it is
  // *assumed*.
  @Test("end() gives a table with a frame its frame and content offset back")
  func endRestoresFrame() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: Self.numbers(50))
    let tableView = TableView(style: .plain)
    tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 400)
    try dataSource.bind(to: tableView)
    try tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    let visible = tableView.indexPathsForVisibleRows
    let session = plainSession(tableView, rows: 8)
    #expect(tableView.frame == .zero)
    #expect(session.handle(.down) == .update)
    try session.end()
    #expect(tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 400))
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 88))
    #expect(tableView.indexPathsForVisibleRows == visible)
  }
}

@MainActor
@Suite("Session: sizes from outside")
struct SessionSizeTests {
  @Test("Sizes are kept between 0 and TerminalSize.maximum, so a wild LINES cannot exhaust memory")
  func clampedSizes() throws {
    #expect(TerminalSize(rows: -3, columns: Int.max) == TerminalSize(rows: 0, columns: 10_000))
    let fixture = try Fixture([(nil, ["a"])])
    let session = plainSession(fixture.tableView, rows: 5)
    session.resize(to: TerminalSize(rows: Int.max, columns: Int.min))
    #expect(session.screen.count == TerminalSize.maximum)
    // No column to draw in: every line is empty, the focus gutter's included.
    #expect(session.screen.allSatisfy { $0.isEmpty })
    session.resize(to: TerminalSize(rows: Int.max, columns: 3))
    #expect(session.screen.allSatisfy(\.isEmpty) == false)
  }
}
