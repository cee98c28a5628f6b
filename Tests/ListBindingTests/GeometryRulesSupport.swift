import Foundation
import ListBinding
import Testing

/// Values in points no geometry accepts as a length: not finite, negative, above the maximum.
let hostileLengths: [CGFloat] = [
  .nan, .infinity, -.infinity, -5, TableView.maximumDimension.nextUp, 1e300,
  .greatestFiniteMagnitude,
]

/// Values no inset accepts: not finite, or of a magnitude above the maximum.
let hostileInsets: [CGFloat] = [
  .nan, .infinity, -.infinity, -TableView.maximumDimension.nextUp, 1e300,
  -.greatestFiniteMagnitude,
]

/// Values no coordinate accepts.
let hostileCoordinates: [CGFloat] = [.nan, .infinity, -.infinity]

typealias InvalidGeometry = TableViewError.InvalidGeometry

/// Everything a caller can observe of a table without laying it out again: what a failed call
/// must leave exactly as it was.
struct ObservedTable: Equatable, CustomStringConvertible {
  var counts: [Int]
  var contentOffset: CGPoint
  var contentSize: CGSize
  var rowOffset: Int
  var visibleRows: [IndexPath]
  var visibleCells: [ObjectIdentifier]
  var selectedRows: [IndexPath]
  var rowRects: [CGRect]
  var headerRects: [CGRect]

  @MainActor
  init(_ tableView: TableView) throws {
    counts = try (0..<tableView.numberOfSections).map { section throws(TableViewError) in
      try tableView.numberOfRows(inSection: section)
    }
    contentOffset = tableView.contentOffset
    contentSize = tableView.contentSize
    rowOffset = tableView.rowOffset
    visibleRows = tableView.indexPathsForVisibleRows
    visibleCells = tableView.visibleCells.map(ObjectIdentifier.init)
    selectedRows = tableView.indexPathsForSelectedRows ?? []
    var rowRects: [CGRect] = []
    var headerRects: [CGRect] = []
    for (section, count) in counts.enumerated() {
      headerRects.append(try tableView.rectForHeader(inSection: section))
      for row in 0..<count {
        rowRects.append(try tableView.rectForRow(at: IndexPath(row: row, section: section)))
      }
    }
    self.rowRects = rowRects
    self.headerRects = headerRects
  }

  var description: String {
    "counts \(counts), offset \(contentOffset), size \(contentSize), rows \(visibleRows), "
      + "selected \(selectedRows)"
  }
}

/// A table of two titled sections of 30 rows in a 320 × 480 frame, through a ``SizedList``
/// (whose delegate passes the table's settings through), scrolled and with a row selected.
@MainActor
func hostileFixture() throws -> SizedList {
  let list = try SizedList(
    [(0..<30).map { "a\($0)" }, (0..<30).map { "b\($0)" }],
    frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  list.titles = ["A", "B"]
  try list.tableView.reloadData()
  try list.tableView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
  try list.tableView.selectRow(at: IndexPath(row: 9, section: 0))
  return list
}

/// Checks that `call` throws exactly `expected`, with its message, and leaves the table as it
/// was.
@MainActor
func expectRefused(
  _ expected: InvalidGeometry, on tableView: TableView,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ call: () throws(TableViewError) -> Void
) throws {
  let before = try ObservedTable(tableView)
  #expect(throws: TableViewError.invalidGeometry(expected), sourceLocation: sourceLocation) {
    try call()
  }
  do {
    try call()
  } catch {
    #expect(error.message == expected.message, sourceLocation: sourceLocation)
  }
  #expect(try ObservedTable(tableView) == before, sourceLocation: sourceLocation)
}
