import Foundation
import Testing

/// Every code block of the documentation — the doc comments of `Sources` and the articles of the
/// DocC catalogs — stands, line for line, in a test (or, for output, an expected output file),
/// so the documentation cannot drift from what the code does.
///
/// A `swift` block must stand in a `.swift` file under `Tests` or `Examples`, which the test
/// build compiles and `swift test` runs; a `text` block, or one without a language, in a
/// `.swift` or `.txt` file there. Lines are compared without their indentation. Shell blocks
/// (`sh`) are commands, not checked. In an article, a block right after the comment
/// `<!-- not compiled: ... -->` is left out: the UIKit code a porting guide starts from.
@MainActor
@Suite("Documentation code blocks")
struct DocumentationBlocksTests {
  /// A fenced code block of the documentation.
  struct Block: CustomStringConvertible {
    var file: String
    var line: Int
    var language: String
    var lines: [String]

    var description: String {
      "\(file):\(line) (\(language.isEmpty ? "no language" : language)):\n"
        + lines.joined(separator: "\n")
    }
  }

  /// The languages whose blocks are checked.
  static let checkedLanguages: Set<String> = ["swift", "text", ""]

  /// The marker that leaves the next block of an article out.
  static let notCompiledMarker = "<!-- not compiled:"

  static let root = ReadmeTests.root

  /// The files under `folder` whose names end with one of `suffixes`, as paths relative to the
  /// package, in order.
  static func files(under folder: String, endingWith suffixes: [String]) -> [String] {
    let base = root.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    var paths: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      let path = url.standardizedFileURL.path
      guard suffixes.contains(where: path.hasSuffix) else { continue }
      paths.append(String(path.dropFirst(root.standardizedFileURL.path.count + 1)))
    }
    return paths.sorted()
  }

  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The fenced blocks of the doc comments (`///` lines) of a Swift source file.
  static func docCommentBlocks(in path: String) throws -> [Block] {
    docCommentBlocks(try text(of: path), file: path)
  }

  static func docCommentBlocks(_ text: String, file path: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else {
        current = nil
        continue
      }
      var body = trimmed.dropFirst(3)
      if body.hasPrefix(" ") { body = body.dropFirst() }
      if current == nil, body.hasPrefix("```") {
        current = Block(
          file: path, line: index + 1, language: String(body.dropFirst(3)), lines: [])
      } else if let block = current, body.hasPrefix("```") {
        blocks.append(block)
        current = nil
      } else {
        current?.lines.append(body.trimmingCharacters(in: .whitespaces))
      }
    }
    return blocks
  }

  /// The fenced blocks of a Markdown article, but those after the not-compiled marker.
  static func articleBlocks(in path: String) throws -> [Block] {
    articleBlocks(try text(of: path), file: path)
  }

  static func articleBlocks(_ text: String, file path: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    var skipsNext = false
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed.hasPrefix(notCompiledMarker) {
        skipsNext = true
      } else if current == nil, trimmed.hasPrefix("```") {
        current = Block(
          file: path, line: index + 1, language: String(trimmed.dropFirst(3)), lines: [])
      } else if let block = current, trimmed == "```" {
        if !skipsNext { blocks.append(block) }
        skipsNext = false
        current = nil
      } else if current != nil {
        current?.lines.append(trimmed)
      }
    }
    return blocks
  }

  /// The trimmed lines of the files a block may stand in, by extension.
  static func testFiles() throws -> [(path: String, lines: [String])] {
    let paths =
      files(under: "Tests", endingWith: [".swift", ".txt"])
      + files(under: "Examples", endingWith: [".swift", ".txt"])
    return try paths.filter { !$0.hasSuffix("DocumentationBlocksTests.swift") }.map { path in
      let lines = try text(of: path).components(separatedBy: "\n")
      return (path, lines.map { $0.trimmingCharacters(in: .whitespaces) })
    }
  }

  static func standsInATest(_ block: Block, files: [(path: String, lines: [String])]) -> Bool {
    let extensions = block.language == "swift" ? [".swift"] : [".swift", ".txt"]
    return files.contains { file in
      extensions.contains(where: file.path.hasSuffix)
        && ReadmeTests.contains(file.lines, block.lines)
    }
  }

  @Test("Each code block of a doc comment stands in a test")
  func docComments() throws {
    let files = try Self.testFiles()
    let blocks = try Self.files(under: "Sources", endingWith: [".swift"])
      .flatMap(Self.docCommentBlocks(in:))
    #expect(blocks.count > 30)
    for block in blocks where Self.checkedLanguages.contains(block.language) {
      let found = Self.standsInATest(block, files: files)
      #expect(found, "not in any test:\n\(block)")
    }
  }

  @Test("Each code block of an article stands in a test")
  func articles() throws {
    let files = try Self.testFiles()
    let articles = Self.files(under: "Sources", endingWith: [".md"]).filter {
      $0.contains(".docc/")
    }
    #expect(articles.count >= 8)
    let blocks = try articles.flatMap(Self.articleBlocks(in:))
    #expect(blocks.count > 20)
    for block in blocks where Self.checkedLanguages.contains(block.language) {
      let found = Self.standsInATest(block, files: files)
      #expect(found, "not in any test:\n\(block)")
    }
  }

  @Test("The extraction finds blocks with their languages, and skips the marked ones")
  func extraction() throws {
    let source = """
      /// Summary.
      ///
      /// ```swift
      /// let a = 1
      /// ```
      ///
      /// ```sh
      /// swift test
      /// ```
      let notDoc = 0
      """
    #expect(Self.docCommentBlocks(source, file: "A.swift").map(\.language) == ["swift", "sh"])
    #expect(Self.docCommentBlocks(source, file: "A.swift").first?.lines == ["let a = 1"])
    let sample = """
      Intro.

      <!-- not compiled: UIKit -->
      ```swift
      let tableView = UITableView()
      ```

      ```swift
      let tableView = TableView()
      ```

      ```text
        排骨面
      ```
      """
    let blocks = Self.articleBlocks(sample, file: "Sample.md")
    #expect(blocks.map(\.language) == ["swift", "text"])
    #expect(blocks.map(\.lines) == [["let tableView = TableView()"], ["排骨面"]])
  }
}
