/// Turns the bytes a terminal sends into ``Key``s, across reads.
///
/// A read may end in the middle of an escape sequence or of a UTF-8 character; the decoder
/// keeps that tail and finishes it with the next read:
///
/// ```swift
/// var decoder = KeyDecoder()
/// let first = decoder.decode(Array("j\u{1B}[".utf8))  // [.character("j")]
/// let waits = decoder.hasPendingInput  // true: "\u{1B}[" waits for the rest of its sequence
/// let second = decoder.decode(Array("B".utf8))  // [.down]: "\u{1B}[B" is the down arrow
/// ```
///
/// An escape byte alone is either the Esc key or the start of a sequence whose rest has not
/// arrived: when no more bytes come within a short delay, the caller calls ``flush()``, which
/// reports the pending bytes as ``Key/escape`` (or ``Key/unknown(_:)`` for a cut sequence).
///
/// Known sequences are xterm's: CSI and SS3 arrows, Home and End, `CSI n ~` keys, Shift-Tab
/// (`CSI Z`), and xterm's modifier parameter (`CSI 1;2A` is Shift-↑). Other sequences are
/// reported as ``Key/unknown(_:)`` with their bytes and never stop the decoder.
///
/// A key cut short by a byte that cannot continue it, an escape byte included, ends there as
/// ``Key/unknown(_:)`` with the bytes it had, and decoding starts again at that byte, so the
/// keys after it decode as they would alone: `ESC O ESC [ A` is `.unknown` of `ESC O`, then
/// ``Key/up``. The bytes that continue each kind of key:
/// - a control sequence, `ESC [` (CSI) or `ESC O` (SS3): ECMA-48's parameter bytes (`0`–`?`),
///   then intermediate bytes (space to `/`), then one final byte (`@` to `~`), which ends it;
/// - Alt with a key, `ESC` and the key's bytes: the bytes of that key;
/// - a UTF-8 character: the continuation bytes its lead byte allows (Unicode's table of
///   well-formed sequences, so overlong forms and surrogates are cut at their first wrong byte).
///
/// A control sequence that reaches 32 bytes without its final byte is reported then as
/// ``Key/unknown(_:)`` with those 32 bytes; the rest of that sequence, up to and including its
/// final byte, follows as more unknown keys of at most 32 bytes each, never as typed text. So
/// the decoder holds fewer than 32 bytes between reads, whatever arrives.
///
/// Pasted text, between xterm's bracketed-paste marks `CSI 200~` and `CSI 201~` (the driver
/// asks the terminal for them), arrives as ``Key/paste(_:)``, never as keys: a pasted newline
/// does not confirm, a pasted escape sequence does not move. A long paste arrives in pieces,
/// one per read; a piece never splits a UTF-8 character.
///
/// The keys do not depend on how the bytes are split across reads, except that pasted text
/// may come in more pieces.
public struct KeyDecoder: Hashable, Sendable {
  /// The bytes of an unfinished key.
  private var pending: [UInt8] = []

  /// Whether the bytes are pasted text, between `CSI 200~` and `CSI 201~`.
  private var isPasting = false

  /// Where the grammar of a control sequence stands whose first `maximumSequenceLength` bytes
  /// were reported and whose rest is still arriving; `nil` between keys.
  private var overlongSequence: SequencePhase?

  /// The longest control sequence the decoder waits for, in bytes; a longer one is reported as
  /// unknown keys of at most this many bytes each.
  static let maximumSequenceLength = 32

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an unfinished key, or the rest of an overlong control sequence, are
  /// awaited from the next read: when they do not come within a short delay, call ``flush()``.
  public var hasPendingInput: Bool { !pending.isEmpty || overlongSequence != nil }

  /// Decodes `bytes`, after the bytes left pending by the previous call, into complete keys.
  ///
  /// - Parameter bytes: The bytes of one read.
  /// - Returns: The keys completed, in order; an unfinished tail stays pending.
  /// - Complexity: O(*n*), where *n* is the number of bytes, pending ones included.
  @discardableResult
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var start = pending.startIndex
    while start < pending.endIndex {
      let rest = pending[start...]
      let step =
        isPasting
        ? Self.pastedText(in: rest)
        : overlongSequence.map { Self.remainder(in: rest, phase: $0) } ?? Self.key(in: rest)
      guard let step else { break }
      if let key = step.key { keys.append(key) }
      overlongSequence = step.overlongSequence
      if step.startsPaste { isPasting = true }
      if step.endsPaste { isPasting = false }
      start += step.length
    }
    pending.removeFirst(start - pending.startIndex)
    return keys
  }

  /// Reports the pending bytes as keys without waiting for more: a lone escape as
  /// ``Key/escape``, an escape followed by a cut sequence as ``Key/unknown(_:)``, a cut UTF-8
  /// character as ``Key/unknown(_:)``; the rest of an overlong control sequence ends.
  ///
  /// - Returns: The keys, possibly none.
  /// - Complexity: O(*p*), where *p* is the number of pending bytes.
  public mutating func flush() -> [Key] {
    defer {
      pending = []
      overlongSequence = nil
    }
    if pending.isEmpty { return [] }
    if isPasting { return [.paste(String(decoding: pending, as: UTF8.self))] }
    if overlongSequence == nil, pending == [0x1B] { return [.escape] }
    return [.unknown(pending)]
  }
}

