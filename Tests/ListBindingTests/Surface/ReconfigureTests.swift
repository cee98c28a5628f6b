import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("reconfigureRows(at:): new content in the cells already shown")
struct ReconfigureTests {
  @Test(
    "Visible rows are asked again and keep their cells, without prepareForReuse; others are left")
  func keepsCells() throws {
    let table = try SurfaceTable()
    let tableView = table.tableView
    let before = tableView.visibleCells
    try tableView.selectRow(at: IndexPath(row: 1, section: 0))
    table.list.items[1] = "B"
    table.list.items[4] = "E"
    let log = TableEventLog(tableView)
    try tableView.reconfigureRows(at: [4, 1, 1].map { IndexPath(row: $0, section: 0) })
    #expect(log.lines == ["reconfigureRows [0, 4], [0, 1], [0, 1]", "cellForRowAt [0, 1]"])
    #expect(table.takeLines() == ["cellForRowAt 1"])
    #expect(tableView.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    #expect(visibleTexts(tableView) == ["a", "B", "c"])
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(before[1].isSelected)
    try tableView.setContentOffset(2)
    #expect(visibleTexts(tableView) == ["c", "d", "E"])
  }

  @Test("A row the table does not have throws before the data source is asked")
  func invalidRow() throws {
    let table = try SurfaceTable()
    #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 9, section: 0), numberOfRows: 5)) {
      try table.tableView.reconfigureRows(at: [
        IndexPath(row: 0, section: 0), IndexPath(row: 9, section: 0),
      ])
    }
    #expect(
      TableViewError.rowOutOfRange(IndexPath(row: 9, section: 0), numberOfRows: 5).message
        == "Attempted to access an out-of-bounds row (9) when there are only 5 rows in section 0.")
    #expect(throws: TableViewError.invalidIndexPath(IndexPath(index: 1))) {
      try table.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0), IndexPath(index: 1)])
    }
    #expect(throws: TableViewError.sectionOutOfRange(section: 3, numberOfSections: 1)) {
      try table.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 3)])
    }
    #expect(table.takeLines().isEmpty)
  }

  @Test("A data source error puts the cells back and names the row")
  func failure() throws {
    let table = try SurfaceTable()
    let before = table.tableView.visibleCells
    table.list.otherIdentifierRows = [0]
    table.list.failingRow = 2
    #expect {
      try table.tableView.reconfigureRows(at: [0, 2].map { IndexPath(row: $0, section: 0) })
    } throws: { error in
      guard case .dataSourceFailed(let indexPath, _) = error as? TableViewError else {
        return false
      }
      return indexPath == IndexPath(row: 2, section: 0)
    }
    #expect(
      table.tableView.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    #expect(!table.takeLines().contains { $0.hasPrefix("didEndDisplaying") })
  }

  @Test("Another cell for a row replaces the old one, as a reload's: didEndDisplaying, willDisplay")
  func replacement() throws {
    let table = try SurfaceTable()
    let old = try #require(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    table.list.otherIdentifierRows = [1]
    table.list.items[1] = "B"
    try table.tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    let new = try #require(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(new !== old)
    #expect(new.reuseIdentifier == "other")
    #expect(table.tableView.indexPath(for: old) == nil)
    #expect(
      table.takeLines() == [
        "cellForRowAt 1", "didEndDisplaying 1", "indentationLevel 1",
        "willDisplay 1 editing false",
      ])
    // The old cell waits for reuse.
    table.list.otherIdentifierRows = []
    table.list.items[4] = "E"
    try table.tableView.setContentOffset(2)
    #expect(table.tableView.visibleCells.contains { $0 === old })
  }

  @Test("The cell a data source keeps for another row is refused, and nothing changes")
  func duplicateCell() throws {
    final class Keeping: TableViewDataSource {
      var kept: TableViewCell?
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let kept, indexPath.row == 1 { return kept }
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
      }
    }
    let tableView = TableView()
    let dataSource = Keeping()
    tableView.dataSource = dataSource
    try tableView.reloadData()
    dataSource.kept = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(
      throws: TableViewError.cellAlreadyDisplayed(
        IndexPath(row: 1, section: 0), shownAt: IndexPath(row: 0, section: 0))
    ) {
      try tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    }
    expectRendered(tableView, matches: "  row 0\n  row 1\n")
  }

  @Test("The older dequeue, without an index path, returns the reconfigured row's cell too")
  func olderDequeue() throws {
    final class Old: TableViewDataSource {
      var items = ["a", "b"]
      var created = 0
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
      }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "old")
          ?? {
            created += 1
            return TableViewCell(style: .default, reuseIdentifier: "old")
          }()
        cell.textLabel?.text = items[indexPath.row]
        return cell
      }
    }
    let tableView = TableView()
    let dataSource = Old()
    tableView.dataSource = dataSource
    try tableView.reloadData()
    dataSource.items[0] = "A"
    try tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
    #expect(dataSource.created == 2)
    expectRendered(tableView, matches: "  A\n  b\n")
  }
}
