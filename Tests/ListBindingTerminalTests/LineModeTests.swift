import Foundation
import ListBinding
import ListBindingTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Suite("Without a terminal: line commands")
struct LineModeTests {
  nonisolated static let commands: [(String, LineCommand?)] = [
    ("tap 1 2", .tap(IndexPath(row: 2, section: 1))),
    ("  tap   0 0  ", .tap(IndexPath(row: 0, section: 0))),
    ("button 0 1", .button(IndexPath(row: 1, section: 0), 0)),
    ("button 0 1 2", .button(IndexPath(row: 1, section: 0), 2)),
    ("filter 湯 soup", .filter("湯 soup")),
    ("filter", .filter("")),
    ("edit on", .edit(true)),
    ("edit off", .edit(false)),
    ("delete 2 0", .delete(IndexPath(row: 0, section: 2))),
    ("move 0 1 2 3", .move(IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 2))),
    ("done", .done),
    ("", nil),
    ("   ", nil),
    ("# a comment", nil),
  ]

  @Test("Each command line reads as its command", arguments: commands)
  func parses(_ line: String, _ command: LineCommand?) throws {
    #expect(try LineCommand(parsing: line) == command)
  }

  nonisolated static let invalid: [(String, String)] = [
    (
      "tapp 0 0",
      #"unknown command "tapp"; the commands are tap, button, filter, edit, delete, move, list, help, done"#
    ),
    ("tap 0", "tap takes a section and a row"),
    ("tap 0 -1", #""-1" is not a section or row number (0 or more)"#),
    ("tap x\u{1B}[2J 0", #""x\u{1B}[2J" is not a section or row number (0 or more)"#),
    (
      "tap 99999999999999999999 0",
      #""99999999999999999999" is not a section or row number (0 or more)"#
    ),
    ("button 0", "button takes a section, a row and a button number"),
    ("edit maybe", "edit takes on or off"),
    ("move 0 0 1", "move takes a section and a row, then a section and a row"),
    ("done now", "done takes nothing"),
  ]

  @Test(
    "A line that is not a command says why, inert",
    arguments: invalid.map { (InertArgument($0.0), $0.1) })
  func rejects(_ argument: InertArgument, _ message: String) {
    let line = argument.text
    #expect {
      _ = try LineCommand(parsing: line)
    } throws: { error in
      (error as? LineCommand.ParseError)?.message == message
    }
  }

  /// Runs a driver on pipes: `input` is what standard input would hold.
  static func run(_ driver: (Int32, Int32) -> TerminalDriver, input: String) throws
    -> (Result<TerminalDriver.Outcome, TerminalError>, String)
  {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    try #require(pipe(&inPipe) == 0 && pipe(&outPipe) == 0)
    defer { for fd in inPipe + outPipe { close(fd) } }
    let bytes = Array(input.utf8)
    #expect(write(inPipe[1], bytes, bytes.count) == bytes.count)
    close(inPipe[1])
    inPipe[1] = -1
    let result: Result<TerminalDriver.Outcome, TerminalError>
    do {
      result = .success(try driver(inPipe[0], outPipe[1]).run())
    } catch {
      result = .failure(error)
    }
    close(outPipe[1])
    outPipe[1] = -1
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(outPipe[0], &buffer, buffer.count)
      guard count > 0 else { break }
      output += buffer.prefix(count)
    }
    return (result, String(decoding: output, as: UTF8.self))
  }

  @Test(
    "Without a terminal the driver prints the table, rows numbered, then a prompt for each line of its input"
  )
  func runsLines() throws {
    let fixture = try Fixture([("A", ["a", "b"]), ("B", ["c"])], cellType: TwoButtonCell.self)
    let (result, output) = try Self.run(
      { TerminalDriver(tableView: fixture.tableView, input: $0, output: $1, environment: [:]) },
      input: "# choose\ntap 0 1\n\nbutton 1 0 1\ndone\ntap 0 0\n")
    #expect(try result.get() == .finished)
    #expect(
      output == """
             A
        0 0    a [yes] [no]
        0 1    b [yes] [no]
             B
        1 0    c [yes] [no]

        type a command after the prompt: help lists them, done ends
        > # choose
        > tap 0 1
        > \n> button 1 0 1
        > done

        """)
    #expect(fixture.selections == [IndexPath(row: 1, section: 0)])
    #expect(fixture.buttonTaps == ["no c"])
  }

  // Apple's UIControl.isEnabled: "If the enabled state is false, the control ignores touch
  // events."
  @Test("A button line on a disabled button sends nothing, as a finger's tap")
  func disabledButton() throws {
    let fixture = try Fixture([("A", ["a", "b"])], cellType: TwoButtonCell.self)
    let cell = try #require(
      fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TwoButtonCell)
    cell.no.isEnabled = false
    let (result, _) = try Self.run(
      { TerminalDriver(tableView: fixture.tableView, input: $0, output: $1, environment: [:]) },
      input: "button 0 0 1\nbutton 0 0 0\n")
    #expect(try result.get() == .finished)
    #expect(fixture.buttonTaps == ["yes a"])
  }

  // Apple's UIView.hitTest(_:with:) ignores a view with user interaction disabled and what is
  // inside it; UIControl.isEnabled: a disabled control ignores touches.
  @Test("A button line sends nothing to a button in a table that takes no touches")
  func tableTakesNoTouches() throws {
    let fixture = try Fixture([("A", ["a", "b"])], cellType: TwoButtonCell.self)
    fixture.tableView.isUserInteractionEnabled = false
    let (result, _) = try Self.run(
      { TerminalDriver(tableView: fixture.tableView, input: $0, output: $1, environment: [:]) },
      input: "button 0 0 1\nbutton 0 1 0\n")
    #expect(try result.get() == .finished)
    #expect(fixture.buttonTaps.isEmpty)
  }

  @Test("Lines edit, delete, move and filter; the filter is cleared at the end")
  func editingLines() throws {
    let (tableView, dataSource) = try FilterTests.menu()
    let filter = SnapshotFilter(dataSource: dataSource) { $0 }
    let (result, _) = try Self.run(
      {
        TerminalDriver(
          tableView: tableView, configuration: TerminalConfiguration(filter: filter), input: $0,
          output: $1, environment: ["TERM": "dumb"])
      }, input: "filter bisque\ntap 0 0\nfilter\ntap 2 1")
    #expect(try result.get() == .finished)
    let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier)
    #expect(selected == ["Oyster bisque", "Lava cake"])

    let fixture = try Fixture([(nil, ["a", "b", "c"])])
    let (edited, _) = try Self.run(
      { TerminalDriver(tableView: fixture.tableView, input: $0, output: $1, environment: [:]) },
      input: "edit on\ndelete 0 0\nmove 0 1 0 0\nedit off\n")
    #expect(try edited.get() == .finished)
    #expect(fixture.sections[0].rows == ["c", "b"])
    #expect(!fixture.tableView.isEditing)
  }

  @Test("A bad line prints its number and the reason, and the run goes on")
  func badLines() throws {
    let fixture = try Fixture([(nil, ["a", "b"])])
    let (result, output) = try Self.run(
      { TerminalDriver(tableView: fixture.tableView, input: $0, output: $1, environment: [:]) },
      input: "selec 0 0\ntap 0 5\nfilter x\ntap 0 1\n")
    #expect(try result.get() == .finished)
    #expect(fixture.selections == [IndexPath(row: 1, section: 0)])
    #expect(
      output.components(separatedBy: "\n").filter { $0.hasPrefix("error:") } == [
        #"error: line 1: unknown command "selec"; the commands are tap, button, filter, edit, delete, move, list, help, done"#,
        "error: line 2: Attempted to access an out-of-bounds row (5) when there are only 2 rows in section 0.",
        "error: line 3: this list cannot be filtered",
      ])
  }

  @Test("help prints the documented commands; list prints the table again, rows numbered")
  func helpAndList() throws {
    let fixture = try Fixture([(nil, ["a", "b"])])
    let (result, output) = try Self.run(
      { TerminalDriver(tableView: fixture.tableView, input: $0, output: $1, environment: [:]) },
      input: "help\ntap 0 1\nlist\n")
    #expect(try result.get() == .finished)
    #expect(
      output == """
        0 0    a
        0 1    b

        type a command after the prompt: help lists them, done ends
        > help
        \(TerminalDocExamplesTests.documentedCommands)
        Sections and rows count from 0: the numbers before each row.
        > tap 0 1
        > list
        0 0    a
        0 1  ▸ b

        > \n
        """)
  }

  // Line mode is this package's, not UIKit's: the limit is *assumed*.
  @Test("A line longer than maximumLineLength stops the run: the driver holds no more of it")
  func lineTooLong() throws {
    let fixture = try Fixture([(nil, ["a"])])
    // A file, not a pipe: the input is larger than a pipe holds before it is read.
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("long-line-\(UUID().uuidString).txt")
    let long = String(repeating: "x", count: TerminalDriver.maximumLineLength + 1)
    try Data(("tap 0 0\n" + long + "\ntap 0 0\n").utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let input = open(url.path, O_RDONLY)
    try #require(input >= 0)
    defer { close(input) }
    var output: [Int32] = [-1, -1]
    try #require(pipe(&output) == 0)
    defer { for end in output { close(end) } }
    let driver = TerminalDriver(
      tableView: fixture.tableView, input: input, output: output[1], environment: [:])
    #expect {
      try driver.run()
    } throws: { error in
      guard case .lineTooLong(line: 2, maximum: 65_536)? = error as? TerminalError else {
        return false
      }
      return true
    }
    #expect(
      TerminalError.lineTooLong(line: 2, maximum: 65_536).message
        == "line 2: longer than 65536 bytes, which no command is")
    // The first line ran; the one after the long line did not.
    #expect(fixture.selections == [IndexPath(row: 0, section: 0)])

    // A line of exactly the maximum is read, and refused as a command, not for its length.
    let exact = String(repeating: "y", count: TerminalDriver.maximumLineLength)
    try Data((exact + "\n").utf8).write(to: url)
    let again = open(url.path, O_RDONLY)
    try #require(again >= 0)
    defer { close(again) }
    // The line is echoed after the prompt: more than a pipe holds unread.
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let other = TerminalDriver(
      tableView: fixture.tableView, input: again, output: null, environment: [:])
    #expect(try other.run() == .finished)
  }

  @Test("Pipes are not terminals: without a controlling terminal the driver is not interactive")
  func notInteractive() throws {
    let fixture = try Fixture([(nil, ["a"])])
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for fd in ends { close(fd) } }
    let driver = TerminalDriver(
      tableView: fixture.tableView, input: ends[0], output: ends[1],
      environment: ["TERM": "xterm"], terminalPath: nil)
    #expect(!driver.isInteractive)
    let missing = TerminalDriver(
      tableView: fixture.tableView, input: ends[0], output: ends[1],
      environment: ["TERM": "xterm"], terminalPath: "/nonexistent/tty")
    #expect(!missing.isInteractive)
  }
}
