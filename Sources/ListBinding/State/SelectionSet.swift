import Foundation

/// The selected rows of a table, grouped by section so that a section's selection is found in
/// constant time.
struct SelectionSet: Equatable, Sendable {
  private(set) var rowsBySection: [Int: Set<Int>] = [:]
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// - Complexity: O(1).
  func contains(_ indexPath: IndexPath) -> Bool {
    rowsBySection[indexPath[0]]?.contains(indexPath[1]) ?? false
  }

  /// - Complexity: O(1) amortized.
  mutating func insert(_ indexPath: IndexPath) {
    if rowsBySection[indexPath.section, default: []].insert(indexPath[1]).inserted {
      count += 1
    }
  }

  /// - Complexity: O(1) amortized.
  mutating func remove(_ indexPath: IndexPath) {
    guard rowsBySection[indexPath[0]]?.remove(indexPath[1]) != nil else { return }
    count -= 1
    if rowsBySection[indexPath[0]]?.isEmpty == true {
      rowsBySection[indexPath[0]] = nil
    }
  }

  mutating func removeAll() {
    rowsBySection = [:]
    count = 0
  }

  /// The selected rows of `section`, in order.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number selected in the section.
  func indexPaths(inSection section: Int) -> [IndexPath] {
    (rowsBySection[section] ?? []).sorted().map { IndexPath(row: $0, section: section) }
  }

  /// The number of selected rows of `section`.
  ///
  /// - Complexity: O(1).
  func count(inSection section: Int) -> Int {
    rowsBySection[section]?.count ?? 0
  }

  /// Every selected row, in no particular order.
  ///
  /// - Complexity: O(1) to make; O(*k*) to iterate, where *k* is the number selected.
  var indexPaths: some Sequence<IndexPath> {
    rowsBySection.lazy.flatMap { section, rows in
      rows.lazy.map { IndexPath(row: $0, section: section) }
    }
  }

  /// The first selected row in order, or `nil` when none is.
  ///
  /// - Complexity: O(*k*), where *k* is the number selected.
  var first: IndexPath? {
    guard let section = rowsBySection.keys.min(), let row = rowsBySection[section]?.min()
    else { return nil }
    return IndexPath(indexes: [section, row])
  }

  /// Every selected row, in order.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number selected.
  var sorted: [IndexPath] {
    rowsBySection.keys.sorted().flatMap(indexPaths(inSection:))
  }
}
