import Foundation
import ListBinding
import Testing

/// Attacks on Diffing: elements not equal to themselves, repeats, empty and large collections,
/// changesets applied to collections they were not computed from.
@Suite("Hostile input: Diffing")
struct DiffingHostileTests {
  @Test("Elements not equal to themselves diff without a trap, and the result is checked")
  func notReflexive() {
    let old: [Double] = [.nan, 1, .nan, 2]
    let new: [Double] = [2, .nan, 1]
    let changeset = Changeset(from: old, to: new)
    if let applied = changeset.applied(to: old, using: new) {
      #expect(applied.count == new.count)
    }
    let byBits = Changeset(from: old, to: new, identifiedBy: \.bitPattern)
    let applied = byBits.applied(to: old, using: new)
    #expect(applied?.map(\.bitPattern) == new.map(\.bitPattern))
  }

  @Test("Repeated elements and identities diff to a changeset that round-trips")
  func repeats() {
    let old = Array(repeating: "x", count: 500) + ["y"]
    let new = ["y"] + Array(repeating: "x", count: 300)
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.applied(to: old, using: new) == new)
    let sameIdentity = Changeset(from: old, to: new, identifiedBy: { _ in 0 }, contentEquals: ==)
    #expect(sameIdentity.applied(to: old, using: new) == new)
  }

  @Test("A changeset applied to collections it was not computed from gives nil, not a trap")
  func wrongCollections() {
    let changeset = Changeset(from: Array(0..<10), to: [9, 8, 20, 1])
    for (old, new) in [
      ([], []), ([1], [2]), (Array(0..<3), Array(0..<3)), (Array(0..<100), [1]),
      (Array(0..<10), Array(0..<10)),
    ] as [([Int], [Int])] {
      if let applied = changeset.applied(to: old, using: new) {
        #expect(applied.count == new.count)
      }
    }
    #expect(Changeset(from: [Int](), to: []).isEmpty)
    #expect(Changeset(from: [Int](), to: []).applied(to: [1], using: [1]) == [1])
  }

  @Test("Sectioned changesets with repeated sections and items are unspecified but never trap")
  func sectionedRepeats() {
    let old = [
      ItemSection(section: "s", items: ["a", "a", "b"]), ItemSection(section: "s", items: ["b"]),
    ]
    let new = [
      ItemSection(section: "t", items: ["b", "a"]), ItemSection(section: "s", items: ["a", "a"]),
    ]
    let changeset = SectionedChangeset(
      from: old, to: new, reloadingItems: ["a", "zzz"], reloadingSections: ["nowhere"])
    _ = changeset.applied(to: old, using: new)
    _ = changeset.applied(to: [ItemSection<String, String>](), using: [])
    _ = changeset.applied(to: new, using: old)
    for stage in changeset.stages {
      _ = stage.applied(to: [ItemSection<String, String>](), using: new)
    }
    #expect(!changeset.description.isEmpty)
  }

  @Test("A sectioned changeset of unique identifiers round-trips, with hostile identifiers")
  func sectionedHostileIdentifiers() {
    let old = [ItemSection(section: "\u{1B}[2J", items: hostileStrings)]
    let new = [
      ItemSection(section: "\u{9B}", items: Array(hostileStrings.reversed().dropFirst(2))),
      ItemSection(section: "\u{1B}[2J", items: ["x"]),
    ]
    let changeset = SectionedChangeset(from: old, to: new)
    let applied = changeset.applied(to: old, using: new)
    #expect(applied?.map(\.section) == new.map(\.section))
    #expect(applied?.map(\.items) == new.map(\.items))
  }

  @Test("Index paths of the wrong length compare and hash without a trap")
  func indexPaths() {
    let paths = Set(hostileIndexPaths)
    #expect(paths.count == hostileIndexPaths.count)
    #expect(IndexPath(row: Int.min, section: Int.max).row == Int.min)
    #expect(IndexPath(item: -1, section: -1) == IndexPath(row: -1, section: -1))
  }
}
