import ListBinding

/// ListBinding's ``ListBinding/TerminalText`` as this module uses it, in one place: inert text
/// and display widths, so that messages and diffs print safely and line up in a terminal.
enum SafeText {
  /// `text` with control characters, escape sequences and bidirectional controls shown as
  /// visible escapes.
  static func inert(_ text: String) -> String {
    TerminalText(text).inert
  }

  /// The number of terminal columns `text` takes.
  static func width(_ text: some StringProtocol) -> Int {
    TerminalText(text).displayWidth
  }
}
