import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("expectEvents(_:matches:)")
struct ExpectEventsTests {
  /// A one-row list with a delegate, logged from before its first load.
  @MainActor
  struct Loaded {
    let tableView = TableView()
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面"])
    let delegate = QuietDelegate()
    let log: TableEventLog

    init() throws {
      tableView.register(MenuCell.self)
      tableView.delegate = delegate
      log = TableEventLog(
        tableView, omitting: [.counts, .heights, .titles, .named("indentationLevelForRowAt")])
      tableView.dataSource = dataSource
      try tableView.reloadData()
    }
  }

  @Test("The doc comment's array of lines passes")
  func arrayExample() throws {
    let loaded = try Loaded()
    let log = loaded.log
    expectEvents(log, matches: ["reloadData", "cellForRowAt [0, 0]", "willDisplay [0, 0]"])
  }

  @Test("Matching text records no issue, with or without the final newline")
  func matching() throws {
    let loaded = try Loaded()
    expectEvents(loaded.log, matches: "reloadData\ncellForRowAt [0, 0]\nwillDisplay [0, 0]\n")
    expectEvents(loaded.log, matches: "reloadData\ncellForRowAt [0, 0]\nwillDisplay [0, 0]")
  }

  @Test("An empty log matches no lines")
  func empty() throws {
    let loaded = try Loaded()
    loaded.log.clear()
    expectEvents(loaded.log, matches: "")
    expectEvents(loaded.log, matches: [])
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("A mismatch records one issue at the caller's line, with the diff in its comment")
  func mismatch() throws {
    let log = try Self.batchLog()
    let line = #line + 2
    let issues = recordedIssues {
      expectEvents(
        log,
        matches: """
          performBatchUpdates
            insertRows [0, 0]
          willDisplay [0, 0]
          didEndDisplaying [0, 3]
          """)
    }
    let issue = try #require(issues.count == 1 ? issues.first : nil)
    #expect(issue.sourceLocation?.line == line)
    #expect(issue.sourceLocation?.fileID == #fileID)
    #expect(issue.sourceLocation?.filePath == #filePath)
    #expect(
      issue.text == """
        The events logged are not the expected ones (≠ changed, - expected only, + actual only):
          expected                │ actual
          performBatchUpdates     │ performBatchUpdates
            insertRows [0, 0]     │   insertRows [0, 0]
        ≠ willDisplay [0, 0]      │ cellForRowAt [0, 0]
          didEndDisplaying [0, 3] │ didEndDisplaying [0, 3]
        +                         │ indentationLevelForRowAt [0, 0]
        +                         │ willDisplay [0, 0]

        """)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("Lines given as an array: the same issue, at the caller's line")
  func arrayMismatch() throws {
    let loaded = try Loaded()
    let line = #line + 2
    let issues = recordedIssues {
      expectEvents(loaded.log, matches: ["reloadData", "willDisplay [0, 0]"])
    }
    let issue = try #require(issues.count == 1 ? issues.first : nil)
    #expect(issue.sourceLocation?.line == line)
    #expect(issue.sourceLocation?.fileID == #fileID)
    #expect(
      issue.text == """
        The events logged are not the expected ones (≠ changed, - expected only, + actual only):
          expected           │ actual
          reloadData         │ reloadData
        +                    │ cellForRowAt [0, 0]
          willDisplay [0, 0] │ willDisplay [0, 0]

        """)
  }

  @Test("Checking leaves the log as it is")
  func keepsLines() throws {
    let loaded = try Loaded()
    expectEvents(loaded.log, matches: ["reloadData", "cellForRowAt [0, 0]", "willDisplay [0, 0]"])
    #expect(loaded.log.lines.count == 3)
  }

  /// The log of the doc comment's batch update: a row inserted at the top of three rows, the
  /// viewport three rows high.
  static func batchLog() throws -> TableEventLog {
    let menu = try Menu(viewportHeight: 3)
    let delegate = QuietDelegate()
    menu.tableView.delegate = delegate
    let log = TableEventLog(menu.tableView, omitting: [.counts, .heights, .titles])
    menu.dataSource.dataItems.insert("牛肉面", at: 0)
    try menu.tableView.performBatchUpdates {
      try menu.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    return log
  }
}
