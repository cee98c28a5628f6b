import Foundation

/// The target of one recorded operation: a row, or a whole section.
///
/// As in UIKit, a whole section is stored as the section with the row `NSNotFound` (`Int.max`),
/// so that sorting puts a section after its own rows; the checks run in that order.
struct UpdateItem: Hashable, Comparable, Sendable {
  /// The section.
  let section: Int
  /// The row, or `Int.max` for a whole section.
  let row: Int

  /// A row.
  ///
  /// - Complexity: O(1).
  init(section: Int, row: Int) {
    self.section = section
    self.row = row
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
    self.init(section: section, row: Int.max)
  }

  /// Whether this is a whole section.
  var isSection: Bool { row == Int.max }

  /// The row's index path.
  var indexPath: IndexPath { IndexPath(indexes: [section, row]) }

  /// Section first, then row.
  static func < (lhs: UpdateItem, rhs: UpdateItem) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// A recorded move of a row or a section.
struct UpdateMove: Hashable, Sendable {
  /// The source, before the update.
  let from: UpdateItem
  /// The destination, after the update.
  let to: UpdateItem
}
