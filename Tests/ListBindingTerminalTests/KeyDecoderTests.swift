import Testing

@testable import ListBindingTerminal

@Suite("Key decoding")
struct KeyDecoderTests {
  static let single: [(String, Key)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
    ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\t", .tab), ("\r", .enter),
    ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace), (" ", .character(" ")),
    ("j", .character("j")), ("/", .character("/")), ("\u{03}", .control("c")),
    ("\u{0C}", .control("l")), ("\u{00}", .control("@")), ("湯", .character("湯")),
    ("é", .character("é")), ("🍜", .character("🍜")),
    ("\u{1B}[1;2A", .modified(.up, .shift)), ("\u{1B}[1;2B", .modified(.down, .shift)),
    ("\u{1B}[1;5C", .modified(.right, .control)), ("\u{1B}[5;3~", .modified(.pageUp, .alt)),
    ("\u{1B}x", .modified(.character("x"), .alt)),
  ]

  @Test(
    "Each key's sequence decodes to the key",
    arguments: single.map { (InertArgument($0.0), $0.1) })
  func decodesOne(_ argument: InertArgument, _ key: Key) {
    let sequence = argument.text
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(sequence.utf8)) == [key])
    #expect(!decoder.hasPendingInput)
  }

  @Test("Keys split at every byte across two reads decode as they do in one read")
  func splitAnywhere() {
    let input = Array("j\u{1B}[B湯\u{1B}[1;2A\u{1B}[5~ \u{1B}OA🍜\t\u{1B}[Z".utf8)
    var whole = KeyDecoder()
    let expected = whole.decode(input)
    #expect(
      expected == [
        .character("j"), .down, .character("湯"), .modified(.up, .shift), .pageUp,
        .character(" "), .up, .character("🍜"), .tab, .backTab,
      ])
    for split in 0...input.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(input[..<split]) + decoder.decode(input[split...])
      #expect(keys == expected, "split at byte \(split)")
      #expect(!decoder.hasPendingInput)
    }
  }

  @Test("Keys fed one byte per read decode the same")
  func byteByByte() {
    let input = Array("\u{1B}[6~k\u{1B}[3~é".utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in input { keys += decoder.decode([byte]) }
    #expect(keys == [.pageDown, .character("k"), .delete, .character("é")])
  }

  @Test("An escape alone waits for more bytes, and is Esc when flushed")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush() == [])
  }

  @Test("Two escapes are Esc then a pending escape")
  func doubleEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
  }

  @Test("A sequence cut short and flushed is unknown, with its bytes")
  func cutSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
    #expect(decoder.flush() == [.unknown(Array("\u{1B}[1;".utf8))])
  }

  static let unknown: [String] = [
    "\u{1B}[99~", "\u{1B}[2~", "\u{1B}OP", "\u{1B}[1;9A", "\u{1B}[3;4;5H", "\u{1B}[?1u",
    "\u{1B}[ A", "\u{1B}[?A", "\u{1B}[1:5A", "\u{1B}[>5~", "\u{1B}O2P",
  ]

  @Test(
    "Unknown sequences are reported with their bytes, and the keys after them decode",
    arguments: unknown.map(InertArgument.init))
  func unknownSequences(_ argument: InertArgument) {
    let sequence = argument.text
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array((sequence + "q").utf8))
    #expect(keys == [.unknown(Array(sequence.utf8)), .character("q")])
  }

  @Test("Invalid UTF-8 is unknown byte by byte, and decoding goes on")
  func invalidUTF8() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode([0xFF, 0x80, 0x6A]) == [.unknown([0xFF]), .unknown([0x80]), .character("j")])
    #expect(decoder.decode([0xE6, 0x6A]) == [.unknown([0xE6]), .character("j")])
  }

  @Test("A UTF-8 character cut by the end of the input is unknown when flushed")
  func cutCharacter() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE6, 0xB9]) == [])
    #expect(decoder.flush() == [.unknown([0xE6, 0xB9])])
  }

  @Test("A control sequence longer than the decoder waits for is unknown")
  func overlong() {
    var decoder = KeyDecoder()
    let long = [0x1B, 0x5B] + Array(repeating: UInt8(0x31), count: 40) + [0x7E]
    let keys = decoder.decode(long)
    #expect(keys.first == .unknown(Array(long.prefix(KeyDecoder.maximumSequenceLength))))
    #expect(!decoder.hasPendingInput)
  }

  @Test("Key names are printable")
  func names() {
    #expect(Key.modified(.down, .shift).name == "Shift-↓")
    #expect(Key.interrupt.name == "Ctrl-C")
    #expect(Key.character(" ").name == "Space")
    #expect(Key.unknown([0x1B, 0x5B, 0x39]).name == "1B 5B 39")
    #expect(Key.character("\u{9B}").name == "\\u{9B}")
  }
}
