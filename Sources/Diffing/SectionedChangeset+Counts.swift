import Foundation

extension SectionedChangeset.Stage {
  /// The number of rows of each section after the stage, replayed on counts alone: what
  /// `applied(to:using:)` gives, counted, without building the rows.
  ///
  /// Package access, not public: ListBinding's diffable data source needs only the counts after
  /// each stage, which it hands the table with the stage. Counting costs the changes, where a
  /// replay of the rows costs every row of every stage.
  ///
  /// - Parameters:
  ///   - counts: The number of rows of each section before the stage.
  ///   - newCounts: The number of rows of each section of the list that supplies inserted
  ///     sections (`new` in `applied(to:using:)`).
  /// - Returns: The counts, or `nil` exactly when `applied(to:using:)` returns `nil` for lists
  ///   of these counts: an index out of range or used twice, or rows that do not add up.
  /// - Complexity: O(*s* + *c* log *c*), where *s* is the number of sections and *c* the number
  ///   of changes.
  package func rowCounts(after counts: [Int], newCounts: [Int]) -> [Int]? {
    guard
      let origins = ReplayOrigins.origins(
        oldCount: counts.count, deletions: sectionDeletions, insertions: sectionInsertions,
        moves: sectionMoves.map { ($0.source, $0.destination) })
    else { return nil }
    func isRow(_ path: IndexPath, in counts: [Int]) -> Bool {
      counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.row)
    }
    // The rows leaving each section, as `removedRows(in:)` finds them.
    var deleted = [Bool](repeating: false, count: counts.count)
    for section in sectionDeletions where counts.indices.contains(section) {
      deleted[section] = true
    }
    var removed = [[Int]](repeating: [], count: counts.count)
    for path in rowDeletions {
      if counts.indices.contains(path.section), deleted[path.section] { continue }
      guard isRow(path, in: counts) else { return nil }
      removed[path.section].append(path.row)
    }
    for move in rowMoves {
      guard isRow(move.source, in: counts), !deleted[move.source.section] else { return nil }
      removed[move.source.section].append(move.source.row)
    }
    guard Self.areDistinct(&removed) else { return nil }
    guard rowReloads.allSatisfy({ isRow($0, in: counts) }),
      sectionReloads.allSatisfy(counts.indices.contains)
    else { return nil }
    // The rows placed in each section after the stage.
    let inserted = ReplayOrigins.inserted
    var placed = [[Int]](repeating: [], count: origins.count)
    for path in rowInsertions {
      guard origins.indices.contains(path.section) else { return nil }
      if origins[path.section] == inserted { continue }
      guard isRow(path, in: newCounts) else { return nil }
      placed[path.section].append(path.row)
    }
    for move in rowMoves {
      let section = move.destination.section
      guard origins.indices.contains(section), origins[section] != inserted else { return nil }
      placed[section].append(move.destination.row)
    }
    guard Self.areDistinct(&placed) else { return nil }
    var result: [Int] = []
    result.reserveCapacity(origins.count)
    for (index, origin) in origins.enumerated() {
      if origin == inserted {
        guard newCounts.indices.contains(index) else { return nil }
        result.append(newCounts[index])
        continue
      }
      // As the merge of rows: placed rows must fall inside the section they make.
      let count = counts[origin] - removed[origin].count + placed[index].count
      guard placed[index].allSatisfy({ $0 >= 0 && $0 < count }) else { return nil }
      result.append(count)
    }
    return result
  }

  /// Sorts each list and tells whether none repeats a value.
  private static func areDistinct(_ lists: inout [[Int]]) -> Bool {
    for index in lists.indices where lists[index].count > 1 {
      lists[index].sort()
      for position in 1..<lists[index].count
      where lists[index][position] == lists[index][position - 1] {
        return false
      }
    }
    return true
  }
}
