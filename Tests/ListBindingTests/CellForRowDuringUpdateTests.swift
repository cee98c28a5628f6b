import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// `cellForRow(at:)` asked while the table performs a reload or an update: UIKit logs
/// `UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate` and answers (an Apple engineer's
/// answer, Apple Developer Forums thread 117537: the table is in the middle of preparing its
/// cells and cannot give a meaningful answer; that UIKit logs rather than raises for
/// `cellForRow(at:)` is the alert's name). The native face answers as before and reports the
/// alert to the event log (the "Call moments" article).
@MainActor
@Suite("Call moments: cellForRow(at:) during an update")
struct CellForRowDuringUpdateTests {
  private static let alert = "alert UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate"

  /// The log's alert lines, without their indentation.
  private func alerts(_ log: TableEventLog) -> [String] {
    log.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("alert") }
  }

  @Test("willDisplay asking cellForRow(at:) during reloadData reports UIKit's alert and answers")
  func duringReload() throws {
    let list = try MomentList(["a", "b"])
    let log = TableEventLog(list.tableView)
    var answers: [String?] = []
    list.onWillDisplay = { indexPath in answers.append(try list.text(indexPath.row)) }
    try list.tableView.reloadData()
    #expect(alerts(log) == ["\(Self.alert) [0, 0]", "\(Self.alert) [0, 1]"])
    // The cell the row has at that point of the layout: the one about to be displayed.
    #expect(answers == ["a", "b"])
  }

  @Test("cellForRowAt asking cellForRow(at:) during an insert reports the alert")
  func duringUpdate() throws {
    let list = try MomentList(["a"])
    let log = TableEventLog(list.tableView)
    var answer: TableViewCell?
    list.onCellForRow = { indexPath in
      answer = list.tableView.cellForRow(at: indexPath)
    }
    try list.insert("b", at: 1)
    #expect(alerts(log) == ["\(Self.alert) [0, 1]"])
    #expect(answer == nil)
  }

  @Test("No alert for cellForRow(at:) from willDisplay during a scroll, or from didSelectRowAt")
  func noAlertOutsideUpdates() throws {
    let list = try MomentList((0..<20).map { "r\($0)" }, height: 5)
    let log = TableEventLog(list.tableView)
    list.onWillDisplay = { indexPath in _ = try list.text(indexPath.row) }
    try list.tableView.scrollToRow(at: IndexPath(row: 12, section: 0), at: .top)
    var text: String?
    list.onDidSelect = { indexPath in
      try list.insert("new", at: indexPath.row + 1)
      text = try list.text(indexPath.row + 1)
    }
    list.onWillDisplay = nil
    try list.tableView.tapRow(at: IndexPath(row: 12, section: 0))
    #expect(text == "new")
    #expect(alerts(log).isEmpty)
  }

  @Test("The alert category leaves alerts out of a log")
  func omittedCategory() throws {
    let list = try MomentList(["a"])
    let log = TableEventLog(list.tableView, omitting: [.named("alert")])
    list.onWillDisplay = { indexPath in _ = try list.text(indexPath.row) }
    try list.tableView.reloadData()
    #expect(alerts(log).isEmpty)
  }
}
