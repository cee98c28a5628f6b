import Foundation
import ListBinding
import Testing

/// Found by the re-entrancy harness (ReentrancyModelTests, seeds 2 and 0x5EED_0001): a viewport
/// of 0 rows scrolled to the end starts past the last row, and its `contentOffset` is then 0,
/// the top of the content, while its `rowOffset` is at the end. `scrollViewDidScroll` is not
/// told of a scroll between the top and the end, and a drag starts from the top.
@MainActor
@Suite("Scrolling: an empty viewport at the end of the content")
struct ScrollingKnownIssueTests {
  @Test("The content offset of an empty viewport past the last row is the content's end")
  func emptyViewportAtTheEnd() throws {
    let list = try ScrollingList(rows: 5, frame: false)
    try list.tableView.setViewportHeight(0)
    try list.tableView.setContentOffset(5)
    #expect(list.tableView.rowOffset == 5)
    withKnownIssue("contentOffset.y is 0 for a viewport starting past the last row") {
      #expect(list.tableView.contentOffset.y == 220)
      try list.tableView.drag(by: -50)
      // From 220, 170 is in row 3; the table drags from 0 and comes to rest at row 0.
      #expect(list.tableView.rowOffset == 3)
    }
  }
}
