import ListBindingTerminal

/// A reference for ``KeyDecoder``: what a terminal sends for each key, with the key a decoder
/// must report, written out key by key from xterm's tables (ECMA-48 for the sequence grammar).
///
/// A stream is built from tokens, each a key's bytes or a key cut short. Tokens are placed so
/// that no token's bytes could continue the one before (an Esc key is followed only by another
/// escape, a cut control sequence only by a byte that is not ASCII text), which is what makes
/// the expected keys simply the tokens' keys, one after another.
enum ReferenceKeys {
  /// Bytes to send and the keys they are.
  struct Token {
    /// What the terminal sends.
    var bytes: [UInt8]
    /// The keys a decoder reports for them.
    var keys: [Key]
    /// What the first byte of the next token may be.
    var next: Follower = .any
  }

  /// What may follow a token without continuing it.
  enum Follower {
    /// Any token.
    case any
    /// A token that starts with an escape (after the Esc key).
    case escape
    /// A token that does not start with ASCII text (after a cut control sequence).
    case notText

    /// Whether `token` may follow.
    func allows(_ token: Token) -> Bool {
      guard let first = token.bytes.first else { return true }
      switch self {
      case .any: return true
      case .escape: return first == 0x1B
      case .notText: return !(0x20...0x7E).contains(first)
      }
    }
  }

  static let escape = "\u{1B}"

