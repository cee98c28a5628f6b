import Foundation
import ListBinding
import ListBindingTerminal
import Testing

@MainActor
@Suite("The driver's keys respect what a finger could do: scrolling and touches")
struct TouchAndScrollTests {
  @Test("With isScrollEnabled off, PgDn moves the focus without paging; the table follows it")
  func pagingDisabled() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: (0..<50).map { "row \($0)" })
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    let session = plainSession(tableView, rows: 12)
    tableView.isScrollEnabled = false
    session.press(.pageDown)
    #expect(session.focus?.indexPath.row == 9)
    // Paging would start the viewport at the focused row, as the second press does; keeping the
    // focus in view scrolls only as far as it needs: row 9 is the last of the 8 rows shown
    // between the "rows above" and "rows below" lines.
    #expect(tableView.rowOffset == 2)
    #expect(tableView.indexPathsForVisibleRows.last == IndexPath(row: 9, section: 0))
    tableView.isScrollEnabled = true
    session.press(.pageDown)
    #expect(session.focus?.indexPath.row == 17)
    #expect(tableView.rowOffset == 10)
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 10, section: 0))
  }

  @Test("PgDn and PgUp are a user's drags: the delegate hears of each drag and scroll")
  func pagingDrags() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: (0..<50).map { "row \($0)" })
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    let delegate = DragLog()
    tableView.delegate = delegate
    let session = plainSession(tableView, rows: 12)
    delegate.events.removeAll()
    session.press(.pageDown)
    #expect(tableView.rowOffset > 0)
    #expect(Array(delegate.events.prefix(3)) == ["willBegin", "didScroll", "didEnd"])
    tableView.isScrollEnabled = false
    delegate.events.removeAll()
    session.press(.pageUp)
    #expect(!delegate.events.contains("willBegin"))
  }

  @Test("Tab skips buttons a finger cannot reach: not interactive, or transparent")
  func unreachableButtons() throws {
    let fixture = try Fixture([(nil, ["a", "b"])], cellType: TwoButtonCell.self)
    let session = plainSession(fixture.tableView, rows: 6)
    let cell = try #require(
      fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TwoButtonCell)
    cell.yes.isUserInteractionEnabled = false
    session.press(.tab)
    // The focus is on the first button a finger can reach; the line still shows both.
    #expect(session.focus == Focus(indexPath: IndexPath(row: 0, section: 0), button: 0))
    #expect(session.screen[1] == "*   a [yes] <no>")
    session.press(.enter)
    #expect(fixture.buttonTaps == ["no a"])
    session.press(.tab)
    #expect(session.focus == Focus(indexPath: IndexPath(row: 0, section: 0)))
    cell.yes.isUserInteractionEnabled = true
    cell.no.alpha = 0
    session.press(.tab)
    #expect(session.screen[1] == "*   a <yes>")
    session.press(.enter)
    #expect(fixture.buttonTaps == ["no a", "yes a"])
    cell.no.alpha = 1
    cell.isUserInteractionEnabled = false
    session.press(.tab)
    #expect(session.focus == Focus(indexPath: IndexPath(row: 0, section: 0)))
  }
}

/// A delegate that records a drag's scroll-view calls.
@MainActor
private final class DragLog: TableViewDelegate {
  var events: [String] = []

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBegin") }
  func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("didScroll") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    events.append("didEnd")
  }
}
