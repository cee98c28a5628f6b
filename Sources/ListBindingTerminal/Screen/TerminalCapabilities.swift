/// What a terminal can draw beyond plain text, from its environment.
///
/// Attributes (bold, reversed, underlined text) are drawn where `TERM` names a terminal that
/// supports them; colour too unless `NO_COLOR` is set to a non-empty value (see no-color.org).
/// A terminal named `dumb`, or none, gets plain text only.
public struct TerminalCapabilities: Hashable, Sendable {
  /// Whether the terminal draws attributes: bold, reversed and underlined text.
  public var attributes: Bool
  /// Whether the terminal draws colours.
  public var colour: Bool

  /// Creates a set of capabilities; colour needs attributes.
  public init(attributes: Bool, colour: Bool) {
    self.attributes = attributes
    self.colour = attributes && colour
  }

  /// Plain text only.
  public static let plain = TerminalCapabilities(attributes: false, colour: false)

  /// The capabilities the environment describes.
  ///
  /// ```swift
  /// let xterm = TerminalCapabilities(environment: ["TERM": "xterm-256color"])
  /// // xterm.attributes == true, xterm.colour == true
  /// let noColour = TerminalCapabilities(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
  /// // noColour.attributes == true, noColour.colour == false
  /// ```
  ///
  /// - Parameter environment: The environment variables, such as
  ///   `ProcessInfo.processInfo.environment`.
  public init(environment: [String: String]) {
    let term = environment["TERM"] ?? ""
    let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
    let attributes = !term.isEmpty && term != "dumb"
    let colourTerms = ["xterm", "screen", "tmux", "rxvt", "linux", "alacritty", "kitty"]
    let colour =
      term.contains("color") || term.contains("256")
      || colourTerms.contains { term == $0 || term.hasPrefix($0 + "-") }
    self.init(attributes: attributes, colour: colour && !noColour)
  }
}
