extension TerminalSession {
  /// The bytes that bring a terminal showing the screen last drawn to the current screen: only
  /// the lines that differ, each after a cursor move, with ANSI control sequences.
  ///
  /// After a focus move within the viewport that is the two lines it affects; after a scroll by
  /// a few rows, lines are deleted and inserted so that the rows that stay are not sent again.
  /// The first call, and a call with `all`, erase the screen and draw every line.
  ///
  /// - Parameter all: Whether to draw the whole screen, as after a resize or Ctrl-L.
  /// - Returns: The bytes to write to the terminal; empty when nothing changed.
  /// - Complexity: O(*c*), where *c* is the number of characters of the screen.
  public func drawing(all: Bool = false) -> [UInt8] {
    let encoder = ScreenEncoder(capabilities: capabilities, columns: size.columns)
    defer { drawnFrame = frame }
    guard !all, let drawnFrame else {
      let blank = Frame(rows: frame.lines.count)
      return ControlSequence.resetStyle + ControlSequence.eraseScreen
        + encoder.encode(FrameDiff.inPlace(from: blank, to: frame))
    }
    return encoder.encode(FrameDiff(encoder: encoder).operations(from: drawnFrame, to: frame))
  }
}
