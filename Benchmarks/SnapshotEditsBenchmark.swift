import Foundation
import ListBinding

/// Single-item edits of a large snapshot, one call each: 10,000 deletes, 10,000 inserts and
/// 10,000 moves on 100,000 items, in one section and in ten.
///
/// The floor of each kind is the least any snapshot does for it: the same number of updates of
/// a `Dictionary<UUID, Int>` of the 100,000 items (a removal per delete, an insertion per
/// insert, an update per move), measured in the same process. Each run edits a fresh copy of
/// the snapshot, so its first edit also pays for copying the storage, as editing the copy a
/// data source hands out does.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum SnapshotEditsBenchmark {
  static let itemCount = 100_000
  static let editCount = 10_000
  static let runs = 5

  @MainActor
  static func run() {
    var generator = DiffBenchmark.SplitMix64(seed: 0x5A4E_0009)
    let items = (0..<itemCount).map { _ in DiffBenchmark.uuid(using: &generator) }
    let plan = Plan(items: items, edits: editCount, using: &generator)
    let floors = floor(items: items, plan: plan)
    print(
      "\(itemCount) UUIDs, \(editCount) single-item calls of each kind, median of \(runs) runs"
        + " (floor: median of 11)")
    for (kind, milliseconds) in floors {
      print("  floor, \(kind): \(DiffBenchmark.format(milliseconds, digits: 3)) ms")
    }
    for sections in [1, 10] {
      let base = DiffBenchmark.snapshot(of: items, sections: sections)
      print("  \(sections) section\(sections == 1 ? "" : "s") of \(itemCount / sections) items:")
      for kind in Kind.allCases {
        measure(kind, on: base, plan: plan, floor: floors.first { $0.kind == kind }?.ms ?? .nan)
      }
    }
  }

  /// The three kinds of edit.
  enum Kind: String, CaseIterable {
    case deletes, inserts, moves
  }

  /// The edits, drawn once: which items to delete, where to insert new ones, what to move where.
  struct Plan {
    let deleted: [UUID]
    let inserted: [(item: UUID, before: UUID)]
    let moved: [(item: UUID, after: UUID)]

    init(items: [UUID], edits: Int, using generator: inout DiffBenchmark.SplitMix64) {
      var shuffled = items
      shuffled.shuffle(using: &generator)
      deleted = Array(shuffled.prefix(edits))
      inserted = (0..<edits).map { _ in
        (DiffBenchmark.uuid(using: &generator), items.randomElement(using: &generator) ?? UUID())
      }
      moved = (0..<edits).map { index in
        let item = shuffled[index]
        let after = shuffled[edits + index]
        return (item, after)
      }
    }
  }

  /// Times one kind of edit on fresh copies of `base` and prints it against its floor.
  @MainActor
  static func measure(_ kind: Kind, on base: Snapshot<Int, UUID>, plan: Plan, floor: Double) {
    var durations: [Duration] = []
    var last = base
    let clock = ContinuousClock()
    do {
      for _ in 0..<runs {
        var snapshot = base
        let start = clock.now
        switch kind {
        case .deletes:
          for item in plan.deleted { try snapshot.deleteItems([item]) }
        case .inserts:
          for (item, before) in plan.inserted {
            try snapshot.insertItems([item], beforeItem: before)
          }
        case .moves:
          for (item, after) in plan.moved { try snapshot.moveItem(item, afterItem: after) }
        }
        durations.append(clock.now - start)
        last = snapshot
      }
    } catch {
      print("    \(kind.rawValue): FAILED: \(error)")
      return
    }
    durations.sort()
    let median = Measure.milliseconds(durations[durations.count / 2])
    let perCall = median * 1_000 / Double(plan.deleted.count)
    let goal =
      kind == .deletes ? (median < 50 ? "; goal < 50 ms: met" : "; goal < 50 ms: NOT met") : ""
    print(
      "    \(kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0))"
        + " \(DiffBenchmark.format(median, digits: 3)) ms"
        + " (\(DiffBenchmark.format(perCall, digits: 2)) µs a call,"
        + " min \(DiffBenchmark.format(Measure.milliseconds(durations[0]), digits: 3)),"
        + " max \(DiffBenchmark.format(Measure.milliseconds(durations[durations.count - 1]), digits: 3)))"
        + "  \(DiffBenchmark.format(median / floor, digits: 2))× floor\(goal);"
        + " check \(check(kind, last, base: base, plan: plan) ? "ok" : "FAILED")")
  }

  /// Whether the edited snapshot shows the edits: counts, and where a few items are.
  static func check(
    _ kind: Kind, _ snapshot: Snapshot<Int, UUID>, base: Snapshot<Int, UUID>, plan: Plan
  )
    -> Bool
  {
    switch kind {
    case .deletes:
      return snapshot.numberOfItems == base.numberOfItems - plan.deleted.count
        && plan.deleted.allSatisfy { snapshot.indexOfItem($0) == nil }
    case .inserts:
      guard snapshot.numberOfItems == base.numberOfItems + plan.inserted.count,
        let (item, before) = plan.inserted.last,
        let index = snapshot.indexOfItem(item)
      else { return false }
      return snapshot.indexOfItem(before) == index + 1
    case .moves:
      guard snapshot.numberOfItems == base.numberOfItems, let (item, after) = plan.moved.last,
        let index = snapshot.indexOfItem(after)
      else { return false }
      return snapshot.indexOfItem(item) == index + 1
    }
  }

  /// The floor of each kind: the same number of updates of a dictionary of the items.
  static func floor(items: [UUID], plan: Plan) -> [(kind: Kind, ms: Double)] {
    var base = [UUID: Int]()
    base.reserveCapacity(items.count + plan.inserted.count)
    for (offset, item) in items.enumerated() { base[item] = offset }
    var sink = 0
    let deletes = DiffBenchmark.median(runs: 11) {
      var dictionary = base
      dictionary[items[0]] = 0  // copies the storage, as the first snapshot edit does
      for item in plan.deleted { sink &+= dictionary.removeValue(forKey: item) ?? 0 }
    }
    let inserts = DiffBenchmark.median(runs: 11) {
      var dictionary = base
      for (offset, entry) in plan.inserted.enumerated() { dictionary[entry.item] = offset }
      sink &+= dictionary.count
    }
    let moves = DiffBenchmark.median(runs: 11) {
      var dictionary = base
      for (offset, entry) in plan.moved.enumerated() { dictionary[entry.item] = offset }
      sink &+= dictionary.count
    }
    if sink == 42 { print("") }  // keeps the work from being optimised away
    return [(.deletes, deletes), (.inserts, inserts), (.moves, moves)]
  }
}
