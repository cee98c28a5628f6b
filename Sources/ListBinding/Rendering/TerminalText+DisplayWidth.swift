extension TerminalText {
  /// The number of terminal columns the text takes.
  ///
  /// Each character (a grapheme cluster: a letter with its combining marks, a flag, emoji
  /// joined by zero-width joiners) takes the columns of its first scalar: 2 for East Asian wide
  /// and full-width characters and for emoji shown as emoji, 0 for combining marks, format
  /// characters (zero-width space and joiner) and control characters, 1 otherwise.
  ///
  /// ```swift
  /// let wide = TerminalText("排骨面").displayWidth  // 6
  /// let combined = TerminalText("e\u{301}").displayWidth  // 1
  /// let hearts = TerminalText("❤️ ❤︎").displayWidth  // 4: emoji 2, space 1, text style 1
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  public var displayWidth: Int { text.displayWidth }
}

extension Character {
  /// The number of terminal columns the character takes: 2 for East Asian wide and full-width
  /// characters and for emoji shown as emoji, 0 for a lone combining mark, format or control
  /// character, 1 otherwise.
  ///
  /// A character is a grapheme cluster, so a base letter with its combining marks, a flag or an
  /// emoji joined by zero-width joiners each count as one character of their base's width.
  ///
  /// Internal: the public surface is ``TerminalText/displayWidth``, so that importers do not get
  /// members on `Character`.
  ///
  /// - Complexity: O(*m*), where *m* is the number of scalars in the cluster.
  var displayWidth: Int {
    let scalars = unicodeScalars
    guard let base = scalars.first else { return 0 }
    let properties = base.properties
    let textPresentation = scalars.contains("\u{FE0E}")
    if !textPresentation {
      if properties.isEmojiPresentation { return 2 }
      if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1F1E6...0x1F1FF).contains(base.value) { return 2 }  // regional indicators, flags
    if base.isEastAsianWide { return 2 }
    return 1
  }
}

extension StringProtocol {
  /// The number of terminal columns the text takes: the sum of its characters' widths.
  ///
  /// Internal: the public surface is ``TerminalText/displayWidth``.
  ///
  /// - Complexity: O(*n*), where *n* is the number of scalars.
  var displayWidth: Int {
    if utf8.allSatisfy(\.isPrintableASCII) { return utf8.count }
    return reduce(0) { $0 + $1.displayWidth }
  }
}

extension UInt8 {
  /// Whether the byte is a printable ASCII character, one terminal column wide.
  var isPrintableASCII: Bool { self >= 0x20 && self < 0x7F }
}

extension String {
  /// The longest prefix that fits in `width` columns followed by `ellipsis` when the whole text
  /// does not fit, or the text unchanged when it does. Characters are never split.
  ///
  /// - Complexity: O(*n*), where *n* is the number of scalars.
  func truncated(toWidth width: Int, ellipsis: String) -> String {
    guard displayWidth > width else { return self }
    let budget = width - ellipsis.displayWidth
    guard budget >= 0 else { return String(ellipsis.prefix(max(0, width))) }
    var used = 0
    var end = startIndex
    for index in indices {
      let characterWidth = self[index].displayWidth
      if used + characterWidth > budget { break }
      used += characterWidth
      end = self.index(after: index)
    }
    return String(self[..<end]) + ellipsis
  }

  /// The text followed by spaces up to `width` columns.
  func padded(toWidth width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is East Asian wide or full width: CJK ideographs, kana, hangul
  /// syllables, full-width forms and the like.
  var isEastAsianWide: Bool {
    let value = value
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = Unicode.Scalar.wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      let range = Unicode.Scalar.wideRanges[middle]
      if value < range.lowerBound {
        high = middle
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// The wide and full-width ranges of Unicode's East Asian Width property that are not emoji,
  /// sorted. Emoji are recognised by their emoji properties instead.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
    0x2FF0...0x2FFF, 0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F,
    0x3131...0x318E, 0x3190...0x31E5, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0xA48C,
    0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
    0x18D00...0x18D08, 0x1AFF0...0x1AFFE, 0x1B000...0x1B122, 0x1B132...0x1B132,
    0x1B150...0x1B152, 0x1B155...0x1B155, 0x1B164...0x1B167, 0x1B170...0x1B2FB,
    0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
    0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