  /// Characters typed as text, one Unicode scalar each: ASCII, Latin, CJK, Hangul, emoji and a
  /// character outside the Basic Multilingual Plane.
  static let text: [Character] =
    (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
    + ["é", "ü", "ß", "ẞ", "中", "文", "한", "🍜", "𝄞", "€"]

  /// Control bytes with the character Ctrl is held with (tab, return, line feed, backspace
  /// and escape are keys of their own).
  static let controls: [(UInt8, Character)] = [
    (0x00, "@"), (0x01, "a"), (0x02, "b"), (0x03, "c"), (0x04, "d"), (0x05, "e"), (0x06, "f"),
    (0x07, "g"), (0x0B, "k"), (0x0C, "l"), (0x0E, "n"), (0x0F, "o"), (0x10, "p"), (0x11, "q"),
    (0x12, "r"), (0x13, "s"), (0x14, "t"), (0x15, "u"), (0x16, "v"), (0x17, "w"), (0x18, "x"),
    (0x19, "y"), (0x1A, "z"), (0x1C, "\\"), (0x1D, "]"), (0x1E, "^"), (0x1F, "_"),
  ]

  /// Keys with their own bytes: editing keys, and the CSI and SS3 forms of the cursor keys.
  static let named: [(String, Key)] = [
    ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{08}", .backspace),
    ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left), ("[H", .home), ("[F", .end),
    ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left), ("OH", .home), ("OF", .end),
    ("[1~", .home), ("[7~", .home), ("[4~", .end), ("[8~", .end), ("[5~", .pageUp),
    ("[6~", .pageDown), ("[3~", .delete), ("[Z", .backTab),
  ].map { bytes, key in (bytes.count > 1 ? escape + bytes : bytes, key) }

  /// Sequences the decoder does not know: F1–F12 in their SS3 and CSI forms, with and without
  /// modifiers, Insert, and the end of a bracketed paste without its start (the start,
  /// `CSI 200~`, begins pasted text: KeyDecoderPasteTests).
  static let unknown: [String] = [
    "OP", "OQ", "OR", "OS", "[11~", "[12~", "[13~", "[14~", "[15~", "[17~", "[18~", "[19~",
    "[20~", "[21~", "[23~", "[24~", "[1;2P", "[1;5S", "[15;5~", "[24;2~", "[2~", "[201~",
    "O2P",
  ].map { escape + $0 }

  /// The cursor and editing keys xterm reports with a modifier parameter.
  static let modifiable: [(String, String, Key)] = [
    ("1;", "A", .up), ("1;", "B", .down), ("1;", "C", .right), ("1;", "D", .left),
    ("1;", "H", .home), ("1;", "F", .end), ("5;", "~", .pageUp), ("6;", "~", .pageDown),
    ("3;", "~", .delete),
  ]

  /// A random token: a key, or a random beginning of one sent with several bytes.
  static func token(using generator: inout some RandomNumberGenerator) -> Token {
    let whole = key(using: &generator)
    // One key of several bytes can be cut, and so can a long control sequence; a run of
    // characters cannot (its beginning is characters).
    let isOneKey = whole.keys.count == 1 || whole.bytes.first == 0x1B
    guard isOneKey, whole.bytes.count > 1, Int.random(in: 0..<5, using: &generator) == 0 else {
      return whole
    }
    return cut(whole, using: &generator)
  }

  /// The beginning of `token` without its end: unknown, with its bytes (in pieces of 32 bytes
  /// for a long control sequence). A lone escape is the Esc key, so an escape keeps one byte
  /// after it.
  static func cut(_ token: Token, using generator: inout some RandomNumberGenerator) -> Token {
    let startsWithEscape = token.bytes.first == 0x1B
    let shortest = startsWithEscape ? 2 : 1
    guard token.bytes.count > shortest else { return token }
    let prefix = Array(
      token.bytes.prefix(Int.random(in: shortest..<token.bytes.count, using: &generator)))
    let isSequence = startsWithEscape && (prefix[1] == 0x5B || prefix[1] == 0x4F)
    return Token(bytes: prefix, keys: pieces(prefix), next: isSequence ? .notText : .any)
  }

  /// `bytes` as unknown keys of at most 32 bytes each.
  static func pieces(_ bytes: [UInt8]) -> [Key] {
    stride(from: 0, to: bytes.count, by: 32).map {
      .unknown(Array(bytes[$0..<min($0 + 32, bytes.count)]))
    }
  }

  /// A random whole key.
  static func key(using generator: inout some RandomNumberGenerator) -> Token {
    func sent(_ text: String, _ keys: [Key]) -> Token { Token(bytes: Array(text.utf8), keys: keys) }
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<5:
      let character = text.randomElement(using: &generator) ?? "x"
      return sent(String(character), [.character(character)])
    case 5..<7:
      let (byte, character) = controls.randomElement(using: &generator) ?? (0x03, "c")
      return Token(bytes: [byte], keys: [.control(character)])
    case 7..<11:
      let (bytes, key) = named.randomElement(using: &generator) ?? ("\r", .enter)
      return sent(bytes, [key])
    case 11..<13:
      let bytes = unknown.randomElement(using: &generator) ?? escape + "OP"
      return sent(bytes, [.unknown(Array(bytes.utf8))])
    case 13..<15:
      let (parameter, final, key) = modifiable.randomElement(using: &generator) ?? ("1;", "A", .up)
      let modifier = Int.random(in: 2...8, using: &generator)
      let modifiers = Key.Modifiers(rawValue: UInt8(modifier - 1))
      return sent(escape + "[" + parameter + String(modifier) + final, [.modified(key, modifiers)])
    case 15..<17:
      return alt(using: &generator)
    case 17:
      return Token(bytes: [0x1B], keys: [.escape], next: .escape)
    case 18:
      let bytes = longSequence(using: &generator)
      return Token(bytes: bytes, keys: pieces(bytes))
    default:
      let character = text.randomElement(using: &generator) ?? "x"
      return sent(
        String(repeating: character, count: 3), Array(repeating: .character(character), count: 3))
    }
  }

  /// Alt with a key: the escape byte, then the key's bytes. Alt-[ and Alt-O are left out: they
  /// are how control sequences start.
  static func alt(using generator: inout some RandomNumberGenerator) -> Token {
    let base: Token
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      base = Token(bytes: [0x0D], keys: [.enter])
    case 1:
      let (byte, character) = controls.randomElement(using: &generator) ?? (0x01, "a")
      base = Token(bytes: [byte], keys: [.control(character)])
    default:
      let typed = text.filter { $0 != "[" && $0 != "O" }
      let character = typed.randomElement(using: &generator) ?? "x"
      base = Token(bytes: Array(String(character).utf8), keys: [.character(character)])
    }
    return Token(bytes: [0x1B] + base.bytes, keys: base.keys.map { .modified($0, .alt) })
  }

  /// A control sequence longer than the decoder waits for: `ESC [`, 31 to 80 parameter bytes,
  /// sometimes intermediate bytes, and a final byte.
  static func longSequence(using generator: inout some RandomNumberGenerator) -> [UInt8] {
    let parameters = Array("0123456789;".utf8)
    var bytes: [UInt8] = [0x1B, 0x5B]
    for _ in 0..<Int.random(in: 31...80, using: &generator) {
      bytes.append(parameters.randomElement(using: &generator) ?? 0x31)
    }
    if Bool.random(using: &generator) { bytes += Array(" !".utf8) }
    bytes.append(0x7E)
    return bytes
  }
}
