import DiffingTestSupport
import Foundation
import Testing

@testable import ListBinding

@Suite("Batch update plans against a reference model")
struct BatchUpdateRandomTests {
  static let seed: UInt64 = 0x5EED_0004

  @Test("Random batches: valid ones map every row as the model does, invalid ones are rejected")
  func randomBatches() throws {
    var generator = SplitMix64(seed: Self.seed)
    var valid = 0
    var invalid = 0
    for iteration in 0..<4000 {
      let sections = Self.randomSections(using: &generator)
      let model = BatchUpdateReferenceModel(sections: sections)
      let before = sections.map(\.count)
      let batch = Self.randomBatch(before: before, using: &generator)
      let after = Self.randomCounts(before: before, batch: batch, using: &generator)
      let context = "seed \(Self.seed), iteration \(iteration): \(before) → \(after), \(batch)"
      let expected = model.apply(batch, rowCountsAfter: after)
      let plan: UpdatePlan
      do {
        plan = try batch.plan(rowCountsBefore: before, rowCountsAfter: after)
      } catch {
        try #require(expected == nil, "rejected a valid batch with \(error.message); \(context)")
        invalid += 1
        continue
      }
      let outcome = try #require(expected, "accepted an invalid batch; \(context)")
      try Self.compare(plan: plan, model: model, outcome: outcome, context: context)
      valid += 1
    }
    #expect(valid > 800, "only \(valid) valid batches; seed \(Self.seed)")
    #expect(invalid > 800, "only \(invalid) invalid batches; seed \(Self.seed)")
  }

  /// Checks every section and row, before and after the update, against the model.
  static func compare(
    plan: UpdatePlan, model: BatchUpdateReferenceModel,
    outcome: (sections: [[BatchUpdateReferenceModel.Cell]], oldSectionForNew: [Int?]),
    context: String
  ) throws {
    let positions = model.positions
    var fates: [IndexPath: UpdatePlan.Fate<IndexPath>] = [:]
    for (section, cells) in outcome.sections.enumerated() {
      for (row, cell) in cells.enumerated() {
        let path = IndexPath(row: row, section: section)
        let origin: UpdatePlan.Origin<IndexPath>
        switch cell {
        case .kept(let id):
          let old = try #require(positions[id])
          origin = .kept(old)
          fates[old] = .kept(path)
        case .reloaded(let id):
          let old = try #require(positions[id])
          origin = .reloaded(old)
          fates[old] = .reloaded(path)
        case .inserted:
          origin = .inserted
        }
        try #require(plan.origin(ofRowAt: path) == origin, "origin of \(path); \(context)")
      }
    }
    for (section, ids) in model.sections.enumerated() {
      for row in ids.indices {
        let path = IndexPath(row: row, section: section)
        let fate = fates[path] ?? .deleted
        try #require(plan.fate(ofRowAt: path) == fate, "fate of \(path); \(context)")
      }
      #expect(plan.fate(ofRowAt: IndexPath(row: ids.count, section: section)) == nil)
    }
    for (new, old) in outcome.oldSectionForNew.enumerated() {
      try #require(plan.oldSection(forNew: new) == old, "section \(new); \(context)")
      if let old { try #require(plan.newSection(forOld: old) == new, "section \(old); \(context)") }
    }
  }

  static func randomSections(using generator: inout SplitMix64) -> [[Int]] {
    var nextID = 0
    return (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        nextID += 1
        return nextID
      }
    }
  }

  /// A batch of up to five operations, with indices mostly, not always, in range.
  static func randomBatch(before: [Int], using generator: inout SplitMix64) -> BatchUpdate {
    var batch = BatchUpdate()
    func section(_ generator: inout SplitMix64, extra: Int = 1) -> Int {
      Int.random(in: 0..<max(1, before.count + extra), using: &generator)
    }
    func oldPath(_ generator: inout SplitMix64) -> IndexPath {
      let section = section(&generator, extra: 0)
      let rows = before.indices.contains(section) ? before[section] : 0
      let row = Int.random(in: 0...max(0, rows - 1), using: &generator)
      return IndexPath(row: row, section: section)
    }
    func newPath(_ generator: inout SplitMix64) -> IndexPath {
      let section = section(&generator)
      let rows = before.indices.contains(section) ? before[section] : 0
      return IndexPath(row: Int.random(in: 0...rows, using: &generator), section: section)
    }
    for _ in 0..<Int.random(in: 0...5, using: &generator) {
      switch Int.random(in: 0..<12, using: &generator) {
      case 0, 1: batch.insertRows(at: [newPath(&generator)])
      case 2, 3: batch.deleteRows(at: [oldPath(&generator)])
      case 4: batch.reloadRows(at: [oldPath(&generator)])
      case 5, 6, 7: batch.moveRow(at: oldPath(&generator), to: newPath(&generator))
      case 8: batch.insertSections([section(&generator)])
      case 9: batch.deleteSections([section(&generator, extra: 0)])
      case 10: batch.reloadSections([section(&generator, extra: 0)])
      default: batch.moveSection(section(&generator, extra: 0), toSection: section(&generator))
      }
    }
    return batch
  }

  /// The counts that make the batch add up when that is possible, sometimes changed by one.
  static func randomCounts(
    before: [Int], batch: BatchUpdate, using generator: inout SplitMix64
  ) -> [Int] {
    var counts = naturalCounts(before: before, batch: batch, using: &generator)
    if Bool.random(using: &generator), Bool.random(using: &generator) {
      if !counts.isEmpty, Bool.random(using: &generator) {
        let section = Int.random(in: counts.indices, using: &generator)
        counts[section] = max(0, counts[section] + (Bool.random(using: &generator) ? 1 : -1))
      } else if !counts.isEmpty, Bool.random(using: &generator) {
        counts.removeLast()
      } else {
        counts.append(Int.random(in: 0...2, using: &generator))
      }
    }
    return counts
  }

  /// The counts the data source would report if the batch described its change.
  static func naturalCounts(
    before: [Int], batch: BatchUpdate, using generator: inout SplitMix64
  ) -> [Int] {
    let update = BatchUpdateReferenceModel.normalize(batch)
    let count = before.count + update.insertedSections.count - update.deletedSections.count
    guard count >= 0 else { return before }
    var oldForNew: [Int?] = Array(repeating: nil, count: count)
    for move in update.sectionMoves where oldForNew.indices.contains(move.to) {
      oldForNew[move.to] = move.from
    }
    var stationary = before.indices.filter { old in
      !update.deletedSections.contains(old) && !update.sectionMoves.contains { $0.from == old }
    }[...]
    for new in 0..<count
    where oldForNew[new] == nil && !update.insertedSections.contains(new) {
      oldForNew[new] = stationary.popFirst()
    }
    return (0..<count).map { new in
      let insertedRows = update.insertedRows.filter { $0.section == new }
      guard let old = oldForNew[new], before.indices.contains(old) else {
        let needed = (insertedRows.map(\.row).max() ?? -1) + 1
        return max(needed, Int.random(in: 0...3, using: &generator))
      }
      let deleted = update.deletedRows.count { $0.section == old }
      let movedOut = update.rowMoves.count { $0.from.section == old }
      let movedIn = update.rowMoves.count { $0.to.section == new }
      return max(0, before[old] - deleted - movedOut + insertedRows.count + movedIn)
    }
  }
}
