import Foundation

/// The working state of one validation: the batch's operations sorted and merged as UIKit merges
/// them, checked step by step (see ``BatchUpdate/plan(rowCountsBefore:rowCountsAfter:)``).
struct UpdateValidator {
  /// The number of rows in each section before the update.
  let before: [Int]
  /// The number of rows in each section after the update.
  let after: [Int]

  /// Recorded deletes, then the reloads' deletes; after ``checkDeletes()`` the ones that count.
  var deletes: [UpdateItem] = []
  /// Recorded inserts, then the reloads' inserts; after ``checkInserts()`` the ones that count.
  var inserts: [UpdateItem] = []
  /// Recorded reloads.
  var reloads: [UpdateItem] = []
  /// Moves, after ``checkMoves()`` without repeats, in order of their sources.
  var moves: [UpdateMove] = []

  /// Reloaded rows that survive: old item to new item.
  var reloadedRows: [UpdateItem: UpdateItem] = [:]
  /// Reloaded sections: old index to new index.
  var reloadedSections: [Int: Int] = [:]

  /// Collects the batch's operations in call order.
  ///
  /// - Throws: ``InvalidUpdate/invalidIndexPath(_:)`` for the first path without two indices;
  ///   for a set of sections larger than the table (see `sections(_:within:inserting:)`), the
  ///   out-of-range error of the section that step 3 or 4 would report.
  /// - Complexity: O(*k*), where *k* is the number of sections and paths in the batch.
  init(batch: BatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int]) throws(InvalidUpdate) {
    before = rowCountsBefore
    after = rowCountsAfter
    for operation in batch.operations {
      switch operation {
      case .insertRows(let paths): inserts += try Self.rows(paths)
      case .deleteRows(let paths): deletes += try Self.rows(paths)
      case .reloadRows(let paths): reloads += try Self.rows(paths)
      case .moveRow(let from, let to):
        let items = try Self.rows([from, to])
        moves.append(UpdateMove(from: items[0], to: items[1]))
      case .insertSections(let sections):
        inserts += try Self.sections(sections, within: after.count, inserting: true)
      case .deleteSections(let sections):
        deletes += try Self.sections(sections, within: before.count, inserting: false)
      case .reloadSections(let sections):
        reloads += try Self.sections(sections, within: before.count, inserting: false)
      case .moveSection(let from, let to):
        moves.append(UpdateMove(from: UpdateItem(section: from), to: UpdateItem(section: to)))
      case .moveRowAdjustingSections, .deleteRowsAdjustingSections, .insertRowsAdjustingSections:
        // Resolved into plain calls before validation.
        continue
      }
    }
  }

  /// The sections of a set, refusing one larger than the table before materializing it: a
  /// caller's `IndexSet(integersIn: 0..<Int.max)` is a few bytes, its array would not fit in
  /// memory. Such a set names a section past the end, which step 3 or 4 would report.
  ///
  /// - Parameters:
  ///   - sections: The set of a section insert, delete or reload.
  ///   - count: The number of sections the set's indices must be below: after the update for
  ///     inserts, before it otherwise.
  ///   - inserting: Whether the set is inserted.
  private static func sections(_ sections: IndexSet, within count: Int, inserting: Bool)
    throws(InvalidUpdate) -> [UpdateItem]
  {
    guard sections.count > count else { return sections.map { UpdateItem(section: $0) } }
    if inserting {
      // Inserts are checked in ascending order: the first one past the end fails.
      let first = sections.integerGreaterThanOrEqualTo(count) ?? count
      throw .insertSectionOutOfRange(section: first, numberOfSections: count)
    }
    // Deletes are checked in descending order: the last one fails.
    throw .deleteSectionOutOfRange(section: sections.last ?? count, numberOfSections: count)
  }

  /// The rows at `paths`, or the failure for the first path without two indices.
  private static func rows(_ paths: [IndexPath]) throws(InvalidUpdate) -> [UpdateItem] {
    var items: [UpdateItem] = []
    items.reserveCapacity(paths.count)
    for path in paths {
      guard path.isTablePath else { throw .invalidIndexPath(path) }
      items.append(UpdateItem(path))
    }
    return items
  }

  /// Step 2: reloads that are also deleted; then each reload becomes a delete and an insert.
  ///
  /// A reloaded row inside a deleted or reloaded section goes with its section.
  ///
  /// - Complexity: O(*k* log *k*).
  mutating func checkReloads() throws(InvalidUpdate) {
    guard !reloads.isEmpty else { return }
    let recordedDeletes = Set(deletes)
    let sortedReloads = Set(reloads).sorted()
    for reload in sortedReloads where recordedDeletes.contains(reload) {
      throw reload.isSection
        ? .deleteAndReloadSameSection(reload.section)
        : .deleteAndReloadSameIndexPath(reload.indexPath)
    }
    let deletedSections = Self.sortedIndices(deletes.lazy.filter(\.isSection).map(\.section))
    let insertedSections = Self.sortedIndices(inserts.lazy.filter(\.isSection).map(\.section))
    let deletedRows = Self.rowsBySection(deletes)
    let insertedRows = Self.rowsBySection(inserts)
    let reloadedSectionSet = Set(sortedReloads.lazy.filter(\.isSection).map(\.section))
    let deletedSectionSet = Set(deletedSections)
    for reload in sortedReloads {
      // A reload out of range fails as the delete it becomes (step 3); mapping it could
      // overflow, so it gets no insert.
      guard before.indices.contains(reload.section),
        reload.isSection || (0 <= reload.row && reload.row < before[reload.section])
      else {
        deletes.append(reload)
        continue
      }
      let rank = SortedIndices.rank(of: reload.section, skipping: deletedSections)
      let newSection = SortedIndices.index(ofRank: rank, skipping: insertedSections)
      if reload.isSection {
        reloadedSections[reload.section] = newSection
        deletes.append(reload)
        inserts.append(UpdateItem(section: newSection))
        continue
      }
      if deletedSectionSet.contains(reload.section)
        || reloadedSectionSet.contains(reload.section)
      {
        continue
      }
      let rowRank = SortedIndices.rank(of: reload.row, skipping: deletedRows[reload.section] ?? [])
      let newRow = SortedIndices.index(ofRank: rowRank, skipping: insertedRows[newSection] ?? [])
      let newItem = UpdateItem(section: newSection, row: newRow)
      reloadedRows[reload] = newItem
      deletes.append(reload)
      inserts.append(newItem)
    }
  }

  /// Step 3: each delete against the moves, then against the counts before the update.
  ///
  /// - Complexity: O(*k* log *k*).
  mutating func checkDeletes() throws(InvalidUpdate) {
    let movedRows = Set(moves.lazy.map(\.from).filter { !$0.isSection })
    // For each section moved or moved out of, whether any of those moves is a row's.
    var anyRowMoveOut: [Int: Bool] = [:]
    for move in moves {
      let isRow = !move.from.isSection
      anyRowMoveOut[move.from.section] = (anyRowMoveOut[move.from.section] ?? false) || isRow
    }
    let deletedSections = Set(deletes.lazy.filter(\.isSection).map(\.section))
    var kept: [UpdateItem] = []
    for item in Self.distinct(deletes.sorted(by: >)) {
      let section = item.section
      if item.isSection {
        if let rowMoves = anyRowMoveOut[section] {
          throw rowMoves ? .moveFromDeletedSection(section) : .deleteAndMoveSameSection(section)
        }
        guard before.indices.contains(section) else {
          throw .deleteSectionOutOfRange(section: section, numberOfSections: before.count)
        }
      } else {
        if deletedSections.contains(section) { continue }
        if movedRows.contains(item) { throw .deleteAndMoveSameIndexPath(item.indexPath) }
        guard before.indices.contains(section) else {
          throw .deleteRowSectionOutOfRange(item.indexPath, numberOfSections: before.count)
        }
        guard 0 <= item.row, item.row < before[section] else {
          throw .deleteRowOutOfRange(item.indexPath, numberOfRows: before[section])
        }
      }
      kept.append(item)
    }
    deletes = kept
  }

  /// Step 4: each insert against the moves, then against the counts after the update.
  ///
  /// - Complexity: O(*k* log *k*).
  mutating func checkInserts() throws(InvalidUpdate) {
    let movedRows = Set(moves.lazy.map(\.to).filter { !$0.isSection })
    // For each section, whether the first move into it (in order of sources) is a row's.
    var firstMoveIn: [Int: Bool] = [:]
    for move in moves.sorted(by: { $0.from < $1.from }) where firstMoveIn[move.to.section] == nil {
      firstMoveIn[move.to.section] = !move.to.isSection
    }
    let insertedSections = Set(inserts.lazy.filter(\.isSection).map(\.section))
    var kept: [UpdateItem] = []
    for item in Self.distinct(inserts.sorted()) {
      let section = item.section
      if item.isSection {
        if let rowMove = firstMoveIn[section] {
          throw rowMove ? .moveIntoInsertedSection(section) : .insertAndMoveSameSection(section)
        }
        guard after.indices.contains(section) else {
          throw .insertSectionOutOfRange(section: section, numberOfSections: after.count)
        }
      } else {
        if movedRows.contains(item) { throw .insertAndMoveSameIndexPath(item.indexPath) }
        guard after.indices.contains(section) else {
          throw .insertRowSectionOutOfRange(item.indexPath, numberOfSections: after.count)
        }
        guard 0 <= item.row, item.row < after[section] else {
          throw .insertRowOutOfRange(item.indexPath, numberOfRows: after[section])
        }
        if insertedSections.contains(section) { continue }
      }
      kept.append(item)
    }
    inserts = kept
  }

  /// `sorted` without repeats: each run of equal items once.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items.
  static func distinct(_ sorted: [UpdateItem]) -> [UpdateItem] {
    var result: [UpdateItem] = []
    result.reserveCapacity(sorted.count)
    for item in sorted where result.last != item { result.append(item) }
    return result
  }

  /// The distinct non-negative values, sorted.
  static func sortedIndices(_ values: some Sequence<Int>) -> [Int] {
    Set(values.lazy.filter { $0 >= 0 }).sorted()
  }

  /// The distinct non-negative rows of `items`, sorted, by section.
  static func rowsBySection(_ items: [UpdateItem]) -> [Int: [Int]] {
    var rows: [Int: Set<Int>] = [:]
    for item in items where !item.isSection && item.row >= 0 {
      rows[item.section, default: []].insert(item.row)
    }
    return rows.mapValues { $0.sorted() }
  }
}
