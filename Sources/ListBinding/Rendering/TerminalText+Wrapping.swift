extension TerminalText {
  /// The text broken into lines of at most `width` terminal columns, as ``PlainTextRenderer``
  /// wraps a label of several lines: at each line break, then at the last space that fits, or
  /// between characters where a word is wider than the line (as CJK text breaks).
  ///
  /// Spaces at the end of a wrapped line are dropped; a character wider than `width` takes a
  /// line of its own, and a width below 1 is taken as 1. Empty text is one empty line.
  ///
  /// ```swift
  /// let lines = TerminalText("Pork chop noodles").wrapped(toWidth: 10)  // ["Pork chop", "noodles"]
  /// ```
  ///
  /// - Parameter width: The most columns a line may take.
  /// - Returns: The lines, without their line breaks.
  /// - Complexity: O(*n*), where *n* is the number of characters.
  public func wrapped(toWidth width: Int) -> [String] {
    text.wrapped(toWidth: Swift.max(1, width), lineLimit: 0, ellipsis: "")
  }
}
