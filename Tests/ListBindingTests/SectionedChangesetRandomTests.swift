import ListBinding
import Testing

@MainActor
@Suite("Sectioned changeset on random pairs")
struct SectionedChangesetRandomTests {
  /// Random sections with unique identifiers: up to 6 sections named from 8 letters, holding
  /// distinct items drawn from `itemPool`.
  private func randomSections(
    itemPool: Int, using generator: inout SplitMix64
  ) -> Sections {
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"].shuffled(using: &generator)
    let sectionCount = Int.random(in: 0...6, using: &generator)
    var items = (0..<itemPool).map { "i\($0)" }.shuffled(using: &generator)
    items.removeLast(Int.random(in: 0...itemPool, using: &generator))
    var sections: Sections = names.prefix(sectionCount).map { ($0, []) }
    guard !sections.isEmpty else { return [] }
    for item in items {
      sections[Int.random(in: 0..<sections.count, using: &generator)].items.append(item)
    }
    return sections
  }

  /// `old` edited: sections dropped, added and reordered; items dropped, added and moved within
  /// and across sections.
  private func edited(_ old: Sections, using generator: inout SplitMix64) -> Sections {
    var new = old.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
    for name in ["X", "Y"] where Bool.random(using: &generator) {
      new.insert((name, []), at: Int.random(in: 0...new.count, using: &generator))
    }
    if new.count > 1, Bool.random(using: &generator) {
      let from = Int.random(in: 0..<new.count, using: &generator)
      let section = new.remove(at: from)
      new.insert(section, at: Int.random(in: 0...new.count, using: &generator))
    }
    guard !new.isEmpty else { return [] }
    for index in new.indices {
      new[index].items.removeAll { _ in Int.random(in: 0..<5, using: &generator) == 0 }
    }
    for extra in 0..<Int.random(in: 0...4, using: &generator) {
      let section = Int.random(in: 0..<new.count, using: &generator)
      new[section].items.insert(
        "n\(extra)", at: Int.random(in: 0...new[section].items.count, using: &generator))
    }
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let from = Int.random(in: 0..<new.count, using: &generator)
      guard !new[from].items.isEmpty else { continue }
      let item = new[from].items.remove(
        at: Int.random(in: 0..<new[from].items.count, using: &generator))
      let to = Int.random(in: 0..<new.count, using: &generator)
      new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &generator))
    }
    return new
  }

  @Test("Edited random pairs pass the round trip and the table, with random reloads")
  func editedPairs() {
    for index in 0..<3_000 {
      let seed = 0x5EC7_0000 + UInt64(index)
      var generator = SplitMix64(seed: seed)
      let old = randomSections(itemPool: 30, using: &generator)
      let new = edited(old, using: &generator)
      let newItems = new.flatMap(\.items)
      let reloading = Set(newItems.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 })
      let reloadingSections = Set(new.map(\.section).filter { _ in Bool.random(using: &generator) })
      let changeset = SectionedChangeset(
        from: old, to: new, reloadingItems: reloading, reloadingSections: reloadingSections)
      SectionedChangesetChecks(old: old, new: new).verify(
        changeset,
        "seed \(seed): \(SectionedChangesetChecks.flat(old)) → "
          + "\(SectionedChangesetChecks.flat(new))")
    }
  }

  @Test("Unrelated random pairs pass the round trip and the table")
  func unrelatedPairs() {
    for index in 0..<2_000 {
      let seed = 0x0DD5_0000 + UInt64(index)
      var generator = SplitMix64(seed: seed)
      let old = randomSections(itemPool: 12, using: &generator)
      let new = randomSections(itemPool: 12, using: &generator)
      SectionedChangesetChecks(old: old, new: new).verify(
        SectionedChangeset(from: old, to: new),
        "seed \(seed): \(SectionedChangesetChecks.flat(old)) → "
          + "\(SectionedChangesetChecks.flat(new))")
    }
  }
}
