import Foundation

/// The rows a table shows at once: a number of rows from a row on (the convenience for text
/// output), or, once the table has a frame, the rows whose rects intersect its bounds, as in
/// UIKit.
///
/// A row viewport is clamped to the table it shows: it starts between row 0 and the last full
/// page, so that a table shorter than the viewport shows every row from the top.
struct Viewport: Equatable, Sendable {
  /// The offset over all rows of the first row shown, in rows.
  var offset: Int
  /// How many rows it shows at once, in rows: from 0 to ``TableView/maximumViewportHeight``.
  var height: Int
  /// The visible rect in content coordinates — its origin is the content offset — when the
  /// table has a frame; `nil` for a viewport in rows.
  var bounds: CGRect?

  /// The viewport moved as close to `offset` as a table of `totalRows` rows allows.
  ///
  /// - Complexity: O(1).
  func clamped(toTotalRows totalRows: Int) -> Viewport {
    let lastStart = Swift.max(0, totalRows - height)
    var viewport = self
    viewport.offset = Swift.min(Swift.max(0, offset), lastStart)
    return viewport
  }

  /// The offsets of the rows shown in a table of `totalRows` rows, for a clamped viewport.
  ///
  /// - Complexity: O(1).
  func visibleRows(ofTotal totalRows: Int) -> Range<Int> {
    let start = Swift.min(offset, totalRows)
    return start..<start + Swift.min(height, totalRows - start)
  }

  /// Where the viewport starts to show the row at `row` at `position`, before clamping.
  ///
  /// - Complexity: O(1).
  func offset(toShow row: Int, at position: TableView.ScrollPosition) -> Int {
    let last = Swift.max(height, 1) - 1
    switch position {
    case .top: return row
    case .middle: return row - last / 2
    case .bottom: return row - last
    case .none:
      if row < offset { return row }
      if row - offset > last { return row - last }
      return offset
    }
  }
}
