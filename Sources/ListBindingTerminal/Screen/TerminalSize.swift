/// The size of a terminal's screen, in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of lines.
  public var rows: Int
  /// The number of columns.
  public var columns: Int

  /// Creates a size; negative values count as 0.
  public init(rows: Int, columns: Int) {
    self.rows = max(0, rows)
    self.columns = max(0, columns)
  }
}
