import Foundation
import ListBinding
import Testing

/// The porting article's example of a table with a frame ("Keep heights and other geometry"),
/// as it reads there.
@MainActor
@Suite("Porting from UIKit: a table with a frame")
struct PortingFromUIKitFrameTests {
  @Test("A table with a frame scrolls a row to the middle of its bounds")
  func scrollToMiddle() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let dataSource = ListDataSource<MenuCell>(dataItems: (1...100).map { "\($0) 号面" })

    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    tableView.rowHeight = 60
    try dataSource.bind(to: tableView)
    try tableView.scrollToRow(at: IndexPath(row: 30, section: 0), at: .middle, animated: false)
    print(tableView.contentOffset.y)  // 1530.0: row 30's middle, 1830, less half the bounds
    print(try tableView.rectForRow(at: IndexPath(row: 30, section: 0)))  // y 1800, height 60
    print(tableView.indexPathsForVisibleRows.count)  // 11: rows 25 to 35 meet the bounds

    #expect(printed[0] == "1530.0")
    #expect(
      try tableView.rectForRow(at: IndexPath(row: 30, section: 0))
        == CGRect(x: 0, y: 1800, width: 375, height: 60))
    #expect(printed[2] == "11")
  }
}
