import Foundation
import ListBinding
import Testing

/// What a layout costs is bounded by what it shows, never by a count or a height the data
/// source or a setting can make huge: a frame over rows far shorter than it, and a table that
/// measures every row up front, stop at documented maximums with a typed error, and change
/// nothing.
///
/// UIKit has no such limits (it would create the cells, or run out of memory): the maximums are
/// this package's, *assumed*. That an `estimatedRowHeight` of 0 makes the table ask every row's
/// height up front is Apple's documentation of `UITableView.estimatedRowHeight`.
@MainActor
@Suite("Layout limits: cost bounded by what is shown")
struct LayoutLimitsTests {
  /// A data source of one section with any number of rows, each titled by its row.
  final class CountingDataSource: TableViewDataSource {
    var rows: Int
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "row \(indexPath.row)"
      return cell
    }
  }

  func makeTable(rows: Int) throws -> (TableView, CountingDataSource) {
    let dataSource = CountingDataSource(rows: rows)
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
    tableView.dataSource = dataSource
    try tableView.reloadData()
    return (tableView, dataSource)
  }

  @Test(
    "A frame that would show more rows than maximumViewportHeight throws and changes nothing",
    arguments: [200_000, 1 << 40])
  func tinyRows(rows: Int) throws {
    let (tableView, dataSource) = try makeTable(rows: 3)
    let before = try tableView.render(with: PlainTextRenderer())
    tableView.rowHeight = 1e-300
    dataSource.rows = rows
    #expect(throws: TableViewError.tooManyVisibleRows(rows, maximum: 100_000)) {
      try tableView.reloadData()
    }
    tableView.rowHeight = 44
    dataSource.rows = 3
    #expect(try tableView.render(with: PlainTextRenderer()) == before)
    #expect(tableView.visibleCells.count == 3)
    #expect(
      TableViewError.tooManyVisibleRows(rows, maximum: 100_000).message
        == "the frame would show \(rows) rows at once; a table shows at most 100000: make the "
        + "rows taller or the frame shorter")
  }

  @Test("Rows short enough to fill the frame with up to maximumViewportHeight rows still load")
  func atTheLimit() throws {
    let (tableView, dataSource) = try makeTable(rows: 0)
    tableView.rowHeight = 812.0 / 1_000
    dataSource.rows = 5_000
    try tableView.reloadData()
    #expect(tableView.indexPathsForVisibleRows.count == 1_000)
  }

  @Test("With estimatedRowHeight 0, more rows than maximumMeasuredRows throw, changing nothing")
  func measuringEveryRow() throws {
    let (tableView, dataSource) = try makeTable(rows: 3)
    let before = try tableView.render(with: PlainTextRenderer())
    tableView.estimatedRowHeight = 0
    dataSource.rows = 1 << 39
    #expect(throws: TableViewError.tooManyRowsToMeasure(1 << 39, maximum: 1_000_000)) {
      try tableView.reloadData()
    }
    #expect(throws: TableViewError.tooManyRowsToMeasure(1 << 39, maximum: 1_000_000)) {
      try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    dataSource.rows = 3
    #expect(try tableView.render(with: PlainTextRenderer()) == before)
    #expect(
      TableViewError.tooManyRowsToMeasure(1 << 39, maximum: 1_000_000).message
        == "estimatedRowHeight is 0, so the table measures every row: 549755813888 rows are "
        + "more than the 1000000 it measures; give estimatedRowHeight a height to estimate")
    // At the limit the table measures.
    dataSource.rows = 20_000
    try tableView.reloadData()
    #expect(try tableView.numberOfRows(inSection: 0) == 20_000)
  }

  @Test("indexPathsForRows(in:) returns at most maximumViewportHeight rows, however short")
  func rowsInARect() throws {
    let dataSource = CountingDataSource(rows: 1 << 40)
    let tableView = try TableView(style: .plain, viewportHeight: 3)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.rowHeight = 1e-300
    tableView.dataSource = dataSource
    try tableView.reloadData()
    let rows = try #require(
      tableView.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(rows.count == 100_000)
    #expect(rows.first == IndexPath(row: 0, section: 0))
    #expect(rows.last == IndexPath(row: 99_999, section: 0))
  }
}
