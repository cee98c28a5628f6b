import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `examples` executable run under a real pseudo-terminal: keys in, screen out, through the
/// kernel's terminal driver, as a person would use it.
@Suite("End to end, in a pseudo-terminal", .serialized)
struct EndToEndTests {
  static let environment = [
    "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
  ]

  /// Starts an example interactively in a terminal of the given size.
  static func start(
    _ name: String, rows: Int = 24, columns: Int = 80,
    environment: [String: String] = environment
  ) throws -> PseudoTerminal {
    let path = try #require(
      ExamplesExecutable.path(),
      """
      The `examples` executable was not found next to the test bundle (looked in \
      \(ExamplesExecutable.searched)). `swift test` and `swift build --build-tests` build it; \
      or set LISTBINDING_EXAMPLES to its path.
      """)
    return try PseudoTerminal(
      executable: path, arguments: [name, "--interactive"], environment: environment,
      rows: rows, columns: columns)
  }

  /// The settings the driver changes and must give back.
  static func same(_ before: termios, _ after: termios) -> Bool {
    var before = before
    var after = after
    let characters =
      withUnsafeBytes(of: &before.c_cc) { Array($0) }
      == withUnsafeBytes(of: &after.c_cc) { Array($0) }
    return before.c_iflag == after.c_iflag && before.c_oflag == after.c_oflag
      && before.c_cflag == after.c_cflag && before.c_lflag == after.c_lflag && characters
  }

  static func line(_ terminal: PseudoTerminal, containing text: String) -> String? {
    terminal.screen.lines.first { $0.contains(text) }
  }

  @Test("Answering the questionnaire: keys move, tap and press buttons; q prints the result")
  func questionnaire() throws {
    let terminal = try Self.start("questionnaire")
    let before = terminal.initialSettings
    #expect(before.c_lflag & tcflag_t(ICANON) != 0)

    // The first screen: the alternate screen, the cursor hidden, the first answer focused.
    #expect(terminal.wait { $0.text.contains("❯   [○] 男") })
    #expect(terminal.screen.usesAlternateScreen)
    #expect(!terminal.screen.cursorVisible)
    #expect(terminal.screen.lines[0].hasPrefix("Questionnaire  ↑↓ move · Space tap · q done"))
    #expect(terminal.screen.lines[1] == "  您的性别是：")
    #expect(terminal.screen.lines[2] == "❯   [○] 男")
    #expect(terminal.screen.reversedText(row: 2) == "  [○] 男")
    #expect(terminal.screen.lines[23].hasPrefix("✗ no row is selected in required sections 0"))
    let raw = terminal.settings()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO) == 0)

    // j moves the focus down; Space taps the row, which chooses its answer.
    terminal.send("j")
    #expect(terminal.wait { $0.lines[3] == "❯   [○] 女" })
    #expect(terminal.screen.lines[2] == "    [○] 男")
    terminal.send(" ")
    #expect(terminal.wait { $0.lines[3] == "❯   [●] 女" })

    // ↓ skips the blank line and the next question's header.
    terminal.send("\u{1B}[B")
    #expect(terminal.wait { $0.lines[6] == "❯   [○] 成都" })
    #expect(terminal.screen.lines[5] == "  您意向工作地点是：")

    // Tab focuses the row's button; Enter taps it: the seed's closure chooses the row.
    terminal.send("\t")
    #expect(terminal.wait { $0.reversedText(row: 6) == "[○]" })
    terminal.send("\r")
    #expect(terminal.wait { $0.lines[6] == "❯   [●] 成都" })

    // End goes to the last answer; Space completes the questionnaire.
    terminal.send("\u{1B}[F")
    #expect(terminal.wait { $0.lines[14] == "❯   [○] 不确定" })
    terminal.send(" ")
    #expect(terminal.wait { $0.lines[23] == "✓ selection valid" })

    // A smaller window: the viewport follows, the focus stays on its row.
    terminal.resize(rows: 8, columns: 40)
    #expect(
      terminal.wait { $0.lines.contains("❯   [●] 不确定") && $0.lines[7] == "✓ selection valid" })
    #expect(terminal.screen.lines[1].hasPrefix("  ⋮ "))
    #expect(terminal.screen.lines.count == 8)
    terminal.resize(rows: 30, columns: 80)
    #expect(terminal.wait { $0.lines[14] == "❯   [●] 不确定" && $0.lines[29] == "✓ selection valid" })
    #expect(terminal.screen.lines[1] == "  您的性别是：")

    // q: the terminal comes back, then the example prints the table and the verdict.
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(terminal.screen.cursorVisible)
    let printed = terminal.screen.text
    #expect(printed.contains("  [●] 女\n"))
    #expect(printed.contains("  [●] 成都\n"))
    #expect(printed.contains("  [●] 不确定\nall questions answered"))
    #expect(Self.same(before, terminal.settings()))
  }

  @Test("Ctrl-C ends the run with status 130 and the terminal as it was")
  func interrupt() throws {
    let terminal = try Self.start("meal")
    let before = terminal.initialSettings
    #expect(terminal.wait { $0.text.contains("❯   巴黎日安洋蔥湯") })
    terminal.send(" ")
    #expect(terminal.wait { $0.text.contains("❯ ▸ 巴黎日安洋蔥湯") })
    terminal.send("\u{03}")
    #expect(terminal.waitForExit() == 130)
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(terminal.screen.cursorVisible)
    #expect(!terminal.screen.text.contains("order"))
    #expect(Self.same(before, terminal.settings()))
  }

  @Test(
    "SIGTERM and SIGHUP restore the terminal and end with 128 + the signal",
    arguments: [SIGTERM, SIGHUP])
  func signals(_ signal: Int32) throws {
    let terminal = try Self.start("meal")
    let before = terminal.initialSettings
    #expect(terminal.wait { $0.text.contains("❯   巴黎日安洋蔥湯") })
    kill(terminal.pid, signal)
    #expect(terminal.waitForExit() == 128 + signal)
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(Self.same(before, terminal.settings()))
  }

  @Test("Filtering the meal with / and ordering: q prints the order accepted")
  func filterAndOrder() throws {
    let terminal = try Self.start("meal", rows: 16, columns: 60)
    #expect(terminal.wait { $0.text.contains("❯   巴黎日安洋蔥湯") })
    terminal.send("/湯")
    #expect(terminal.wait { $0.lines[14].hasPrefix("/湯 · 2 of 8 · 0 selected") })
    #expect(terminal.screen.lines[15] == "Enter keeps the filter · Esc clears it")
    #expect(terminal.screen.lines[1...3] == ["  soup", "❯   巴黎日安洋蔥湯", "    生蠔鮮蝦濃湯"])
    #expect(terminal.screen.lines[4] == "")
    terminal.send("\r j ")
    #expect(terminal.wait { $0.lines[3].hasPrefix("❯ ▸ 生蠔鮮蝦濃湯") })
    #expect(terminal.screen.lines[2] == "    巴黎日安洋蔥湯")
    // The kept filter shows with its counts; the status line judges the whole menu, whose
    // hidden courses are not chosen yet.
    #expect(terminal.screen.lines[14] == "/湯 · 2 of 8 · 1 selected")
    #expect(terminal.screen.lines[15].hasPrefix("✗ no row is selected in required sections 1"))
    terminal.send("/\u{1B}")
    #expect(terminal.wait { $0.lines.contains("  main course") })
    terminal.send("jj jjj q")
    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.text.contains("order accepted: 生蠔鮮蝦濃湯, 爐烤法式香料小羔羊, 熔岩巧克力"))
  }

  @Test("In a table session Esc clears a kept filter before it finishes")
  func escapeClearsFilterFirst() throws {
    let terminal = try Self.start("meal", rows: 16, columns: 60)
    #expect(terminal.wait { $0.text.contains("❯   巴黎日安洋蔥湯") })
    terminal.send("/湯\r")
    #expect(terminal.wait { $0.lines[14] == "/湯 · 2 of 8 · 0 selected" })
    #expect(terminal.screen.lines[0].contains("Esc clear"))
    terminal.send("\u{1B}")
    #expect(terminal.wait { $0.lines.contains("  main course") && !$0.text.contains("/湯") })
    #expect(terminal.exitStatus == nil)
    terminal.send("\u{1B}")
    #expect(terminal.waitForExit() == 0)
    #expect(EndToEndTests.same(terminal.initialSettings, terminal.settings()))
    #expect(terminal.screen.text.contains("order refused"))
  }

  @Test("With NO_COLOR the driver sends attributes but no colour")
  func noColour() throws {
    var environment = Self.environment
    environment["NO_COLOR"] = "1"
    let terminal = try Self.start("questionnaire", environment: environment)
    #expect(terminal.wait { $0.text.contains("❯   [○] 男") })
    #expect(terminal.screen.reversedText(row: 2) == "  [○] 男")
    #expect(terminal.screen.coloursSet.isEmpty)
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)

    let coloured = try Self.start("questionnaire")
    #expect(coloured.wait { $0.text.contains("❯   [○] 男") })
    #expect(coloured.screen.coloursSet.contains(31))
    coloured.send("q")
    #expect(coloured.waitForExit() == 0)
  }

  @Test("TERM=dumb on a terminal reads line commands instead of keys")
  func dumbTerminal() throws {
    var environment = Self.environment
    environment["TERM"] = "dumb"
    let terminal = try Self.start("questionnaire", environment: environment)
    #expect(terminal.wait { $0.text.contains("您是否参加公司内部培训：") })
    #expect(!terminal.screen.usesAlternateScreen)
    terminal.send("tap 0 0\ntap 1 1\ntap 2 2\n\u{04}")
    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.text.contains("all questions answered"))
    #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}["))
  }
}
