import Foundation
import ListBinding
import ListBindingTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The prompt layer without a terminal: a ``Picker``'s table and configuration run by a
/// ``TerminalSession``, keys in, screen and choice out.
@MainActor
@Suite("Picker keys and outcomes, without a terminal")
struct PickerSessionTests {
  static let fruit = ["apple", "pear", "plum", "fig"]

  static func session<Item>(_ picker: Picker<Item>, rows: Int = 10, columns: Int = 60)
    -> TerminalSession
  {
    TerminalSession(
      tableView: picker.tableView, configuration: picker.configuration,
      size: TerminalSize(rows: rows, columns: columns), environment: [:])
  }

  @Test("Space toggles; Enter is refused below the minimum, with the reason, then confirms")
  func minimum() throws {
    let picker = try Picker(
      "Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit, minimum: 2, maximum: 3)])
    let session = Self.session(picker)
    session.handle(.character(" "))
    #expect(picker.chosenItems == ["apple"])
    #expect(session.handle(.enter) == .update)
    #expect(
      session.screen.last?.hasPrefix("✗ cannot confirm: choose at least 2 (1 chosen)") == true)
    #expect(throws: PromptError.tooFewChosen(section: nil, title: nil, minimum: 2, chosen: 1)) {
      try picker.validate()
    }
    session.handle(.character(" "))
    #expect(picker.chosenItems.isEmpty)
    session.handle(.character(" "))
    session.handle(.down)
    session.handle(.character(" "))
    #expect(session.handle(.enter) == .finish)
    #expect(picker.chosenItems == ["apple", "pear"])
  }

  @Test("The maximum refuses one more, with UIKit-style words on the status line")
  func maximum() throws {
    let picker = try Picker(
      "Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit, maximum: 1)])
    let session = Self.session(picker)
    session.handle(.character(" "))
    session.handle(.down)
    session.handle(.character(" "))
    // A maximum of 1 chooses as radio buttons do: the new choice replaces the old one.
    #expect(picker.chosenItems == ["pear"])
  }

  @Test("Pasted text filters a picker, and a pasted line break neither confirms nor toggles")
  func paste() throws {
    let picker = try Picker("Fruit", choosingOneOf: [PromptSection(nil, Self.fruit)])
    let session = Self.session(picker)
    #expect(session.handle(.paste("pl")) == .update)
    #expect(session.screen.contains { $0.hasSuffix("plum") })
    #expect(!session.screen.contains { $0.hasSuffix("pear") })
    // A line break pasted is a space in the query, never Enter.
    #expect(session.handle(.paste("\r")) == .update)
    #expect(picker.chosenItems.isEmpty)
    #expect(session.screen.contains { $0.hasPrefix("/pl ") })
  }

  @Test("A single choice confirms the focused row on Enter")
  func single() throws {
    let picker = try Picker("Fruit", choosingOneOf: [PromptSection(nil, Self.fruit)])
    let session = Self.session(picker)
    #expect(session.screen[0] == "Fruit  Enter choose · / filter · Esc cancel · ? keys")
    session.handle(.down)
    session.handle(.down)
    #expect(session.handle(.enter) == .finish)
    #expect(picker.chosenItems == ["plum"])
  }

  @Test("Esc clears a kept filter, then cancels; Ctrl-C interrupts")
  func escape() throws {
    let picker = try Picker("Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit)])
    let session = Self.session(picker)
    for key: Key in [.character("/"), .character("p"), .character("l"), .character("u"), .enter] {
      session.handle(key)
    }
    #expect(picker.tableView.totalNumberOfRows == 1)
    #expect(session.screen[8] == "/plu · 1 of 4 · 0 selected")
    #expect(session.handle(.escape) == .update)
    #expect(picker.tableView.totalNumberOfRows == 4)
    #expect(session.handle(.escape) == .cancel)
    #expect(session.handle(.interrupt) == .interrupt)
  }

  @Test("A single choice with no row to choose refuses Enter")
  func singleWithNothing() throws {
    let picker = try Picker("Fruit", choosingOneOf: [PromptSection(nil, Self.fruit)])
    let session = Self.session(picker)
    for key: Key in [.character("/"), .character("z"), .enter] { session.handle(key) }
    #expect(session.handle(.enter) == .update)
    #expect(session.screen.last?.hasPrefix("✗ cannot confirm: no item is chosen") == true)
  }

  @Test("A filter that matches nothing says 0 matches")
  func noMatches() throws {
    let picker = try Picker("Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit)])
    let session = Self.session(picker)
    for key: Key in [.character(" "), .character("/"), .character("z")] { session.handle(key) }
    #expect(session.screen[8] == "/z · 0 matches · 1 selected")
  }

  @Test("The status line and Enter judge the whole list, sections the filter hides included")
  func wholeList() throws {
    let picker = try Picker(
      "Lunch",
      choosingManyFrom: [
        PromptSection("Soup", ["onion soup", "bisque"], minimum: 1, maximum: 1),
        PromptSection("Main", ["steak", "lamb"], minimum: 1, maximum: 1),
      ])
    let session = Self.session(picker, rows: 12)
    for key: Key in [.character("/"), .character("s"), .character("t"), .enter] {
      session.handle(key)
    }
    session.handle(.character(" "))  // steak: the only row shown
    #expect(picker.chosenItems == ["steak"])
    #expect(session.screen[11].hasPrefix("✗ no row is selected in required section 0 \"Soup\""))
    #expect(session.handle(.enter) == .update)
    #expect(session.screen[11].hasPrefix("✗ cannot confirm: no row is selected in required"))
    session.handle(.escape)
    session.handle(.home)
    session.handle(.character(" "))
    #expect(session.screen[11].hasPrefix("✓ selection valid"))
    #expect(session.handle(.enter) == .finish)
    #expect(picker.chosenItems == ["onion soup", "steak"])
  }

  @Test("The position shows on the status line; ? lists the keys until the next key")
  func positionAndHelp() throws {
    let picker = try Picker("Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit)])
    let session = Self.session(picker)
    session.handle(.end)
    #expect(session.screen.last?.hasSuffix(" 4/4") == true)
    session.handle(.character("?"))
    #expect(session.showsHelp)
    #expect(session.screen[0] == "Keys  any key closes this list")
    #expect(session.screen[1] == "  ↑↓ k j     move the focus")
    #expect(session.handle(.character(" ")) == .update)
    #expect(!session.showsHelp)
    #expect(picker.chosenItems.isEmpty)  // the key that closes the list does nothing else
  }

  @Test("Code finishes or cancels the session: the key being handled returns it")
  func finishFromCode() throws {
    let picker = try Picker("Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit)])
    let session = Self.session(picker)
    session.finish()
    #expect(session.handle(.down) == .finish)
    #expect(session.handle(.down) == .update)
    session.cancel()
    #expect(session.handle(.character(" ")) == .cancel)
  }

  @Test(
    "A rule no choice can meet is refused when the picker is made",
    arguments: [
      (PromptSection<String>(nil, ["a", "b"], minimum: 3), 3, Int?.none),
      (PromptSection<String>(nil, ["a", "b"], minimum: 2, maximum: 1), 2, 1),
      (PromptSection<String>(nil, ["a"], maximum: -1), 0, -1),
    ])
  func impossible(section: PromptSection<String>, minimum: Int, maximum: Int?) throws {
    #expect(
      throws: PromptError.impossibleRule(
        section: 0, minimum: minimum, maximum: maximum, items: section.items.count)
    ) {
      try Picker("Q", choosingManyFrom: [section])
    }
    let error = PromptError.impossibleRule(section: 0, minimum: 3, maximum: nil, items: 2)
    #expect(
      error.message == "section 0 asks for at least 3 of its 2 items, which no choice can satisfy")
  }

  @Test("The messages of the prompt's errors")
  func messages() {
    #expect(
      PromptError.tooFewChosen(section: 1, title: "Tests\u{1B}[2J", minimum: 2, chosen: 0).message
        == #"choose at least 2 in section 1 "Tests\u{1B}[2J" (0 chosen)"#)
    #expect(PromptError.nothingChosen.message == "no item is chosen")
  }

  @Test("Custom rows: a Bindable cell of the author's class")
  func customCell() throws {
    let picker = try Picker(
      "Numbers", sections: [PromptSection(nil, [1, 2, 3])], choosesOne: false,
      cell: NumberCell.self)
    let session = Self.session(picker)
    #expect(session.screen[1] == "❯   #1")
    session.handle(.down)
    session.handle(.character(" "))
    #expect(session.handle(.enter) == .finish)
    #expect(picker.chosenItems == [2])
  }

  @Test("A theme's symbols and colours, and NO_COLOR")
  func theme() throws {
    var options = PromptOptions()
    var theme = TerminalTheme.unicode
    theme.focus = "→"
    theme.focusColour = .magenta
    options.theme = theme
    let picker = try Picker(
      "Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit)], options: options)
    let session = TerminalSession(
      tableView: picker.tableView, configuration: picker.configuration,
      size: TerminalSize(rows: 8, columns: 40), environment: ["TERM": "xterm-256color"])
    #expect(session.screen[1] == "→   apple")
    let bytes = String(decoding: session.drawing(), as: UTF8.self)
    #expect(bytes.contains("\u{1B}[1;35m→ "))
    let plain = TerminalSession(
      tableView: picker.tableView, configuration: picker.configuration,
      size: TerminalSize(rows: 8, columns: 40),
      environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    #expect(!String(decoding: plain.drawing(), as: UTF8.self).contains("\u{1B}[1;35m"))
  }

  @Test("The summary line says what was chosen, or that the choice was cancelled")
  func summary() throws {
    let picker = try Picker("Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit)])
    let summary = try #require(picker.configuration.summary)
    #expect(summary(.finished) == "✓ Fruit › none chosen")
    try picker.tableView.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(summary(.finished) == "✓ Fruit › pear")
    try picker.tableView.selectRow(at: IndexPath(row: 3, section: 0))
    #expect(summary(.finished) == "✓ Fruit › 2 chosen: pear, fig")
    #expect(summary(.cancelled) == "✗ Fruit › cancelled")
    var options = PromptOptions()
    options.leavesSummary = false
    let quiet = try Picker(
      "Fruit", choosingManyFrom: [PromptSection(nil, Self.fruit)], options: options)
    #expect(quiet.configuration.summary == nil)
  }
}

/// A row of the author's own: a number with a hash.
final class NumberCell: TableViewCell, Bindable {
  func bind(to number: Int) {
    textLabel?.text = "#\(number)"
  }
}

/// A picker without a terminal: line commands from a pipe, the choice checked when they end.
@MainActor
@Suite("Picker without a terminal")
struct PickerLineModeTests {
  /// Runs `picker` with `input` on a pipe as its standard input, and its output on another.
  static func run<Item>(_ make: (PromptOptions) throws -> Picker<Item>, input: String) throws
    -> Result<[Item]?, any Error>
  {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    try #require(pipe(&inPipe) == 0 && pipe(&outPipe) == 0)
    defer { for fd in inPipe + outPipe where fd >= 0 { close(fd) } }
    let bytes = Array(input.utf8)
    #expect(write(inPipe[1], bytes, bytes.count) == bytes.count)
    close(inPipe[1])
    inPipe[1] = -1
    var options = PromptOptions()
    options.input = inPipe[0]
    options.output = outPipe[1]
    options.environment = [:]
    let picker = try make(options)
    return Result { try picker.run() }
  }

  @Test("Line commands choose; the end of the input confirms a choice that follows the rules")
  func choose() throws {
    let result = try Self.run(
      {
        try Picker(
          "Fruit", choosingManyFrom: [PromptSection(nil, ["apple", "pear"], minimum: 1)],
          options: $0)
      }, input: "tap 0 1\n")
    #expect(try result.get() == ["pear"])
  }

  @Test("A choice that breaks a rule when the input ends is an error, not a choice")
  func refused() throws {
    let result = try Self.run(
      {
        try Picker(
          "Fruit", choosingManyFrom: [PromptSection(nil, ["apple", "pear"], minimum: 2)],
          options: $0)
      }, input: "tap 0 1\n")
    #expect(throws: PromptError.tooFewChosen(section: nil, title: nil, minimum: 2, chosen: 1)) {
      try result.get()
    }
  }
}
