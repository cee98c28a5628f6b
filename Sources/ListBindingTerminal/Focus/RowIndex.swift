import Foundation
import ListBinding

/// The rows of a table counted over all sections: offsets from 0 to the number of rows, and
/// the index path of each, from the sections' row counts.
///
/// The driver moves the focus by offset, so that moving past the end of a section lands on the
/// next section's first row, and a header is never a stop.
struct RowIndex: Hashable, Sendable {
  /// The offset of each section's first row, and the total at the end: `starts[s]` is the
  /// offset of section `s`, `starts[sections]` the number of rows.
  private let starts: [Int]

  /// Creates an index of sections with the given row counts; a negative count counts as 0.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  init(rowCounts: [Int]) {
    var starts = [0]
    starts.reserveCapacity(rowCounts.count + 1)
    var total = 0
    for count in rowCounts {
      let (sum, overflow) = total.addingReportingOverflow(max(0, count))
      total = overflow ? Int.max : sum
      starts.append(total)
    }
    self.starts = starts
  }

  /// The number of sections.
  var numberOfSections: Int { starts.count - 1 }

  /// The number of rows over all sections.
  var totalRows: Int { starts[starts.count - 1] }

  /// The number of rows of `section`, 0 for a section the index does not have.
  func numberOfRows(inSection section: Int) -> Int {
    guard section >= 0, section < numberOfSections else { return 0 }
    return starts[section + 1] - starts[section]
  }

  /// The offset of the row at `indexPath`, or `nil` when there is no such row.
  ///
  /// - Complexity: O(1).
  func offset(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let (section, row) = (indexPath.section, indexPath.row)
    guard row >= 0, row < numberOfRows(inSection: section) else { return nil }
    return starts[section] + row
  }

  /// The index path of the row at `offset`, or `nil` when there is no such row.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  func indexPath(atOffset offset: Int) -> IndexPath? {
    guard offset >= 0, offset < totalRows else { return nil }
    // The last section whose start is at or before the offset and that has rows.
    var low = 0
    var high = numberOfSections
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return IndexPath(row: offset - starts[low], section: low)
  }
}
