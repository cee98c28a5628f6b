import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// Any number of event logs on one table: the table tells each of them, in one loop, not
/// through observers nested in each other.
@MainActor
@Suite("TableEventLog: many logs on one table")
struct ManyEventLogsTests {
  @Test("10,000 logs on one table all see the next events, in order")
  func tenThousandLogs() throws {
    let menu = try Menu()
    let delegate = QuietDelegate()
    menu.tableView.delegate = delegate
    let logs = (0..<10_000).map { _ in TableEventLog(menu.tableView, omitting: [.selectionRules]) }
    try menu.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    try menu.tableView.tapRow(at: IndexPath(row: 2, section: 0))
    let expected = [
      "tapRow [0, 1]", "shouldHighlightRowAt [0, 1]", "didHighlightRowAt [0, 1]",
      "didUnhighlightRowAt [0, 1]", "willSelectRowAt [0, 1]", "didSelectRowAt [0, 1]",
      "tapRow [0, 2]", "shouldHighlightRowAt [0, 2]", "didHighlightRowAt [0, 2]",
      "didUnhighlightRowAt [0, 2]", "willSelectRowAt [0, 2]", "willDeselectRowAt [0, 1]",
      "didDeselectRowAt [0, 1]", "didSelectRowAt [0, 2]",
    ]
    #expect(logs.allSatisfy { $0.lines == expected })
  }

  @Test("100,000 logs on one table each log the next call, and are released with the table")
  func hundredThousandLogs() throws {
    weak var weakTable: TableView?
    var logs: [TableEventLog] = []
    do {
      let menu = try Menu()
      logs = (0..<100_000).map { _ in TableEventLog(menu.tableView) }
      try menu.tableView.selectRow(at: IndexPath(row: 0, section: 0))
      weakTable = menu.tableView
    }
    #expect(weakTable == nil)
    #expect(logs.allSatisfy { $0.lines == ["selectRow [0, 0]"] })
  }

  @Test("Releasing logs leaves the others recording; a log made later records from then on")
  func releasingLogs() throws {
    let menu = try Menu()
    let first = TableEventLog(menu.tableView)
    var middle: [TableEventLog] = (0..<1_000).map { _ in TableEventLog(menu.tableView) }
    let last = TableEventLog(menu.tableView)
    weak let released = middle.first
    try menu.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    middle.removeAll()
    #expect(released == nil)
    try menu.tableView.selectRow(at: IndexPath(row: 1, section: 0))
    let later = TableEventLog(menu.tableView)
    try menu.tableView.selectRow(at: nil)
    #expect(first.lines == ["selectRow [0, 0]", "selectRow [0, 1]", "selectRow nil"])
    #expect(last.lines == first.lines)
    #expect(later.lines == ["selectRow nil"])
  }

  @Test("A table with 10,000 logs attached is released, and the logs outlive it")
  func releasingTable() throws {
    weak var weakTable: TableView?
    var logs: [TableEventLog] = []
    do {
      let menu = try Menu()
      logs = (0..<10_000).map { _ in TableEventLog(menu.tableView) }
      try menu.tableView.reloadData()
      weakTable = menu.tableView
    }
    #expect(weakTable == nil)
    #expect(logs.allSatisfy { $0.lines.first == "reloadData" })
  }
}
