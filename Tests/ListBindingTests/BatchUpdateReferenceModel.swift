import Foundation

@testable import ListBinding

/// A deliberately naive model of a batch update, for the randomized tests: sections are arrays of
/// unique row ids, and a batch is applied by placing rows one by one with UIKit's rules. It says
/// whether UIKit accepts the batch, not which message it prints.
struct BatchUpdateReferenceModel {
  /// A row after the update.
  enum Cell: Equatable {
    /// The row with this id, kept from before.
    case kept(Int)
    /// A fresh row replacing the reloaded row with this id.
    case reloaded(Int)
    /// A fresh row.
    case inserted
  }

  /// Row ids per section before the update.
  let sections: [[Int]]

  /// Where each row id is before the update.
  var positions: [Int: IndexPath] {
    var result: [Int: IndexPath] = [:]
    for (section, ids) in sections.enumerated() {
      for (row, id) in ids.enumerated() { result[id] = IndexPath(row: row, section: section) }
    }
    return result
  }

  /// The batch's operations, with reloads turned into deletes and inserts as UIKit does.
  struct Normalized {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var deletedRows: Set<IndexPath> = []
    /// Inserted rows, including those inside inserted sections.
    var insertedRows: Set<IndexPath> = []
    var rowMoves: [(from: IndexPath, to: IndexPath)] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var reloadedSections: [Int: Int] = [:]
    var reloadedRows: [IndexPath: IndexPath] = [:]
    var conflict = false
  }

  /// Reads the batch; `conflict` is set when a reload is also deleted.
  static func normalize(_ batch: BatchUpdate) -> Normalized {
    var result = Normalized()
    var rowReloads: Set<IndexPath> = []
    var sectionReloads: Set<Int> = []
    var seenRowMoves: Set<[IndexPath]> = []
    var seenSectionMoves: Set<[Int]> = []
    for operation in batch.operations {
      switch operation {
      case .insertRows(let paths): result.insertedRows.formUnion(paths)
      case .deleteRows(let paths): result.deletedRows.formUnion(paths)
      case .reloadRows(let paths): rowReloads.formUnion(paths)
      case .moveRow(let from, let to):
        if seenRowMoves.insert([from, to]).inserted { result.rowMoves.append((from, to)) }
      case .insertSections(let set): result.insertedSections.formUnion(set)
      case .deleteSections(let set): result.deletedSections.formUnion(set)
      case .reloadSections(let set): sectionReloads.formUnion(set)
      case .moveSection(let from, let to):
        if seenSectionMoves.insert([from, to]).inserted { result.sectionMoves.append((from, to)) }
      case .moveRowAdjustingSections, .deleteRowsAdjustingSections, .insertRowsAdjustingSections:
        // The reference model checks batches without intents.
        continue
      }
    }
    if !rowReloads.isDisjoint(with: result.deletedRows)
      || !sectionReloads.isDisjoint(with: result.deletedSections)
    {
      result.conflict = true
      return result
    }
    let originalDeletedSections = result.deletedSections
    let originalInsertedSections = result.insertedSections.sorted()
    let originalDeletedRows = result.deletedRows
    let originalInsertedRows = result.insertedRows
    func shift(_ section: Int) -> Int {
      var new = section - originalDeletedSections.filter { $0 < section }.count
      for inserted in originalInsertedSections where inserted <= new { new += 1 }
      return new
    }
    for section in sectionReloads {
      let new = shift(section)
      result.reloadedSections[section] = new
      result.deletedSections.insert(section)
      result.insertedSections.insert(new)
    }
    for path in rowReloads {
      if originalDeletedSections.contains(path.section) || sectionReloads.contains(path.section) {
        continue
      }
      let section = shift(path.section)
      var row = path.row
      row -= originalDeletedRows.filter { $0.section == path.section && $0.row < path.row }.count
      let inserted = originalInsertedRows.filter { $0.section == section }.map(\.row).sorted()
      for insertedRow in inserted where insertedRow <= row { row += 1 }
      let new = IndexPath(row: row, section: section)
      result.reloadedRows[path] = new
      result.deletedRows.insert(path)
      result.insertedRows.insert(new)
    }
    return result
  }

