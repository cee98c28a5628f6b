import Foundation
import ListBindingTesting
import Testing

@Suite("LineDiff")
struct LineDiffTests {
  /// The rows as `kind expected|actual` strings, `_` for a missing side.
  func summary(_ diff: LineDiff) -> [String] {
    diff.rows.map { row in
      let kind: String
      switch row.kind {
      case .same: kind = "="
      case .changed: kind = "≠"
      case .removed: kind = "-"
      case .added: kind = "+"
      }
      return "\(kind) \(row.expected ?? "_")|\(row.actual ?? "_")"
    }
  }

  @Test("Equal texts have no differences, every line the same")
  func equal() {
    let diff = LineDiff(expected: "a\nb\n", actual: "a\nb\n")
    #expect(!diff.hasDifferences)
    #expect(summary(diff) == ["= a|a", "= b|b"])
  }

  @Test(
    "The final newline is optional on both sides; an extra empty line is a difference",
    arguments: [
      ("a\nb", "a\nb\n", false), ("a\nb\n", "a\nb", false), ("", "", false),
      ("a\nb\n", "a\nb\n\n", true), ("", "\n", true),
    ])
  func finalNewline(expected: String, actual: String, differs: Bool) {
    #expect(LineDiff(expected: expected, actual: actual).hasDifferences == differs)
  }

  @Test("A \\r\\n ends a line as \\n does; a lone \\r is text")
  func carriageReturns() {
    #expect(!LineDiff(expected: "a\r\nb\r\n", actual: "a\nb\n").hasDifferences)
    #expect(summary(LineDiff(expected: "a\rb", actual: "a\nb")) == ["≠ a\rb|a", "+ _|b"])
  }

  @Test("Removed and added lines between unchanged ones pair up as changed rows")
  func pairing() {
    let diff = LineDiff(expected: "a\nb\nc\nd\n", actual: "a\nB\nd\ne\n")
    #expect(summary(diff) == ["= a|a", "≠ b|B", "- c|_", "= d|d", "+ _|e"])
  }

  @Test("A line moved down is removed where it was and added where it is")
  func moved() {
    let diff = LineDiff(expected: "x\na\nb\n", actual: "a\nb\nx\n")
    #expect(summary(diff) == ["- x|_", "= a|a", "= b|b", "+ _|x"])
  }

  /// The length of a longest common subsequence, by dynamic programming: the reference model.
  func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [0]
      for (j, y) in b.enumerated() {
        current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
      }
      previous = current
    }
    return previous[b.count]
  }

  @Test(
    "Random texts: each side reads back its text, and the unchanged lines are a longest common subsequence"
  )
  func randomized() {
    let seed: UInt64 = 0x5EED_0012
    var generator = SplitMix64(seed: seed)
    for round in 0..<300 {
      let expected = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        ["a", "b", "c", "", "d"].randomElement(using: &generator) ?? ""
      }
      let actual = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        ["a", "b", "c", "", "e"].randomElement(using: &generator) ?? ""
      }
      let text = { (lines: [String]) in lines.map { $0 + "\n" }.joined() }
      let diff = LineDiff(expected: text(expected), actual: text(actual))
      let context = "seed \(seed), round \(round): \(expected) → \(actual)"
      #expect(diff.rows.compactMap(\.expected) == expected, "\(context)")
      #expect(diff.rows.compactMap(\.actual) == actual, "\(context)")
      let kept = diff.rows.filter { $0.kind == .same }
      #expect(kept.allSatisfy { $0.expected == $0.actual }, "\(context)")
      #expect(kept.count == lcsLength(expected, actual), "\(context)")
      #expect(
        diff.rows.filter { $0.kind == .changed }.allSatisfy {
          $0.expected != nil && $0.actual != nil
        },
        "\(context)")
    }
  }

  @Test("Texts that differ beyond the edit bound still read back, as changed rows")
  func beyondTheBound() {
    let expected = (0..<1_500).map { "old \($0)" }
    let actual = (0..<1_500).map { "new \($0)" }
    let diff = LineDiff(
      expected: "top\n" + expected.joined(separator: "\n") + "\nbottom",
      actual: "top\n" + actual.joined(separator: "\n") + "\nbottom")
    #expect(diff.rows.count == 1_502)
    #expect(diff.rows.first?.kind == .same)
    #expect(diff.rows.last?.kind == .same)
    #expect(diff.rows.dropFirst().dropLast().allSatisfy { $0.kind == .changed })
    #expect(diff.rows.compactMap(\.actual) == ["top"] + actual + ["bottom"])
  }
}

/// SplitMix64: a small, seedable generator, so that a failing randomized case can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
