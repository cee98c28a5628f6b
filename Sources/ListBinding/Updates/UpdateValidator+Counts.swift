import Foundation

extension UpdateValidator {
  /// How sections map through the update.
  struct SectionMap {
    /// For each section before the update, its index after it; -1 when deleted or reloaded.
    var newForOld: [Int]
    /// For each section after the update, its index before it; -1 when inserted or reloaded.
    var oldForNew: [Int]
  }

  /// Step 5: each move's bounds, then moves that share a source or a destination.
  ///
  /// - Complexity: O(*m* log *m*), where *m* is the number of moves.
  mutating func checkMoves() throws(InvalidUpdate) {
    // Sorting, not hashing: identical moves fall next to each other by (source, destination,
    // call order), and only the first of each counts.
    let byPair = moves.indices.sorted {
      (moves[$0].from, moves[$0].to, $0) < (moves[$1].from, moves[$1].to, $1)
    }
    var repeated = [Bool](repeating: false, count: moves.count)
    for (previous, index) in zip(byPair, byPair.dropFirst())
    where moves[previous].from == moves[index].from && moves[previous].to == moves[index].to {
      repeated[index] = true
    }
    // Stable: moves from the same source stay in call order.
    let sorted = moves.indices.filter { !repeated[$0] }
      .sorted { (moves[$0].from, $0) < (moves[$1].from, $1) }
      .map { moves[$0] }
    // For each move, the position of the next one to the same destination, or -1.
    var nextSharing = [Int](repeating: -1, count: sorted.count)
    let byDestination = sorted.indices.sorted { (sorted[$0].to, $0) < (sorted[$1].to, $1) }
    for (position, next) in zip(byDestination, byDestination.dropFirst())
    where sorted[position].to == sorted[next].to {
      nextSharing[position] = next
    }
    for position in sorted.indices {
      let move = sorted[position]
      try checkBounds(of: move)
      if position + 1 < sorted.count, sorted[position + 1].from == move.from {
        let other = sorted[position + 1].to
        throw move.from.isSection
          ? .sectionMovedTwice(move.from.section, to: move.to.section, and: other.section)
          : .rowMovedTwice(move.from.indexPath, to: move.to.indexPath, and: other.indexPath)
      }
      if nextSharing[position] >= 0 {
        let other = sorted[nextSharing[position]].from
        throw move.from.isSection
          ? .sectionsMovedToSameSection(move.from.section, and: other.section, to: move.to.section)
          : .rowsMovedToSameIndexPath(
            move.from.indexPath, and: other.indexPath, to: move.to.indexPath)
      }
    }
    moves = sorted
  }

  /// A move's source against the counts before the update, its destination against those after.
  private func checkBounds(of move: UpdateMove) throws(InvalidUpdate) {
    let (from, to) = (move.from, move.to)
    if from.isSection {
      guard before.indices.contains(from.section) else {
        throw .moveSectionSourceOutOfRange(section: from.section, numberOfSections: before.count)
      }
      guard after.indices.contains(to.section) else {
        throw .moveSectionDestinationOutOfRange(
          from: from.section, to: to.section, numberOfSections: after.count)
      }
      return
    }
    guard before.indices.contains(from.section) else {
      throw .moveRowSourceSectionOutOfRange(from.indexPath, numberOfSections: before.count)
    }
    guard 0 <= from.row, from.row < before[from.section] else {
      throw .moveRowSourceOutOfRange(from.indexPath, numberOfRows: before[from.section])
    }
    guard after.indices.contains(to.section) else {
      throw .moveRowDestinationSectionOutOfRange(
        from: from.indexPath, to: to.indexPath, numberOfSections: after.count)
    }
    guard 0 <= to.row, to.row < after[to.section] else {
      throw .moveRowDestinationOutOfRange(
        from: from.indexPath, to: to.indexPath, numberOfRows: after[to.section])
    }
  }

  /// Step 6: the number of sections after the update.
  ///
  /// - Complexity: O(*k*).
  func checkNumberOfSections() throws(InvalidUpdate) {
    let inserted = inserts.count { $0.isSection }
    let deleted = deletes.count { $0.isSection }
    guard after.count == before.count + inserted - deleted else {
      throw .invalidNumberOfSections(
        after: after.count, before: before.count, inserted: inserted, deleted: deleted)
    }
  }

  /// Maps the sections through deletes, inserts and moves; valid once steps 2 to 6 passed.
  ///
  /// - Complexity: O(*s* + *k*), where *s* is the number of sections.
  func mapSections() -> SectionMap {
    var map = SectionMap(
      newForOld: Array(repeating: -1, count: before.count),
      oldForNew: Array(repeating: -1, count: after.count))
    var oldTaken = Array(repeating: false, count: before.count)
    var newTaken = Array(repeating: false, count: after.count)
    for item in deletes where item.isSection { oldTaken[item.section] = true }
    for item in inserts where item.isSection { newTaken[item.section] = true }
    for move in moves where move.from.isSection {
      oldTaken[move.from.section] = true
      newTaken[move.to.section] = true
      map.newForOld[move.from.section] = move.to.section
      map.oldForNew[move.to.section] = move.from.section
    }
    var new = 0
    for old in before.indices where !oldTaken[old] {
      while new < after.count, newTaken[new] { new += 1 }
      // Steps 2 to 6 leave as many untaken sections after the update as before it.
      guard new < after.count else { break }
      map.newForOld[old] = new
      map.oldForNew[new] = old
      new += 1
    }
    return map
  }

  /// Step 7: the number of rows in each section that survives, by its index after the update.
  ///
  /// - Complexity: O(*s* + *k*).
  func checkNumberOfRows(sections: SectionMap) throws(InvalidUpdate) {
    var inserted: [Int: Int] = [:]
    var deleted: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    for item in inserts where !item.isSection { inserted[item.section, default: 0] += 1 }
    for item in deletes where !item.isSection { deleted[item.section, default: 0] += 1 }
    for move in moves where !move.from.isSection {
      guard sections.newForOld[move.from.section] != move.to.section else { continue }
      movedOut[move.from.section, default: 0] += 1
      movedIn[move.to.section, default: 0] += 1
    }
    for (new, old) in sections.oldForNew.enumerated() where old >= 0 {
      guard after[new] >= 0 else { throw .deletedMoreRowsThanExist(section: new) }
      let (inCount, outCount) = (movedIn[new, default: 0], movedOut[old, default: 0])
      let (insertCount, deleteCount) = (inserted[new, default: 0], deleted[old, default: 0])
      guard after[new] == before[old] + insertCount - deleteCount + inCount - outCount else {
        throw .invalidNumberOfRows(
          section: new, after: after[new], before: before[old], inserted: insertCount,
          deleted: deleteCount, movedIn: inCount, movedOut: outCount)
      }
    }
  }
}
