import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Scrolling: scrollViewDidScroll after each committed offset change")
struct TableViewScrollingTests {
  @Test("setContentOffset tells scrollViewDidScroll once, after the commit, before willDisplay")
  func setContentOffset() throws {
    let list = try ScrollingList()
    var seen: (offset: CGPoint, visible: [IndexPath])?
    list.recorder.onDidScroll = { tableView in
      seen = (tableView.contentOffset, tableView.indexPathsForVisibleRows)
    }
    try list.tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(
      list.recorder.events == [
        "didScroll y=88.0 dragging=false tracking=false decelerating=false",
        "willDisplay 10", "willDisplay 11",
      ])
    #expect(seen?.offset == CGPoint(x: 0, y: 88))
    #expect(seen?.visible.first == IndexPath(row: 2, section: 0))
  }

  @Test("No call when the offset does not change")
  func unchanged() throws {
    let list = try ScrollingList()
    let tableView = list.tableView
    try tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    let count = try list.didScrollCount {
      try tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
      try tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none)
      try tableView.selectRow(at: IndexPath(row: 4, section: 0), scrollPosition: .none)
      try tableView.reloadData()
      try tableView.performLayout()
      try tableView.insertRows(at: [], with: .automatic)
      _ = try tableView.render(with: PlainTextRenderer())
    }
    #expect(count == 0)
  }

  @Test("Every kind of offset change is told once")
  func everyTrigger() throws {
    let list = try ScrollingList()
    let tableView = list.tableView
    #expect(try list.didScrollCount { try tableView.setContentOffset(5) } == 1)
    #expect(
      try list.didScrollCount {
        try tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top)
      } == 1)
    #expect(tableView.contentOffset.y == 2200)
    try tableView.selectRow(at: IndexPath(row: 90, section: 0))
    #expect(try list.didScrollCount { try tableView.scrollToNearestSelectedRow(at: .bottom) } == 1)
    #expect(
      try list.didScrollCount {
        try tableView.selectRow(at: IndexPath(row: 0, section: 0), scrollPosition: .top)
      } == 1)
    #expect(tableView.contentOffset.y == 0)
    // Shorter rows pull the offset back at the next layout.
    try tableView.setContentOffset(CGPoint(x: 0, y: 3960), animated: false)
    tableView.rowHeight = 22
    #expect(try list.didScrollCount { try tableView.performLayout() } == 1)
    #expect(tableView.contentOffset.y == 1760)
    tableView.rowHeight = 44
    tableView.frame.size.height = 880
    try tableView.setContentOffset(CGPoint(x: 0, y: 3520), animated: false)
    // Rows deleted under the viewport pull the offset back, once for the update.
    list.dataSource.sections[0].removeLast(50)
    #expect(
      try list.didScrollCount {
        try tableView.deleteRows(
          at: (50..<100).map { IndexPath(row: $0, section: 0) }, with: .automatic)
      } == 1)
    #expect(tableView.contentOffset.y == 1320)
    list.dataSource.sections[0].removeLast(40)
    #expect(try list.didScrollCount { try tableView.reloadData() } == 1)
    #expect(tableView.contentOffset.y == 0)
  }

  @Test("A viewport in rows tells row-offset and viewport-height changes")
  func rowViewport() throws {
    let list = try ScrollingList(frame: false)
    let tableView = list.tableView
    #expect(try list.didScrollCount { try tableView.setContentOffset(20) } == 1)
    #expect(tableView.contentOffset.y == 880)
    #expect(try list.didScrollCount { try tableView.setContentOffset(20) } == 0)
    // Showing more rows than are left pulls the viewport back.
    #expect(try list.didScrollCount { try tableView.setViewportHeight(90) } == 1)
    #expect(tableView.rowOffset == 10)
  }

  @Test("A completion's scrolls run later, each a call of its own")
  func completionScrolls() async throws {
    let list = try ScrollingList()
    list.dataSource.sections[0].append("new")
    try list.tableView.performBatchUpdates {
      try list.tableView.insertRows(at: [IndexPath(row: 100, section: 0)], with: .automatic)
    } completion: { _ in
      try list.tableView.setContentOffset(10)
      try list.tableView.setContentOffset(20)
    }
    #expect(list.recorder.didScrollCount == 0)
    await drainMainQueue()
    #expect(list.recorder.didScrollCount == 2)
    #expect(list.tableView.rowOffset == 20)
  }

  @Test("A transaction that fails and rolls back tells nothing")
  func rollback() throws {
    let list = try ScrollingList()
    list.dataSource.failingRow = IndexPath(row: 30, section: 0)
    #expect(throws: TableViewError.self) {
      try list.tableView.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
    }
    #expect(throws: TableViewError.self) { try list.tableView.drag(by: 1100) }
    #expect(list.tableView.contentOffset == .zero)
    #expect(list.recorder.didScrollCount == 0)
    #expect(throws: TableViewError.self) {
      try list.tableView.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
    }
    #expect(list.recorder.didScrollCount == 0)
  }

  @Test("An error of scrollViewDidScroll comes out of the call, named, with the scroll in place")
  func didScrollError() throws {
    let list = try ScrollingList()
    list.recorder.failsDidScroll = true
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    }
    #expect(
      error
        == .callbackFailed(
          TableViewError.Callback("scrollViewDidScroll(_:)"), ScrollRecorder.Offline()))
    #expect(error?.message == "scrollViewDidScroll(_:) threw: offline")
    // As an error of didSelectRowAt: the change it was told of stays.
    #expect(list.tableView.contentOffset.y == 440)
    #expect(list.tableView.indexPathsForVisibleRows.first == IndexPath(row: 10, section: 0))
    list.recorder.failsDidScroll = false
    try list.tableView.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(list.tableView.visibleCells.count == 10)
  }

  @Test("Load more from scrollViewDidScroll near the bottom: the table stays consistent")
  func loadMore() throws {
    let list = try ScrollingList(rows: 30)
    let dataSource = list.dataSource
    list.recorder.onDidScroll = { tableView in
      let bottom = tableView.contentOffset.y + tableView.bounds.height
      guard bottom > tableView.contentSize.height - 100, dataSource.sections[0].count < 90
      else { return }
      let start = dataSource.sections[0].count
      dataSource.sections[0] += (start..<start + 30).map { "row \($0)" }
      try tableView.insertRows(
        at: (start..<start + 30).map { IndexPath(row: $0, section: 0) }, with: .none)
    }
    for _ in 0..<20 { try list.tableView.drag(by: 300) }
    #expect(dataSource.sections[0].count == 90)
    #expect(try list.tableView.numberOfRows(inSection: 0) == 90)
    #expect(list.tableView.contentSize.height == 3960)
    #expect(list.tableView.contentOffset.y == 3520)
    #expect(
      visibleTextsOf(list.tableView) == (80..<90).map { "row \($0)" })
    try list.tableView.validateSelection()
  }

  private func visibleTextsOf(_ tableView: TableView) -> [String] {
    tableView.visibleCells.map { $0.textLabel?.text ?? "" }
  }
}
