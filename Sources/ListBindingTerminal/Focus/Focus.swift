import Foundation

/// Where the keyboard focus is in a table: a row, and possibly one of its buttons.
public struct Focus: Hashable, Sendable {
  /// The focused row.
  public var indexPath: IndexPath
  /// The position of the focused button among the row's buttons, in reading order, or `nil`
  /// when the row itself has the focus.
  public var button: Int?

  /// Creates a focus on a row, or on one of its buttons.
  public init(indexPath: IndexPath, button: Int? = nil) {
    self.indexPath = indexPath
    self.button = button
  }
}

/// Finds the row the focus moves to: the nearest focusable row in a direction, over the rows
/// of every section, so that headers and rows that refuse the focus are skipped.
struct FocusMover {
  /// The rows, counted over all sections.
  var rows: RowIndex
  /// Whether the row at an index path can take the focus.
  var isFocusable: (IndexPath) -> Bool

  /// The most rows a search for a focusable row looks at: a table of billions of rows none of
  /// which takes the focus costs a bounded time per key, not a hang.
  static let searchLimit = 100_000

  /// The first focusable row at `offset` or after it when `forward`, at or before it otherwise;
  /// `nil` when there is none that way within ``searchLimit`` rows.
  ///
  /// - Complexity: O(*k* log *s*), where *k* is the number of rows looked at, at most
  ///   ``searchLimit``, and *s* the number of sections.
  func nearest(from offset: Int, forward: Bool) -> IndexPath? {
    var offset = offset
    let step = forward ? 1 : -1
    if offset < 0 {
      guard forward else { return nil }
      offset = 0
    }
    if offset >= rows.totalRows {
      guard !forward else { return nil }
      offset = rows.totalRows - 1
    }
    var looked = 0
    while looked < Self.searchLimit, let indexPath = rows.indexPath(atOffset: offset) {
      if isFocusable(indexPath) { return indexPath }
      offset += step
      looked += 1
    }
    return nil
  }

  /// The nearest focusable row from `offset`, looking first in the preferred direction, then
  /// the other; `nil` when no row can take the focus.
  func nearest(from offset: Int, preferringForward forward: Bool) -> IndexPath? {
    nearest(from: offset, forward: forward) ?? nearest(from: offset, forward: !forward)
  }

  /// The focusable row `count` rows after (or before, for a negative count) `indexPath`, or the
  /// nearest one beyond it; the row itself when there is none that way.
  ///
  /// A move by one row goes to the next focusable row; a move by a page lands a page away, on
  /// the nearest focusable row, and stops at the first or last one.
  ///
  /// - Complexity: O(*k* log *s*), where *k* is the number of rows looked at.
  func moved(_ indexPath: IndexPath, by count: Int) -> IndexPath {
    guard count != 0, let offset = rows.offset(of: indexPath) else { return indexPath }
    let forward = count > 0
    let (target, overflow) = offset.addingReportingOverflow(count)
    let clamped = overflow ? (forward ? rows.totalRows - 1 : 0) : target
    let limit = min(max(clamped, 0), max(rows.totalRows - 1, 0))
    return nearest(from: limit, forward: forward)
      ?? nearest(from: limit, forward: !forward).flatMap { candidate in
        // Past the last focusable row: stay on the last one, never move backwards.
        guard let candidateOffset = rows.offset(of: candidate) else { return nil }
        return forward == (candidateOffset > offset) ? candidate : nil
      } ?? indexPath
  }
}
