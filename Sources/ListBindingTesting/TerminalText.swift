import ListBinding

/// The text helpers of ListBinding this module uses, in one place: inert text and display
/// widths, so that messages and diffs print safely and line up in a terminal.
enum TerminalText {
  /// `text` with control characters, escape sequences and bidirectional controls shown as
  /// visible escapes.
  static func inert(_ text: String) -> String {
    text.inert
  }

  /// The number of terminal columns `text` takes.
  static func width(_ text: some StringProtocol) -> Int {
    text.displayWidth
  }
}
