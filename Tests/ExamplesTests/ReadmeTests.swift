import ExampleScenarios
import Foundation
import ListBinding
import Testing

// The README's quick start, as it reads there: `ReadmeTests.quickStart()` runs it, and the test
// checks that it renders the text the README shows.
final class MenuCell: TableViewCell, Bindable {
  typealias DataItem = String
  func bind(to item: String) {
    textLabel?.text = item
  }
}

/// The README's fenced `swift` and `text` blocks, each checked against what it documents, so
/// that the README cannot drift from what the code does.
///
/// - A `swift` block stands verbatim, indentation included, as consecutive lines of one Swift
///   file of the tests or the examples: code that is compiled and run.
/// - A `text` block is the exact output of what it documents. ``textSources`` says, in README
///   order, where each comes from: whole consecutive lines of an example scenario's output, run
///   here (the examples' tests check that output in full), or the whole text a rendering
///   returns, or a recording of the terminal driver (which the terminal tests read from the real
///   driver, in a pseudo-terminal or through a pipe).
@MainActor
@Suite("README")
struct ReadmeTests {
  /// Where a `text` block of the README comes from.
  enum TextSource {
    /// Whole consecutive lines of what the named scenario prints.
    case scenario(String)
    /// The whole text the closure returns; the block adds the final newline.
    case exactly(@MainActor () throws -> String)
  }

  /// The README's `text` blocks, in order: what each one shows.
  static let textSources: [TextSource] =
    [
      .exactly { try quickStart() },  // Quick start: what the menu renders
      .scenario("meal"),  // Selection: the error of validateSelection()
      .scenario("sections"),  // Batch updates: the error of a delete without a data change
      .scenario("sections"),  // Batch updates: the editing controls
      .scenario("diffable"),  // Diffable snapshots: lastChangeset
      .scenario("diffable"),  // Diffable snapshots: duplicate identifiers refused
      .exactly { PlainTextRenderer().render(questionnaire) },  // The renderer: natural width
      .exactly { PlainTextRenderer(width: 13).render(questionnaire) },  // The renderer: 13 columns
      .exactly { try ReadmeViewsTests.settingsText() },  // Header views, controls: the settings
      .exactly { try TestingYourListsTests.failureComments().joined() },  // Testing: a mismatch
    ]
    // In your terminal: each frame of the recording, in order
    + (0..<recordedFrames).map { frame in TextSource.exactly { try recording(frame: frame) } }
    + [
      .exactly { try recorded("questionnaire-lines.txt") }  // In your terminal: from a pipe
    ]

  /// The recordings the terminal tests make of the driver (`RecordingTests`).
  static let recordings = root.appendingPathComponent("Tests/ListBindingTerminalTests/Recordings")

  /// The number of frames of the questionnaire's recording, all of which the README shows.
  static let recordedFrames = 5

  /// A recording, whole.
  static func recorded(_ name: String) throws -> String {
    try String(contentsOf: recordings.appendingPathComponent(name), encoding: .utf8)
  }

  /// The frames of `questionnaire.txt`, each ending with a newline: a frame starts, after a
  /// blank line, with the command or the keys it follows (`$ swift run …`, `after j, Space:`).
  static func recordingFrames() throws -> [String] {
    var frames: [[String]] = []
    var previous: String?
    for line in try recorded("questionnaire.txt").components(separatedBy: "\n") {
      let startsFrame =
        (previous == nil || previous == "")
        && (line.hasPrefix("$ ") || (line.hasPrefix("after ") && line.hasSuffix(":")))
      if startsFrame || frames.isEmpty { frames.append([]) }
      frames[frames.count - 1].append(line)
      previous = line
    }
    // A frame ends with its last line's newline; the blank line after it separates frames.
    return frames.map { lines in
      (lines.last == "" ? lines.dropLast() : lines[...]).joined(separator: "\n") + "\n"
    }
  }

  /// Frame `frame` of the questionnaire's recording.
  static func recording(frame: Int) throws -> String {
    let frames = try recordingFrames()
    try #require(frames.indices.contains(frame), "the recording has \(frames.count) frames")
    return frames[frame]
  }

