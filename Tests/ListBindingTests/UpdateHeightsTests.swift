import Foundation
import ListBinding
import Testing

// An update asks the heights of the rows on screen again, with changes or without: Apple's
// `beginUpdates()` page, "You can also use this method followed by the endUpdates() method to
// animate the change in the row heights without reloading the cell" (and
// `performBatchUpdates(_:completion:)`, which replaces the pair); the pair with insertions in it
// is the same call, and on iOS the row tapped in the expand pattern (toggle a flag, insert its
// detail rows in a pair) grows with the insertion (*assumed* from iOS's behaviour; no page says
// it of batches with changes). The rows on screen are the viewport's after the update, at their
// new heights: rows a taller row pushes out leave, rows a shorter one pulls in are measured as
// they come. Rows off screen keep their heights until they come on screen: Apple's
// `estimatedRowHeight` page, estimation defers "the cost of geometry calculation from load time
// to scrolling time". Without estimates every row is asked ("Setting the value to 0 disables
// estimated heights, which causes the table view to request the actual height for each cell").

@MainActor
@Suite("Updates ask the heights of the rows on screen again, as UIKit")
struct UpdateHeightsTests {
  func list() throws -> SizedList {
    let list = try SizedList(
      [Array(repeating: "x", count: 100)], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    list.estimate = 30
    try list.tableView.reloadData()
    return list
  }

  @Test("An empty beginUpdates/endUpdates pair grows a row without reloading its cell")
  func emptyPair() throws {
    let list = try list()
    let cell = try #require(list.tableView.cellForRow(at: path(0, 1)))
    list.rowHeights = [path(0, 1): 100]
    list.tableView.beginUpdates()
    try list.tableView.endUpdates()
    #expect(list.tableView.cellForRow(at: path(0, 1)) === cell)
    #expect(try list.tableView.rectForRow(at: path(0, 1)).height == 100)
    #expect(try list.tableView.rectForRow(at: path(0, 2)).minY == 144)
    #expect(
      list.tableView.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2), path(0, 3)])
  }

  @Test("An empty performBatchUpdates asks again; a row off screen keeps its estimate")
  func emptyBatch() throws {
    let list = try list()
    list.rowHeights = [path(0, 0): 20, path(0, 50): 100]
    let asked = list.heightRequests.count
    try list.tableView.performBatchUpdates {}
    #expect(list.heightRequests.count > asked)
    #expect(!list.heightRequests[asked...].contains(path(0, 50)))
    #expect(try list.tableView.rectForRow(at: path(0, 1)).minY == 20)
    #expect(try list.tableView.rectForRow(at: path(0, 50)).height == 30)
  }

  @Test("An insert grows the row on screen whose height changed, without reloading its cell")
  func insertGrowsRowOnScreen() throws {
    let list = try list()
    let tapped = try #require(list.tableView.cellForRow(at: path(0, 1)))
    // The expand pattern: the tapped row grows and its detail row comes in below it.
    list.sections[0].insert("detail", at: 2)
    list.rowHeights = [path(0, 1): 100, path(0, 2): 20]
    let asked = list.heightRequests.count
    try list.tableView.performBatchUpdates {
      try list.tableView.insertRows(at: [path(0, 2)], with: .fade)
    }
    #expect(list.tableView.cellForRow(at: path(0, 1)) === tapped)
    #expect(
      try list.tableView.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 44, width: 320, height: 100))
    #expect(
      try list.tableView.rectForRow(at: path(0, 2)) == CGRect(x: 0, y: 144, width: 320, height: 20))
    #expect(try list.tableView.rectForRow(at: path(0, 3)).minY == 164)
    #expect(
      list.tableView.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2), path(0, 3)])
    // Each row on screen before or after the update once (row 4, pushed out, was on screen
    // before); no row off screen.
    #expect(
      list.heightRequests[asked...].sorted()
        == [path(0, 0), path(0, 1), path(0, 2), path(0, 3), path(0, 4)])
  }

  @Test("A row that grows pushes rows off screen: they leave, and no cell is made for them")
  func grownRowPushesRowsOut() throws {
    let list = try list()
    #expect(list.tableView.indexPathsForVisibleRows.count == 5)
    let pushed = try #require(list.tableView.cellForRow(at: path(0, 4)))
    list.sections[0].append("last")
    list.rowHeights = [path(0, 1): 150]
    try list.tableView.performBatchUpdates {
      try list.tableView.insertRows(at: [path(0, 100)], with: .fade)
    }
    #expect(list.tableView.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2)])
    #expect(list.tableView.visibleCells.count == 3)
    #expect(!list.tableView.visibleCells.contains { $0 === pushed })
    #expect(try list.tableView.rectForRow(at: path(0, 2)).minY == 194)
  }

  @Test("A row that shrinks pulls rows on screen: they get cells and their heights")
  func shrunkRowPullsRowsIn() throws {
    let list = try list()
    list.rowHeights = [path(0, 0): 20, path(0, 1): 20, path(0, 5): 60, path(0, 6): 10]
    list.sections[0].remove(at: 50)
    try list.tableView.performBatchUpdates {
      try list.tableView.deleteRows(at: [path(0, 50)], with: .fade)
    }
    // 20 + 20 + 3 × 44 = 172; row 5 at 172 ..< 232 reaches the bottom.
    #expect(
      list.tableView.indexPathsForVisibleRows
        == [path(0, 0), path(0, 1), path(0, 2), path(0, 3), path(0, 4), path(0, 5)])
    #expect(
      try list.tableView.rectForRow(at: path(0, 5)) == CGRect(x: 0, y: 172, width: 320, height: 60))
    list.checkVisibleTexts(Array(repeating: "x", count: 6))
  }

  @Test("An update of a long list asks about a screenful of rows, never the whole list")
  func proportionalToScreen() throws {
    let list = try SizedList(
      [Array(repeating: "x", count: 100_000)], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    list.estimate = 30
    try list.tableView.reloadData()
    try list.tableView.setContentOffset(CGPoint(x: 0, y: 1_000_000), animated: false)
    let visible = list.tableView.indexPathsForVisibleRows
    let asked = list.heightRequests.count
    list.sections[0].insert("new", at: 0)
    try list.tableView.insertRows(at: [path(0, 0)], with: .top)
    // The new first row is off screen: about a screenful of rows is asked, of 100,001.
    #expect(list.heightRequests.count - asked <= 2 * visible.count + 2)
    #expect(!list.heightRequests[asked...].contains(path(0, 0)))
  }

  @Test("Without estimates an update asks the height of every row")
  func withoutEstimates() throws {
    let list = try SizedList(
      [Array(repeating: "x", count: 30)], frame: CGRect(x: 0, y: 0, width: 320, height: 200)
    ) { $0.estimatedRowHeight = 0 }
    list.rowHeights = [path(0, 1): 100, path(0, 20): 10]
    list.sections[0].append("y")
    let asked = list.heightRequests.count
    try list.tableView.insertRows(at: [path(0, 30)], with: .fade)
    #expect(Set(list.heightRequests[asked...]).count == 31)
    #expect(try list.tableView.rectForRow(at: path(0, 2)).minY == 144)
    #expect(list.tableView.contentSize.height == CGFloat(29 * 44 + 110))
  }

  @Test("A height that throws during an update leaves the table as it was")
  func throwingHeight() throws {
    let list = try HeightsByID(
      [(0..<50).map { "r\($0)" }], frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      estimatedRowHeight: 44)
    let cells = list.tableView.visibleCells
    let contentSize = list.tableView.contentSize
    list.forgetCalls()
    list.heights["r1"] = 100
    list.failing = "r2"
    list.sections[0].insert("new", at: 0)
    #expect(throws: TableViewError.self) {
      try list.tableView.insertRows(at: [path(0, 0)], with: .top)
    }
    #expect(list.made.isEmpty)
    #expect(try list.tableView.numberOfRows(inSection: 0) == 50)
    #expect(
      list.tableView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    #expect(try list.tableView.rectForRow(at: path(0, 1)).height == 44)
    #expect(list.tableView.contentSize == contentSize)
    #expect(visibleTexts(list.tableView) == ["r0", "r1", "r2", "r3", "r4"])
  }

  @Test("A diffable data source's apply asks the heights of the rows on screen")
  func diffableApply() throws {
    let list = try SizedList([], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    list.tableView.register(TextCell.self)
    let dataSource = DiffableDataSource<Int, String>(tableView: list.tableView) {
      tableView, indexPath, item in
      let cell = try tableView.dequeueReusableCell(TextCell.self, for: indexPath)
      cell.bind(to: item)
      return cell
    }
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["a", "b", "c"])
    try dataSource.apply(snapshot)
    list.rowHeights = [path(0, 0): 80]
    try snapshot.appendItems(["d"])
    try dataSource.apply(snapshot)
    #expect(try list.tableView.rectForRow(at: path(0, 0)).height == 80)
    #expect(try list.tableView.rectForRow(at: path(0, 3)).minY == 80 + 44 + 44)
  }
}
