import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run examples pick` under a real pseudo-terminal: the prompt layer's keys and
/// outcomes, inline and on the whole screen, with standard input and output redirected; the
/// terminal restored after each.
@Suite("The prompt layer end to end, in a pseudo-terminal", .serialized)
struct PickEndToEndTests {
  /// Starts `examples pick` with `arguments`.
  static func start(
    _ arguments: [String] = ["--multiple"], rows: Int = 24, columns: Int = 80,
    environment: [String: String] = EndToEndTests.environment, standardInput: String? = nil,
    standardOutput: String? = nil
  ) throws -> PseudoTerminal {
    let path = try #require(
      ExamplesExecutable.path(),
      "The `examples` executable was not found (looked in \(ExamplesExecutable.searched)).")
    return try PseudoTerminal(
      executable: path, arguments: ["pick"] + arguments, environment: environment, rows: rows,
      columns: columns, standardInput: standardInput, standardOutput: standardOutput)
  }

  /// A file of items in the temporary folder, removed by the caller.
  static func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "pick-\(UUID().uuidString).txt"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The terminal is as it was: settings, the normal screen, the cursor shown.
  static func expectRestored(_ terminal: PseudoTerminal) {
    #expect(EndToEndTests.same(terminal.initialSettings, terminal.settings()))
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(terminal.screen.cursorVisible)
  }

  @Test("A long list takes the screen; Enter is refused while a rule is broken, then confirms")
  func confirmOnWholeScreen() throws {
    let terminal = try Self.start()
    #expect(terminal.wait { $0.text.contains("❯   Sources/Core/File1.swift") })
    #expect(terminal.screen.usesAlternateScreen)
    #expect(
      terminal.screen.lines[0]
        == "Pick files  Space toggle · Enter confirm · / filter · Esc cancel · ? keys")
    #expect(terminal.screen.lines[23].hasSuffix("1/2000"))
    // Enter with no source chosen: refused, with the reason.
    terminal.send("\r")
    #expect(terminal.wait { $0.lines[23].hasPrefix("✗ cannot confirm: no row is selected") })
    // Space toggles the focused row on and off, and on again; j, PgDn and Home move.
    terminal.send(" ")
    #expect(terminal.wait { $0.lines[2] == "❯ ▸ Sources/Core/File1.swift" })
    terminal.send(" ")
    #expect(terminal.wait { $0.lines[2] == "❯   Sources/Core/File1.swift" })
    terminal.send("j\u{1B}[6~")
    #expect(terminal.wait { !$0.lines[23].hasSuffix(" 2/2000") && $0.lines[23].contains("/2000") })
    terminal.send("\u{1B}[H ")
    #expect(terminal.wait { $0.lines[2] == "❯ ▸ Sources/Core/File1.swift" })
    #expect(terminal.wait { $0.lines[23].hasPrefix("✓ selection valid") })
    terminal.send("\r")
    #expect(terminal.waitForExit() == 0)
    Self.expectRestored(terminal)
    let text = terminal.screen.text
    #expect(text.contains("✓ Pick files › Sources/Core/File1.swift\nSources/Core/File1.swift"))
  }

  @Test("Esc cancels: nothing printed but the summary, status 130")
  func escapeCancels() throws {
    let terminal = try Self.start()
    #expect(terminal.wait { $0.text.contains("❯   Sources/Core/File1.swift") })
    terminal.send(" \u{1B}")
    #expect(terminal.waitForExit() == 130)
    Self.expectRestored(terminal)
    #expect(terminal.screen.lines[0] == "✗ Pick files › cancelled")
    #expect(terminal.screen.lines[1] == "")
  }

  @Test("Esc clears a kept filter first; the filter line shows the counts and 0 matches")
  func escapeClearsFilterFirst() throws {
    let terminal = try Self.start()
    #expect(terminal.wait { $0.text.contains("❯   Sources/Core/File1.swift") })
    terminal.send("/Article7")
    #expect(terminal.wait { $0.lines[22] == "/Article7 · 95 of 2000 · 0 selected" })
    #expect(terminal.screen.lines[23].hasPrefix("Enter keeps the filter · Esc clears it  "))
    terminal.send("\r ")
    #expect(terminal.wait { $0.lines[22] == "/Article7 · 95 of 2000 · 1 selected" })
    // The whole list is judged: the hidden Sources section still needs a file.
    #expect(terminal.screen.lines[23].hasPrefix("✗ no row is selected in required section 0"))
    #expect(terminal.screen.lines[0].contains("Esc clear · ? keys"))
    terminal.send("\r")
    #expect(terminal.wait { $0.lines[23].hasPrefix("✗ cannot confirm: no row is selected") })
    // Esc clears the filter; the focus stays on its row, now among all 2,000.
    terminal.send("\u{1B}")
    #expect(terminal.wait { $0.lines[0].contains("Esc cancel") })
    #expect(!terminal.screen.lines.contains { $0.hasPrefix("/Article7") })
    #expect(terminal.screen.lines.contains("❯ ▸ Docs/Article7.md"))
    #expect(terminal.screen.lines[23].hasSuffix(" 1507/2000"))
    terminal.send("/zzz")
    #expect(terminal.wait { $0.lines[22] == "/zzz · 0 matches · 1 selected" })
    terminal.send("\u{1B}\u{1B}")
    #expect(terminal.waitForExit() == 130)
    Self.expectRestored(terminal)
  }

  @Test("Ctrl-C cancels with status 130 and the terminal as it was")
  func interrupt() throws {
    let terminal = try Self.start()
    #expect(terminal.wait { $0.text.contains("❯   Sources/Core/File1.swift") })
    terminal.send(" \u{03}")
    #expect(terminal.waitForExit() == 130)
    Self.expectRestored(terminal)
    #expect(!terminal.screen.text.contains("Sources/Core/File1.swift\n"))
  }

  @Test("? lists the keys; any key closes the list")
  func help() throws {
    let terminal = try Self.start()
    #expect(terminal.wait { $0.text.contains("❯   Sources/Core/File1.swift") })
    terminal.send("?")
    #expect(terminal.wait { $0.lines[0].hasPrefix("Keys  any key closes this list") })
    #expect(terminal.screen.text.contains("Space      choose or unchoose the focused row"))
    #expect(terminal.screen.text.contains("Ctrl-C     cancel (status 130)"))
    terminal.send("x")
    #expect(terminal.wait { $0.text.contains("❯   Sources/Core/File1.swift") })
    terminal.send("\u{03}")
    #expect(terminal.waitForExit() == 130)
    Self.expectRestored(terminal)
  }

  @Test("A short list from standard input draws inline; Enter chooses the focused row")
  func inlineSingleChoice() throws {
    let items = try Self.file("alpha\nbeta\ngamma\n")
    defer { unlink(items) }
    let terminal = try Self.start([], standardInput: items)
    #expect(terminal.wait { $0.lines[1] == "❯   alpha" })
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(
      terminal.screen.lines[0].hasPrefix("Pick  Enter choose · / filter · Esc cancel · ? keys"))
    #expect(terminal.screen.lines[5].hasSuffix("1/3"))
    // The band is as tall as the list needs (and a line for the filter): nothing is below.
    #expect(terminal.screen.lines[6...].allSatisfy { $0.isEmpty })
    terminal.send("j\r")
    #expect(terminal.waitForExit() == 0)
    Self.expectRestored(terminal)
    #expect(terminal.screen.lines[0] == "✓ Pick › beta")
    #expect(terminal.screen.lines[1] == "beta")
    #expect(terminal.screen.lines[2] == "")
  }

  @Test("Inline, Esc and Ctrl-C cancel with status 130, erase the band and restore the terminal")
  func inlineCancel() throws {
    let items = try Self.file("alpha\nbeta\ngamma\n")
    defer { unlink(items) }
    for key in ["\u{1B}", "\u{03}"] {
      let terminal = try Self.start(["--multiple"], standardInput: items)
      #expect(terminal.wait { $0.lines[1] == "❯   alpha" })
      #expect(!terminal.screen.cursorVisible)
      terminal.send(" ")
      #expect(terminal.wait { $0.lines[1] == "❯ ▸ alpha" })
      terminal.send(key)
      #expect(terminal.waitForExit() == 130)
      Self.expectRestored(terminal)
      #expect(terminal.screen.lines[0] == "✗ Pick › cancelled")
      #expect(terminal.screen.lines[1...].allSatisfy { $0.isEmpty })
    }
  }

  @Test("Sections from standard input, chosen with --multiple; output to a file, as $(pick)")
  func sectionsToFile() throws {
    let items = try Self.file("# Fruit\napple\npear\n# Vegetables\nleek\n")
    let chosen = NSTemporaryDirectory() + "pick-out-\(UUID().uuidString).txt"
    defer {
      unlink(items)
      unlink(chosen)
    }
    let terminal = try Self.start(standardInput: items, standardOutput: chosen)
    #expect(terminal.wait { $0.text.contains("❯   apple") })
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(terminal.screen.lines[1] == "  Fruit")
    terminal.send(" jj \r")
    #expect(terminal.waitForExit() == 0)
    Self.expectRestored(terminal)
    #expect(terminal.screen.lines[0] == "✓ Pick › 2 chosen: apple, leek")
    let written = try String(contentsOfFile: chosen, encoding: .utf8)
    #expect(written == "apple\nleek\n")
  }

  @Test("A # Title line after the first items starts a section; the items before it are untitled")
  func titleAfterItems() throws {
    let items = try Self.file("fig\n# Fruit\napple\npear\n")
    let chosen = NSTemporaryDirectory() + "pick-out-\(UUID().uuidString).txt"
    defer {
      unlink(items)
      unlink(chosen)
    }
    let terminal = try Self.start(standardInput: items, standardOutput: chosen)
    #expect(terminal.wait { $0.text.contains("❯   fig") })
    #expect(terminal.screen.lines.contains("  Fruit"))
    #expect(!terminal.screen.text.contains("# Fruit"))
    terminal.send("jj \r")
    #expect(terminal.waitForExit() == 0)
    Self.expectRestored(terminal)
    let written = try String(contentsOfFile: chosen, encoding: .utf8)
    #expect(written == "pear\n")
  }

  @Test("With NO_COLOR the picker sends no colour")
  func noColour() throws {
    var environment = EndToEndTests.environment
    environment["NO_COLOR"] = "1"
    let terminal = try Self.start(environment: environment)
    #expect(terminal.wait { $0.text.contains("❯   Sources/Core/File1.swift") })
    terminal.send("\r")
    #expect(terminal.wait { $0.lines[23].hasPrefix("✗ cannot confirm") })
    #expect(terminal.screen.coloursSet.isEmpty)
    terminal.send("\u{03}")
    #expect(terminal.waitForExit() == 130)
    Self.expectRestored(terminal)
  }
}
