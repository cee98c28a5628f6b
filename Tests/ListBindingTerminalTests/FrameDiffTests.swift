import Foundation
import ListBinding
import Testing

@testable import ListBindingTerminal

@Suite("Frame diff and encoding")
struct FrameDiffTests {
  static func frame(_ texts: [String]) -> Frame {
    Frame(lines: texts.map { $0.isEmpty ? Line() : Line(runs: [Run($0)], width: $0.count) })
  }

  static let encoder = ScreenEncoder(capabilities: .plain, columns: 20)

  @Test("Equal frames need no operation")
  func equal() {
    let frame = Self.frame(["a", "b", ""])
    #expect(FrameDiff(encoder: Self.encoder).operations(from: frame, to: frame).isEmpty)
  }

  @Test("One changed line is written alone, after a cursor move, and erased to its end")
  func oneLine() {
    let old = Self.frame(["a", "b", "c"])
    let new = Self.frame(["a", "B", "c"])
    let operations = FrameDiff(encoder: Self.encoder).operations(from: old, to: new)
    #expect(operations == [.write(row: 1, new.lines[1])])
    #expect(Self.encoder.encode(operations) == Array("\u{1B}[2HB\u{1B}[K".utf8))
  }

  @Test("A scroll by one line deletes a line and inserts one instead of writing every line")
  func scroll() {
    let rows = (0..<30).map { "row \($0)" }
    let old = Self.frame(["title"] + rows[0..<20] + ["status"])
    let new = Self.frame(["title"] + rows[1..<21] + ["status"])
    let operations = FrameDiff(encoder: Self.encoder).operations(from: old, to: new)
    #expect(old.applying(operations) == new)
    #expect(
      operations == [
        .deleteLines(row: 1, count: 1), .insertLines(row: 20, count: 1),
        .write(row: 20, new.lines[20]),
      ])
  }

  @Test("The cheaper plan is kept: a line changed in place is not deleted and inserted")
  func inPlaceWhenCheaper() {
    let old = Self.frame(["a", "b", "c", "d"])
    let new = Self.frame(["a", "x", "c", "y"])
    let operations = FrameDiff(encoder: Self.encoder).operations(from: old, to: new)
    #expect(operations == [.write(row: 1, new.lines[1]), .write(row: 3, new.lines[3])])
  }

  @Test("Random frames: the operations turn the old frame into the new one (seeded)")
  func randomRoundTrip() {
    var generator = SeededGenerator(seed: 0x5EED_11)
    let alphabet = ["", "a", "b", "c", "d", "e", "⋮ 3 rows above", "排骨面"]
    for round in 0..<500 {
      let height = Int.random(in: 0...12, using: &generator)
      var old = (0..<height).map { _ in alphabet.randomElement(using: &generator) ?? "" }
      var new = old
      for _ in 0..<Int.random(in: 0...4, using: &generator) where !new.isEmpty {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          new.remove(at: Int.random(in: 0..<new.count, using: &generator))
          new.append(alphabet.randomElement(using: &generator) ?? "")
        case 1:
          new.insert(
            alphabet.randomElement(using: &generator) ?? "",
            at: Int.random(in: 0..<new.count, using: &generator))
          new.removeLast()
        default:
          new[Int.random(in: 0..<new.count, using: &generator)] =
            alphabet.randomElement(using: &generator) ?? ""
        }
      }
      if round % 7 == 0 { old = old.shuffled(using: &generator) }
      let (before, after) = (Self.frame(old), Self.frame(new))
      let diff = FrameDiff(encoder: Self.encoder)
      for operations in [
        diff.operations(from: before, to: after), FrameDiff.inPlace(from: before, to: after),
        FrameDiff.shifted(from: before, to: after),
      ] {
        #expect(before.applying(operations) == after, "round \(round), seed 0x5EED_11")
      }
    }
  }

  @Test("Looks are drawn only where the terminal supports them")
  func looks() {
    let line = Line(
      runs: [Run("> ", Style(bold: true)), Run("Soup", Style(reverse: true, colour: .red))],
      width: 6)
    var colour: [UInt8] = []
    ScreenEncoder(capabilities: TerminalCapabilities(attributes: true, colour: true), columns: 6)
      .append(line, to: &colour)
    #expect(
      String(decoding: colour, as: UTF8.self) == "\u{1B}[1m> \u{1B}[0m\u{1B}[7;31mSoup\u{1B}[0m")
    var attributes: [UInt8] = []
    ScreenEncoder(capabilities: TerminalCapabilities(attributes: true, colour: false), columns: 8)
      .append(line, to: &attributes)
    #expect(
      String(decoding: attributes, as: UTF8.self)
        == "\u{1B}[1m> \u{1B}[0m\u{1B}[7mSoup\u{1B}[0m\u{1B}[K")
    var plain: [UInt8] = []
    ScreenEncoder(capabilities: .plain, columns: 8).append(line, to: &plain)
    #expect(String(decoding: plain, as: UTF8.self) == "> Soup\u{1B}[K")
  }

  static let environments: [([String: String], TerminalCapabilities)] = [
    (["TERM": "xterm-256color"], TerminalCapabilities(attributes: true, colour: true)),
    (["TERM": "screen"], TerminalCapabilities(attributes: true, colour: true)),
    (
      ["TERM": "tmux-256color", "NO_COLOR": "1"],
      TerminalCapabilities(attributes: true, colour: false)
    ),
    (["TERM": "xterm", "NO_COLOR": ""], TerminalCapabilities(attributes: true, colour: true)),
    (["TERM": "vt100"], TerminalCapabilities(attributes: true, colour: false)),
    (["TERM": "dumb"], .plain),
    ([:], .plain),
  ]

  @Test("TERM and NO_COLOR decide attributes and colour", arguments: environments)
  func capabilities(_ environment: [String: String], _ expected: TerminalCapabilities) {
    #expect(TerminalCapabilities(environment: environment) == expected)
  }
}

/// A SplitMix64 generator, so that random tests replay from their seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
