import Foundation

extension UpdatePlan {
  /// What becomes of a section that exists before the update; `nil` for any other index.
  ///
  /// - Complexity: O(1) on average.
  func fate(ofSection section: Int) -> Fate<Int>? {
    guard rowCountsBefore.indices.contains(section) else { return nil }
    if let reloaded = reloadedSections[section] { return .reloaded(reloaded) }
    let new = newSectionForOld[section]
    return new < 0 ? .deleted : .kept(new)
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
      if let moved = Self.destination(of: item, in: movedRows) { return .kept(moved.indexPath) }
      if let reloaded = Self.destination(of: item, in: reloadedRows) {
        return .reloaded(reloaded.indexPath)
      }
      if Self.contains(item, in: deletedRows) { return .deleted }
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

  /// The index path after the update of a row kept through it (moved or not); `nil` when the row
  /// is deleted or reloaded, or is not a row before the update.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations in the batch.
  func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard case .kept(let new) = fate(ofRowAt: indexPath) else { return nil }
    return new
  }

  /// The destination of the move whose source is `item`, in moves sorted by their sources.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of moves.
  static func destination(of item: UpdateItem, in moves: [UpdateMove]) -> UpdateItem? {
    var low = 0
    var high = moves.count
    while low < high {
      let middle = low + (high - low) / 2
      if moves[middle].from < item { low = middle + 1 } else { high = middle }
    }
    return low < moves.count && moves[low].from == item ? moves[low].to : nil
  }

  /// Whether `items`, sorted, holds `item`.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of items.
  static func contains(_ item: UpdateItem, in items: [UpdateItem]) -> Bool {
    var low = 0
    var high = items.count
    while low < high {
      let middle = low + (high - low) / 2
      if items[middle] < item { low = middle + 1 } else { high = middle }
    }
    return low < items.count && items[low] == item
  }
}
