import Foundation

/// The target of one recorded operation: a row, or a whole section.
///
/// A whole section sorts after its own rows, so that the checks meet a section's rows before
/// the section, as UIKit's do. Whether an item is a section is stored apart from its row, so
/// that no row a caller can name (not even `Int.max`) is taken for a whole section.
struct UpdateItem: Hashable, Comparable, Sendable {
  /// The section.
  let section: Int
  /// The row; 0 for a whole section.
  let row: Int
  /// Whether this is a whole section.
  let isSection: Bool

  /// A row.
  ///
  /// - Complexity: O(1).
  init(section: Int, row: Int) {
    self.section = section
    self.row = row
    self.isSection = false
  }

  /// A row at a two-index path; check ``IndexPath/isTablePath`` first.
  ///
  /// - Complexity: O(1).
  init(_ indexPath: IndexPath) {
    self.init(section: indexPath[0], row: indexPath[1])
  }

  /// A whole section.
  ///
  /// - Complexity: O(1).
  init(section: Int) {
    self.section = section
    self.row = 0
    self.isSection = true
  }

  /// The row's index path.
  var indexPath: IndexPath { IndexPath(indexes: [section, row]) }

  /// Section first, then the section's rows, then the section itself.
  static func < (lhs: UpdateItem, rhs: UpdateItem) -> Bool {
    if lhs.section != rhs.section { return lhs.section < rhs.section }
    if lhs.isSection != rhs.isSection { return rhs.isSection }
    return lhs.row < rhs.row
  }
}

/// A recorded move of a row or a section.
struct UpdateMove: Hashable, Sendable {
  /// The source, before the update.
  let from: UpdateItem
  /// The destination, after the update.
  let to: UpdateItem
}
