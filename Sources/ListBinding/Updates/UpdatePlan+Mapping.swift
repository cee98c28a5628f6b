import Foundation

extension UpdatePlan {
  /// The number of sections before the update.
  var numberOfSectionsBefore: Int { rowCountsBefore.count }

  /// The number of sections after the update.
  var numberOfSectionsAfter: Int { rowCountsAfter.count }

  /// What becomes of a section that exists before the update; `nil` for any other index.
  ///
  /// - Complexity: O(1) on average.
  func fate(ofSection section: Int) -> Fate<Int>? {
    guard rowCountsBefore.indices.contains(section) else { return nil }
    if let reloaded = reloadedSections[section] { return .reloaded(reloaded) }
    let new = newSectionForOld[section]
    return new < 0 ? .deleted : .kept(new)
  }

  /// Where a section that exists after the update comes from; `nil` for any other index.
  ///
  /// - Complexity: O(1) on average.
  func origin(ofSection section: Int) -> Origin<Int>? {
    guard rowCountsAfter.indices.contains(section) else { return nil }
    if let reloaded = reloadedSectionsByNew[section] { return .reloaded(reloaded) }
    let old = oldSectionForNew[section]
    return old < 0 ? .inserted : .kept(old)
  }

  /// The index after the update of a section kept from before it; `nil` when it is deleted or
  /// reloaded, or is not a section before the update.
  ///
  /// - Complexity: O(1) on average.
  func newSection(forOld section: Int) -> Int? {
    guard case .kept(let new) = fate(ofSection: section) else { return nil }
    return new
  }

  /// The index before the update of a section kept through it; `nil` when it is inserted or
  /// reloaded, or is not a section after the update.
  ///
  /// - Complexity: O(1) on average.
  func oldSection(forNew section: Int) -> Int? {
    guard case .kept(let old) = origin(ofSection: section) else { return nil }
    return old
  }

  /// What becomes of the row at an index path before the update; `nil` when there is no such
  /// row before the update.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations in the batch.
  func fate(ofRowAt indexPath: IndexPath) -> Fate<IndexPath>? {
    guard indexPath.count == 2 else { return nil }
    let (section, row) = (indexPath[0], indexPath[1])
    guard rowCountsBefore.indices.contains(section), 0 <= row, row < rowCountsBefore[section]
    else { return nil }
    switch fate(ofSection: section) {
    case .kept(let newSection):
      let item = UpdateItem(section: section, row: row)
      if let moved = movedRows[item] { return .kept(moved.indexPath) }
      if let reloaded = reloadedRows[item] { return .reloaded(reloaded.indexPath) }
      if deletedRows.contains(item) { return .deleted }
      let rank = SortedIndices.rank(of: row, skipping: removedRows[section, default: []])
      let newRow = SortedIndices.index(ofRank: rank, skipping: addedRows[newSection, default: []])
      return .kept(IndexPath(indexes: [newSection, newRow]))
    case .reloaded(let newSection):
      guard row < rowCountsAfter[newSection] else { return .deleted }
      return .reloaded(IndexPath(indexes: [newSection, row]))
    case .deleted, nil:
      return .deleted
    }
  }

  /// Where the row at an index path after the update comes from; `nil` when there is no such
  /// row after the update.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations in the batch.
  func origin(ofRowAt indexPath: IndexPath) -> Origin<IndexPath>? {
    guard indexPath.count == 2 else { return nil }
    let (section, row) = (indexPath[0], indexPath[1])
    guard rowCountsAfter.indices.contains(section), 0 <= row, row < rowCountsAfter[section]
    else { return nil }
    switch origin(ofSection: section) {
    case .kept(let oldSection):
      let item = UpdateItem(section: section, row: row)
      if let moved = movedRowsByNew[item] { return .kept(moved.indexPath) }
      if let reloaded = reloadedRowsByNew[item] { return .reloaded(reloaded.indexPath) }
      if insertedRows.contains(item) { return .inserted }
      let rank = SortedIndices.rank(of: row, skipping: addedRows[section, default: []])
      let oldRow = SortedIndices.index(ofRank: rank, skipping: removedRows[oldSection, default: []])
      return .kept(IndexPath(indexes: [oldSection, oldRow]))
    case .reloaded(let oldSection):
      guard row < rowCountsBefore[oldSection] else { return .inserted }
      return .reloaded(IndexPath(indexes: [oldSection, row]))
    case .inserted, nil:
      return .inserted
    }
  }

  /// The index path after the update of a row kept through it (moved or not); `nil` when the row
  /// is deleted or reloaded, or is not a row before the update.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations in the batch.
  func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard case .kept(let new) = fate(ofRowAt: indexPath) else { return nil }
    return new
  }

  /// The index path before the update of a row kept through it (moved or not); `nil` when the
  /// row is inserted or replaces a reloaded one, or is not a row after the update.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations in the batch.
  func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    guard case .kept(let old) = origin(ofRowAt: indexPath) else { return nil }
    return old
  }
}
