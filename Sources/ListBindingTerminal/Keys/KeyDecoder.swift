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
public struct KeyDecoder: Hashable, Sendable {
  /// The bytes of an unfinished key.
  private var pending: [UInt8] = []

  /// The longest sequence the decoder waits for; longer ones are reported as unknown.
  static let maximumSequenceLength = 32

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an unfinished key wait for the next read.
  public var hasPendingInput: Bool { !pending.isEmpty }

  /// Decodes `bytes`, after the bytes left pending by the previous call, into complete keys.
  ///
  /// - Parameter bytes: The bytes of one read.
  /// - Returns: The keys completed, in order; an unfinished tail stays pending.
  /// - Complexity: O(*n*), where *n* is the number of bytes, pending ones included.
  @discardableResult
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var start = 0
    while start < pending.count {
      guard let (key, length) = Self.key(in: pending[start...]) else { break }
      keys.append(key)
      start += length
    }
    pending.removeFirst(start)
    return keys
  }

  /// Reports the pending bytes as keys without waiting for more: a lone escape as
  /// ``Key/escape``, an escape followed by a cut sequence as ``Key/unknown(_:)``, a cut UTF-8
  /// character as ``Key/unknown(_:)``.
  ///
  /// - Returns: The keys, possibly none.
  /// - Complexity: O(*p*), where *p* is the number of pending bytes.
  public mutating func flush() -> [Key] {
    defer { pending = [] }
    switch pending.count {
    case 0: return []
    case 1 where pending[0] == 0x1B: return [.escape]
    default: return [.unknown(pending)]
    }
  }

  /// The key at the start of `bytes` and how many bytes it takes, or `nil` when the bytes are
  /// the start of a key whose rest has not arrived.
  static func key(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B: return escapeKey(in: bytes)
    case 0x09: return (.tab, 1)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x08, 0x7F: return (.backspace, 1)
    case 0x00: return (.control("@"), 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x1C...0x1F: return (.control(Character(Unicode.Scalar(first + 0x40))), 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
    default: return utf8Key(in: bytes)
    }
  }

  /// A UTF-8 encoded character, or unknown for a byte that cannot start one.
  private static func utf8Key(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    guard let first = bytes.first else { return nil }
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown([first]), 1)
    }
    var index = bytes.startIndex + 1
    while index < bytes.endIndex, index < bytes.startIndex + length {
      guard bytes[index] & 0xC0 == 0x80 else { return (.unknown([first]), 1) }
      index += 1
    }
    guard index == bytes.startIndex + length else { return nil }
    let encoded = bytes[bytes.startIndex..<index]
    // One well-formed sequence is one scalar; the decoder refuses overlong forms and surrogates.
    var decoder = Unicode.UTF8()
    var iterator = encoded.makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil,
      scalar.properties.generalCategory != .control
    else { return (.unknown(Array(encoded)), length) }
    return (.character(Character(scalar)), length)
  }

  /// A key that starts with an escape byte.
  private static func escapeKey(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return nil }
    let second = bytes[start + 1]
    switch second {
    case 0x5B:  // [
      return controlSequenceKey(in: bytes)
    case 0x4F:  // O
      guard bytes.count > 2 else { return nil }
      let key = finalKey(bytes[start + 2]) ?? .unknown(Array(bytes[start...start + 2]))
      return (key, 3)
    case 0x1B:
      return (.escape, 1)
    default:
      guard let (key, length) = Self.key(in: bytes[(start + 1)...]) else { return nil }
      if case .unknown = key {
        return (.unknown(Array(bytes[start..<start + 1 + length])), 1 + length)
      }
      return (.modified(key, .alt), 1 + length)
    }
  }

  /// A control sequence, `ESC [` parameters, intermediates and a final byte.
  private static func controlSequenceKey(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) { break }
      guard (0x20...0x3F).contains(byte) else {
        // Not part of a control sequence: what came so far is unknown, the byte starts anew.
        return (.unknown(Array(bytes[start..<index])), index - start)
      }
      index += 1
      if index - start >= maximumSequenceLength {
        return (.unknown(Array(bytes[start..<index])), index - start)
      }
    }
    guard index < bytes.endIndex else { return nil }
    let length = index - start + 1
    let sequence = Array(bytes[start..<start + length])
    let parameters = bytes[(start + 2)..<index].split(
      separator: 0x3B, omittingEmptySubsequences: false
    )
    .map { Int(String(decoding: $0, as: UTF8.self)) }
    let key = controlSequence(final: bytes[index], parameters: parameters) ?? .unknown(sequence)
    return (key, length)
  }

  /// The key of a control sequence with its final byte and numeric parameters.
  private static func controlSequence(final: UInt8, parameters: [Int?]) -> Key? {
    let modifiers = parameters.count > 1 ? modifiers(parameters[1]) : Key.Modifiers()
    guard let modifiers else { return nil }
    let key: Key?
    if final == 0x7E {  // ~
      switch parameters.first ?? nil {
      case 1, 7: key = .home
      case 4, 8: key = .end
      case 3: key = .delete
      case 5: key = .pageUp
      case 6: key = .pageDown
      default: key = nil
      }
    } else {
      guard parameters.count <= 2, parameters.first.map({ $0 == 1 || $0 == nil }) ?? true
      else { return nil }
      key = final == 0x5A ? .backTab : finalKey(final)
    }
    guard let key else { return nil }
    return modifiers.isEmpty ? key : .modified(key, modifiers)
  }

  /// The key a final byte names in a CSI or SS3 sequence: arrows, Home and End.
  private static func finalKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    default: return nil
    }
  }

  /// xterm's modifier parameter: 1 plus a bit each for Shift, Alt and Control; `nil` when the
  /// parameter is not one.
  private static func modifiers(_ parameter: Int?) -> Key.Modifiers? {
    guard let parameter, (1...8).contains(parameter) else { return nil }
    return Key.Modifiers(rawValue: UInt8(parameter - 1))
  }
}
