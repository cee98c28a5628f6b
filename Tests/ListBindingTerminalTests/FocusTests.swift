import Foundation
import ListBinding
import Testing

@testable import ListBindingTerminal

@MainActor
@Suite("Focus over sections")
struct FocusTests {
  @Test("Row offsets map to index paths over sections, empty ones skipped")
  func rowIndex() {
    let rows = RowIndex(rowCounts: [0, 3, 0, 2])
    #expect(rows.totalRows == 5)
    #expect(rows.numberOfSections == 4)
    #expect(
      (0..<5).compactMap(rows.indexPath(atOffset:)) == [
        IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1),
        IndexPath(row: 0, section: 3), IndexPath(row: 1, section: 3),
      ])
    #expect(rows.indexPath(atOffset: 5) == nil)
    #expect(rows.indexPath(atOffset: -1) == nil)
    #expect(rows.offset(of: IndexPath(row: 1, section: 3)) == 4)
    #expect(rows.offset(of: IndexPath(row: 0, section: 0)) == nil)
    #expect(rows.offset(of: IndexPath(row: 3, section: 1)) == nil)
    #expect(rows.offset(of: IndexPath(indexes: [1])) == nil)
  }

  @Test("Counts that overflow stop at Int.max instead of trapping")
  func overflowingCounts() {
    let rows = RowIndex(rowCounts: [Int.max, 5, -3])
    #expect(rows.totalRows == Int.max)
    #expect(rows.numberOfRows(inSection: 2) == 0)
  }

  @Test("The mover skips rows that refuse the focus, and stays at the ends")
  func mover() {
    let refused: Set<IndexPath> = [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 2)]
    let mover = FocusMover(rows: RowIndex(rowCounts: [3, 0, 2])) { !refused.contains($0) }
    let first = IndexPath(row: 0, section: 0)
    #expect(mover.moved(first, by: 1) == IndexPath(row: 2, section: 0))
    #expect(mover.moved(IndexPath(row: 2, section: 0), by: 1) == IndexPath(row: 1, section: 2))
    #expect(mover.moved(IndexPath(row: 1, section: 2), by: 1) == IndexPath(row: 1, section: 2))
    #expect(mover.moved(IndexPath(row: 1, section: 2), by: -1) == IndexPath(row: 2, section: 0))
    #expect(mover.moved(first, by: -1) == first)
    #expect(mover.moved(first, by: 40) == IndexPath(row: 1, section: 2))
    #expect(mover.moved(IndexPath(row: 1, section: 2), by: -40) == first)
    #expect(mover.moved(first, by: Int.max) == IndexPath(row: 1, section: 2))
    #expect(mover.nearest(from: 1, preferringForward: true) == IndexPath(row: 2, section: 0))
  }

  /// A table of billions of rows, none of which takes the focus.
  final class Unfocusable: TableViewDataSource, TableViewDelegate {
    var asked = 0

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 << 40 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      asked += 1
      return false
    }
  }

  // The terminal's own focus, which UIKit has no counterpart of: the bound is *assumed*.
  @Test("A search for a focusable row looks at most searchLimit rows: no hang on 2^40 rows")
  func boundedSearch() throws {
    let table = Unfocusable()
    let tableView = try TableView(style: .plain, viewportHeight: 5)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = table
    tableView.delegate = table
    try tableView.reloadData()
    let session = plainSession(tableView, rows: 10)
    #expect(session.focus == nil)
    #expect(table.asked <= 2 * FocusMover.searchLimit)
    table.asked = 0
    session.press(.down, .end, .up)
    #expect(session.focus == nil)
    #expect(table.asked <= 6 * FocusMover.searchLimit)
  }

  @Test("↓ and j move over rows only: headers and blank lines are never a stop")
  func headersSkipped() throws {
    let fixture = try Fixture(
      [("Soup", ["Onion", "Bisque"]), ("Main", ["Steak"]), ("Dessert", ["Tart"])],
      style: .grouped)
    let session = plainSession(fixture.tableView, rows: 14)
    #expect(session.focus == Focus(indexPath: IndexPath(row: 0, section: 0)))
    session.press(.down, .character("j"))
    #expect(session.focus == Focus(indexPath: IndexPath(row: 0, section: 1)))
    #expect(
      session.text == """
        T  up/down move · Space tap · q done...
          Soup
            Onion
            Bisque

          Main
        *   Steak

          Dessert
            Tart



        ok: selection valid
        """)
    session.press(.down, .down, .down)
    #expect(session.focus?.indexPath == IndexPath(row: 0, section: 2))
    session.press(.up, .character("k"), .character("k"))
    #expect(session.focus?.indexPath == IndexPath(row: 0, section: 0))
  }

  @Test(
    "Rows whose highlight the delegate refuses, and sections whose rule allows no selection, are skipped"
  )
  func refusedRows() throws {
    let fixture = try Fixture([(nil, ["a", "b", "c"]), (nil, ["d"]), (nil, ["e", "f"])])
    fixture.unhighlightable = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
    let rules = SectionRules(rules: [1: SelectionRule(mode: .disabled)])
    fixture.tableView.delegate = rules
    rules.next = fixture
    let session = plainSession(fixture.tableView, rows: 10)
    #expect(session.focus?.indexPath == IndexPath(row: 2, section: 0))
    session.press(.down)
    #expect(session.focus?.indexPath == IndexPath(row: 0, section: 2))
    session.press(.up, .up, .home)
    #expect(session.focus?.indexPath == IndexPath(row: 2, section: 0))
    session.press(.end)
    #expect(session.focus?.indexPath == IndexPath(row: 1, section: 2))
    #expect(!session.screen.contains("*   c"))
  }

  @Test("Space taps the focused row through the delegate")
  func spaceTaps() throws {
    let fixture = try Fixture([(nil, ["a", "b"])])
    let session = plainSession(fixture.tableView, rows: 6)
    session.press(.down, .character(" "))
    #expect(fixture.selections == [IndexPath(row: 1, section: 0)])
    #expect(fixture.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(session.screen[2] == "* > b")
  }

  @Test("Tab moves among the focused row's buttons, Enter taps the focused one, then the row")
  func buttons() throws {
    let fixture = try Fixture([(nil, ["a", "b"])], cellType: TwoButtonCell.self)
    let session = plainSession(fixture.tableView, rows: 6)
    session.press(.tab)
    #expect(session.focus == Focus(indexPath: IndexPath(row: 0, section: 0), button: 0))
    #expect(session.screen[1] == "*   a <yes> [no]")
    session.press(.tab)
    #expect(session.screen[1] == "*   a [yes] <no>")
    session.press(.enter)
    #expect(fixture.buttonTaps == ["no a"])
    session.press(.tab)
    #expect(session.focus == Focus(indexPath: IndexPath(row: 0, section: 0)))
    session.press(.backTab, .backTab, .enter)
    #expect(fixture.buttonTaps == ["no a", "yes a"])
    session.press(.down)
    #expect(session.focus == Focus(indexPath: IndexPath(row: 1, section: 0)))
    session.press(.enter)
    #expect(fixture.selections == [IndexPath(row: 1, section: 0)])
  }
}

/// A delegate that gives sections their rules and passes everything else on.
@MainActor
final class SectionRules: TableViewDelegate {
  let rules: [Int: SelectionRule]
  weak var next: Fixture?

  init(rules: [Int: SelectionRule]) {
    self.rules = rules
  }

  func tableView(_ tableView: TableView, selectionRuleForSection section: Int) -> SelectionRule? {
    rules[section]
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    next?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
  }
}
