import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `examples pick` in pipelines, under a shell on a pseudo-terminal: items on standard input,
/// the choice on standard output, the picker drawn on the controlling terminal (`/dev/tty`,
/// POSIX XBD 10.1). *Assumed* from fzf's documented use (`$(fzf)`, `find -print0 | fzf
/// --read0 --print0 | xargs -0`): the behaviour a picker in a pipeline is expected to have.
@Suite("The pick example in pipelines, end to end in a pseudo-terminal", .serialized)
struct PickPipelineEndToEndTests {
  typealias Pipes = PipelineEndToEndTests

  @Test("$(ls | pick --multiple): names pass through byte for byte, not-valid UTF-8 included")
  func commandSubstitution() throws {
    let folder = try Pipes.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // "café" in Latin-1: not valid UTF-8.
    try Data([0x61, 0x70, 0x70, 0x6C, 0x65, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A, 0x7A, 0x0A])
      .write(to: folder.appendingPathComponent("input"))
    let terminal = try Pipes.shell(
      "chosen=$(cat input | \"$EXAMPLES\" pick --multiple); s=$?; "
        + "printf '%s' \"$chosen\" > out; echo \"status $s\" > status",
      in: folder)
    let before = terminal.initialSettings
    #expect(terminal.wait { $0.text.contains("❯   apple") })
    #expect(EndToEndTests.line(terminal, containing: "caf\u{FFFD}") != nil)
    terminal.send(" j ")
    #expect(terminal.wait { $0.text.contains("❯ ▸ caf") })
    terminal.send("\r")
    #expect(terminal.waitForExit() == 0)
    #expect(
      Pipes.bytes(folder.appendingPathComponent("out")) == [
        0x61, 0x70, 0x70, 0x6C, 0x65, 0x0A, 0x63, 0x61, 0x66, 0xE9,
      ])
    #expect(Pipes.bytes(folder.appendingPathComponent("status")) == Array("status 0\n".utf8))
    #expect(EndToEndTests.same(before, terminal.settings()))
    #expect(!terminal.screen.usesAlternateScreen)
    #expect(terminal.screen.cursorVisible)
  }

  @Test("Items show while standard input is still arriving; Enter picks the focused one")
  func streaming() throws {
    let folder = try Pipes.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try Pipes.shell(
      "(echo first; while [ ! -e go ]; do sleep 0.05; done; echo second) "
        + "| \"$EXAMPLES\" pick > out",
      in: folder)
    #expect(terminal.wait { $0.text.contains("❯   first") })
    #expect(terminal.screen.lines[11].hasPrefix("loading… 1 · "))
    #expect(EndToEndTests.line(terminal, containing: "second") == nil)
    try Data().write(to: folder.appendingPathComponent("go"))
    #expect(terminal.wait { $0.text.contains("    second") })
    #expect(terminal.wait { !$0.lines[11].contains("loading") })
    terminal.send("j\r")
    #expect(terminal.waitForExit() == 0)
    #expect(Pipes.bytes(folder.appendingPathComponent("out")) == Array("second\n".utf8))
  }

  @Test("pick --null | xargs -0: NUL-separated names in and out, spaces and line breaks kept")
  func nulDelimited() throws {
    let folder = try Pipes.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("one two\u{0}three\nfour\u{0}five\u{0}".utf8)
      .write(to: folder.appendingPathComponent("input"))
    let terminal = try Pipes.shell(
      "\"$EXAMPLES\" pick --multiple --null < input | xargs -0 printf '[%s]' > out",
      in: folder)
    #expect(terminal.wait { $0.text.contains("❯   one two") })
    terminal.send(" j ")
    #expect(terminal.wait { $0.text.contains("❯ ▸ three") })
    terminal.send("\r")
    #expect(terminal.waitForExit() == 0)
    #expect(
      Pipes.bytes(folder.appendingPathComponent("out")) == Array("[one two][three\nfour]".utf8))
  }

  @Test("Esc in a pipeline prints nothing and exits 130")
  func cancelInPipeline() throws {
    let folder = try Pipes.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try Pipes.shell(
      "printf 'a\\nb\\n' | \"$EXAMPLES\" pick > out; echo \"status $?\" > status", in: folder)
    #expect(terminal.wait { $0.text.contains("❯   a") })
    terminal.send("\u{1B}")
    #expect(terminal.waitForExit() == 0)
    #expect(Pipes.bytes(folder.appendingPathComponent("out")) == [])
    #expect(Pipes.bytes(folder.appendingPathComponent("status")) == Array("status 130\n".utf8))
  }

  @Test("No terminal at all while standard input carries the items: a clear message and status 2")
  func noTerminal() throws {
    let examples = try #require(ExamplesExecutable.path())
    let process = Process()
    process.executableURL = URL(fileURLWithPath: examples)
    process.arguments = ["pick"]
    process.environment = ["TERM": "dumb"]
    let input = Pipe()
    let errors = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data("a\nb\n".utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(
      message
        == "pick: no terminal to choose on: standard input carries the items, so the choices "
        + "cannot be read from it (run it from a terminal, with TERM set)\n")
  }
}
