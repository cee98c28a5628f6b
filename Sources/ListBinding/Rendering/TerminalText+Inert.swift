extension TerminalText {
  /// The text with every character that could drive a terminal shown as visible text instead:
  /// tab, newline and carriage return as `\t`, `\n` and `\r`; every other control character
  /// (C0, DEL, C1, so the escape that starts every terminal sequence), line and paragraph
  /// separators, and the bidirectional controls that reorder text as `\u{1B}`-style escapes.
  ///
  /// ```swift
  /// let escape = TerminalText("red\u{1B}[31m").inert  // #"red\u{1B}[31m"#: text now
  /// let controls = TerminalText("a\tb\u{202E}c").inert  // #"a\tb\u{202E}c"#
  /// let printable = TerminalText("文字 🍜 e\u{301}").inert  // "文字 🍜 e\u{301}", unchanged
  /// ```
  ///
  /// Printable text, including joiners, variation selectors and combining marks, is unchanged,
  /// except at its ends, where it would join the text printed next to it: the scalars at the
  /// start that a terminal draws on the character before them (combining marks, joiners,
  /// variation selectors, emoji modifiers: those that extend a grapheme cluster), and those
  /// at the end that it draws with the character after them (prepended concatenation marks,
  /// such as U+0600), show as escapes too. A text that starts with a combining accent then
  /// keeps to its own columns, and its display width is that of what it shows:
  ///
  /// ```swift
  /// let mark = TerminalText("\u{301}abc").inert  // #"\u{301}abc"#: 10 columns of its own
  /// let accent = TerminalText("e\u{301}").inert  // "e\u{301}", unchanged: the mark has its base
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  public var inert: String { text.inert }
}

extension String {
  /// The string with every character that could drive a terminal shown as visible text
  /// instead: see ``TerminalText/inert``.
  ///
  /// Internal: error messages and the renderer use it on the data they quote; the public
  /// surface is ``TerminalText/inert``, so that importers do not get members on `String`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  var inert: String {
    guard !utf8.allSatisfy(\.isPrintableASCII) else { return self }
    let scalars = unicodeScalars
    let joiningStart = scalars.prefix(while: \.joinsCharacterBefore).count
    let joiningEnd = scalars.reversed().prefix(while: \.joinsCharacterAfter).count
    guard joiningStart > 0 || joiningEnd > 0 || scalars.contains(where: \.isUnsafeForTerminal)
    else { return self }
    let count = scalars.count
    var result = String.UnicodeScalarView()
    for (offset, scalar) in scalars.enumerated() {
      guard scalar.isUnsafeForTerminal || offset < joiningStart || offset >= count - joiningEnd
      else {
        result.append(scalar)
        continue
      }
      result.append(contentsOf: scalar.visibleEscape.unicodeScalars)
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  /// Whether printing the scalar raw could change what a terminal does or shows elsewhere.
  var isUnsafeForTerminal: Bool {
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return Unicode.Scalar.bidiControls.contains(value)
    }
  }

  /// The bidirectional formatting characters: marks, embeddings, overrides and isolates.
  private static let bidiControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
    0x2069,
  ]

  /// Whether the scalar, printed after a character, joins it in one grapheme cluster, so that a
  /// terminal draws the two in one place: a combining mark, a joiner, a variation selector, an
  /// emoji modifier. Asked of Swift's own grapheme breaking, with a space before it.
  ///
  /// - Complexity: O(1).
  var joinsCharacterBefore: Bool {
    guard !isASCII else { return false }
    var probe = String.UnicodeScalarView(" ".unicodeScalars)
    probe.append(self)
    return String(probe).count == 1
  }

  /// Whether the scalar, printed before a character, joins it in one grapheme cluster: a
  /// prepended concatenation mark such as U+0600. Asked as ``joinsCharacterBefore``.
  ///
  /// - Complexity: O(1).
  var joinsCharacterAfter: Bool {
    guard !isASCII else { return false }
    var probe = String.UnicodeScalarView()
    probe.append(self)
    probe.append(" ")
    return String(probe).count == 1
  }

  /// The scalar as an escape made of printable ASCII.
  var visibleEscape: String {
    switch value {
    case 0x09: return "\\t"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    default: return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
  }
}
