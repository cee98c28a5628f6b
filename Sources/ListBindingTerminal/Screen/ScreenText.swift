import ListBinding

/// The text helpers the driver takes from the renderer: inert text and display widths, in one
/// place so that the driver never writes raw bound text.
enum ScreenText {
  /// `text` with every character that could drive a terminal shown as visible text: the
  /// renderer's inert form.
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  static func inert(_ text: String) -> String {
    TerminalText(text).inert
  }

  /// The number of terminal columns `text` takes.
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  static func width(_ text: some StringProtocol) -> Int {
    TerminalText(text).displayWidth
  }

  /// The number of terminal columns `character` takes.
  static func width(_ character: Character) -> Int {
    TerminalText(String(character)).displayWidth
  }

  /// The longest prefix of `text` that fits in `width` columns, and the columns it takes.
  /// Characters are never split.
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  static func prefix(_ text: String, fitting width: Int) -> (text: Substring, width: Int) {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let characterWidth = Self.width(text[index])
      if used + characterWidth > width { break }
      used += characterWidth
      end = text.index(after: index)
    }
    return (text[..<end], used)
  }
}
