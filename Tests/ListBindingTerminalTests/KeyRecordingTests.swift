import Foundation
import ListBindingTerminal
import Testing

/// The bytes real terminals sent for keys, decoded.
///
/// `Recordings/keys-xterm.txt` holds what XTerm(379) sent (Linux, C.UTF-8, on Xvfb, with Alt
/// sending an escape first), each key pressed through XTEST by xdotool, recorded by
/// `Recordings/record-keys-xterm.sh`, in the same two modes and with tmux's names for the keys.
/// `Recordings/keys-tmux.txt` holds what tmux 3.3a (Linux, C.UTF-8 locale) sent to the program
/// in a pane for each `tmux send-keys`, recorded by `Recordings/record-keys.sh`: in normal mode,
/// and with application cursor keys on (DECCKM, as vi and less set it), where tmux sends SS3
/// arrows as xterm does. A paste is `tmux set-buffer` then `paste-buffer -p`, with bracketed
/// paste on; `hex …` lines are bytes sent as they are (`send-keys -H`) before a key, the input
/// of the issue "Hostile input, round two".
@Suite("Key recordings from tmux and xterm")
struct KeyRecordingTests {
  /// One recorded key: the terminal mode, what was sent, and the bytes that arrived.
  struct Recording: CustomStringConvertible {
    var mode: String
    var name: String
    var bytes: [UInt8]

    var description: String { "\(terminal) \(mode) \(name)" }
    var terminal = ""
  }

  static let recordings: [Recording] = load("tmux")
  static let xtermRecordings: [Recording] = load("xterm")

  /// The recordings of `Recordings/keys-<terminal>.txt`.
  static func load(_ terminal: String) -> [Recording] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Recordings/keys-\(terminal).txt")
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let bytes =
        fields.count > 2 ? fields[2].split(separator: " ").compactMap { UInt8($0, radix: 16) } : []
      return Recording(
        mode: fields.first.map(String.init) ?? "", name: fields.count > 1 ? String(fields[1]) : "",
        bytes: bytes, terminal: terminal)
    }
  }

  static let escape: UInt8 = 0x1B

  /// The keys each recording must decode to, the same in both modes.
  static let expected: [String: [Key]] = [
    "Up": [.up], "Down": [.down], "Right": [.right], "Left": [.left], "Home": [.home],
    "End": [.end], "PPage": [.pageUp], "NPage": [.pageDown], "DC": [.delete], "BTab": [.backTab],
    "IC": [.unknown(Array("\u{1B}[2~".utf8))],
    "F1": [.unknown(Array("\u{1B}OP".utf8))], "F2": [.unknown(Array("\u{1B}OQ".utf8))],
    "F3": [.unknown(Array("\u{1B}OR".utf8))], "F4": [.unknown(Array("\u{1B}OS".utf8))],
    "F5": [.unknown(Array("\u{1B}[15~".utf8))], "F6": [.unknown(Array("\u{1B}[17~".utf8))],
    "F7": [.unknown(Array("\u{1B}[18~".utf8))], "F8": [.unknown(Array("\u{1B}[19~".utf8))],
    "F9": [.unknown(Array("\u{1B}[20~".utf8))], "F10": [.unknown(Array("\u{1B}[21~".utf8))],
    "F11": [.unknown(Array("\u{1B}[23~".utf8))], "F12": [.unknown(Array("\u{1B}[24~".utf8))],
    "S-Up": [.modified(.up, .shift)], "C-Right": [.modified(.right, .control)],
    "M-Left": [.modified(.left, .alt)], "C-S-Down": [.modified(.down, [.control, .shift])],
    "C-PPage": [.modified(.pageUp, .control)], "M-x": [.modified(.character("x"), .alt)],
    "M-X": [.modified(.character("X"), .alt)], "M-1": [.modified(.character("1"), .alt)],
    "M-é": [.modified(.character("é"), .alt)], "Enter": [.enter], "Tab": [.tab],
    "BSpace": [.backspace], "C-c": [.control("c")], "Escape": [.escape],
    "text é": [.character("é")], "text 中": [.character("中")], "text 🍜": [.character("🍜")],
    "text naïve 中文": "naïve 中文".map { .character($0) },
    "paste": [.paste("ab é\r中")],
    "Escape Up": [.escape, .up],
    "hex 1b 4f, Up": [.unknown([escape, 0x4F]), .up],
    "hex 1b 4f, text é": [.unknown([escape, 0x4F]), .character("é")],
    "hex 1b 5b 31 3b, text 中": [.unknown(Array("\u{1B}[1;".utf8)), .character("中")],
  ]

  @Test("Every key is recorded in both modes, and expected")
  func complete() {
    #expect(Self.recordings.count == 2 * Self.expected.count)
    // xterm has no paste or raw bytes to send by a key: the rest, in both modes.
    #expect(Self.xtermRecordings.count == 2 * (Self.expected.count - 5))
    for recording in Self.recordings + Self.xtermRecordings {
      #expect(Self.expected[recording.name] != nil, "\(recording)")
      #expect(!recording.bytes.isEmpty, "\(recording)")
    }
  }

  @Test("Each recording decodes to its keys, in one read, split anywhere, and byte by byte")
  func decodes() {
    for recording in Self.recordings + Self.xtermRecordings {
      guard let expected = Self.expected[recording.name] else { continue }
      let bytes = recording.bytes
      for split in 0...bytes.count {
        let reads = [Array(bytes[..<split]), Array(bytes[split...])]
        #expect(
          KeyDecoderResyncTests.keys(of: reads) == expected, "\(recording), split at \(split)")
      }
      #expect(KeyDecoderResyncTests.keys(of: bytes.map { [$0] }) == expected, "\(recording)")
    }
  }

  @Test("All the recordings of a mode, sent one after another, decode to their keys in order")
  func decodesTogether() {
    for (terminal, mode) in [
      (Self.recordings, "normal"), (Self.recordings, "application"),
      (Self.xtermRecordings, "normal"), (Self.xtermRecordings, "application"),
    ] {
      // The Esc key is last: an escape alone is decided by the pause after it.
      let recordings = terminal.filter { $0.mode == mode && $0.name != "Escape" }
      let bytes = recordings.flatMap(\.bytes)
      let expected = recordings.flatMap { Self.expected[$0.name] ?? [] }
      #expect(KeyDecoderResyncTests.keys(of: [bytes]) == expected, "\(mode)")
      for split in stride(from: 0, through: bytes.count, by: 7) {
        let reads = [Array(bytes[..<split]), Array(bytes[split...])]
        #expect(KeyDecoderResyncTests.keys(of: reads) == expected, "\(mode), split at \(split)")
      }
    }
  }
}
