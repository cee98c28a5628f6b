/// The number of rows in each section, with the offset of each section's first row, so that an
/// index path and a row's offset over the whole table convert into each other quickly.
struct RowCounts: Equatable, Sendable {
  /// `starts[s]` is the offset of section `s`'s first row; the last element is the total.
  private(set) var starts: [Int]

  /// No sections.
  init() {
    starts = [0]
  }

  /// Counts per section.
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

  var numberOfSections: Int { starts.count - 1 }

  var totalRows: Int { starts[starts.count - 1] }

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

  /// The offset over the whole table of a row known to exist.
  ///
  /// - Complexity: O(1).
  func offset(ofRow row: Int, inSection section: Int) -> Int {
    starts[section] + row
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
      let middle = (low + high) / 2
      if starts[middle + 1] <= offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The section and row at `offset`, which must be below `totalRows`.
  ///
  /// - Complexity: O(log *s*).
  func position(atOffset offset: Int) -> (section: Int, row: Int) {
    let section = section(containingOffset: offset)
    return (section, offset - starts[section])
  }
}
