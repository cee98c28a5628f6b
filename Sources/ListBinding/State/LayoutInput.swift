import Foundation

/// The heights a table reads from its delegate to lay out its sections: what a reload or an
/// update needs besides the counts, read when the call is made.
struct LayoutInput: Equatable, Sendable {
  /// The rows' heights.
  enum Rows: Equatable, Sendable {
    /// Every row not measured yet takes this estimated height; rows are measured when
    /// displayed.
    case estimated(Double)
    /// Each row's height, by section: the table does not estimate.
    case exact([[Double]])
  }

  /// The height of each section's header.
  var headerHeights: [Double]
  /// The height of each section's footer.
  var footerHeights: [Double]
  /// The rows' heights.
  var rows: Rows
  /// The sections whose header height is automatic: a header view the delegate gives them
  /// takes the height it fits (see `TableView+SectionViewSizing.swift`).
  var automaticHeaders = IndexSet()
  /// The sections whose footer height is automatic.
  var automaticFooters = IndexSet()
  /// The height of the table's header and footer views.
  var tableHeaderHeight = 0.0
  var tableFooterHeight = 0.0

  /// Empty sections, for a table without a data source.
  static let empty = LayoutInput(headerHeights: [], footerHeights: [], rows: .estimated(44))

  /// The height an inserted or reloaded row takes until it is measured.
  var defaultRowHeight: Double {
    switch rows {
    case .estimated(let height): return height
    case .exact: return 0
    }
  }

  /// A new geometry with these heights for `counts`.
  ///
  /// - Complexity: O(*s* log *s*) when estimating, O(*n* log *r*) with exact heights, where *s*
  ///   is the number of sections, *n* the number of rows and *r* the number of runs of equal
  ///   heights.
  func geometry(for counts: RowCounts, contentInset: EdgeInsets) -> TableGeometry {
    var geometry: TableGeometry
    switch rows {
    case .estimated(let height):
      geometry = TableGeometry(
        counts: counts, headerHeights: headerHeights, footerHeights: footerHeights,
        rowHeight: height)
    case .exact(let heights):
      geometry = TableGeometry()
      for section in 0..<counts.numberOfSections {
        geometry.items.append(HeightSequence(repeating: headerHeights[section], count: 1))
        geometry.items.append(Self.runs(of: heights[section]))
        geometry.items.append(HeightSequence(repeating: footerHeights[section], count: 1))
      }
    }
    geometry.tableHeaderHeight = tableHeaderHeight
    geometry.tableFooterHeight = tableFooterHeight
    geometry.contentInset = contentInset
    geometry.automaticHeaders = automaticHeaders
    geometry.automaticFooters = automaticFooters
    return geometry
  }

  /// Heights as runs of equal heights.
  static func runs(of heights: [Double]) -> HeightSequence {
    var sequence = HeightSequence()
    var start = 0
    while start < heights.count {
      var end = start + 1
      while end < heights.count, heights[end] == heights[start] { end += 1 }
      sequence.append(HeightSequence(repeating: heights[start], count: end - start))
      start = end
    }
    return sequence
  }
}
