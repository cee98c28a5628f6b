import Foundation

/// Where everything of a table lies, in points: the table's header, then each section's header,
/// rows and footer, then the table's footer, as `UITableView` lays them out from the top of its
/// content.
///
/// Heights are kept in one ``HeightSequence`` of items — for each section its header, its rows,
/// its footer — so that the position of any row, or the row at any point, is found in
/// O(log *r*) for *r* runs of equal heights, and a row measured or changed costs the same.
struct TableGeometry: Equatable, Sendable {
  /// The heights of the sections' headers, rows and footers, in order.
  var items = HeightSequence()
  /// The height of the table's header view.
  var tableHeaderHeight = 0.0
  /// The height of the table's footer view.
  var tableFooterHeight = 0.0
  /// The space the content may scroll beyond its edges, as `UIScrollView.contentInset`.
  var contentInset = EdgeInsets.zero
  /// The sections whose header height is automatic, as the last layout read them.
  var automaticHeaders = IndexSet()
  /// The sections whose footer height is automatic, as the last layout read them.
  var automaticFooters = IndexSet()

  /// No sections.
  init() {}

  /// The sections of `counts`, each with its header and footer height and its rows at
  /// `rowHeight`.
  ///
  /// - Complexity: O(*s* log *s*), where *s* is the number of sections.
  init(
    counts: RowCounts, headerHeights: [Double], footerHeights: [Double], rowHeight: Double
  ) {
    for section in 0..<counts.numberOfSections {
      items.append(
        Self.section(
          header: headerHeights[section], rows: counts.numberOfRows(inSection: section),
          rowHeight: rowHeight, footer: footerHeights[section]))
    }
  }

  /// One section's items: its header, `rows` rows of `rowHeight`, its footer.
  static func section(header: Double, rows: Int, rowHeight: Double, footer: Double)
    -> HeightSequence
  {
    var items = HeightSequence(repeating: header, count: 1)
    items.append(HeightSequence(repeating: rowHeight, count: rows))
    items.append(HeightSequence(repeating: footer, count: 1))
    return items
  }

  /// The height of all content: the table's header, every section, the table's footer.
  ///
  /// - Complexity: O(1).
  var contentHeight: Double { tableHeaderHeight + items.totalHeight + tableFooterHeight }

  /// The vertical content offsets a table of `boundsHeight` points may rest at, as UIKit
  /// clamps them: from above the content by its top inset to below it by its bottom inset.
  ///
  /// - Complexity: O(1).
  func offsetRange(boundsHeight: Double) -> ClosedRange<Double> {
    // `0 - top` rather than `-top`: no inset gives 0, not -0, which prints as "-0.0".
    let lowest = 0 - Double(contentInset.top)
    let highest = contentHeight + Double(contentInset.bottom) - boundsHeight
    // The table refuses values in points that are not finite (see `TableView+GeometryRules`),
    // so both bounds are finite; a NaN bound would trap in the range, so it is never formed.
    guard lowest.isFinite else { return 0...0 }
    return lowest...(highest.isFinite ? max(lowest, highest) : lowest)
  }

  // MARK: Items

  /// The index among the items of a section's header.
  static func headerItem(ofSection section: Int, in counts: RowCounts) -> Int {
    counts.offset(ofRow: 0, inSection: section) + 2 * section
  }

  /// The index among the items of a row known to exist.
  static func rowItem(_ indexPath: IndexPath, in counts: RowCounts) -> Int {
    headerItem(ofSection: indexPath[0], in: counts) + 1 + indexPath[1]
  }

  /// The index among the items of a section's footer.
  static func footerItem(ofSection section: Int, in counts: RowCounts) -> Int {
    headerItem(ofSection: section, in: counts) + 1 + counts.numberOfRows(inSection: section)
  }

