import Foundation

/// The number of rows in each section, with the offset of each section's first row, so that an
/// index path and a row's offset over the whole table convert into each other quickly.
struct RowCounts: Equatable, Sendable {
  /// `starts[s]` is the offset of section `s`'s first row; the last element is the total.
  private(set) var starts: [Int]

  /// No sections.
  init() {
    starts = [0]
  }

  /// Counts per section, already checked: none negative, and their sum within
  /// ``TableView/maximumNumberOfRows``.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  init(_ counts: [Int]) {
    starts = [0]
    starts.reserveCapacity(counts.count + 1)
    var total = 0
    for count in counts {
      total += count
      starts.append(total)
    }
  }

  /// Counts the rows of `numberOfSections` sections, asking `rowsInSection` for each, and checks
  /// every number before anything is allocated from it.
  ///
  /// - Throws: ``TableViewError/negativeNumberOfSections(_:)``,
  ///   ``TableViewError/tooManySections(_:maximum:)``,
  ///   ``TableViewError/negativeNumberOfRows(_:section:)``,
  ///   ``TableViewError/tooManyRows(section:maximum:)``, or what `rowsInSection` throws.
  /// - Complexity: O(*s*) calls of `rowsInSection`.
  static func counting(
    sections numberOfSections: Int, rowsInSection: (Int) throws(TableViewError) -> Int
  ) throws(TableViewError) -> RowCounts {
    guard numberOfSections >= 0 else { throw .negativeNumberOfSections(numberOfSections) }
    guard numberOfSections <= TableView.maximumNumberOfSections else {
      throw .tooManySections(numberOfSections, maximum: TableView.maximumNumberOfSections)
    }
    var counts = RowCounts()
    counts.starts.reserveCapacity(numberOfSections + 1)
    var total = 0
    for section in 0..<numberOfSections {
      let rows = try rowsInSection(section)
      guard rows >= 0 else { throw .negativeNumberOfRows(rows, section: section) }
      // Both are at most the maximum, far below Int.max: the sum cannot overflow.
      guard rows <= TableView.maximumNumberOfRows - total else {
        throw .tooManyRows(section: section, maximum: TableView.maximumNumberOfRows)
      }
      total += rows
      counts.starts.append(total)
    }
    return counts
  }

  /// - Complexity: O(1).
  var numberOfSections: Int { starts.count - 1 }

  /// - Complexity: O(1).
  var totalRows: Int { starts[starts.count - 1] }

  /// The rows of a section known to exist.
  ///
  /// - Complexity: O(1).
  func numberOfRows(inSection section: Int) -> Int {
    starts[section + 1] - starts[section]
  }

  /// The counts per section.
  ///
  /// - Complexity: O(*s*).
  var counts: [Int] {
    (0..<numberOfSections).map(numberOfRows(inSection:))
  }

  /// Whether `section` is one of the sections.
  ///
  /// - Complexity: O(1).
  func contains(section: Int) -> Bool {
    section >= 0 && section < numberOfSections
  }

  /// Whether the index path names one of the rows.
  ///
  /// - Complexity: O(1).
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.isTablePath && contains(section: indexPath[0]) && indexPath[1] >= 0
      && indexPath[1] < numberOfRows(inSection: indexPath[0])
  }

  /// The offset over the whole table of a row known to exist.
  ///
  /// - Complexity: O(1).
  func offset(ofRow row: Int, inSection section: Int) -> Int {
    starts[section] + row
  }

  /// The offset over the whole table of the row at an index path known to exist.
  ///
  /// - Complexity: O(1).
  func offset(of indexPath: IndexPath) -> Int {
    starts[indexPath[0]] + indexPath[1]
  }

  /// The section holding the row at `offset`, which must be below `totalRows`.
  ///
  /// Empty sections are skipped: the result is the section the row really belongs to.
  ///
  /// - Complexity: O(log *s*).
  func section(containingOffset offset: Int) -> Int {
    // The last section whose start is at most `offset`, among sections that have rows.
    var low = 0
    var high = numberOfSections
    while low < high {
      let middle = low + (high - low) / 2
      if starts[middle + 1] <= offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The index path of the row at `offset`, which must be below `totalRows`.
  ///
  /// - Complexity: O(log *s*).
  func indexPath(atOffset offset: Int) -> IndexPath {
    let section = section(containingOffset: offset)
    return IndexPath(indexes: [section, offset - starts[section]])
  }
}
