import ExampleScenarios
import Foundation
import ListBinding
import Testing

// The menu cell of "Getting started", which the doc comments and the article tests name.
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
///   file of the tests or the examples: code that is compiled and run. The quick starts are
///   whole files: `Tests/ExamplesTests/QuickStart` and
///   `Tests/ListBindingTerminalTests/QuickStart`. A block right after the comment
///   `<!-- not compiled: ... -->` is left out, as in the articles: the package manifest.
/// - A `text` block is the exact output of what it documents. ``textSources`` says, in README
///   order, where each comes from: whole consecutive lines of an example scenario's output, run
///   here (the examples' tests check that output in full), or the whole text a closure returns.
///   The README shows none today; the articles' text blocks are checked by
///   `DocumentationBlocksTests`.
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
  static let textSources: [TextSource] = []

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The README's fenced blocks of the given language, each as its lines, untouched, but those
  /// after the not-compiled marker.
  static func blocks(language: String) throws -> [[String]] {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var open: (language: String, lines: [String])?
    var skipsNext = false
    for line in readme.components(separatedBy: "\n") {
      if let block = open {
        if line == "```" {
          if block.language == language, !skipsNext { blocks.append(block.lines) }
          skipsNext = false
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if line.hasPrefix(DocumentationBlocksTests.notCompiledMarker) {
        skipsNext = true
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
    #expect(blocks.count >= 3)
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
