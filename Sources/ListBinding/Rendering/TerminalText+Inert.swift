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
  /// Printable text, including joiners, variation selectors and combining marks, is unchanged.
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
    guard !utf8.allSatisfy(\.isPrintableASCII),
      unicodeScalars.contains(where: \.isUnsafeForTerminal)
    else { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      guard scalar.isUnsafeForTerminal else {
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
