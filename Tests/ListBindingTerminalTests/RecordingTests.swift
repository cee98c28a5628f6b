import Foundation
import Testing

/// The README's recording: the frames a person sees answering the questionnaire in a 12 × 60
/// terminal, read from the real driver under a pseudo-terminal and compared with
/// `Recordings/questionnaire.txt` (`LISTBINDING_RECORD=1` writes it again).
@Suite("README recording", .serialized)
struct RecordingTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Recordings/questionnaire.txt")

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
    if ProcessInfo.processInfo.environment["LISTBINDING_RECORD"] == "1" {
      try recording.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    #expect(recording == (try String(contentsOf: Self.file, encoding: .utf8)))
  }
}
