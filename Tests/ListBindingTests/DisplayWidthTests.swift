import Foundation
import ListBinding
import Testing

@Suite("Display width and inert text")
struct DisplayWidthTests {
  @Test(
    "Characters take the columns a terminal gives them",
    arguments: [
      ("a", 1), ("排", 2), ("：", 2), ("ｱ", 1), ("ア", 2), ("한", 2), ("🍜", 2), ("❤️", 2),
      ("❤︎", 1), ("👨‍👩‍👧", 2), ("🇨🇳", 2), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0),
      ("\u{200D}", 0), ("\u{3099}", 0), ("𠀀", 2), ("é", 1),
    ] as [(Character, Int)])
  func characterWidths(character: Character, width: Int) {
    #expect(character.displayWidth == width)
  }

  @Test("The doc comment's examples hold")
  func docExamples() {
    #expect("排骨面".displayWidth == 6)
    #expect("e\u{301}".displayWidth == 1)
    #expect("red\u{1B}[31m".inert == #"red\u{1B}[31m"#)
  }

  @Test("Inert text escapes controls, separators and bidi overrides, and nothing else")
  func inert() {
    #expect("plain 文字 🍜 e\u{301}\u{200D}".inert == "plain 文字 🍜 e\u{301}\u{200D}")
    #expect("\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{9B}".inert == #"\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{9B}"#)
    #expect("a\tb\nc\rd".inert == #"a\tb\nc\rd"#)
    #expect("\u{2028}\u{2029}\u{202E}\u{2066}".inert == #"\u{2028}\u{2029}\u{202E}\u{2066}"#)
    #expect(!"\u{1B}[2J\u{1B}]8;;x\u{7}".inert.unicodeScalars.contains { $0.value < 0x20 })
  }
}

@MainActor
@Suite("Error messages show data inert")
struct InertErrorMessageTests {
  @Test("Identifiers, titles and wrapped errors in messages cannot drive a terminal")
  func inertMessages() throws {
    let errors: [any Error] = [
      TableViewError.unregisteredIdentifier("cell\u{1B}[2J"),
      TableViewError.missingRequiredSelection([.init(index: 0, headerTitle: "soup\u{1B}]0;x\u{7}")]
      ),
      TableViewError.dataSourceFailed(IndexPath(row: 0, section: 0), CancellationError()),
      SnapshotError.duplicateItemIdentifiers(["a\u{9B}31m"]),
      SnapshotError.itemNotFound("b\u{1B}c", .delete),
    ]
    for error in errors {
      let text = String(describing: error)
      #expect(
        !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
    }
    #expect(
      TableViewError.unregisteredIdentifier("cell\u{1B}[2J").message.hasPrefix(
        #"unable to dequeue a cell with identifier cell\u{1B}[2J - must"#))
  }
}
