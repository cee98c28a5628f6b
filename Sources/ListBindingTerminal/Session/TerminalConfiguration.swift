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
  /// draws the driver's own markers in ASCII.
  public var symbols: PlainTextRenderer.Symbols

  /// What the terminal draws beyond plain text, or `nil` to find out from the environment
  /// (`TERM`, `NO_COLOR`).
  public var capabilities: TerminalCapabilities?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - title: The title of the first line.
  ///   - filter: What `/` filters, such as a ``SnapshotFilter``.
  ///   - symbols: The markers to draw.
  ///   - capabilities: What the terminal draws, or `nil` to ask the environment.
  ///   - feed: Items still arriving, or `nil` when the table has them all.
  public init(
    title: String? = nil, filter: (any RowFiltering)? = nil,
    symbols: PlainTextRenderer.Symbols = .unicode, capabilities: TerminalCapabilities? = nil,
    feed: (any ItemFeed)? = nil
  ) {
    self.feed = feed
    self.title = title
    self.filter = filter
    self.symbols = symbols
    self.capabilities = capabilities
  }

  /// The driver's own markers, in the symbols' alphabet.
  var marks: Marks { symbols == .ascii ? .ascii : .unicode }

  /// The markers the driver adds to the table's: the focus, and the status line's verdicts.
  struct Marks: Hashable, Sendable {
    var focus: String
    var valid: String
    var invalid: String
    var upDown: String

    static let unicode = Marks(focus: "❯", valid: "✓", invalid: "✗", upDown: "↑↓")
    static let ascii = Marks(focus: "*", valid: "ok:", invalid: "error:", upDown: "up/down")
  }
}
