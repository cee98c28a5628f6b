extension KeyDecoder {
  /// Where a control sequence's grammar stands (ECMA-48 §5.4): parameter bytes come first, then
  /// intermediate bytes, then one final byte.
  enum SequencePhase: Hashable, Sendable {
    /// Parameter bytes (`0x30`–`0x3F`) may still come.
    case parameters
    /// An intermediate byte came: only more of them (`0x20`–`0x2F`) or the final byte may.
    case intermediates
  }

  /// How the body of a control sequence ends, as far as the bytes go.
  enum SequenceEnd: Equatable {
    /// At the final byte, at this index.
    case final(Int)
    /// At this index, a byte that cannot continue the sequence.
    case interrupted(Int)
    /// Before this index, at the length limit, in this phase.
    case cut(Int, SequencePhase)
    /// The bytes ran out before any of these.
    case unfinished
  }

  /// A key that starts with an escape byte.
  ///
  /// - Complexity: O(*m*), where *m* is `maximumSequenceLength`.
  static func escapeKey(in bytes: ArraySlice<UInt8>) -> Step? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return nil }
    switch bytes[start + 1] {
    case 0x5B:  // [
      return controlSequenceKey(in: bytes)
    case 0x4F:  // O
      return singleShiftKey(in: bytes)
    case 0x1B:
      return Step(key: .escape, length: 1)
    case let second where utf8Length(lead: second) == nil && second >= 0x80:
      // Nothing starts with this byte: the escape is cut, and the byte is decoded alone.
      return Step(key: .unknown([0x1B]), length: 1)
    default:
      // Alt with a key: the key's bytes continue the escape, and a key cut short cuts both.
      guard let inner = key(in: bytes[(start + 1)...]) else { return nil }
      let length = 1 + inner.length
      switch inner.key {
      case .unknown?, nil:
        return Step(key: .unknown(Array(bytes[start..<start + length])), length: length)
      case let key?:
        return Step(key: .modified(key, .alt), length: length)
      }
    }
  }

  /// A control sequence, `ESC [` parameters, intermediates and a final byte.
  private static func controlSequenceKey(in bytes: ArraySlice<UInt8>) -> Step? {
    let start = bytes.startIndex
    let end = sequenceEnd(in: bytes, from: start + 2, phase: .parameters)
    guard case .final(let final) = end else { return cutSequence(in: bytes, end: end) }
    let sequence = Array(bytes[start...final])
    if sequence == pasteStart { return Step(key: nil, length: sequence.count, startsPaste: true) }
    let body = bytes[(start + 2)..<final]
    // Keys have digits and semicolons only: private markers and intermediates make it unknown.
    guard body.allSatisfy({ (0x30...0x3B).contains($0) && $0 != 0x3A }) else {
      return Step(key: .unknown(sequence), length: sequence.count)
    }
    let parameters = body.split(separator: 0x3B, omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    let key = controlSequence(final: bytes[final], parameters: parameters) ?? .unknown(sequence)
    return Step(key: key, length: sequence.count)
  }

  /// The mark before pasted text: `CSI 200~`.
  static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]

  /// The mark after pasted text: `CSI 201~`.
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Pasted text up to its end mark, which the step consumes too; or, without the mark, up to
  /// what could start the mark or cut a UTF-8 character at the end of the bytes; `nil` when
  /// only such a tail is left.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func pastedText(in bytes: ArraySlice<UInt8>) -> Step? {
    let start = bytes.startIndex
    var index = start
    while let escape = bytes[index...].firstIndex(of: 0x1B) {
      let candidate = bytes[escape...].prefix(pasteEnd.count)
      if candidate.elementsEqual(pasteEnd) {
        let text = String(decoding: bytes[start..<escape], as: UTF8.self)
        return Step(
          key: escape > start ? .paste(text) : nil, length: escape - start + pasteEnd.count,
          endsPaste: true)
      }
      if candidate.count < pasteEnd.count, pasteEnd.starts(with: candidate) {
        return textStep(bytes[start..<escape])  // the mark may be arriving
      }
      index = escape + 1
    }
    return textStep(bytes)
  }

  /// The pasted text of `bytes` but a UTF-8 character cut at their end; `nil` when none.
  private static func textStep(_ bytes: ArraySlice<UInt8>) -> Step? {
    var end = bytes.endIndex
    // A lead byte among the last three whose character needs more bytes than follow it.
    for back in 1...3 where bytes.endIndex - back >= bytes.startIndex {
      let index = bytes.endIndex - back
      let byte = bytes[index]
      guard byte & 0xC0 == 0x80 else {
        if let length = utf8Length(lead: byte), length > back { end = index }
        break
      }
    }
    guard end > bytes.startIndex else { return nil }
    let text = String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    return Step(key: .paste(text), length: end - bytes.startIndex)
  }

  /// A single-shift sequence, `ESC O` and a final byte. Parameters and intermediates, which
  /// some terminals send there, are read as in a control sequence, and make it unknown.
  private static func singleShiftKey(in bytes: ArraySlice<UInt8>) -> Step? {
    let start = bytes.startIndex
    let end = sequenceEnd(in: bytes, from: start + 2, phase: .parameters)
    guard case .final(let final) = end else { return cutSequence(in: bytes, end: end) }
    let sequence = Array(bytes[start...final])
    let key = final == start + 2 ? finalKey(bytes[final]) : nil
    return Step(key: key ?? .unknown(sequence), length: sequence.count)
  }

  /// The step for a sequence that ends without its final byte: unknown up to the byte that
  /// interrupts it or up to the length limit, or `nil` while its bytes run out first.
  private static func cutSequence(in bytes: ArraySlice<UInt8>, end: SequenceEnd) -> Step? {
    let start = bytes.startIndex
    switch end {
    case .final(let final):
      return Step(key: .unknown(Array(bytes[start...final])), length: final - start + 1)
    case .interrupted(let index):
      return Step(key: .unknown(Array(bytes[start..<index])), length: index - start)
    case .cut(let index, let phase):
      let length = index - start
      return Step(
        key: .unknown(Array(bytes[start..<index])), length: length, overlongSequence: phase)
    case .unfinished:
      return nil
    }
  }

  /// The next piece of an overlong control sequence whose grammar stands at `phase`: unknown
  /// up to and including its final byte, up to a byte that cannot continue it (nothing when
  /// that is the first), or up to the length limit; `nil` while its bytes run out first.
  ///
  /// - Complexity: O(*m*), where *m* is `maximumSequenceLength`.
  static func remainder(in bytes: ArraySlice<UInt8>, phase: SequencePhase) -> Step? {
    let end = sequenceEnd(in: bytes, from: bytes.startIndex, phase: phase)
    if case .interrupted(bytes.startIndex) = end { return Step(key: nil, length: 0) }
    return cutSequence(in: bytes, end: end)
  }

  /// Where the body of a control sequence that starts at `bytes.startIndex` ends, reading from
  /// `index` with the grammar at `phase`.
  private static func sequenceEnd(
    in bytes: ArraySlice<UInt8>, from index: Int, phase: SequencePhase
  ) -> SequenceEnd {
    let limit = bytes.startIndex + maximumSequenceLength
    var phase = phase
    var index = index
    while index < bytes.endIndex {
      switch bytes[index] {
      case 0x40...0x7E: return .final(index)
      case 0x30...0x3F where phase == .parameters: break
      case 0x20...0x2F: phase = .intermediates
      default: return .interrupted(index)
      }
      index += 1
      if index >= limit { return .cut(index, phase) }
    }
    return .unfinished
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
