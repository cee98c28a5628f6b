import Foundation
import Testing

/// Every `swift` and `text` block of the README stands, line for line, in a test or an expected
/// output, so the README cannot drift from what the code does.
@Suite("README")
struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The README's fenced blocks of the given language, as trimmed lines.
  static func blocks(language: String) throws -> [[String]] {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.components(separatedBy: "\n") {
      if current == nil, line == "```" + language {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current ?? [])
        current = nil
      } else if current != nil {
        current?.append(line.trimmingCharacters(in: .whitespaces))
      }
    }
    return blocks
  }

  /// The trimmed lines of every file under the test and example folders.
  static func testLines() throws -> [[String]] {
    var all: [[String]] = []
    for folder in ["Tests", "Examples"] {
      try all += lines(under: root.appendingPathComponent(folder))
    }
    return all
  }

  static func lines(under folder: URL) throws -> [[String]] {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var all: [[String]] = []
    while let file = files?.nextObject() as? URL {
      guard ["swift", "txt"].contains(file.pathExtension), !file.path.hasSuffix("ReadmeTests.swift")
      else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      all.append(text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    }
    return all
  }

  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    guard !block.isEmpty, lines.count >= block.count else { return block.isEmpty }
    return (0...(lines.count - block.count)).contains {
      Array(lines[$0..<$0 + block.count]) == block
    }
  }

  @Test(
    "Each swift and text block of the README stands in a test, an example or an expected output",
    arguments: ["swift", "text"])
  func blocks(language: String) throws {
    let files = try Self.testLines()
    let blocks = try Self.blocks(language: language)
    #expect(!blocks.isEmpty)
    for block in blocks {
      #expect(
        files.contains { Self.contains($0, block) },
        "not in any test:\n\(block.joined(separator: "\n"))")
    }
  }
}
