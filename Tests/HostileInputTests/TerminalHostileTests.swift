import Foundation
import ListBinding
import ListBindingTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Attacks on ListBindingTerminal: sizes anywhere, every key on any table, hostile text on the
/// screen, sessions ended twice, command lines that are not commands, descriptors that are not
/// open, bytes that are not keys.
@MainActor
@Suite("Hostile input: ListBindingTerminal")
struct TerminalHostileTests {
  static let sizes = [
    (0, 0), (1, 1), (-1, -1), (Int.min, Int.max), (Int.max, Int.min), (3, 2),
    (TerminalSize.maximum + 1, 5),
  ]

  static let keys: [Key] = [
    .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter,
    .backspace, .delete, .character(" "), .character("e"), .character("j"), .character("k"),
    .character("J"), .character("K"), .character("d"), .character("\u{1B}"),
    .character("\u{9B}"), .character("\u{202E}"), .control("\u{0}"), .control("z"),
    .modified(.down, .shift), .modified(.modified(.up, .alt), [.shift, .control]),
    .modified(.character("x"), Key.Modifiers(rawValue: 0xFF)), .unknown([]),
    .unknown([0x1B, 0x5B, 0x32, 0x4A]), .unknown(Array(repeating: 0x9B, count: 1_000)),
    .character("/"), .character("\u{1B}"), .character("x"), .backspace, .enter,
  ]

  /// Whether bytes a session draws carry a C1 control, BEL, or an OSC or DCS sequence: nothing
  /// the driver itself sends, so only text from data could have put it there.
  func carriesDataControls(_ bytes: [UInt8]) -> Bool {
    for offset in bytes.indices {
      let byte = bytes[offset]
      if byte == 0x07 || byte == 0x00 || byte == 0x9B { return true }
      if byte == 0xC2, offset + 1 < bytes.count, (0x80...0x9F).contains(bytes[offset + 1]) {
        return true
      }
      if byte == 0x1B, offset + 1 < bytes.count,
        [0x5D, 0x50, 0x5F, 0x5E].contains(bytes[offset + 1])
      {
        return true
      }
    }
    return false
  }

  @Test("Sizes anywhere are clamped")
  func sizes() {
    for (rows, columns) in Self.sizes {
      let size = TerminalSize(rows: rows, columns: columns)
      #expect((0...TerminalSize.maximum).contains(size.rows))
      #expect((0...TerminalSize.maximum).contains(size.columns))
    }
  }

  @Test("A session at any size takes every key, draws hostile text inert, and ends twice")
  func everyKeyEverySize() throws {
    for (rows, columns) in Self.sizes where rows < 1_000 && columns < 1_000 {
      let fixture = try Fixture([hostileStrings, ["\u{1B}[2J"], []], viewportHeight: 4)
      fixture.source.headers = ["\u{1B}]0;owned\u{07}", "\u{9D}"]
      try fixture.table.reloadData()
      let before = Picture(fixture.table)
      let session = TerminalSession(
        tableView: fixture.table,
        configuration: TerminalConfiguration(title: "\u{1B}[31mtitle\u{9B}"),
        size: TerminalSize(rows: rows, columns: columns), environment: ["TERM": "xterm-256color"])
      for key in Self.keys {
        session.handle(key)
        let size = session.size
        #expect(session.screen.count <= max(size.rows, 0))
        #expect(session.screen.allSatisfy { !drivesTerminal($0) })
        #expect(session.screen.allSatisfy { TerminalText($0).displayWidth <= size.columns })
      }
      session.resize(to: TerminalSize(rows: 0, columns: 0))
      session.resize(to: TerminalSize(rows: Int.max, columns: 3))
      session.resize(to: TerminalSize(rows: rows, columns: columns))
      #expect(!carriesDataControls(session.drawing(all: true)))
      #expect(!carriesDataControls(session.drawing()))
      session.tableDidChange()
      session.tableDidChange()
      try session.end()
      try session.end()
      // The keys edit the list (a drag moves a row across sections) and select rows, as a user
      // may; what the session must give back is the viewport.
      let after = Picture(fixture.table)
      #expect(after.viewportHeight == before.viewportHeight, "\(rows)×\(columns)")
      #expect(after.rowOffset == before.rowOffset, "\(rows)×\(columns)")
      #expect(after.frame == before.frame, "\(rows)×\(columns)")
      #expect(after.contentOffset == before.contentOffset, "\(rows)×\(columns)")
      #expect(after.totalNumberOfRows == before.totalNumberOfRows, "\(rows)×\(columns)")
    }
  }

  @Test("A session over a table without rows, or without a data source, takes every key")
  func emptyTables() throws {
    let bare = TableView()
    let empty = try Fixture([], viewportHeight: 3)
    for table in [bare, empty.table] {
      let session = TerminalSession(
        tableView: table, size: TerminalSize(rows: 5, columns: 20), environment: [:])
      for key in Self.keys { session.handle(key) }
      #expect(session.focus == nil)
      try session.end()
      try session.end()
    }
  }

