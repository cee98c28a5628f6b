import ListBindingTerminal
import Testing

/// Bracketed paste: what the terminal sends between `CSI 200~` and `CSI 201~` is pasted text,
/// never keys. The marks are xterm's ("Bracketed Paste Mode" in XTerm Control Sequences,
/// invisible-island.net/xterm/ctlseqs); that a paste may arrive in pieces is *assumed* of
/// terminals that write a long paste in several writes.
@Suite("Key decoding: pasted text")
struct KeyDecoderPasteTests {
  static let start = Array("\u{1B}[200~".utf8)
  static let end = Array("\u{1B}[201~".utf8)

  @Test("A paste of a newline, an escape sequence and Ctrl-C is text, and keys follow it")
  func pasteIsText() {
    var decoder = KeyDecoder()
    let bytes = Self.start + Array("a\r\u{1B}[Bq\u{03}".utf8) + Self.end + Array("j".utf8)
    #expect(decoder.decode(bytes) == [.paste("a\r\u{1B}[Bq\u{03}"), .character("j")])
    #expect(!decoder.hasPendingInput)
  }

  @Test("A paste split at every byte gives the same text, in pieces that never cut a character")
  func splitAnywhere() {
    let text = "ab é\r中🍜"
    let bytes = Self.start + Array(text.utf8) + Self.end + [0x0D]
    for split in 0...bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
      #expect(KeyDecoderResyncTests.joiningPastes(keys) == [.paste(text), .enter], "\(split)")
      for key in keys {
        if case .paste(let piece) = key { #expect(!piece.contains("\u{FFFD}"), "\(split)") }
      }
    }
    var decoder = KeyDecoder()
    let keys = bytes.flatMap { decoder.decode([$0]) }
    #expect(KeyDecoderResyncTests.joiningPastes(keys) == [.paste(text), .enter])
  }

  @Test("A long paste arrives read by read and holds only a few bytes between reads")
  func longPaste() {
    var decoder = KeyDecoder()
    var keys = decoder.decode(Self.start)
    let chunk = Array(String(repeating: "x", count: 4096).utf8)
    for _ in 0..<64 {
      let piece = decoder.decode(chunk)
      #expect(piece == [.paste(String(repeating: "x", count: 4096))])
      keys += piece
    }
    keys += decoder.decode(Self.end)
    #expect(
      KeyDecoderResyncTests.joiningPastes(keys) == [.paste(String(repeating: "x", count: 262_144))])
  }

  @Test("A paste whose end does not come is flushed as text after the pause")
  func unterminatedPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Self.start + Array("ab\u{1B}[20".utf8)) == [.paste("ab")])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.paste("\u{1B}[20")])
  }

  @Test("Invalid UTF-8 in a paste shows as U+FFFD; the end mark alone is an unknown key")
  func invalidBytes() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Self.start + [0x61, 0xFF, 0x62] + Self.end) == [.paste("a\u{FFFD}b")])
    #expect(decoder.decode(Self.end) == [.unknown(Self.end)])
    #expect(Key.paste("x").name == "Paste")
  }
}
