import DiffingTestSupport
import Testing

@testable import ListBinding

/// `SnapshotTransition` finds each old item in the new snapshot by stored fingerprints and
/// guesses; whatever the snapshots' storage, its stages are those of the plain sectioned diff,
/// which finds items by dictionary.
@Suite("Snapshot transition")
struct SnapshotTransitionTests {
  /// How a random snapshot is built: its storage order differs, its content does not.
  enum Build: CaseIterable {
    /// Appending section after section: nodes in order.
    case appending
    /// Each section from its last item backwards.
    case backwards
    /// Appending in random section order, then moving items about and back.
    case edited
  }

  /// A snapshot of `sections`, built as `build` says.
  static func snapshot(
    _ sections: [ItemSection<Int, String>], _ build: Build,
    using generator: inout SplitMix64
  ) throws -> Snapshot<Int, String> {
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections(sections.map(\.section))
    switch build {
    case .appending:
      for entry in sections { try snapshot.appendItems(entry.items, toSection: entry.section) }
    case .backwards:
      for entry in sections {
        guard let last = entry.items.last else { continue }
        try snapshot.appendItems([last], toSection: entry.section)
        for index in entry.items.indices.dropLast().reversed() {
          try snapshot.insertItems([entry.items[index]], beforeItem: entry.items[index + 1])
        }
      }
    case .edited:
      for entry in sections.shuffled(using: &generator) {
        try snapshot.appendItems(entry.items, toSection: entry.section)
      }
      let all = sections.flatMap(\.items)
      for _ in 0..<all.count {
        guard let item = all.randomElement(using: &generator),
          let target = all.randomElement(using: &generator), item != target
        else { continue }
        try snapshot.moveItem(item, afterItem: target)
      }
      // Put every item back where `sections` has it: each section's first item at its end,
      // each other item after the one before it. Items of sections not yet done leave later.
      for entry in sections {
        for (index, item) in entry.items.enumerated() {
          if index == 0 {
            try snapshot.deleteItems([item])
            try snapshot.appendItems([item], toSection: entry.section)
          } else {
            try snapshot.moveItem(item, afterItem: entry.items[index - 1])
          }
        }
      }
    }
    return snapshot
  }

  /// Random sections over a pool of items, so that two draws share much.
  static func randomSections(using generator: inout SplitMix64) -> [ItemSection<Int, String>] {
    let sections = Array(
      (0..<6).shuffled(using: &generator).prefix(Int.random(in: 1...5, using: &generator)))
    var result = sections.map { ItemSection(section: $0, items: [String]()) }
    for item in (0..<40).shuffled(using: &generator).prefix(
      Int.random(in: 0...40, using: &generator))
    {
      result[Int.random(in: 0..<result.count, using: &generator)].items.append("i\(item)")
    }
    return result
  }

  @Test("The stages equal the dictionary diff's, however the snapshots were built")
  func stagesEqualTheDictionaryDiff() throws {
    for run in 0..<300 {
      let seed = 0x7A45_0000 + UInt64(run)
      var generator = SplitMix64(seed: seed)
      let oldSections = Self.randomSections(using: &generator)
      let newSections = Self.randomSections(using: &generator)
      let builds = (
        Build.allCases.randomElement(using: &generator) ?? .appending,
        Build.allCases.randomElement(using: &generator) ?? .appending
      )
      let old = try Self.snapshot(oldSections, builds.0, using: &generator)
      let new = try Self.snapshot(newSections, builds.1, using: &generator)
      #expect(old.itemIdentifiers == oldSections.flatMap(\.items), "seed \(seed)")
      #expect(new.itemIdentifiers == newSections.flatMap(\.items), "seed \(seed)")
      let reloadingItems = Set(
        newSections.flatMap(\.items).filter { _ in Bool.random(using: &generator) })
      let reloadingSections = Set(
        newSections.map(\.section).filter { _ in Bool.random(using: &generator) })
      let staged = SnapshotTransition(old: old, new: new).changeset(
        reloadingItems: reloadingItems, reloadingSections: reloadingSections)
      let expected = SectionedChangeset(
        from: oldSections, to: newSections, reloadingItems: reloadingItems,
        reloadingSections: reloadingSections)
      #expect(staged == expected, "seed \(seed), built \(builds)")
    }
  }
}
