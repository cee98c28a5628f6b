import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("TableEventLog: scrolling")
struct TableEventLogScrollingTests {
  @Test("A drag and its scroll-view calls are logged; .scrolling leaves the calls out")
  func drag() throws {
    let editable = try TableEventLogLinesTests.Editable()
    let tableView = editable.tableView
    let log = TableEventLog(tableView, omitting: [.heights, .titles, .cells, .display])
    let quiet = TableEventLog(
      tableView, omitting: [.heights, .titles, .cells, .display, .scrolling])
    try tableView.drag(by: 44)
    try tableView.drag(by: 1000)
    expectEvents(
      log,
      matches: """
        drag 44.0
        scrollViewWillBeginDragging
        scrollViewDidScroll
        scrollViewDidEndDragging
        drag 1000.0
        scrollViewWillBeginDragging
        scrollViewDidEndDragging
        """)
    #expect(quiet.lines == ["drag 44.0", "drag 1000.0"])
    #expect(TableEventLog.Category.scrolling.names.count == 3)
  }
}
