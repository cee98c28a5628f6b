import Foundation
import ListBinding

/// How the terminal driver shows a table and what it offers.
@MainActor
public struct TerminalConfiguration {
  /// The title shown on the first line, before the key hints; `nil` for the hints alone.
  public var title: String?

  /// What `/` filters, or `nil` when the list cannot be filtered.
  public var filter: (any RowFiltering)?

  /// Items that arrive while the list shows, such as lines still coming on standard input:
  /// the driver reads them as they come and shows a loading indicator until they end.
  public var feed: (any ItemFeed)?

  /// The markers the table is drawn with; ``ListBinding/PlainTextRenderer/Symbols/ascii`` also
  /// draws the driver's own markers in ASCII unless ``theme`` is given.
  public var symbols: PlainTextRenderer.Symbols

  /// What the terminal draws beyond plain text, or `nil` to find out from the environment
  /// (`TERM`, `NO_COLOR`).
  public var capabilities: TerminalCapabilities?

  /// What the keys do: tap rows and finish with `q` (a table session), or choose and confirm
  /// with Enter (a picker).
  public var keys: KeyMap

  /// The driver's symbols and colours, or `nil` for ``TerminalTheme/unicode`` (or
  /// ``TerminalTheme/ascii`` with ASCII ``symbols``).
  public var theme: TerminalTheme?

  /// Where the session draws: on the whole screen, or inline below the cursor.
  public var display: Display

  /// What the status line checks, and, in a picker, what Enter requires before it confirms; it
  /// throws an error whose message says what is missing. `nil` checks the table's selection
  /// rules over the whole list: with a ``SnapshotFilter``, the rows it hides count too.
  public var validation: (@MainActor () throws -> Void)?

  /// The line the driver leaves on the terminal when the session ends, given how it ended
  /// (for example `? Pick files › a.swift, b.swift`), or `nil` to leave nothing: the screen
  /// is given back as it was.
  public var summary: (@MainActor (TerminalDriver.Outcome) -> String?)?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - title: The title of the first line.
  ///   - filter: What `/` filters, such as a ``SnapshotFilter``.
  ///   - symbols: The markers to draw.
  ///   - capabilities: What the terminal draws, or `nil` to ask the environment.
  ///   - keys: What the keys do.
  ///   - theme: The driver's symbols and colours.
  ///   - display: Where the session draws.
  ///   - validation: What the status line (and a picker's Enter) checks.
  ///   - summary: The line left on the terminal after the session.
  ///   - feed: Items still arriving, or `nil` when the table has them all.
  public init(
    title: String? = nil, filter: (any RowFiltering)? = nil,
    symbols: PlainTextRenderer.Symbols = .unicode, capabilities: TerminalCapabilities? = nil,
    keys: KeyMap = .table, theme: TerminalTheme? = nil, display: Display = .fullScreen,
    validation: (@MainActor () throws -> Void)? = nil,
    summary: (@MainActor (TerminalDriver.Outcome) -> String?)? = nil,
    feed: (any ItemFeed)? = nil
  ) {
    self.feed = feed
    self.title = title
    self.filter = filter
    self.symbols = symbols
    self.capabilities = capabilities
    self.keys = keys
    self.theme = theme
    self.display = display
    self.validation = validation
    self.summary = summary
  }

  /// The theme in use: the given one, else the one matching the symbols' alphabet.
  var marks: TerminalTheme { theme ?? (symbols == .ascii ? .ascii : .unicode) }
}

extension TerminalConfiguration {
  /// What the keys do in a session.
  public enum KeyMap: Hashable, Sendable {
    /// A table session: Space and Enter tap, `q` finishes, Esc clears a kept filter, then
    /// finishes; `e` edits.
    case table
    /// A picker: Space toggles the focused row, Enter confirms while the selection follows
    /// the rules (and says why not otherwise), Esc clears a kept filter, then cancels. With
    /// `confirmsFocusedRow`, Enter chooses the focused row first, as a single choice does.
    case picker(confirmsFocusedRow: Bool)
  }

  /// Where a session draws.
  public enum Display: Hashable, Sendable {
    /// On the alternate screen, which the terminal gives back as it was when the session
    /// ends.
    case fullScreen
    /// Below the cursor, in at most `maximumLines` lines (and never more than the terminal
    /// has but one), leaving the scrollback above as it is.
    case inline(maximumLines: Int)
    /// Inline when the whole list fits in 20 lines and in the terminal but one line, else on
    /// the whole screen.
    case automatic
  }
}
