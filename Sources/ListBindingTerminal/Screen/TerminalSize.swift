/// The size of a terminal's screen, in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of lines.
  public let rows: Int
  /// The number of columns.
  public let columns: Int

  /// The most lines or columns a size has: larger values count as this many.
  public static let maximum = 10_000

  /// Creates a size; negative values count as 0, values over ``maximum`` as ``maximum``.
  public init(rows: Int, columns: Int) {
    self.rows = min(max(0, rows), Self.maximum)
    self.columns = min(max(0, columns), Self.maximum)
  }
}
