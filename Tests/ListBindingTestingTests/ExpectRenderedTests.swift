import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("expectRendered(_:matches:)")
struct ExpectRenderedTests {
  @Test("The doc comment's example passes: the table renders as expected")
  func docExample() throws {
    let tableView = TableView(style: .plain)
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
    try dataSource.bind(to: tableView)
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    expectRendered(
      tableView,
      matches: """
          排骨面
        ▸ 红椒面
          青椒面
        """)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("A mismatch records one issue at the caller's line, with the diff in its comment")
  func mismatch() throws {
    let menu = try Menu()
    try menu.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    let line = #line + 2
    let issues = recordedIssues {
      expectRendered(menu.tableView, matches: "  排骨面\n  红椒面\n  青椒面\n")
    }
    let issue = try #require(issues.count == 1 ? issues.first : nil)
    #expect(issue.sourceLocation?.line == line)
    #expect(issue.sourceLocation?.fileID == #fileID)
    #expect(issue.sourceLocation?.filePath == #filePath)
    #expect(
      issue.text == """
        The table does not render as expected (≠ changed, - expected only, + actual only):
          expected │ actual
            排骨面 │   排骨面
        ≠   红椒面 │ ▸ 红椒面
            青椒面 │   青椒面

        """)
  }

  @Test("Matching text records no issue, with or without the final newline")
  func matching() throws {
    let menu = try Menu()
    expectRendered(menu.tableView, matches: "  排骨面\n  红椒面\n  青椒面\n")
    expectRendered(menu.tableView, matches: "  排骨面\n  红椒面\n  青椒面")
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("An extra empty line at the end is a mismatch")
  func extraLine() throws {
    let menu = try Menu()
    let issues = recordedIssues {
      expectRendered(menu.tableView, matches: "  排骨面\n  红椒面\n  青椒面\n\n")
    }
    #expect(issues.count == 1)
    #expect(issues.first?.text.hasSuffix("-          │\n") == true)
  }

  @Test("The renderer given is the one used")
  func renderer() throws {
    let menu = try Menu()
    try menu.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    expectRendered(
      menu.tableView, renderer: PlainTextRenderer(width: 7, symbols: .ascii),
      matches: """
        > 排...
          红...
          青...
        """)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("A table that cannot render records its error as the one issue")
  func renderFailure() throws {
    let tableView = TableView()
    let dataSource = FailingDataSource()
    tableView.dataSource = dataSource
    try tableView.reloadData()
    // Rendering asks whether the rows can be edited, to draw their controls: that throws.
    try tableView.setEditing(true, animated: false)
    let line = #line + 2
    let issues = recordedIssues {
      expectRendered(tableView, matches: "")
    }
    let issue = try #require(issues.count == 1 ? issues.first : nil)
    #expect(issue.sourceLocation?.line == line)
    #expect(issue.text == "The table could not render")
    let error = try #require(issue.error as? TableViewError)
    #expect(
      error.message
        == "tableView(_:canEditRowAt:) for the row at {length = 2, path = 0 - 0} threw: no title today"
    )
  }
}

/// A data source whose one row has no cell.
@MainActor
final class FailingDataSource: TableViewDataSource {
  struct NoTitle: Error, CustomStringConvertible {  // what canEditRowAt throws
    var description: String { "no title today" }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    throw NoTitle()
  }
}
