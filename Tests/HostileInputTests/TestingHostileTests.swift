import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// Attacks on ListBindingTesting: text gestures with text no row shows, line diffs of hostile
/// text, snapshot names that are not file names.
@MainActor
@Suite("Hostile input: ListBindingTesting")
struct TestingHostileTests {
  @Test(
    "Text gestures with text no row shows are refused, the table unchanged",
    arguments: (hostileStrings + [megabyte]).map(InertArgument.init))
  func noRow(_ argument: InertArgument) throws {
    let text = argument.text
    let fixture = try Fixture()
    let table = fixture.table
    let before = Picture(table)
    let visible = ["a", "b", "c", "d", "e"]
    let expected = TextGestureError.noRow(text: text, visibleRows: visible)
    #expect(throws: expected) { _ = try table.indexPathForVisibleRow(withText: text) }
    #expect(throws: expected) { try table.tapRow(withText: text) }
    #expect(throws: expected) { try table.tapButton(inRowWithText: text, titled: text) }
    #expect(throws: expected) { try table.swipeRow(withText: text, edge: .leading, fully: true) }
    #expect(throws: TextGestureError.noSwipeAction(title: text, revealed: [])) {
      try table.tapSwipeAction(titled: text)
    }
    #expect(!drivesTerminal(expected.description))
    #expect(Picture(table) == before)
  }

  @Test("Text gestures on rows whose text is hostile find them, and report them inert")
  func hostileRows() throws {
    let fixture = try Fixture([hostileStrings.filter { !$0.isEmpty }, ["\u{1B}[2J\u{1B}[H"]])
    let table = fixture.table
    try table.setViewportHeight(100)
    let before = Picture(table)
    let error = #expect(throws: TextGestureError.self) {
      try table.tapRow(withText: "\u{1B}[2J\u{1B}[H")
    }
    #expect(
      error
        == .severalRows(
          text: "\u{1B}[2J\u{1B}[H",
          indexPaths: [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)]))
    #expect(!drivesTerminal(error?.description ?? ""))
    #expect(Picture(table) == before)
    try table.tapRow(withText: "\u{202E}evil\u{202C}")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    let missing = TextGestureError.noButton(text: "nul\u{0}byte", title: "\u{1B}]0;t\u{07}")
    #expect(throws: missing) {
      try table.tapButton(inRowWithText: "nul\u{0}byte", titled: "\u{1B}]0;t\u{07}")
    }
    #expect(!drivesTerminal(missing.description))
  }

  @Test(
    "Line diffs of hostile text are drawn inert, at any context",
    arguments: [Int.min, -1, 0, 3, Int.max])
  func lineDiff(_ context: Int) {
    let expected = hostileStrings.joined(separator: "\n")
    let actual = hostileStrings.reversed().joined(separator: "\r\n") + "\u{85}"
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(diff.hasDifferences)
    let drawn = diff.formatted(context: context)
    #expect(!drivesTerminal(drawn))
    #expect(!drivesTerminal(diff.description))
    #expect(!LineDiff(expected: expected, actual: expected).hasDifferences)
  }

  @Test("Line diffs of empty and huge texts")
  func lineDiffSizes() {
    #expect(!LineDiff(expected: "", actual: "").hasDifferences)
    #expect(LineDiff(expected: "", actual: "\n").rows.count <= 1)
    let many = (0..<3_000).map { "line \($0)" }
    let shuffled = many.enumerated().map { $0.offset % 2 == 0 ? "other \($0.offset)" : $0.element }
    let diff = LineDiff(
      expected: many.joined(separator: "\n"), actual: shuffled.joined(separator: "\n"))
    #expect(diff.hasDifferences)
    #expect(!diff.formatted(context: 1).isEmpty)
    let wide = LineDiff(expected: megabyte, actual: megabyte + "y")
    #expect(wide.rows.count == 1)
  }

  @Test(
    "Snapshot names that are not file names are refused before any file is touched",
    arguments: [
      "", ".", "..", "../escape", "a/b", "/etc/passwd", "a\\b", ".hidden", "nul\u{0}",
      "\u{1B}[2J", "a:b", String(repeating: "n", count: 201), "\u{202E}txt.exe",
    ].map(InertArgument.init))
  func snapshotNames(_ argument: InertArgument) throws {
    let name = argument.text
    let fixture = try Fixture()
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
    withKnownIssue(
      "an invalid snapshot name is reported as an issue: that is the behaviour under test"
    ) {
      expectRendered(fixture.table, named: name, record: .all)
    } matching: { issue in
      !drivesTerminal(issue.description) && "\(issue)".contains("cannot be a file name")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test("expectRendered matches hostile text drawn inert")
  func expectRenderedInert() throws {
    let fixture = try Fixture([["\u{1B}[2J"]])
    let text = try fixture.table.render(with: PlainTextRenderer())
    #expect(!drivesTerminal(text))
    expectRendered(fixture.table, matches: text)
  }
}