  @Test("Every byte, and every byte after ESC and CSI, decodes without a trap")
  func everyByte() {
    var decoder = KeyDecoder()
    for byte in UInt8.min...UInt8.max {
      _ = decoder.decode([byte])
      _ = decoder.decode([0x1B, byte])
      _ = decoder.decode([0x1B, 0x5B, byte])
      _ = decoder.decode([0x1B, 0x5B, 0x31, 0x3B, byte, byte])
      _ = decoder.decode([0x1B, 0x4F, byte])
    }
    _ = decoder.flush()
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush() == [])
    #expect(decoder.decode([0x61]) == [.character("a")])
  }

  @Test("A megabyte that never ends its escape sequence keeps the decoder small")
  func endlessSequence() {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    keys += decoder.decode([0x1B, 0x5B])
    for _ in 0..<64 {
      keys += decoder.decode(Array(repeating: 0x31, count: 16_384))
    }
    keys += decoder.flush()
    #expect(keys.count <= 64 * 16_384 / 32 + 2)
    #expect(
      keys.allSatisfy { key in
        if case .unknown(let bytes) = key { return bytes.count <= 64 }
        return true
      })
    #expect(!decoder.hasPendingInput)
    let bytes = Array(repeating: UInt8(0x1B), count: 100_000)
    let escapes = decoder.decode(bytes) + decoder.flush()
    #expect(escapes.count <= 100_000)
    #expect(decoder.decode("ok".utf8) + decoder.flush() == [.character("o"), .character("k")])
  }

  @Test("Invalid UTF-8 decodes to unknown keys, not to text")
  func invalidUTF8() {
    var decoder = KeyDecoder()
    let keys =
      decoder.decode([0xED, 0xA0, 0x80, 0xC0, 0xAF, 0xFF, 0xF4, 0x90, 0x80, 0x80]) + decoder.flush()
    for key in keys {
      if case .character(let character) = key {
        #expect(!character.unicodeScalars.contains { (0xD800...0xDFFF).contains($0.value) })
      }
    }
  }

  @Test(
    "Lines that are not commands are refused with the reason",
    arguments: [
      "tap", "tap 1", "tap 1 2 3", "tap a b", "tap -1 0", "tap 99999999999999999999 0",
      "tap 0x1 0", "button 0", "move 0 0 0", "edit maybe", "frobnicate", "\u{1B}[2J",
      "tap \u{0} 0", "delete 0", "tap ٣ ١",
    ].map(InertArgument.init))
  func lineCommands(_ argument: InertArgument) {
    let line = argument.text
    do {
      let command = try LineCommand(parsing: line)
      if case .tap(let indexPath) = command {
        #expect(indexPath.section >= 0 && indexPath.row >= 0, "\(line)")
      } else {
        Issue.record("\(line.debugDescription) parsed as \(String(describing: command))")
      }
    } catch {
      #expect(!drivesTerminal("\(error)"))
    }
  }

  @Test("Blank lines, comments and a megabyte of one word")
  func lineCommandSizes() throws {
    #expect(try LineCommand(parsing: "") == nil)
    #expect(try LineCommand(parsing: "   \t ") == nil)
    #expect(try LineCommand(parsing: "# \u{1B}[2J") == nil)
    #expect(throws: LineCommand.ParseError.self) { _ = try LineCommand(parsing: megabyte) }
    #expect(try LineCommand(parsing: "filter " + megabyte) == .filter(megabyte))
    #expect(try LineCommand(parsing: "done") == .done)
  }

  /// Runs a driver over `input` with no terminal; returns its outcome or error, and its output.
  func runLines(_ input: String, table: TableView) throws -> (
    Result<TerminalDriver.Outcome, TerminalError>, String
  ) {
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    try #require(pipe(&inPipe) == 0)
    try #require(pipe(&outPipe) == 0)
    defer {
      close(inPipe[0])
      close(outPipe[0])
    }
    let bytes = Array(input.utf8)
    let written = bytes.withUnsafeBytes { write(inPipe[1], $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    close(inPipe[1])
    let driver = TerminalDriver(
      tableView: table, input: inPipe[0], output: outPipe[1], environment: ["TERM": "dumb"])
    let result = Result { () throws(TerminalError) in try driver.run() }
    close(outPipe[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(outPipe[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    return (result, String(decoding: output, as: UTF8.self))
  }

  @Test("Command lines that fail print their line and the reason, and the run goes on; inert")
  func driverLines() throws {
    let fixture = try Fixture([["\u{1B}]0;owned\u{07}", "b"]])
    let (result, output) = try runLines(
      "tap 0 0\n# note\n\ntap 9 9\ntap 0 1\n", table: fixture.table)
    #expect(!drivesTerminal(output))
    #expect(try result.get() == .finished)
    #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    let errors = output.components(separatedBy: "\n").filter { $0.hasPrefix("error:") }
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("error: line 4: ") == true, "\(output)")
    let (parse, parsed) = try runLines("tap 0\nfilter x\n", table: fixture.table)
    #expect(try parse.get() == .finished)
    #expect(parsed.contains("error: line 1: tap takes a section and a row\n"))
    #expect(parsed.contains("error: line 2: this list cannot be filtered\n"))
  }

  @Test(
    "Descriptors that are not open fail with the system call's error",
    arguments: [Int32(-1), Int32.max])
  func badDescriptors(_ descriptor: Int32) throws {
    let fixture = try Fixture()
    let before = Picture(fixture.table)
    let null = open("/dev/null", O_WRONLY)
    try #require(null >= 0)
    defer { close(null) }
    for driver in [
      TerminalDriver(
        tableView: fixture.table, input: descriptor, output: descriptor, environment: [:]),
      TerminalDriver(
        tableView: fixture.table, input: descriptor, output: null, environment: ["TERM": "dumb"]),
    ] {
      #expect(!driver.isInteractive)
      do {
        _ = try driver.run()
        Issue.record("ran on descriptor \(descriptor)")
      } catch {
        guard case .systemCallFailed(_, let errno) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(errno == EBADF)
      }
    }
    #expect(Picture(fixture.table) == before)
  }

  @Test("Capabilities from any environment")
  func capabilities() {
    for environment in [
      [:], ["TERM": "\u{1B}[2J"], ["TERM": megabyte, "COLORTERM": megabyte],
      ["NO_COLOR": "", "TERM": "dumb"], ["TERM": "xterm\u{0}"],
    ] as [[String: String]] {
      _ = TerminalCapabilities(environment: environment)
    }
  }
}
