import Foundation

@testable import ListBinding

// The backward view of a plan, and section lookups, for tests only: where each section and row after the update
// comes from, found by mapping every section and row before it forwards. The table never asks
// (it keeps state only for rows that exist before an update), so the plan does not store it.

extension UpdatePlan {
  /// Where a section or row that exists after the update comes from.
  enum Origin<Position: Sendable & Hashable>: Sendable, Hashable {
    /// It existed before the update, at the given position.
    case kept(Position)
    /// It replaces the one reloaded at the given position before the update.
    case reloaded(Position)
    /// It is new.
    case inserted
  }

  /// The number of sections before the update.
  var numberOfSectionsBefore: Int { rowCountsBefore.count }

  /// The number of sections after the update.
  var numberOfSectionsAfter: Int { rowCountsAfter.count }

  /// The index after the update of a section kept from before it.
  func newSection(forOld section: Int) -> Int? {
    guard case .kept(let new) = fate(ofSection: section) else { return nil }
    return new
  }

  /// Where a section after the update comes from; `nil` for any other index.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections before the update.
  func origin(ofSection section: Int) -> Origin<Int>? {
    guard rowCountsAfter.indices.contains(section) else { return nil }
    for old in rowCountsBefore.indices {
      switch fate(ofSection: old) {
      case .kept(section): return .kept(old)
      case .reloaded(section): return .reloaded(old)
      default: continue
      }
    }
    return .inserted
  }

  /// The index before the update of a section kept through it.
  func oldSection(forNew section: Int) -> Int? {
    guard case .kept(let old) = origin(ofSection: section) else { return nil }
    return old
  }

  /// Where the row at an index path after the update comes from; `nil` when there is no such
  /// row after the update.
  ///
  /// - Complexity: O(*n* log *k*), where *n* is the number of rows before the update.
  func origin(ofRowAt indexPath: IndexPath) -> Origin<IndexPath>? {
    guard indexPath.count == 2, rowCountsAfter.indices.contains(indexPath[0]),
      (0..<rowCountsAfter[indexPath[0]]).contains(indexPath[1])
    else { return nil }
    for section in rowCountsBefore.indices {
      for row in 0..<rowCountsBefore[section] {
        let old = IndexPath(indexes: [section, row])
        switch fate(ofRowAt: old) {
        case .kept(indexPath): return .kept(old)
        case .reloaded(indexPath): return .reloaded(old)
        default: continue
        }
      }
    }
    return .inserted
  }

  /// The index path before the update of a row kept through it.
  func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    guard case .kept(let old) = origin(ofRowAt: indexPath) else { return nil }
    return old
  }
}
