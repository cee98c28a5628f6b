/// Text as a terminal shows it: how many columns it takes, and a form of it that cannot drive
/// the terminal.
///
/// ``PlainTextRenderer`` measures and cleans every title and cell text this way; a renderer of
/// your own, or a tool that prints bound data next to a table, can do the same:
///
/// ```swift
/// let dish = TerminalText("排骨面").displayWidth  // 6: CJK characters take two columns
/// let bowl = TerminalText("🍜 noodles").displayWidth  // 10
/// let accent = TerminalText("e\u{301}").displayWidth  // 1: the combining accent takes none
/// let escape = TerminalText("red\u{1B}[31m").inert  // #"red\u{1B}[31m"#: the escape is text
/// ```
///
/// The type holds the text as given; both properties are computed when read.
public struct TerminalText: Sendable, Hashable {
  /// The text, as given.
  public let text: String

  /// Text to measure or to make inert.
  ///
  /// - Parameter text: The text, for instance a cell's title or a line of a rendered table.
  /// - Complexity: O(*n*), where *n* is the length of `text`, to copy a substring; O(1) for a
  ///   `String`.
  public init(_ text: some StringProtocol) {
    self.text = String(text)
  }
}
