import Foundation

/// Everything a table shows and answers by that is not a view: its counts, geometry, viewport,
/// selection, editing and swipe state, and its settings.
///
/// A value with pure transitions (see `TableState+Transitions.swift`): the table computes the
/// state an operation leads to, validates it and only then commits it, so that an operation
/// that fails changes nothing.
struct TableState: Equatable, Sendable {
  /// The counts the table shows: the data source's, as of the last load or update.
  var counts = RowCounts()
  /// The rows in view.
  var viewport: Viewport
  /// The selected rows.
  var selection = SelectionSet()
  /// Whether the table is in editing mode.
  var isEditing = false
  /// The row showing swipe actions, if any.
  var swipe: SwipeState?
  /// Where the sections, rows, headers and footers lie, in points.
  var geometry = TableGeometry()
  /// Whether the counts were read from a data source: by a reload or an update.
  var hasLoadedData = false
  /// The settings, as set: the geometry shows them as of the last layout.
  var settings = TableSettings()
  /// Whether a setting the geometry is computed from (a height, the inset, the frame, the
  /// table's header or footer view) changed since the last layout.
  var needsLayout = false
  /// The safe area's top inset the adjusted content inset had at the last layout: a table
  /// resting at its top stays there when the safe area changes (see
  /// `laidOut(with:)`).
  var laidOutSafeAreaTop: CGFloat = 0

  /// An empty table with a viewport of `height` rows.
  init(viewportHeight height: Int) {
    viewport = Viewport(offset: 0, height: height)
  }

  /// The offsets of the rows in view.
  ///
  /// - Complexity: O(1).
  var visibleRows: Range<Int> {
    guard let bounds = viewport.bounds else {
      return viewport.visibleRows(ofTotal: counts.totalRows)
    }
    return geometry.rows(intersecting: Double(bounds.minY), Double(bounds.maxY), in: counts)
  }

  /// The viewport clamped to the content: in rows, to the last full page; in points, to the
  /// offsets UIKit lets a table rest at.
  ///
  /// - Complexity: O(1).
  func clampedViewport() -> Viewport {
    var viewport = viewport.clamped(toTotalRows: counts.totalRows)
    if var bounds = viewport.bounds {
      let range = geometry.offsetRange(boundsHeight: Double(bounds.height))
      bounds.origin.y = CGFloat(min(max(Double(bounds.minY), range.lowerBound), range.upperBound))
      viewport.bounds = bounds
    }
    return viewport
  }

  /// Throws unless `section` is one of the table's sections.
  ///
  /// - Complexity: O(1).
  func validateSection(_ section: Int) throws(TableViewError) {
    guard counts.contains(section: section) else {
      throw .sectionOutOfRange(section: section, numberOfSections: counts.numberOfSections)
    }
  }

  /// Throws unless `indexPath` names one of the table's rows.
  ///
  /// - Complexity: O(1).
  func validateRow(_ indexPath: IndexPath) throws(TableViewError) {
    guard indexPath.isTablePath else { throw .invalidIndexPath(indexPath) }
    try validateSection(indexPath[0])
    let rows = counts.numberOfRows(inSection: indexPath[0])
    guard indexPath[1] >= 0, indexPath[1] < rows else {
      throw .rowOutOfRange(indexPath, numberOfRows: rows)
    }
  }

  /// The index path of the row at `offset`, which must be below the total number of rows.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  func indexPath(atOffset offset: Int) -> IndexPath {
    counts.indexPath(atOffset: offset)
  }

  /// The offset over all rows of a row known to exist.
  ///
  /// - Complexity: O(1).
  func offset(of indexPath: IndexPath) -> Int {
    counts.offset(of: indexPath)
  }
}
