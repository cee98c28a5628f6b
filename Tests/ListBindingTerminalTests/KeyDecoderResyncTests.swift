import ListBindingTerminal
import Testing

/// A key cut short by a byte that cannot continue it ends there, and the keys after it decode as
/// they would alone, however the bytes are split across reads.
@Suite("Key decoding after a cut key")
struct KeyDecoderResyncTests {
  static let escape: UInt8 = 0x1B

  /// The keys of `reads`, one `decode(_:)` each, then a `flush()`.
  /// The keys of the reads, flushed at the end; the pieces of a paste (which depend on the
  /// reads) joined.
  static func keys(of reads: [[UInt8]]) -> [Key] {
    var decoder = KeyDecoder()
    var keys = reads.flatMap { decoder.decode($0) }
    keys += decoder.flush()
    return joiningPastes(keys)
  }

  /// The keys with each run of ``Key/paste(_:)`` pieces joined into one.
  static func joiningPastes(_ keys: [Key]) -> [Key] {
    var joined: [Key] = []
    for key in keys {
      if case .paste(let text) = key, case .paste(let before)? = joined.last {
        joined[joined.count - 1] = .paste(before + text)
      } else {
        joined.append(key)
      }
    }
    return joined
  }

  @Test("An SS3 sequence cut by an arrow key is unknown, then the arrow, in one read or two")
  func singleShiftCutByArrow() {
    let expected: [Key] = [.unknown([Self.escape, 0x4F]), .up]
    #expect(Self.keys(of: [[0x1B, 0x4F, 0x1B, 0x5B, 0x41]]) == expected)
    #expect(Self.keys(of: [[0x1B, 0x4F], [0x1B, 0x5B, 0x41]]) == expected)
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x4F, 0x1B, 0x5B, 0x41]) == expected)
    #expect(!decoder.hasPendingInput)
  }

  @Test("An SS3 sequence cut by é is unknown, then é, in one read or two")
  func singleShiftCutByText() {
    let expected: [Key] = [.unknown([Self.escape, 0x4F]), .character("é")]
    #expect(Self.keys(of: [[0x1B, 0x4F, 0xC3, 0xA9]]) == expected)
    #expect(Self.keys(of: [[0x1B, 0x4F], [0xC3, 0xA9]]) == expected)
    #expect(Self.keys(of: [[0x1B, 0x4F, 0xC3], [0xA9]]) == expected)
  }

  static let cuts: [(bytes: [UInt8], keys: [Key])] = [
    // CSI cut by an escape, by a UTF-8 character, by a control byte, by Delete.
    ([0x1B, 0x5B, 0x31, 0x3B, 0x1B, 0x5B, 0x42], [.unknown([0x1B, 0x5B, 0x31, 0x3B]), .down]),
    ([0x1B, 0x5B, 0x35, 0xE4, 0xB8, 0xAD], [.unknown([0x1B, 0x5B, 0x35]), .character("中")]),
    ([0x1B, 0x5B, 0x0D], [.unknown([0x1B, 0x5B]), .enter]),
    ([0x1B, 0x5B, 0x32, 0x7F], [.unknown([0x1B, 0x5B, 0x32]), .backspace]),
    // A parameter byte after an intermediate byte cannot continue a control sequence.
    (
      [0x1B, 0x5B, 0x20, 0x31, 0x41],
      [.unknown([0x1B, 0x5B, 0x20]), .character("1"), .character("A")]
    ),
    // SS3 cut by Tab; SS3 with parameters, as some terminals send it, is one unknown key.
    ([0x1B, 0x4F, 0x09], [.unknown([0x1B, 0x4F]), .tab]),
    ([0x1B, 0x4F, 0x32, 0x50, 0x71], [.unknown([0x1B, 0x4F, 0x32, 0x50]), .character("q")]),
    // Alt with a UTF-8 character cut by an escape, and by ASCII.
    ([0x1B, 0xE4, 0xB8, 0x1B, 0x4F, 0x41], [.unknown([0x1B, 0xE4, 0xB8]), .up]),
    ([0x1B, 0xC3, 0x61], [.unknown([0x1B, 0xC3]), .character("a")]),
    // An escape before a byte that starts nothing, and UTF-8 cut by an escape or text.
    ([0x1B, 0x80, 0x61], [.unknown([0x1B]), .unknown([0x80]), .character("a")]),
    ([0xE4, 0xB8, 0x1B, 0x5B, 0x41], [.unknown([0xE4, 0xB8]), .up]),
    ([0xF0, 0x9F, 0x8D, 0x61], [.unknown([0xF0, 0x9F, 0x8D]), .character("a")]),
    // Overlong and surrogate forms are cut at their first byte that is out of range.
    ([0xE0, 0x80, 0xAF], [.unknown([0xE0]), .unknown([0x80]), .unknown([0xAF])]),
    ([0xED, 0xA0, 0x80], [.unknown([0xED]), .unknown([0xA0]), .unknown([0x80])]),
    ([0xC2, 0x9B], [.unknown([0xC2, 0x9B])]),
  ]

  @Test("A key cut by a byte that cannot continue it is unknown, and the byte starts anew")
  func cutKeys() {
    for (bytes, expected) in Self.cuts {
      #expect(Self.keys(of: [bytes]) == expected, "\(bytes)")
      for split in 0...bytes.count {
        let reads = [Array(bytes[..<split]), Array(bytes[split...])]
        #expect(Self.keys(of: reads) == expected, "\(bytes) split at \(split)")
      }
    }
  }

  @Test("A long control sequence is unknown in pieces of 32 bytes, none of it typed text")
  func longSequence() {
    let parameters = Array(repeating: UInt8(0x31), count: 1_000)
    let bytes = [Self.escape, 0x5B] + parameters + [0x7E, 0x71]
    let expected = ReferenceKeys.pieces(Array(bytes.dropLast())) + [.character("q")]
    #expect(Self.keys(of: [bytes]) == expected)
    #expect(Self.keys(of: bytes.map { [$0] }) == expected)
    let cut = [Self.escape, 0x5B] + parameters.prefix(62) + [0x1B, 0x5B, 0x41]
    #expect(Self.keys(of: [cut]) == ReferenceKeys.pieces(Array(cut.prefix(64))) + [.up])
  }

  @Test("After 32 bytes of a control sequence, the rest is awaited, and flush ends it")
  func longSequencePending() {
    var decoder = KeyDecoder()
    let bytes = [Self.escape, 0x5B] + Array(repeating: UInt8(0x31), count: 30)
    #expect(decoder.decode(bytes) == [.unknown(bytes)])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
  }

  static let seeds: [UInt64] = [0x4B45_5901, 0x4B45_5902, 0x4B45_5903, 0x4B45_5904]

  @Test(
    "Random keys, cut keys and pauses, split at random across reads, decode as the reference says",
    arguments: seeds)
  func matchesReference(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for stream in 0..<1_000 {
      let (segments, expected) = Self.stream(using: &generator)
      var decoder = KeyDecoder()
      var keys: [Key] = []
      var reads: [[UInt8]] = []
      for segment in segments {
        for read in Self.split(segment, using: &generator) {
          reads.append(read)
          keys += decoder.decode(read)
        }
        keys += decoder.flush()
        reads.append([])  // an empty read marks a pause: the decoder was flushed there
      }
      guard keys == expected else {
        let hex = reads.map { $0.map { String($0, radix: 16) }.joined(separator: " ") }
        Issue.record(
          "seed \(seed), stream \(stream): reads \(hex)\nexpected \(expected)\ndecoded  \(keys)")
        return
      }
    }
  }

  /// A random stream of tokens, as segments the decoder is flushed after (a pause in typing),
  /// and the keys the reference expects.
  static func stream(
    using generator: inout some RandomNumberGenerator
  ) -> (segments: [[UInt8]], keys: [Key]) {
    var segments: [[UInt8]] = [[]]
    var keys: [Key] = []
    var follower = ReferenceKeys.Follower.any
    for _ in 0..<Int.random(in: 1...24, using: &generator) {
      let token = ReferenceKeys.token(using: &generator)
      if !follower.allows(token) || Int.random(in: 0..<12, using: &generator) == 0 {
        segments.append([])
      }
      segments[segments.count - 1] += token.bytes
      keys += token.keys
      follower = token.next
    }
    return (segments, keys)
  }

  /// `bytes` split at random: whole, at a few random places, or byte by byte.
  static func split(
    _ bytes: [UInt8], using generator: inout some RandomNumberGenerator
  ) -> [[UInt8]] {
    guard !bytes.isEmpty else { return [] }
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return [bytes]
    case 1: return bytes.map { [$0] }
    default:
      let count = Int.random(in: 1...6, using: &generator)
      let cuts = (0..<count).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
      let bounds = [0] + cuts.sorted() + [bytes.count]
      return zip(bounds, bounds.dropFirst()).map { Array(bytes[$0..<$1]) }
    }
  }
}
