import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Prefetching")
struct TableViewPrefetchingTests {
  func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("Defaults: enabled, no prefetch data source; cancelling does nothing by default")
  func defaults() throws {
    final class OnlyPrefetch: TableViewDataSourcePrefetching {
      func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    }
    let tableView = TableView()
    #expect(tableView.isPrefetchingEnabled)
    #expect(tableView.prefetchDataSource == nil)
    let only = OnlyPrefetch()
    only.tableView(tableView, cancelPrefetchingForRowsAt: [path(0)])
    tableView.prefetchDataSource = only
    #expect(tableView.prefetchDataSource === only)
  }

  @Test("The prefetch data source is not retained")
  func weak() throws {
    let tableView = TableView()
    do {
      let list = try PrefetchList(rows: 3)
      tableView.prefetchDataSource = list
    }
    #expect(tableView.prefetchDataSource == nil)
  }

  @Test("Scrolling down: the next viewport's rows are prefetched; rows left behind are cancelled")
  func down() throws {
    let list = try PrefetchList(rows: 20)
    #expect(list.takeCalls() == ["prefetch 4 5 6 7"])
    try list.tableView.setContentOffset(2)
    // 4 and 5 show now: they are dropped without a call; 6 and 7 stay prefetched.
    #expect(list.takeCalls() == ["prefetch 8 9"])
    try list.tableView.setContentOffset(10)
    #expect(list.takeCalls() == ["cancel 6 7 8 9", "prefetch 14 15 16 17"])
    try list.tableView.setContentOffset(17)
    // The viewport stops at the last four rows: no row is left to prefetch below.
    #expect(list.takeCalls() == ["cancel 14 15"])
  }

  @Test("Scrolling up: the viewport's worth above is prefetched and the rows below cancelled")
  func up() throws {
    let list = try PrefetchList(rows: 20)
    try list.tableView.setContentOffset(10)
    _ = list.takeCalls()
    try list.tableView.setContentOffset(8)
    #expect(list.takeCalls() == ["cancel 14 15 16 17", "prefetch 4 5 6 7"])
    try list.tableView.setContentOffset(8)
    #expect(list.takeCalls() == [])
    try list.tableView.setContentOffset(0)
    #expect(list.takeCalls() == ["cancel 4 5 6 7"])
  }

  @Test("Updates move prefetched rows with their rows; deleted and reloaded ones go without a call")
  func updates() throws {
    let list = try PrefetchList(rows: 20)
    _ = list.takeCalls()
    list.sections[0].remove(at: 5)
    try list.tableView.deleteRows(at: [path(5)], with: .automatic)
    #expect(list.takeCalls() == ["prefetch 8"])
    list.sections[0].insert(100, at: 0)
    try list.tableView.insertRows(at: [path(0)], with: .automatic)
    // Row 3 is pushed out of the viewport into the window; 8 leaves the window.
    #expect(list.takeCalls() == ["cancel 8", "prefetch 3"])
    try list.tableView.reloadRows(at: [path(5)], with: .automatic)
    #expect(list.takeCalls() == ["prefetch 4"])
    try list.tableView.reloadData()
    #expect(list.takeCalls() == ["prefetch 3 4 6 7"])
  }

  @Test("Prefetching spans sections, with each row's index path")
  func sections() throws {
    let list = try PrefetchList(sections: [[0, 1, 2], [3, 4], [], [5, 6, 7]], viewportHeight: 2)
    let log = TableEventLog(list.tableView, omitting: [.cells, .display])
    try list.tableView.setContentOffset(2)
    #expect(list.takeCalls() == ["prefetch 2 3", "prefetch 4 5"])
    // The layout asks the titles of the header and footer new to the display, for their views.
    #expect(
      log.lines == [
        "setContentOffset 2", "titleForFooterInSection 0", "titleForHeaderInSection 1",
        "prefetchRowsAt [1, 1], [3, 0]",
      ])
  }

  @Test("With isPrefetchingEnabled off, or no prefetch data source, nothing is called")
  func disabled() throws {
    let list = try PrefetchList(rows: 20)
    _ = list.takeCalls()
    list.tableView.isPrefetchingEnabled = false
    try list.tableView.setContentOffset(4)
    #expect(list.takeCalls() == [])
    list.tableView.isPrefetchingEnabled = true
    try list.tableView.setContentOffset(5)
    #expect(list.takeCalls() == ["prefetch 9 10 11 12"])
    list.tableView.prefetchDataSource = nil
    try list.tableView.setContentOffset(10)
    #expect(list.takeCalls() == [])
  }

  @Test("An error thrown by prefetchRowsAt comes out of the scroll, with the scroll in place")
  func errors() throws {
    struct Offline: Error {}
    let list = try PrefetchList(rows: 20)
    _ = list.takeCalls()
    list.onPrefetch = { _, _ in throw Offline() }
    let error = #expect(throws: TableViewError.self) { try list.tableView.setContentOffset(2) }
    #expect(error == .callbackFailed(.init("tableView(_:prefetchRowsAt:)"), Offline()))
    #expect(error?.message == "tableView(_:prefetchRowsAt:) threw: Offline()")
    #expect(list.tableView.rowOffset == 2)
    list.onPrefetch = nil
    // The rows whose prefetch failed are asked for again.
    try list.tableView.setContentOffset(2)
    #expect(list.takeCalls() == ["prefetch 8 9", "prefetch 8 9"])
  }

  @Test("A change asked for from prefetchRowsAt runs after the call, then prefetches in turn")
  func reentrant() throws {
    let list = try PrefetchList(rows: 20)
    _ = list.takeCalls()
    var once = true
    // Unowned: the list keeps the closure, so a strong capture would be a cycle.
    list.onPrefetch = { [unowned list] tableView, indexPaths in
      guard once else { return }
      once = false
      // Load more: the data grows, and the table is told so; the insert runs after the scroll.
      list.sections[0].append(contentsOf: 20..<24)
      try tableView.insertRows(at: (20..<24).map { self.path($0) }, with: .none)
      #expect(tableView.totalNumberOfRows == 20)
    }
    try list.tableView.setContentOffset(14)
    #expect(list.tableView.totalNumberOfRows == 24)
    #expect(list.takeCalls() == ["cancel 4 5 6 7", "prefetch 18 19", "prefetch 20 21"])
  }
}
