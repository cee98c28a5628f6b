import Foundation
import ListBinding
import Testing

// An update asks the heights of the rows on screen again: Apple's `beginUpdates()` page, "You
// can also use this method followed by the endUpdates() method to animate the change in the row
// heights without reloading the cell" (and `performBatchUpdates(_:completion:)`, which replaces
// the pair). Rows off screen keep their heights until they come on screen.

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
}
