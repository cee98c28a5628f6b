/// The driver's own symbols and colours: the focus marker, the status line's verdicts and the
/// colours of the focus, the verdicts and the filter line. A value the author passes in
/// ``TerminalConfiguration/theme``; the table's own markers (selection, accessories) are
/// ``TerminalConfiguration/symbols``.
///
/// ```swift
/// var theme = TerminalTheme.unicode
/// theme.focus = "→"
/// theme.focusColour = .magenta
/// let configuration = TerminalConfiguration(title: "Pick", theme: theme)
/// ```
///
/// Colours show only where the terminal draws them: not under `NO_COLOR` (see
/// ``TerminalCapabilities/init(environment:)``), nor on a terminal without colour.
public struct TerminalTheme: Hashable, Sendable {
  /// One of the eight colours every ANSI terminal names; the terminal's palette decides the
  /// shade.
  public enum Colour: UInt8, Hashable, Sendable, CaseIterable {
    /// ANSI colour 0, black: `ESC[30m` in the foreground.
    case black = 0
    /// ANSI colour 1, red: `ESC[31m` in the foreground.
    case red = 1
    /// ANSI colour 2, green: `ESC[32m` in the foreground.
    case green = 2
    /// ANSI colour 3, yellow: `ESC[33m` in the foreground.
    case yellow = 3
    /// ANSI colour 4, blue: `ESC[34m` in the foreground.
    case blue = 4
    /// ANSI colour 5, magenta: `ESC[35m` in the foreground.
    case magenta = 5
    /// ANSI colour 6, cyan: `ESC[36m` in the foreground.
    case cyan = 6
    /// ANSI colour 7, white: `ESC[37m` in the foreground.
    case white = 7
  }

  /// Marks the focused row in the gutter: one column wide.
  public var focus: String
  /// Starts the status line when the selection follows the rules.
  public var valid: String
  /// Starts the status line when the selection breaks the rules, or a gesture failed.
  public var invalid: String
  /// The arrows of the hint line.
  public var upDown: String
  /// Ends text cut to fit the screen, such as a long hint line.
  public var ellipsis: String
  /// The colour of the focus marker, or `nil` for the terminal's own.
  public var focusColour: Colour?
  /// The colour of a status line that reports a valid selection.
  public var successColour: Colour?
  /// The colour of a status line that reports an error.
  public var failureColour: Colour?
  /// The colour of the filter line and the summary's question.
  public var accentColour: Colour?

  /// Creates a theme.
  public init(
    focus: String, valid: String, invalid: String, upDown: String, ellipsis: String,
    focusColour: Colour? = nil, successColour: Colour? = .green, failureColour: Colour? = .red,
    accentColour: Colour? = .cyan
  ) {
    self.focus = focus
    self.valid = valid
    self.invalid = invalid
    self.upDown = upDown
    self.ellipsis = ellipsis
    self.focusColour = focusColour
    self.successColour = successColour
    self.failureColour = failureColour
    self.accentColour = accentColour
  }

  /// `❯` for the focus, `✓` and `✗` for the verdicts, `↑↓`, `…`; green, red and cyan.
  public static let unicode = TerminalTheme(
    focus: "❯", valid: "✓", invalid: "✗", upDown: "↑↓", ellipsis: "…")

  /// ASCII only: `*` for the focus, `ok:` and `error:`, `up/down`, `...`.
  public static let ascii = TerminalTheme(
    focus: "*", valid: "ok:", invalid: "error:", upDown: "up/down", ellipsis: "...")

  /// No colour at all, with the Unicode symbols: for authors who want plain text even where
  /// the terminal draws colour.
  public static let monochrome = TerminalTheme(
    focus: "❯", valid: "✓", invalid: "✗", upDown: "↑↓", ellipsis: "…", successColour: nil,
    failureColour: nil, accentColour: nil)
}
