import Foundation

extension UpdateValidator {
  /// The plan of a batch that passed every check.
  ///
  /// - Complexity: O(*s* + *k* log *k*), where *s* is the number of sections and *k* the number
  ///   of paths and sections in the batch.
  func makePlan(sections: SectionMap) -> UpdatePlan {
    var removed: [Int: [Int]] = [:]
    var added: [Int: [Int]] = [:]
    var deletedRows: [UpdateItem] = []
    var reloaded: [UpdateMove] = []
    deletedRows.reserveCapacity(deletes.count)
    // `deletes` is in descending order after the checks: read backwards, it ascends.
    for item in deletes.reversed() where !item.isSection {
      removed[item.section, default: []].append(item.row)
      if let new = reloadedRows[item] {
        reloaded.append(UpdateMove(from: item, to: new))
      } else {
        deletedRows.append(item)
      }
    }
    for item in inserts where !item.isSection {
      added[item.section, default: []].append(item.row)
    }
    // `moves` is sorted by source after the checks.
    let movedRows = moves.filter { !$0.from.isSection }
    for move in movedRows {
      removed[move.from.section, default: []].append(move.from.row)
      added[move.to.section, default: []].append(move.to.row)
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
