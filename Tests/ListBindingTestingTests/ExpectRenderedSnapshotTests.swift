import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// The doc comment's example: compares with the committed
/// `__Snapshots__/ExpectRenderedSnapshotTests/menu.txt`.
@Test @MainActor func menu() throws {
  let tableView = TableView(style: .plain)
  let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
  try dataSource.bind(to: tableView)
  expectRendered(tableView, named: "menu")
}

/// File snapshots, written into temporary folders: each test names a source location in a
/// folder of its own, as the snapshots derive their paths from it.
@MainActor
@Suite("expectRendered(_:named:)")
struct ExpectRenderedSnapshotTests {
  static let menuText = "  排骨面\n  红椒面\n  青椒面\n"

  @Test("The snapshot menu() compares with is __Snapshots__/<TestFile>/<name>.txt, committed")
  func committed() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/ExpectRenderedSnapshotTests/menu.txt")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.menuText)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("A missing snapshot is written, and the run fails once to say so; the next one passes")
  func missing() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let menu = try Menu()
    let location = folder.location()
    let issues = recordedIssues {
      expectRendered(menu.tableView, named: "menu", sourceLocation: location)
    }
    #expect(issues.map(\.sourceLocation) == [location])
    #expect(
      issues.map(\.text) == [
        "Recorded the snapshot __Snapshots__/MenuTests/menu.txt, which did not exist. Check it, "
          + "then run the test again to compare against it."
      ])
    #expect(folder.text(at: "__Snapshots__/MenuTests/menu.txt") == Self.menuText)
    expectRendered(menu.tableView, named: "menu", sourceLocation: location)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("A mismatch outside record mode fails with the diff and leaves the file as it was")
  func mismatch() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    try write("  排骨面\n  红椒面\n", to: "__Snapshots__/MenuTests/menu.txt", in: folder)
    let menu = try Menu()
    let location = folder.location(line: 42)
    let issues = recordedIssues {
      expectRendered(menu.tableView, named: "menu", record: .missing, sourceLocation: location)
    }
    #expect(issues.map(\.sourceLocation) == [location])
    #expect(
      issues.map(\.text) == [
        """
        The table does not render as its snapshot __Snapshots__/MenuTests/menu.txt (≠ changed, \
        - expected only, + actual only); run with LISTBINDING_RECORD=1 to record the new text:
          expected │ actual
            排骨面 │   排骨面
            红椒面 │   红椒面
        +          │   青椒面

        """
      ])
    #expect(folder.text(at: "__Snapshots__/MenuTests/menu.txt") == "  排骨面\n  红椒面\n")
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("Record mode writes a snapshot that differs, and fails once to show what changed")
  func recordMode() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    try write("  排骨面\n", to: "__Snapshots__/MenuTests/menu.txt", in: folder)
    let menu = try Menu()
    let location = folder.location()
    let issues = recordedIssues {
      expectRendered(menu.tableView, named: "menu", record: .all, sourceLocation: location)
    }
    #expect(
      issues.map(\.text) == [
        """
        Recorded the snapshot __Snapshots__/MenuTests/menu.txt again (record mode); it changed \
        (≠ changed, - expected only, + actual only):
          expected │ actual
            排骨面 │   排骨面
        +          │   红椒面
        +          │   青椒面

        """
      ])
    #expect(folder.text(at: "__Snapshots__/MenuTests/menu.txt") == Self.menuText)
  }

  @Test("Record mode leaves a matching snapshot alone and passes")
  func recordModeMatching() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let path = "__Snapshots__/MenuTests/menu.txt"
    try write(Self.menuText, to: path, in: folder)
    let before = try modificationDate(of: path, in: folder)
    let menu = try Menu()
    expectRendered(menu.tableView, named: "menu", record: .all, sourceLocation: folder.location())
    #expect(try modificationDate(of: path, in: folder) == before)
  }

  @Test("An empty table matches its empty snapshot file, read without a leak")
  func emptyFile() throws {
    // Under LeakSanitizer (Scripts/sanitizers) this also checks the file is read without
    // Foundation's Data(contentsOf:), which leaks 4 KB on an empty file on Linux.
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    try write("", to: "__Snapshots__/MenuTests/empty.txt", in: folder)
    let empty = try Menu([])
    expectRendered(empty.tableView, named: "empty", sourceLocation: folder.location())
  }

  @Test("A snapshot checked out with \\r\\n line endings, or without the final newline, matches")
  func lineEndings() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    try write("  排骨面\r\n  红椒面\r\n  青椒面\r\n", to: "__Snapshots__/MenuTests/crlf.txt", in: folder)
    try write("  排骨面\n  红椒面\n  青椒面", to: "__Snapshots__/MenuTests/bare.txt", in: folder)
    let menu = try Menu()
    expectRendered(menu.tableView, named: "crlf", sourceLocation: folder.location())
    expectRendered(menu.tableView, named: "bare", sourceLocation: folder.location())
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test("The file holds the lines each ending with one newline; an empty table, no bytes")
  func fileBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let empty = try Menu([])
    let menu = try Menu()
    _ = recordedIssues {
      expectRendered(menu.tableView, named: "menu", sourceLocation: folder.location())
      expectRendered(
        menu.tableView, renderer: ExactText(text: "a\r\nb"), named: "bare",
        sourceLocation: folder.location())
      expectRendered(empty.tableView, named: "empty", sourceLocation: folder.location())
    }
    let data = { (name: String) in try folder.bytes(at: "__Snapshots__/MenuTests/\(name)") }
    #expect(try data("menu.txt") == Data(Self.menuText.utf8))
    #expect(try data("bare.txt") == Data("a\nb\n".utf8))
    #expect(try data("empty.txt").isEmpty)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test(
    "A name that cannot be a file name is an issue, and nothing is written",
    arguments: [
      "", ".hidden", "a/b", "a\\b", "menu:2", "what?", "tab\there",
      // A separator fused into one character with the letter before it is still a separator.
      "a\u{0D4E}/b", "a\u{0D4E}/", String(repeating: "長", count: 67),
    ])
  func invalidName(name: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let menu = try Menu()
    let issues = recordedIssues {
      expectRendered(menu.tableView, named: name, sourceLocation: folder.location())
    }
    #expect(issues.count == 1)
    #expect(issues.first?.error as? SnapshotFileError == .invalidName(name))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("__Snapshots__").path))
  }

  @Test("Names may hold letters of any script, digits, spaces, dashes, underscores and dots")
  func validNames() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let path = "__Snapshots__/MenuTests/菜单 v1.2_final-A.txt"
    try write(Self.menuText, to: path, in: folder)
    let menu = try Menu()
    expectRendered(menu.tableView, named: "菜单 v1.2_final-A", sourceLocation: folder.location())
  }

  @Test("The error messages")
  func messages() {
    #expect(
      SnapshotFileError.invalidName("a/b").description
        == #"the snapshot name "a/b" cannot be a file name: use letters, digits, spaces, "-", "_" "#
        + #"and ".", not starting with ".", at most 200 bytes"#)
    #expect(
      SnapshotFileError.unreadable(path: "__Snapshots__/T/x.txt", reason: "bad\u{1B}").description
        == #"cannot read the snapshot __Snapshots__/T/x.txt as UTF-8 text: bad\u{1B}"#)
    #expect(
      SnapshotFileError.unwritable(path: "__Snapshots__/T/x.txt", reason: "read-only").description
        == "cannot write the snapshot __Snapshots__/T/x.txt: read-only")
  }

  func write(_ text: String, to path: String, in folder: TemporaryFolder) throws {
    let url = folder.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func modificationDate(of path: String, in folder: TemporaryFolder) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(path).path)[
      .modificationDate] as? Date
  }
}

/// A renderer that draws every table as the same text.
struct ExactText: TableRenderer {
  let text: String
  func render(_ table: RenderedTable) -> String { text }
}
