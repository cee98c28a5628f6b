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
///   returns.
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
  static let textSources: [TextSource] = [
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
