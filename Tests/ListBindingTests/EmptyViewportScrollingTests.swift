import Foundation
import ListBinding
import Testing

/// Found by the re-entrancy harness (ReentrancyModelTests, seeds 2 and 0x5EED_0001): a viewport
/// of 0 rows scrolled to the end starts past the last row. Its `contentOffset` was then 0, the
/// top of the content, while its `rowOffset` was at the end, so `scrollViewDidScroll` was not
/// told of a scroll between the top and the end, and a drag started from the top.
@MainActor
@Suite("Scrolling: an empty viewport at the end of the content")
struct EmptyViewportScrollingTests {
  @Test("The content offset of an empty viewport past the last row is the content's end")
  func emptyViewportAtTheEnd() throws {
    let list = try ScrollingList(rows: 5, frame: false)
    try list.tableView.setViewportHeight(0)
    try list.tableView.setContentOffset(5)
    #expect(list.tableView.rowOffset == 5)
    #expect(list.tableView.contentOffset.y == CGFloat(220))
    try list.tableView.drag(by: -50)
    // From 220, 170 is in row 3.
    #expect(list.tableView.rowOffset == 3)
    #expect(list.tableView.contentOffset.y == CGFloat(132))
  }

  @Test("A scroll from the top to the end of an empty viewport is told to scrollViewDidScroll")
  func scrollToTheEndIsTold() throws {
    let list = try ScrollingList(rows: 5, frame: false)
    try list.tableView.setViewportHeight(0)
    #expect(try list.didScrollCount { try list.tableView.setContentOffset(5) } == 1)
    #expect(
      list.recorder.events.last
        == "didScroll y=220.0 dragging=false tracking=false decelerating=false")
  }
}
