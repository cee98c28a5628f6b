import Diffing

/// Sections named by strings, each with string items, as the sectioned diff tests use them.
package typealias Sections = [ItemSection<String, String>]

/// One pair of sectioned lists to diff, with the items and sections to reload.
package struct SectionedCase: Sendable, CustomStringConvertible {
  /// What the case is about, or its seed.
  package let name: String
  /// The sections before, written as `"A: a b"` lines.
  package let oldLines: [String]
  /// The sections after.
  package let newLines: [String]
  package var reloadingItems: Set<String> = []
  package var reloadingSections: Set<String> = []

  package init(name: String, old: [String], new: [String]) {
    self.name = name
    oldLines = old
    newLines = new
  }

  package var old: Sections { SectionedCases.sections(oldLines) }
  package var new: Sections { SectionedCases.sections(newLines) }

  /// The name and both lists, printed when a check fails.
  package var description: String { "\(name): \(oldLines) → \(newLines)" }
}

/// The sectioned pairs that both the diff's own tests (round trip) and the table's tests (every
/// stage accepted by a table) run.
package enum SectionedCases {
  /// Sections written as `"A: a b"`, one string per section.
  package static func sections(_ lines: [String]) -> Sections {
    lines.map { line in
      let parts = line.split(separator: ":", maxSplits: 1)
      let items = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
      return ItemSection(section: String(parts[0]), items: items)
    }
  }

  /// Sections as comparable strings: `A: a b`.
  package static func flat(_ sections: Sections) -> [String] {
    sections.map { "\($0.section): " + $0.items.joined(separator: " ") }
  }

  /// The hand-picked cases.
  package static let handPicked: [SectionedCase] = [
    SectionedCase(name: "empty", old: [], new: []),
    SectionedCase(name: "all new", old: [], new: ["A: a b", "B: c"]),
    SectionedCase(name: "all deleted", old: ["A: a b", "B: c"], new: []),
    SectionedCase(name: "same", old: ["A: a b", "B: c"], new: ["A: a b", "B: c"]),
    SectionedCase(name: "reversed rows", old: ["A: a b c d"], new: ["A: d c b a"]),
    SectionedCase(
      name: "reversed sections", old: ["A: a", "B: b", "C: c"], new: ["C: c", "B: b", "A: a"]),
    SectionedCase(
      name: "moves across sections", old: ["A: a b c", "B: d e"], new: ["A: e c", "B: a d b"]),
    SectionedCase(
      name: "section moves with item changes", old: ["A: a b", "B: c d", "C: e"],
      new: ["C: e x", "A: b", "B: d a c"]),
    SectionedCase(name: "items into a new section", old: ["A: a b c"], new: ["A: a", "N: c b"]),
    SectionedCase(
      name: "items out of a deleted section", old: ["A: a b", "D: c d"], new: ["A: d a b c"]),
    SectionedCase(
      name: "out of a deleted section into a new one", old: ["D: a b", "K: c"],
      new: ["N: b a", "K: c"]),
    SectionedCase(name: "empty sections", old: ["A:", "B: a"], new: ["B:", "A: a", "C:"]),
    SectionedCase(
      name: "last row of a section moves out", old: ["A: a", "B: b"], new: ["A:", "B: b a"]),
  ]

  /// A random pair where the new sections are the old ones edited, with random reloads.
  ///
  /// - Parameter index: Which pair; the seed is derived from it and named in the case.
  package static func edited(_ index: Int) -> SectionedCase {
    let seed = 0x5EC7_0000 + UInt64(index)
    var generator = SplitMix64(seed: seed)
    let old = randomSections(itemPool: 30, using: &generator)
    let new = edited(old, using: &generator)
    var pair = SectionedCase(name: "seed \(seed)", old: flat(old), new: flat(new))
    pair.reloadingItems = Set(
      new.flatMap(\.items).filter { _ in Int.random(in: 0..<6, using: &generator) == 0 })
    pair.reloadingSections = Set(new.map(\.section).filter { _ in Bool.random(using: &generator) })
    return pair
  }

  /// A random pair of unrelated sections over a small pool of items.
  ///
  /// - Parameter index: Which pair; the seed is derived from it and named in the case.
  package static func unrelated(_ index: Int) -> SectionedCase {
    let seed = 0x0DD5_0000 + UInt64(index)
    var generator = SplitMix64(seed: seed)
    let old = randomSections(itemPool: 12, using: &generator)
    let new = randomSections(itemPool: 12, using: &generator)
    return SectionedCase(name: "seed \(seed)", old: flat(old), new: flat(new))
  }

  /// Random sections with unique identifiers: up to 6 sections named from 8 letters, holding
  /// distinct items drawn from `itemPool`.
  private static func randomSections(
    itemPool: Int, using generator: inout SplitMix64
  ) -> Sections {
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"].shuffled(using: &generator)
    let sectionCount = Int.random(in: 0...6, using: &generator)
    var items = (0..<itemPool).map { "i\($0)" }.shuffled(using: &generator)
    items.removeLast(Int.random(in: 0...itemPool, using: &generator))
    var sections: Sections = names.prefix(sectionCount).map {
      ItemSection(section: $0, items: [])
    }
    guard !sections.isEmpty else { return [] }
    for item in items {
      sections[Int.random(in: 0..<sections.count, using: &generator)].items.append(item)
    }
    return sections
  }

  /// `old` edited: sections dropped, added and reordered; items dropped, added and moved within
  /// and across sections.
  private static func edited(_ old: Sections, using generator: inout SplitMix64) -> Sections {
    var new = old.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
    for name in ["X", "Y"] where Bool.random(using: &generator) {
      new.insert(
        ItemSection(section: name, items: []), at: Int.random(in: 0...new.count, using: &generator))
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
}
