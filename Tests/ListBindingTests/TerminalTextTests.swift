import Foundation
import ListBinding
import Testing

@Suite("Terminal text: display width and inert text")
struct TerminalTextTests {
  @Test(
    "Characters take the columns a terminal gives them",
    arguments: [
      ("a", 1), ("排", 2), ("：", 2), ("ｱ", 1), ("ア", 2), ("한", 2), ("🍜", 2), ("❤️", 2),
      ("❤︎", 1), ("👨‍👩‍👧", 2), ("🇨🇳", 2), ("e\u{301}", 1), ("𠀀", 2), ("é", 1),
    ] as [(Character, Int)])
  func characterWidths(character: Character, width: Int) {
    #expect(TerminalText(String(character)).displayWidth == width)
  }

  /// A character that should take no column, with the general category of its first scalar.
  struct ZeroWidthCase: Sendable, CustomTestStringConvertible {
    let character: Character
    let category: Unicode.GeneralCategory

    init(_ character: Character, _ category: Unicode.GeneralCategory) {
      self.character = character
      self.category = category
    }

    /// The scalars by code point, so that the test log shows no raw control character.
    var testDescription: String {
      let scalars = character.unicodeScalars.map {
        "U+" + String($0.value, radix: 16, uppercase: true)
      }
      return scalars.joined(separator: " ") + " (\(category))"
    }
  }

  /// Each entry names the general category of its character's first scalar, and the test checks
  /// it, so that an entry cannot claim a control character it does not hold.
  @Test(
    "Control, format and combining characters take no column",
    arguments: [
      ZeroWidthCase("\u{7}", .control), ZeroWidthCase("\u{1B}", .control),
      ZeroWidthCase("\u{7F}", .control), ZeroWidthCase("\u{9B}", .control),
      ZeroWidthCase("\r\n", .control), ZeroWidthCase("\u{200B}", .format),
      ZeroWidthCase("\u{200D}", .format), ZeroWidthCase("\u{301}", .nonspacingMark),
      ZeroWidthCase("\u{3099}", .nonspacingMark), ZeroWidthCase("\u{20DD}", .enclosingMark),
    ])
  func zeroWidths(_ zeroWidth: ZeroWidthCase) {
    let category = zeroWidth.character.unicodeScalars.first?.properties.generalCategory
    #expect(category == zeroWidth.category)
    #expect(TerminalText(String(zeroWidth.character)).displayWidth == 0)
  }

  @Test("A text's width is the sum of its characters' widths; the text is kept as given")
  func textWidths() {
    #expect(TerminalText("").displayWidth == 0)
    #expect(TerminalText("plain").displayWidth == 5)
    #expect(TerminalText("a\u{1B}b").displayWidth == 2)
    #expect(TerminalText("排骨 noodles"[...]).displayWidth == 12)
    #expect(TerminalText("排骨 noodles".dropFirst()).text == "骨 noodles")
  }

  @Test("The doc comments' examples hold")
  func docExamples() {
    #expect(TerminalText("排骨面").displayWidth == 6)
    #expect(TerminalText("🍜 noodles").displayWidth == 10)
    #expect(TerminalText("e\u{301}").displayWidth == 1)
    #expect(TerminalText("❤️ ❤︎").displayWidth == 4)
    #expect(TerminalText("red\u{1B}[31m").inert == #"red\u{1B}[31m"#)
    #expect(TerminalText("a\tb\u{202E}c").inert == #"a\tb\u{202E}c"#)
    #expect(TerminalText("文字 🍜 e\u{301}").inert == "文字 🍜 e\u{301}")
  }

  @Test("Inert text escapes controls, separators and bidi overrides, and nothing else")
  func inert() {
    #expect(
      TerminalText("plain 文字 🍜 e\u{301}\u{200D}").inert == "plain 文字 🍜 e\u{301}\u{200D}")
    #expect(
      TerminalText("\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{9B}").inert
        == #"\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{9B}"#)
    #expect(TerminalText("a\tb\nc\rd").inert == #"a\tb\nc\rd"#)
    #expect(
      TerminalText("\u{2028}\u{2029}\u{202E}\u{2066}").inert
        == #"\u{2028}\u{2029}\u{202E}\u{2066}"#)
    #expect(
      !TerminalText("\u{1B}[2J\u{1B}]8;;x\u{7}").inert.unicodeScalars.contains { $0.value < 0x20 })
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
