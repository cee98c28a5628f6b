import Foundation
import ListBinding
import Testing

/// A `reloadData()` made at a touch: UIKit reads the counts at once and asks for the cells when
/// it next lays out. Sources: `UITableView.reloadData()` ("the table view redisplays only the
/// rows that are visible") and `UIView.layoutIfNeeded()` ("lays out the subviews immediately, if
/// layout updates are pending"); that the cells wait for the layout is *assumed* from UIKit's
/// observed order (the counts inside `reloadData`, `cellForRowAt` in `layoutSubviews`).
@MainActor
@Suite("Call moments: reloadData at a touch")
struct ReloadAtTouchTests {
  private let first = IndexPath(row: 0, section: 0)

  @Test("numberOfRows(inSection:) answers the new count right after reloadData in didSelectRowAt")
  func countsAtOnce() throws {
    let list = try MomentList(["a", "b", "c"])
    var counted: Int?
    list.onDidSelect = { _ in
      list.items += ["d", "e"]
      try list.tableView.reloadData()
      counted = try list.tableView.numberOfRows(inSection: 0)
    }
    try list.tableView.tapRow(at: first)
    #expect(counted == 5)
    #expect(try list.tableView.numberOfRows(inSection: 0) == 5)
  }

  @Test("cellForRowAt runs for a reload made in didSelectRowAt once the tap's layout comes")
  func cellsAtTheNextLayout() throws {
    let list = try MomentList(["a", "b"])
    var askedInHandler: [IndexPath]?
    var cellInHandler: TableViewCell?
    var visibleInHandler: Int?
    list.onDidSelect = { _ in
      list.items = ["x", "y", "z"]
      list.cellRequests = []
      try list.tableView.reloadData()
      askedInHandler = list.cellRequests
      cellInHandler = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
      visibleInHandler = list.tableView.visibleCells.count
    }
    try list.tableView.tapRow(at: first)
    #expect(askedInHandler == [])
    #expect(cellInHandler == nil)
    #expect(visibleInHandler == 0)
    #expect(list.cellRequests == (0..<3).map { IndexPath(row: $0, section: 0) })
    #expect(try list.text(2) == "z")
  }

  @Test("performLayout() in the handler gives the reloaded rows their cells at once")
  func performLayoutLoads() throws {
    let list = try MomentList(["a", "b"])
    var text: String?
    list.onAccessory = { _ in
      list.items = ["p", "q"]
      try list.tableView.reloadData()
      try list.tableView.performLayout()
      text = try list.text(1)
    }
    try list.tableView.tapAccessoryButton(at: first)
    #expect(text == "q")
  }

  @Test("Another call from the handler lays the reload out before it runs")
  func nextCallLaysOut() throws {
    let list = try MomentList(["a", "b"])
    var text: String?
    list.onDidSelect = { _ in
      list.items = ["p", "q"]
      try list.tableView.reloadData()
      try list.insert("new", at: 0)
      text = try list.text(0)
    }
    try list.tableView.tapRow(at: first)
    #expect(text == "new")
    #expect(list.tableView.visibleCells.map { $0.textLabel?.text } == ["new", "p", "q"])
  }

  @Test("A cell that fails at the later layout throws from the tap, and the layout changes nothing")
  func failingLayout() throws {
    let list = try MomentList(["a", "b"])
    list.onDidSelect = { _ in
      list.items = ["x", "y", "z"]
      try list.tableView.reloadData()
    }
    list.onCellForRow = { indexPath in
      if indexPath.row == 1 { throw TestFailure("no cell today") }
    }
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.tapRow(at: first)
    }
    #expect(error == .dataSourceFailed(IndexPath(row: 1, section: 0), TestFailure("no cell today")))
    // The reload's counts are in place; its cells still wait for a layout.
    #expect(try list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(list.tableView.visibleCells.isEmpty)
    list.onCellForRow = nil
    try list.tableView.performLayout()
    #expect(try list.text(2) == "z")
  }

  @Test("reloadData outside a touch still loads its cells at once")
  func outsideATouch() throws {
    let list = try MomentList(["a", "b"])
    list.items = ["x"]
    list.cellRequests = []
    try list.tableView.reloadData()
    #expect(list.cellRequests == [first])
    #expect(try list.text(0) == "x")
  }
}
