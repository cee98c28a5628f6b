import Foundation
import ListBinding
import Testing

/// The table's queries answer as UIKit's: `cellForRow(at:)` has no cell rather than an error,
/// and counts asked before the first load load the data.
@MainActor
@Suite("Queries as UIKit answers them")
struct TableViewQueriesTests {
  func makeTable(_ sections: [[String]], height: Int = 2) throws -> (TableView, ArrayDataSource) {
    let tableView = try TableView(viewportHeight: height)
    let dataSource = ArrayDataSource(sections)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    return (tableView, dataSource)
  }

  // Apple's documentation of `UITableView.cellForRow(at:)`: it "returns nil if the cell isn't
  // visible or if indexPath is out of range".
  @Test("cellForRow(at:) is nil for a row outside the viewport and for one the table lacks")
  func cellForRow() throws {
    let (tableView, dataSource) = try makeTable([["a", "b", "c"], ["d"]])
    try tableView.reloadData()
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "b")
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)  // below the viewport
    for path in [
      IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 2), IndexPath(row: -1, section: 0),
      IndexPath(row: Int.max, section: Int.min), IndexPath(index: 0), IndexPath(),
    ] {
      #expect(tableView.cellForRow(at: path) == nil, "\(path)")
    }
    _ = dataSource
  }

  // Apple's documentation of `UITableView.numberOfSections` and `numberOfRows(inSection:)`:
  // the table "gets the value ... from its data source and caches it".
  @Test("Counts asked before the first load load the data, then are kept until the next load")
  func countsLoad() throws {
    let (tableView, dataSource) = try makeTable([["a", "b"], [], ["c"]])
    #expect(tableView.numberOfSections == 3)
    #expect(try tableView.numberOfRows(inSection: 0) == 2)
    #expect(visibleTexts(tableView) == ["a", "b"])
    dataSource.sections.append(["d"])
    #expect(tableView.numberOfSections == 3)
    try tableView.reloadData()
    #expect(tableView.numberOfSections == 4)

    let (other, otherData) = try makeTable([["a"], ["b", "c"]])
    #expect(try other.numberOfRows(inSection: 1) == 2)
    #expect(other.totalNumberOfRows == 3)
    let (third, thirdData) = try makeTable([["a"], ["b", "c"]])
    #expect(third.totalNumberOfRows == 3)
    _ = (otherData, thirdData)
  }

  @Test("A first load that fails: numberOfRows(inSection:) throws it, the table stays unloaded")
  func failedLoad() throws {
    let (tableView, dataSource) = try makeTable([["a", "b"]])
    dataSource.failingRow = IndexPath(row: 1, section: 0)
    let error = #expect(throws: TableViewError.self) { try tableView.numberOfRows(inSection: 0) }
    #expect(error?.message.contains("no cell today") == true)
    // A property cannot throw: 0, and the table still loads at the next count asked.
    #expect(tableView.numberOfSections == 0)
    #expect(tableView.visibleCells.isEmpty)
    dataSource.failingRow = nil
    #expect(try tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("Without a data source, counts are 0 and a data source set later still loads")
  func noDataSource() throws {
    let tableView = TableView()
    #expect(tableView.numberOfSections == 0)
    let dataSource = ArrayDataSource([["a"]])
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    #expect(tableView.numberOfSections == 1)
  }

  /// A data source that asks the table's counts from its own count method.
  final class Asking: TableViewDataSource {
    var seen: [Int] = []
    func numberOfSections(in tableView: TableView) -> Int {
      seen.append(tableView.numberOfSections)
      return 2
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
  }

  // *Assumed*: a count asked while the table performs a call answers for the state that call
  // refers to; it does not start a load of its own.
  @Test("A count asked from a callback during the first load answers without loading again")
  func countFromCallback() throws {
    let tableView = TableView()
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = Asking()
    tableView.dataSource = dataSource
    #expect(tableView.numberOfSections == 2)
    #expect(dataSource.seen == [0])
  }
}