  /// The rows of each section after the update, with the index before the update of each
  /// section kept through it, or `nil` when UIKit rejects the update.
  func apply(
    _ batch: BatchUpdate, rowCountsAfter after: [Int]
  ) -> (sections: [[Cell]], oldSectionForNew: [Int?])? {
    let update = Self.normalize(batch)
    guard !update.conflict else { return nil }
    let before = sections.map(\.count)
    let deletedRows = update.deletedRows.filter { !update.deletedSections.contains($0.section) }
    func existsBefore(_ path: IndexPath) -> Bool {
      before.indices.contains(path.section) && (0..<before[path.section]).contains(path.row)
    }
    func existsAfter(_ path: IndexPath) -> Bool {
      after.indices.contains(path.section) && (0..<after[path.section]).contains(path.row)
    }
    // Bounds.
    guard update.deletedSections.allSatisfy(before.indices.contains),
      deletedRows.allSatisfy(existsBefore),
      update.insertedSections.allSatisfy(after.indices.contains),
      update.insertedRows.allSatisfy(existsAfter),
      update.rowMoves.allSatisfy({ existsBefore($0.from) && existsAfter($0.to) }),
      update.sectionMoves.allSatisfy({
        before.indices.contains($0.from) && after.indices.contains($0.to)
      })
    else { return nil }
    // Conflicts between moves and the other operations, and between moves.
    let moveSources = update.rowMoves.map(\.from)
    let moveDestinations = update.rowMoves.map(\.to)
    let sectionSources = update.sectionMoves.map(\.from)
    let sectionDestinations = update.sectionMoves.map(\.to)
    guard Set(moveSources).count == moveSources.count,
      Set(moveDestinations).count == moveDestinations.count,
      Set(sectionSources).count == sectionSources.count,
      Set(sectionDestinations).count == sectionDestinations.count,
      moveSources.allSatisfy({
        !deletedRows.contains($0) && !update.deletedSections.contains($0.section)
      }),
      moveDestinations.allSatisfy({
        !update.insertedRows.contains($0) && !update.insertedSections.contains($0.section)
      }),
      sectionSources.allSatisfy({ !update.deletedSections.contains($0) }),
      sectionDestinations.allSatisfy({ !update.insertedSections.contains($0) }),
      after.count == before.count + update.insertedSections.count - update.deletedSections.count
    else { return nil }
    // Sections: moved ones at their destinations, inserted ones at theirs, the rest in order.
    var oldForNew: [Int?] = Array(repeating: nil, count: after.count)
    for move in update.sectionMoves { oldForNew[move.to] = move.from }
    var stationary = before.indices.filter {
      !update.deletedSections.contains($0) && !sectionSources.contains($0)
    }[...]
    for new in after.indices
    where oldForNew[new] == nil && !update.insertedSections.contains(new) {
      oldForNew[new] = stationary.popFirst()
    }
    var result: [[Cell]] = []
    for new in after.indices {
      guard after[new] >= 0 else { return nil }
      guard let old = oldForNew[new] else {
        let reloaded = update.reloadedSections.first { $0.value == new }?.key
        result.append(
          (0..<after[new]).map { row in
            guard let old = reloaded, row < before[old] else { return .inserted }
            return .reloaded(sections[old][row])
          })
        continue
      }
      guard let rows = placeRows(old: old, new: new, update: update, after: after[new])
      else { return nil }
      result.append(rows)
    }
    return (result, oldForNew)
  }

  /// The rows of a kept section after the update, or `nil` when the count does not add up.
  private func placeRows(old: Int, new: Int, update: Normalized, after: Int) -> [Cell]? {
    var cells: [Cell?] = Array(repeating: nil, count: after)
    for move in update.rowMoves where move.to.section == new {
      cells[move.to.row] = .kept(sections[move.from.section][move.from.row])
    }
    for path in update.insertedRows where path.section == new {
      let reloaded = update.reloadedRows.first { $0.value == path }?.key
      cells[path.row] = reloaded.map { .reloaded(sections[$0.section][$0.row]) } ?? .inserted
    }
    var stationary = sections[old].indices.filter { row in
      let path = IndexPath(row: row, section: old)
      return !update.deletedRows.contains(path) && !update.rowMoves.contains { $0.from == path }
    }[...]
    for row in cells.indices where cells[row] == nil {
      guard let oldRow = stationary.popFirst() else { return nil }
      cells[row] = .kept(sections[old][oldRow])
    }
    guard stationary.isEmpty else { return nil }
    return cells.compactMap { $0 }
  }
}