extension KeyDecoder {
  /// What the decoder does with the bytes at the start of its input: report a key (or nothing),
  /// consume bytes, and whether the rest of an overlong control sequence follows.
  struct Step: Equatable {
    /// The key completed, or `nil` when the bytes consumed complete none.
    var key: Key?
    /// How many bytes the step consumes.
    var length: Int
    /// Where the grammar stands when the step cuts an overlong control sequence.
    var overlongSequence: SequencePhase? = nil
    /// Whether the step reads `CSI 200~`: pasted text follows.
    var startsPaste = false
    /// Whether the step reads `CSI 201~`: the pasted text ends.
    var endsPaste = false
  }

  /// The key at the start of `bytes` and how many bytes it takes, or `nil` when the bytes are
  /// the start of a key whose rest has not arrived.
  ///
  /// - Complexity: O(*m*), where *m* is `maximumSequenceLength`.
  static func key(in bytes: ArraySlice<UInt8>) -> Step? {
    guard let first = bytes.first else { return nil }
    let key: Key
    switch first {
    case 0x1B: return escapeKey(in: bytes)
    case 0x09: key = .tab
    case 0x0D, 0x0A: key = .enter
    case 0x08, 0x7F: key = .backspace
    case 0x00: key = .control("@")
    case 0x01...0x1A: key = .control(Character(Unicode.Scalar(first + 0x60)))
    case 0x1C...0x1F: key = .control(Character(Unicode.Scalar(first + 0x40)))
    case 0x20...0x7E: key = .character(Character(Unicode.Scalar(first)))
    default: return utf8Key(in: bytes)
    }
    return Step(key: key, length: 1)
  }

  /// A UTF-8 encoded character; unknown for a byte that cannot start one, and for a lead byte
  /// (with the continuation bytes before it) cut by a byte that cannot continue it.
  private static func utf8Key(in bytes: ArraySlice<UInt8>) -> Step? {
    let start = bytes.startIndex
    guard let first = bytes.first, let length = utf8Length(lead: first) else {
      return Step(key: .unknown(Array(bytes.prefix(1))), length: 1)
    }
    var index = start + 1
    while index < bytes.endIndex, index < start + length {
      guard utf8Continues(lead: first, at: index - start, with: bytes[index]) else {
        return Step(key: .unknown(Array(bytes[start..<index])), length: index - start)
      }
      index += 1
    }
    guard index == start + length else { return nil }
    let encoded = bytes[start..<index]
    var decoder = Unicode.UTF8()
    var iterator = encoded.makeIterator()
    // The continuation bytes were checked, so this is one scalar; C1 controls are not text.
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil,
      scalar.properties.generalCategory != .control
    else { return Step(key: .unknown(Array(encoded)), length: length) }
    return Step(key: .character(Character(scalar)), length: length)
  }

  /// The length of the UTF-8 sequence `lead` starts, or `nil` when no well-formed one starts
  /// with it.
  static func utf8Length(lead: UInt8) -> Int? {
    switch lead {
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return nil
    }
  }

  /// Whether `byte`, at `offset` from the lead byte, continues a well-formed UTF-8 sequence:
  /// the second byte's range depends on the lead (Unicode's table 3-7), later ones are
  /// `80`–`BF`.
  private static func utf8Continues(lead: UInt8, at offset: Int, with byte: UInt8) -> Bool {
    guard offset == 1 else { return (0x80...0xBF).contains(byte) }
    switch lead {
    case 0xE0: return (0xA0...0xBF).contains(byte)
    case 0xED: return (0x80...0x9F).contains(byte)
    case 0xF0: return (0x90...0xBF).contains(byte)
    case 0xF4: return (0x80...0x8F).contains(byte)
    default: return (0x80...0xBF).contains(byte)
    }
  }
}
