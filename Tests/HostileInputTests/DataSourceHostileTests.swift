import Foundation
import ListBinding
import Testing

/// Attacks by data sources: absurd counts, errors, cells that are not theirs to give; and attacks
/// on the package's data sources.
@MainActor
@Suite("Hostile input: data sources")
struct DataSourceHostileTests {
  @Test(
    "Absurd numbers of sections are refused",
    arguments: [-1, Int.min, Int.max, TableView.maximumNumberOfSections + 1])
  func sectionCounts(_ count: Int) throws {
    let fixture = try Fixture()
    fixture.source.sectionCount = count
    let expected: TableViewError =
      count < 0
      ? .negativeNumberOfSections(count)
      : .tooManySections(count, maximum: TableView.maximumNumberOfSections)
    expectRefused(fixture.table, expected) { try fixture.table.reloadData() }
    expectRefused(fixture.table, expected) {
      try fixture.table.insertSections(IndexSet(integer: 2), with: .fade)
    }
  }

  @Test("Absurd numbers of rows are refused", arguments: [-1, Int.min, Int.max])
  func rowCounts(_ count: Int) throws {
    let fixture = try Fixture()
    fixture.source.rowCounts[1] = count
    let expected: TableViewError =
      count < 0
      ? .negativeNumberOfRows(count, section: 1)
      : .tooManyRows(section: 1, maximum: TableView.maximumNumberOfRows)
    expectRefused(fixture.table, expected) { try fixture.table.reloadData() }
    expectRefused(fixture.table, expected) {
      try fixture.table.reloadSections(IndexSet(integer: 1), with: .fade)
    }
  }

  @Test("Rows that only together exceed the maximum are refused at the section that does")
  func rowsTogether() throws {
    let fixture = try Fixture()
    fixture.source.rowCounts[0] = TableView.maximumNumberOfRows
    fixture.source.rowCounts[1] = 1
    expectRefused(fixture.table, .tooManyRows(section: 1, maximum: TableView.maximumNumberOfRows)) {
      try fixture.table.reloadData()
    }
    fixture.source.rowCounts[1] = 0
    try fixture.table.reloadData()
    #expect(fixture.table.totalNumberOfRows == TableView.maximumNumberOfRows)
    try fixture.table.setContentOffset(Int.max)
    try fixture.table.scrollToRow(
      at: IndexPath(row: TableView.maximumNumberOfRows - 1, section: 0), at: .bottom)
    #expect(fixture.table.visibleCells.count <= 10)
  }

  @Test("Count methods that throw are reported, and the table is as it was")
  func countsThrow() throws {
    let fixture = try Fixture()
    fixture.source.failsSectionCount = true
    expectRefused(
      fixture.table,
      matching: { error in
        if case .callbackFailed(_, let inner) = error { return inner is Sabotage }
        return false
      }
    ) { try fixture.table.reloadData() }
    fixture.source.failsSectionCount = false
    fixture.source.failingCountSection = 1
    expectRefused(
      fixture.table,
      matching: { error in
        if case .callbackFailed(let callback, let inner) = error {
          return inner is Sabotage && callback.section == 1
        }
        return false
      }
    ) { try fixture.table.reloadData() }
  }

  @Test("A cell that cannot be made is reported with its row; the table is as it was")
  func cellThrows() throws {
    let fixture = try Fixture()
    fixture.source.failingCell = IndexPath(row: 1, section: 1)
    expectRefused(
      fixture.table, .dataSourceFailed(IndexPath(row: 1, section: 1), Sabotage()),
      message: "failed to obtain a cell from its dataSource for the row at "
        + "{length = 2, path = 1 - 1}: sabotage"
    ) { try fixture.table.reloadData() }
  }

  @Test("A data source that returns one cell for two rows, or another table's cell, is refused")
  func foreignCells() throws {
    let fixture = try Fixture()
    let other = try Fixture()
    let theirs = try #require(other.table.visibleCells.first)
    let foreign = ForeignCellSource(cell: theirs)
    fixture.table.dataSource = foreign
    expectRefused(fixture.table, .cellOfAnotherTable(IndexPath(row: 0, section: 0))) {
      try fixture.table.reloadData()
    }
    let repeating = ForeignCellSource(cell: WordCell(style: .default, reuseIdentifier: nil))
    fixture.table.dataSource = repeating
    expectRefused(
      fixture.table,
      .cellAlreadyDisplayed(IndexPath(row: 1, section: 0), shownAt: IndexPath(row: 0, section: 0))
    ) { try fixture.table.reloadData() }
  }

  @Test(
    "Text from a data source renders inert",
    arguments: (hostileStrings + [megabyte]).map(InertArgument.init))
  func inertText(_ argument: InertArgument) throws {
    let text = argument.text
    let fixture = try Fixture([[text, "ok"]])
    fixture.source.headers = [text]
    try fixture.table.reloadData()
    let rendered = try fixture.table.render(with: PlainTextRenderer(width: 80))
    #expect(!drivesTerminal(rendered))
    #expect(!rendered.contains("\u{1B}"))
    #expect(rendered.split(separator: "\n").allSatisfy { TerminalText($0).displayWidth <= 80 })
  }

  @Test("A data source that reloads the table from cellForRowAt gets its call deferred")
  func reentrantReload() throws {
    let fixture = try Fixture()
    var reloads = 0
    fixture.source.onCell = { table, _ in
      reloads += 1
      if reloads < 3 { try table.reloadData() }
    }
    try fixture.table.reloadData()
    #expect(fixture.table.numberOfSections == 2)
    #expect(fixture.table.visibleCells.count == 5)
  }

  @Test("A delegate that reloads whenever a cell shows stops at the deferred-call maximum")
  func endlessReloads() throws {
    let fixture = try Fixture([["a"]], viewportHeight: 1)
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    delegate.onWillDisplay = { table in try table.reloadData() }
    #expect {
      try fixture.table.reloadData()
    } throws: { error in
      guard let error = error as? TableViewError else { return false }
      switch error {
      case .tooManyDeferredCalls(let maximum): return maximum == TableView.maximumDeferredCalls
      case .callbacksTooDeep: return true
      default: return false
      }
    }
    delegate.onWillDisplay = nil
    try fixture.table.reloadData()
    #expect(fixture.table.visibleCells.count == 1)
  }
}

/// A data source that returns the same cell for every row.
@MainActor
final class ForeignCellSource: TableViewDataSource {
  let cell: TableViewCell
  init(cell: TableViewCell) { self.cell = cell }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cell
  }
}