  /// The section an item belongs to: the last section whose header is at or before it.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  static func section(ofItem item: Int, in counts: RowCounts) -> Int {
    var low = 0
    var high = max(0, counts.numberOfSections - 1)
    while low < high {
      let middle = low + (high - low + 1) / 2
      if headerItem(ofSection: middle, in: counts) <= item {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return low
  }

  /// The offset over all rows of the row at or after `item`, or the total number of rows.
  ///
  /// - Complexity: O(log *s*).
  static func rowOffset(atOrAfterItem item: Int, in counts: RowCounts) -> Int {
    guard counts.numberOfSections > 0 else { return 0 }
    let section = section(ofItem: item, in: counts)
    let rows = counts.numberOfRows(inSection: section)
    let row = min(max(0, item - headerItem(ofSection: section, in: counts) - 1), rows)
    return counts.offset(ofRow: row, inSection: section)
  }

  /// Whether `item` is a row rather than a section's header or footer.
  ///
  /// - Complexity: O(log *s*).
  static func isRow(item: Int, in counts: RowCounts) -> Bool {
    guard counts.numberOfSections > 0 else { return false }
    let section = section(ofItem: item, in: counts)
    let position = item - headerItem(ofSection: section, in: counts)
    return position >= 1 && position <= counts.numberOfRows(inSection: section)
  }

  // MARK: Rects, as UIKit's, in content coordinates

  /// The vertical span of the item at `item`.
  ///
  /// - Complexity: O(log *r*).
  func span(ofItem item: Int) -> (minY: Double, height: Double) {
    let span = items.span(at: item)
    return (tableHeaderHeight + span.offset, span.height)
  }

  /// The rect of a row known to exist, `width` wide.
  ///
  /// - Complexity: O(log *r*).
  func rect(forRow indexPath: IndexPath, in counts: RowCounts, width: Double) -> CGRect {
    let span = span(ofItem: Self.rowItem(indexPath, in: counts))
    return CGRect(x: 0, y: span.minY, width: width, height: span.height)
  }

  /// The rect of the row at `offset` over all rows, which must be below the number of rows,
  /// `width` wide: ``rect(forRow:in:width:)`` without making the row's index path.
  ///
  /// - Complexity: O(log *r* + log *s*), where *s* is the number of sections.
  func rect(forRowAtOffset offset: Int, in counts: RowCounts, width: Double) -> CGRect {
    // Each section before the row's adds its header and footer to the items before it.
    let item = offset + 2 * counts.section(containingOffset: offset) + 1
    let span = span(ofItem: item)
    return CGRect(x: 0, y: span.minY, width: width, height: span.height)
  }

  /// The rect of a section's header.
  func rectForHeader(inSection section: Int, in counts: RowCounts, width: Double) -> CGRect {
    let span = span(ofItem: Self.headerItem(ofSection: section, in: counts))
    return CGRect(x: 0, y: span.minY, width: width, height: span.height)
  }

  /// The rect of a section's footer.
  func rectForFooter(inSection section: Int, in counts: RowCounts, width: Double) -> CGRect {
    let span = span(ofItem: Self.footerItem(ofSection: section, in: counts))
    return CGRect(x: 0, y: span.minY, width: width, height: span.height)
  }

  /// The rect of a whole section: header, rows and footer.
  func rect(forSection section: Int, in counts: RowCounts, width: Double) -> CGRect {
    let header = Self.headerItem(ofSection: section, in: counts)
    let footer = Self.footerItem(ofSection: section, in: counts)
    let minY = tableHeaderHeight + items.offset(of: header)
    let maxY = tableHeaderHeight + items.offset(of: footer + 1)
    return CGRect(x: 0, y: minY, width: width, height: maxY - minY)
  }

  /// The offsets over all rows of the rows whose rects intersect `minY ..< maxY`.
  ///
  /// - Complexity: O(log *r* + log *s*).
  func rows(intersecting minY: Double, _ maxY: Double, in counts: RowCounts) -> Range<Int> {
    // A span that ends at or above the first item (above the content, or on the table's
    // header view) meets no row: the search below would clamp it to the first item.
    guard maxY > minY, maxY > tableHeaderHeight, counts.totalRows > 0 else { return 0..<0 }
    let first = items.index(containing: minY - tableHeaderHeight)
    guard first < items.count else { return counts.totalRows..<counts.totalRows }
    let lowerRow = Self.rowOffset(atOrAfterItem: first, in: counts)
    // The item holding the last point before maxY: a span ending at maxY does not take the
    // item starting there.
    let last = min(items.index(containing: maxY.nextDown - tableHeaderHeight), items.count - 1)
    var upperRow = Self.rowOffset(atOrAfterItem: last, in: counts)
    if Self.isRow(item: last, in: counts) { upperRow += 1 }
    return lowerRow..<max(lowerRow, upperRow)
  }
}

extension TableGeometry {
  /// The vertical content offset that shows the row at `indexPath` at `position` in bounds of
  /// `boundsHeight` points, clamped as UIKit clamps a scroll: `.top` puts the row's top at the
  /// top of the area the insets leave, `.bottom` its bottom at that area's bottom, `.middle`
  /// its middle at the area's middle, and `.none` scrolls as little as shows the whole row (not
  /// at all when it shows already).
  ///
  /// - Complexity: O(log *r*).
  func offset(
    toShow indexPath: IndexPath, at position: TableView.ScrollPosition, in counts: RowCounts,
    boundsHeight: Double, currentOffset: Double
  ) -> Double {
    let row = span(ofItem: Self.rowItem(indexPath, in: counts))
    let top = Double(contentInset.top)
    let visible = boundsHeight - top - Double(contentInset.bottom)
    let target: Double
    switch position {
    case .top: target = row.minY - top
    case .bottom: target = row.minY + row.height - visible - top
    case .middle: target = row.minY + row.height / 2 - visible / 2 - top
    case .none:
      if row.minY < currentOffset + top {
        target = row.minY - top
      } else if row.minY + row.height > currentOffset + top + visible {
        target = row.minY + row.height - visible - top
      } else {
        target = currentOffset
      }
    }
    let range = offsetRange(boundsHeight: boundsHeight)
    return min(max(target, range.lowerBound), range.upperBound)
  }

  /// The offset over all rows of the row at `y` in content coordinates, or of the first row
  /// after it; the last row when `y` is past every row.
  ///
  /// - Complexity: O(log *r* + log *s*).
  func rowOffset(at y: Double, in counts: RowCounts) -> Int {
    guard counts.totalRows > 0 else { return 0 }
    let item = items.index(containing: y - tableHeaderHeight)
    return min(Self.rowOffset(atOrAfterItem: item, in: counts), counts.totalRows - 1)
  }
}