  /// The quick start's code, as the README shows it, and what it renders.
  static func quickStart() throws -> String {
    let dataSource = ListDataSource<MenuCell>(dataItems: [
      "排骨面", "红椒面", "青椒面",
    ])
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    return try tableView.render(with: PlainTextRenderer())
  }

  /// The table the README's renderer section describes: a grouped table whose second section has
  /// a selected row with a checkmark, a disclosure indicator and a footer.
  static var questionnaire: RenderedTable {
    func row(
      _ section: Int, _ row: Int, _ elements: [RenderedElement],
      accessory: TableViewCell.AccessoryType = .none, selected: Bool = false
    ) -> RenderedTable.Row {
      RenderedTable.Row(
        indexPath: IndexPath(row: row, section: section),
        content: CellContent(elements: elements, accessory: accessory), isSelected: selected)
    }
    return RenderedTable(
      style: .grouped,
      sections: [
        RenderedTable.Section(
          index: 0, headerTitle: "您的性别是：",
          rows: [
            row(0, 0, [.button(title: "○", isSelected: false), .text("男")]),
            row(0, 1, [.button(title: "●", isSelected: true), .text("女")]),
          ]),
        RenderedTable.Section(
          index: 1, headerTitle: "您意向工作地点是：", footerTitle: "可多选",
          rows: [
            row(1, 0, [.text("成都")], accessory: .checkmark, selected: true),
            row(1, 1, [.text("Shanghai 上海")], accessory: .disclosureIndicator),
            row(1, 2, [.text("北京")]),
          ]),
      ])
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The README's fenced blocks of the given language, each as its lines, untouched.
  static func blocks(language: String) throws -> [[String]] {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var open: (language: String, lines: [String])?
    for line in readme.components(separatedBy: "\n") {
      if let block = open {
        if line == "```" {
          if block.language == language { blocks.append(block.lines) }
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if line.hasPrefix("```") {
        open = (String(line.dropFirst(3)), [])
      }
    }
    return blocks
  }

  /// The lines of every Swift file under the test and example folders.
  static func swiftFiles() throws -> [(path: String, lines: [String])] {
    var files: [(path: String, lines: [String])] = []
    for folder in ["Tests", "Examples"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        files.append((file.path, text.components(separatedBy: "\n")))
      }
    }
    return files
  }

  /// Whether `block` is a run of consecutive lines of `lines`.
  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    guard !block.isEmpty, lines.count >= block.count else { return false }
    return (0...(lines.count - block.count)).contains {
      Array(lines[$0..<$0 + block.count]) == block
    }
  }

  @Test("Each swift block stands verbatim in a test or an example")
  func swiftBlocks() throws {
    let files = try Self.swiftFiles()
    let blocks = try Self.blocks(language: "swift")
    #expect(blocks.count >= 5)
    for block in blocks {
      #expect(
        files.contains { Self.contains($0.lines, block) },
        "not verbatim in any test or example:\n\(block.joined(separator: "\n"))")
    }
  }

  @Test("The README shows every frame of the terminal recording")
  func everyFrame() throws {
    let frames = try Self.recordingFrames()
    #expect(frames.count == Self.recordedFrames)
    #expect(frames.first?.hasPrefix("$ swift run examples questionnaire --interactive\n") == true)
    #expect(frames.allSatisfy { $0.hasSuffix("\n") && !$0.hasSuffix("\n\n") })
  }

  @Test("Each text block is the exact output of what it documents")
  func textBlocks() throws {
    let blocks = try Self.blocks(language: "text")
    try #require(
      blocks.count == Self.textSources.count,
      "the README's text blocks and ReadmeTests.textSources must pair up, in order")
    for (block, source) in zip(blocks, Self.textSources) {
      switch source {
      case .scenario(let name):
        let result = ScenarioRunner.run(arguments: [name])
        #expect(result.status == 0)
        #expect(
          Self.contains(result.output.components(separatedBy: "\n"), block),
          "not whole lines of the \(name) scenario's output:\n\(block.joined(separator: "\n"))")
      case .exactly(let output):
        #expect(try output() == block.joined(separator: "\n") + "\n")
      }
    }
  }
}
