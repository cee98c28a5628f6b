import Foundation
import Testing

/// The recordings the article "Rendering and the terminal" shows; its text blocks stand in these
/// files, which `DocumentationBlocksTests` checks:
/// - `Recordings/questionnaire.txt`: the frames a person sees answering the questionnaire in a
///   12 × 60 terminal, read from the real driver under a pseudo-terminal;
/// - `Recordings/questionnaire-lines.txt`: a command line that pipes line commands into the
///   same example, and what it prints.
///
/// `LISTBINDING_RECORD=1` writes them again.
@Suite("Terminal recordings", .serialized)
struct RecordingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Recordings")
  static let file = folder.appendingPathComponent("questionnaire.txt")
  static let linesFile = folder.appendingPathComponent("questionnaire-lines.txt")

  /// The line commands the article pipes into the questionnaire.
  static let lines = ["tap 0 1", "tap 1 1", "tap 2 2"]

  /// Compares `recording` with the file, after writing it there in record mode.
  static func expect(_ recording: String, matches file: URL) throws {
    if ProcessInfo.processInfo.environment["LISTBINDING_RECORD"] == "1" {
      try recording.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(recording == (try String(contentsOf: file, encoding: .utf8)))
  }

  /// The keys of each step, with how they are named in the recording.
  static let steps: [(name: String, keys: String, until: String)] = [
    ("j, Space", "j ", "❯   [●] 女"),
    ("↓ ↓, Tab, Enter", "\u{1B}[B\u{1B}[B\t\r", "❯   [●] 上海"),
    ("End, Space", "\u{1B}[F ", "✓ selection valid"),
  ]

  @Test("Answering the questionnaire, frame by frame")
  func questionnaire() throws {
    let terminal = try EndToEndTests.start("questionnaire", rows: 12, columns: 60)
    var frames: [String] = []
    #expect(terminal.wait { $0.text.contains("❯   [○] 男") })
    frames.append("$ swift run examples questionnaire --interactive\n" + terminal.screen.text)
    for step in Self.steps {
      terminal.send(step.keys)
      #expect(terminal.wait { $0.text.contains(step.until) }, "after \(step.name)")
      frames.append("after \(step.name):\n" + terminal.screen.text)
    }
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
    frames.append("after q:\n" + terminal.screen.text)
    let recording = frames.map { $0.trimmingCharacters(in: .newlines) + "\n" }
      .joined(separator: "\n")
    try Self.expect(recording, matches: Self.file)
  }

  @Test("Answering the questionnaire with line commands through a pipe")
  func questionnaireFromLines() throws {
    let path = try #require(ExamplesExecutable.path(), "the examples executable is not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["questionnaire", "--interactive"]
    // `TERM=dumb`: line mode even where a terminal is reachable (the driver would draw there).
    process.environment = ["LANG": "C.UTF-8", "TERM": "dumb"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let commands = Self.lines.map { $0 + "\n" }.joined()
    try input.fileHandleForWriting.write(contentsOf: Data(commands.utf8))
    try input.fileHandleForWriting.close()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let escaped = commands.replacingOccurrences(of: "\n", with: #"\n"#)
    let recording =
      "$ printf '\(escaped)' | TERM=dumb swift run examples questionnaire --interactive\n"
      + String(decoding: printed, as: UTF8.self)
    try Self.expect(recording, matches: Self.linesFile)
  }
}
