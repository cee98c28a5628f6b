import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `examples lines --interactive` in pipelines, under a shell on a pseudo-terminal: standard
/// input from a file or a pipe, standard output to a pipe or `$(…)`, the list drawn on the
/// controlling terminal (`/dev/tty`). How `/dev/tty` names the controlling terminal is POSIX's
/// (XBD 10.1, "/dev/tty"); fzf and other pickers draw there the same way (*assumed* the
/// expected behaviour of a picker in a pipeline).
@Suite("Pipelines, end to end in a pseudo-terminal", .serialized)
struct PipelineEndToEndTests {
  /// A folder for the test's files, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("listbinding-pipes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `script` with `sh` on a pseudo-terminal, with `$EXAMPLES` naming the examples
  /// executable and the working directory `folder`.
  static func shell(_ script: String, in folder: URL, rows: Int = 12) throws -> PseudoTerminal {
    let examples = try #require(ExamplesExecutable.path(), "the examples executable is not built")
    return try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", "cd '\(folder.path)' && " + script],
      environment: EndToEndTests.environment.merging(["EXAMPLES": examples]) { $1 },
      rows: rows, columns: 60)
  }

  static func bytes(_ file: URL) -> [UInt8] {
    (try? Data(contentsOf: file)).map { Array($0) } ?? []
  }

  @Test(
    "ls | lines > file: the list shows on the terminal; q writes the selected lines, byte for byte, to the pipe; the terminal is restored"
  )
  func pipeInPipeOut() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // "café" in Latin-1: not valid UTF-8, passed through unchanged.
    try Data([0x61, 0x70, 0x70, 0x6C, 0x65, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A, 0x7A, 0x0A])
      .write(to: folder.appendingPathComponent("input"))
    let terminal = try Self.shell(
      "cat input | \"$EXAMPLES\" lines --interactive | cat > out; echo \"status $?\" > status",
      in: folder)
    let before = terminal.initialSettings
    #expect(terminal.wait { $0.text.contains("❯   apple") })
    #expect(terminal.screen.usesAlternateScreen)
    #expect(EndToEndTests.line(terminal, containing: "caf\u{FFFD}") != nil)
    terminal.send("j")
    terminal.send(" ")
    #expect(terminal.wait { $0.text.contains("❯ ▸ caf") })
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
    #expect(Self.bytes(folder.appendingPathComponent("out")) == [0x63, 0x61, 0x66, 0xE9, 0x0A])
    #expect(Self.bytes(folder.appendingPathComponent("status")) == Array("status 0\n".utf8))
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(terminal.screen.cursorVisible)
    #expect(EndToEndTests.same(before, terminal.settings()))
  }

  @Test(
    "$(lines < file) with NUL-separated names: the choice comes back through command substitution")
  func commandSubstitution() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("one two\u{0}three\nfour\u{0}five\u{0}".utf8)
      .write(to: folder.appendingPathComponent("input"))
    let terminal = try Self.shell(
      "chosen=$(\"$EXAMPLES\" lines --interactive --null < input | od -An -c); "
        + "printf '%s' \"$chosen\" > out",
      in: folder)
    let before = terminal.initialSettings
    #expect(terminal.wait { $0.text.contains("❯   one two") })
    #expect(EndToEndTests.line(terminal, containing: "three") != nil)
    terminal.send(" ")
    terminal.send("j")
    terminal.send(" ")
    #expect(terminal.wait { $0.text.contains("❯ ▸ three") })
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
    let out = String(decoding: Self.bytes(folder.appendingPathComponent("out")), as: UTF8.self)
    let characters = out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(characters == "o n e t w o \\0 t h r e e \\n f o u r \\0")
    #expect(EndToEndTests.same(before, terminal.settings()))
  }

  @Test("Lines show while standard input is still arriving, with a loading indicator until it ends")
  func streaming() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try Self.shell(
      "(echo first; while [ ! -e go ]; do sleep 0.05; done; echo second) "
        + "| \"$EXAMPLES\" lines --interactive > out",
      in: folder)
    #expect(terminal.wait { $0.text.contains("❯   first") })
    #expect(terminal.screen.lines[11].hasPrefix("loading… 1 · "))
    #expect(EndToEndTests.line(terminal, containing: "second") == nil)
    try Data().write(to: folder.appendingPathComponent("go"))
    #expect(terminal.wait { $0.text.contains("    second") })
    #expect(terminal.wait { !$0.lines[11].contains("loading") })
    terminal.send("\u{03}")
    #expect(terminal.waitForExit() == 130)
    #expect(Self.bytes(folder.appendingPathComponent("out")) == [])
  }

  @Test(
    "Typing after / filters fuzzily with the matched characters underlined; a paste filters and never finishes"
  )
  func filterAndPaste() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("Sources/main.swift\nREADME.md\ndomain.txt\nread me.md\n".utf8)
      .write(to: folder.appendingPathComponent("input"))
    let terminal = try Self.shell("\"$EXAMPLES\" lines --interactive < input > out", in: folder)
    #expect(terminal.wait { $0.text.contains("❯   Sources/main.swift") })
    terminal.send("/mn")
    #expect(terminal.wait { $0.lines[2] == "    domain.txt" && $0.lines[3].isEmpty })
    #expect(terminal.screen.underlinedText(row: 1) == "mn")
    terminal.send("\u{1B}")  // Esc clears the filter
    #expect(terminal.wait { $0.text.contains("README.md") })
    // A pasted line break is a space in the query: it neither keeps the filter nor taps.
    terminal.send("\u{1B}[200~read\rm\u{1B}[201~")
    #expect(terminal.wait { $0.lines[1] == "❯   read me.md" && $0.lines[2].isEmpty })
    #expect(terminal.screen.lines[10].hasPrefix("/read m · 1 of 4 · 0 selected"))
    terminal.send("\r ")  // Enter keeps the filter; Space selects
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
    #expect(Self.bytes(folder.appendingPathComponent("out")) == Array("read me.md\n".utf8))
  }

  @Test("Ctrl-Z gives the terminal back and stops the job; fg takes it again and redraws")
  func suspendAndForeground() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("alpha\nbeta\n".utf8).write(to: folder.appendingPathComponent("input"))
    // `sh -m`: job control, as in an interactive shell, so that the job's process group is not
    // orphaned and SIGTSTP stops it (POSIX, XSH 2.4.3); the script goes on when it stops.
    let terminal = try Self.shell(
      "set -m; \"$EXAMPLES\" lines --interactive < input > out; echo \"stopped $?\" > first; "
        + "fg > /dev/null; echo \"ended $?\" > second",
      in: folder)
    let before = terminal.initialSettings
    #expect(terminal.wait { $0.text.contains("❯   alpha") })
    terminal.send("\u{1A}")  // Ctrl-Z
    let first = folder.appendingPathComponent("first")
    #expect(terminal.wait { _ in !Self.bytes(first).isEmpty })
    #expect(Self.bytes(first) == Array("stopped 148\n".utf8))  // 128 + SIGTSTP
    // fg continues it: the driver takes the terminal again and draws the whole list.
    #expect(terminal.wait { $0.usesAlternateScreen && $0.text.contains("❯   alpha") })
    #expect(terminal.wait { _ in terminal.settings().c_lflag & tcflag_t(ICANON | ECHO) == 0 })
    terminal.send("j ")
    #expect(terminal.wait { $0.text.contains("❯ ▸ beta") })
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
    #expect(Self.bytes(folder.appendingPathComponent("second")) == Array("ended 0\n".utf8))
    #expect(Self.bytes(folder.appendingPathComponent("out")) == Array("beta\n".utf8))
    #expect(EndToEndTests.same(before, terminal.settings()))
  }

  @Test("No terminal at all while standard input carries the lines: a clear message and status 2")
  func noTerminal() throws {
    let examples = try #require(ExamplesExecutable.path())
    let process = Process()
    process.executableURL = URL(fileURLWithPath: examples)
    process.arguments = ["lines", "--interactive"]
    process.environment = ["TERM": "dumb"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = Pipe()
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data("a\nb\n".utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(
      message
        == "lines: no terminal to choose on: standard input carries the lines, so the choices "
        + "cannot be read from it (run it from a terminal, with TERM set)\n")
  }
}
