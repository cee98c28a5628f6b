import Foundation

extension UpdateValidator {
  /// The plan of a batch that passed every check.
  ///
  /// - Complexity: O(*s* + *k* log *k*), where *s* is the number of sections and *k* the number
  ///   of paths and sections in the batch.
  func makePlan(sections: SectionMap) -> UpdatePlan {
    var removed: [Int: [Int]] = [:]
    var added: [Int: [Int]] = [:]
    var deletedRows: Set<UpdateItem> = []
    var movedRows: [UpdateItem: UpdateItem] = [:]
    var reloaded: [UpdateItem: UpdateItem] = [:]
    deletedRows.reserveCapacity(deletes.count)
    movedRows.reserveCapacity(moves.count)
    for item in deletes where !item.isSection {
      removed[item.section, default: []].append(item.row)
      if let new = reloadedRows[item] {
        reloaded[item] = new
      } else {
        deletedRows.insert(item)
      }
    }
    for item in inserts where !item.isSection {
      added[item.section, default: []].append(item.row)
    }
    for move in moves where !move.from.isSection {
      removed[move.from.section, default: []].append(move.from.row)
      added[move.to.section, default: []].append(move.to.row)
      movedRows[move.from] = move.to
    }
    return UpdatePlan(
      rowCountsBefore: before,
      rowCountsAfter: after,
      newSectionForOld: sections.newForOld,
      reloadedSections: reloadedSections,
      removedRows: removed.mapValues { $0.sorted() },
      addedRows: added.mapValues { $0.sorted() },
      deletedRows: deletedRows,
      movedRows: movedRows,
      reloadedRows: reloaded)
  }
}
