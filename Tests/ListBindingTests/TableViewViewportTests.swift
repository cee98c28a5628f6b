import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Viewport, loading and reuse")
struct TableViewViewportTests {
  /// Tables hold their data sources weakly: the suite keeps them alive.
  let keeper = KeepAlive()

  func makeTable(
    _ sections: [[String]], height: Int = 40
  ) throws -> (TableView, ArrayDataSource) {
    let tableView = try TableView(style: .plain, viewportHeight: height)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource(sections)
    tableView.dataSource = dataSource
    try tableView.reloadData()
    keeper.objects.append(dataSource)
    return (tableView, dataSource)
  }

  func rows(_ count: Int, prefix: String = "r") -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
  }

  @Test("A table without a data source has nothing and renders empty")
  func noDataSource() throws {
    let tableView = TableView()
    try tableView.reloadData()
    #expect(tableView.numberOfSections == 0)
    #expect(tableView.visibleCells.isEmpty)
    #expect(try tableView.render(with: PlainTextRenderer()) == "")
  }

  @Test("Counts come from the data source at load time, and are kept until the next")
  func counts() throws {
    let tableView = TableView()
    let dataSource = ArrayDataSource([["a", "b"], [], ["c"]])
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    try tableView.reloadData()
    dataSource.sections.append(["d"])
    #expect(tableView.numberOfSections == 3)  // cached, as UIKit's documentation says
    dataSource.sections.removeLast()
    #expect(try tableView.numberOfRows(inSection: 0) == 2)
    #expect(try tableView.numberOfRows(inSection: 1) == 0)
    #expect(try tableView.numberOfRows(inSection: 2) == 1)
    #expect(tableView.totalNumberOfRows == 3)
    let error = #expect(throws: TableViewError.self) { try tableView.numberOfRows(inSection: 3) }
    #expect(
      error?.message
        == "Attempted to access an out-of-bounds section (3) when there are only 3 sections.")
  }

  @Test("Only the rows in the viewport get cells")
  func viewport() throws {
    let (tableView, dataSource) = try makeTable(
      [rows(3, prefix: "a"), rows(10, prefix: "b")], height: 4)
    #expect(visibleTexts(tableView) == ["a0", "a1", "a2", "b0"])
    #expect(dataSource.cellRequests.count == 4)
    #expect(
      tableView.indexPathsForVisibleRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
        IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
      ])
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 1)) == nil)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(tableView.indexPath(for: cell) == IndexPath(row: 2, section: 0))
  }

  @Test("Scrolling to a row places it as asked, within the table's ends")
  func scrolling() throws {
    let (tableView, _) = try makeTable([rows(20)], height: 5)
    try tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top)
    #expect(tableView.rowOffset == 10)
    try tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle)
    #expect(tableView.rowOffset == 8)
    try tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom)
    #expect(tableView.rowOffset == 6)
    try tableView.scrollToRow(at: IndexPath(row: 8, section: 0), at: .none)
    #expect(tableView.rowOffset == 6)
    try tableView.scrollToRow(at: IndexPath(row: 12, section: 0), at: .none)
    #expect(tableView.rowOffset == 8)
    try tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top)
    #expect(tableView.rowOffset == 15)
    #expect(visibleTexts(tableView) == ["r15", "r16", "r17", "r18", "r19"])
    try tableView.setContentOffset(-3)
    #expect(tableView.rowOffset == 0)
    let error = #expect(throws: TableViewError.self) {
      try tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top)
    }
    #expect(
      error?.message
        == "Attempted to access an out-of-bounds row (20) when there are only 20 rows in section 0."
    )
    #expect(tableView.rowOffset == 0)
  }

  @Test("Scrolling 10,000 rows creates at most two viewports of cells")
  func reuseWhileScrolling() throws {
    final class CountingCell: TableViewCell {
      static var created = 0  // main-actor isolated, as the cell class is
      override init(style: Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.created += 1
      }

      required init?(coder: NSCoder) { return nil }
    }
    CountingCell.created = 0
    let tableView = try TableView(viewportHeight: 12)
    tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource([rows(10_000)])
    tableView.dataSource = dataSource
    try tableView.reloadData()
    for offset in 1...10_000 {
      try tableView.setContentOffset(offset)
    }
    for offset in stride(from: 10_000, through: 0, by: -7) {
      try tableView.setContentOffset(offset)
    }
    try tableView.setContentOffset(5_000)
    // A scroll is a transaction: the cells it moves out wait for reuse from the next call on,
    // so at most two viewports of cells exist.
    #expect(CountingCell.created <= 2 * 12)
    let created = CountingCell.created
    for offset in stride(from: 0, through: 10_000, by: 5) {
      try tableView.setContentOffset(offset)
    }
    #expect(CountingCell.created == created)
    try tableView.setContentOffset(5_000)
    #expect(visibleTexts(tableView) == rows(12).map { _ in "" }.indices.map { "r\(5_000 + $0)" })
  }

  @Test("Cells entering and leaving the viewport are reported to the delegate")
  func displayEvents() throws {
    let (tableView, _) = try makeTable([rows(4), rows(2, prefix: "s")], height: 3)
    let log = DisplayLog()
    tableView.delegate = log
    try tableView.setContentOffset(2)
    #expect(
      log.events == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-3", "willDisplay 1-0",
      ])
  }

  @Test("A shorter table pulls the viewport back")
  func shrinking() throws {
    let (tableView, dataSource) = try makeTable([rows(30)], height: 10)
    try tableView.setContentOffset(20)
    dataSource.sections = [rows(12)]
    try tableView.reloadData()
    #expect(tableView.rowOffset == 2)
    #expect(visibleTexts(tableView) == (2..<12).map { "r\($0)" })
  }

  @Test("Resizing the viewport loads or lets go of rows; a negative height is refused")
  func resizing() throws {
    let (tableView, _) = try makeTable([rows(10)], height: 3)
    try tableView.setViewportHeight(5)
    #expect(visibleTexts(tableView) == ["r0", "r1", "r2", "r3", "r4"])
    try tableView.setViewportHeight(2)
    #expect(visibleTexts(tableView) == ["r0", "r1"])
    let error = #expect(throws: TableViewError.self) { try tableView.setViewportHeight(-1) }
    #expect(error?.message == "the viewport height must be from 0 to 100000 rows, not -1")
    #expect(throws: TableViewError.invalidViewportHeight(100_001)) {
      try tableView.setViewportHeight(100_001)
    }
    #expect(throws: TableViewError.invalidViewportHeight(-1)) {
      try TableView(viewportHeight: -1)
    }
    #expect(tableView.viewportHeight == 2)
  }

  // Apple's documentation of `UIView.frame` and `UIView.bounds`: a view's frame is its own
  // until it is set; that a failed call leaves it so is the rule of every call here (*assumed*
  // for this call, which UIKit does not have).
  @Test("A setViewportHeight whose cells fail leaves the frame, the viewport and the cells")
  func failedViewportHeightKeepsFrame() throws {
    let list = try HookedList([rows(30)], height: 5)
    let frame = CGRect(x: 0, y: 0, width: 320, height: 88)
    list.tableView.frame = frame
    try list.tableView.performLayout()
    let shown = visibleTexts(list.tableView)
    let cells = list.tableView.visibleCells.map(ObjectIdentifier.init)
    list.onCellForRow = { _ in throw ArrayDataSource.Failure() }
    #expect(throws: TableViewError.self) { try list.tableView.setViewportHeight(12) }
    #expect(list.tableView.frame == frame)
    #expect(visibleTexts(list.tableView) == shown)
    #expect(list.tableView.visibleCells.map(ObjectIdentifier.init) == cells)
    list.onCellForRow = nil
    try list.tableView.performLayout()
    #expect(list.tableView.frame == frame)
    #expect(visibleTexts(list.tableView) == shown)
    try list.tableView.setViewportHeight(12)
    #expect(list.tableView.frame == .zero)
    #expect(visibleTexts(list.tableView) == (0..<12).map { "r\($0)" })
  }

  @Test("A negative number of sections is refused with nothing changed")
  func negativeSections() throws {
    let (tableView, dataSource) = try makeTable([["a"]])
    dataSource.sectionCountOverride = -2
    let error = #expect(throws: TableViewError.self) { try tableView.reloadData() }
    #expect(error?.message == "the data source returned a negative number of sections (-2)")
    #expect(tableView.numberOfSections == 1)
    #expect(visibleTexts(tableView) == ["a"])
  }

  @Test("A negative number of rows is refused with nothing changed")
  func negativeRows() throws {
    let (tableView, dataSource) = try makeTable([["a"], ["b"]])
    dataSource.rowCountOverride[1] = -1
    let error = #expect(throws: TableViewError.self) { try tableView.reloadData() }
    #expect(
      error?.message == "the data source returned a negative number of rows (-1) for section 1")
    #expect(visibleTexts(tableView) == ["a", "b"])
  }

  @Test("One cell returned for two visible rows is refused")
  func sameCellTwice() throws {
    let tableView = TableView()
    let dataSource = ArrayDataSource([["a", "b"]])
    dataSource.fixedCell = TableViewCell(style: .default, reuseIdentifier: nil)
    tableView.dataSource = dataSource
    let error = #expect(throws: TableViewError.self) { try tableView.reloadData() }
    #expect(
      error?.message
        == "the data source returned for the row at {length = 2, path = 0 - 1} the cell already "
        + "shown at {length = 2, path = 0 - 0}: a cell shows one row at a time")
  }

  @Test("A data source error names the row; a failed scroll leaves the viewport as it was")
  func failingDataSource() throws {
    let (tableView, dataSource) = try makeTable([rows(10)], height: 3)
    dataSource.failingRow = IndexPath(row: 4, section: 0)
    let error = #expect(throws: TableViewError.self) { try tableView.setContentOffset(3) }
    #expect(
      error?.message
        == "failed to obtain a cell from its dataSource for the row at "
        + "{length = 2, path = 0 - 4}: no cell today")
    guard case .dataSourceFailed(let indexPath, let underlying) = error else {
      Issue.record("unexpected case")
      return
    }
    #expect(indexPath == IndexPath(row: 4, section: 0))
    #expect(underlying is ArrayDataSource.Failure)
    #expect(tableView.rowOffset == 0)
    #expect(visibleTexts(tableView) == ["r0", "r1", "r2"])
  }

  @Test(
    "Index paths out of range are refused by every method that takes one; cellForRow(at:) answers nil"
  )
  func outOfRangeEverywhere() throws {
    let (tableView, _) = try makeTable([["a"]])
    let bad = [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1), IndexPath(index: 0)]
    for indexPath in bad {
      // Apple's documentation of `UITableView.cellForRow(at:)`: `nil`, no exception.
      #expect(tableView.cellForRow(at: indexPath) == nil)
      #expect(throws: TableViewError.self) { try tableView.scrollToRow(at: indexPath, at: .top) }
      #expect(throws: TableViewError.self) {
        try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      #expect(throws: TableViewError.self) { try tableView.swipeRow(at: indexPath) }
      #expect(throws: TableViewError.self) { try tableView.tapEditingControl(at: indexPath) }
      #expect(throws: TableViewError.self) {
        try tableView.dragRow(from: indexPath, to: IndexPath(row: 0, section: 0))
      }
      #expect(throws: TableViewError.self) {
        try tableView.reloadRows(at: [indexPath], with: .fade)
      }
      #expect(throws: TableViewError.self) {
        try tableView.deleteRows(at: [indexPath], with: .fade)
      }
      #expect(throws: TableViewError.self) {
        try tableView.insertRows(at: [indexPath], with: .fade)
      }
      #expect(throws: TableViewError.self) {
        try tableView.moveRow(at: indexPath, to: IndexPath(row: 0, section: 0))
      }
    }
    #expect(visibleTexts(tableView) == ["a"])
    #expect(tableView.numberOfSections == 1)
  }

  @Test("A cell from another table has no index path here")
  func foreignCell() throws {
    let (tableView, _) = try makeTable([["a"]])
    let (other, _) = try makeTable([["b"]])
    let cell = try #require(other.visibleCells.first)
    #expect(tableView.indexPath(for: cell) == nil)
    #expect(other.indexPath(for: cell) == IndexPath(row: 0, section: 0))
  }
}
