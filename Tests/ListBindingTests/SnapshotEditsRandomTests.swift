import DiffingTestSupport
import ListBinding
import Testing

/// Single-item edits, thousands of them, against a plain array model: after every edit every
/// lookup of the snapshot agrees with the model.
@Suite("Snapshot edits on a model")
struct SnapshotEditsRandomTests {
  /// The model: sections in order, each with its items in order.
  struct Model {
    var sections: [(section: Int, items: [Int])] = []

    var allItems: [Int] { sections.flatMap(\.items) }

    /// The section index and row of an item.
    func place(of item: Int) -> (section: Int, row: Int)? {
      for (index, entry) in sections.enumerated() {
        if let row = entry.items.firstIndex(of: item) { return (index, row) }
      }
      return nil
    }

    mutating func remove(_ item: Int) {
      guard let place = place(of: item) else { return }
      sections[place.section].items.remove(at: place.row)
    }

    mutating func insert(_ items: [Int], nextTo anchor: Int, after: Bool) {
      guard let place = place(of: anchor) else { return }
      sections[place.section].items.insert(contentsOf: items, at: place.row + (after ? 1 : 0))
    }
  }

  /// Checks every lookup of `snapshot` against `model`.
  static func check(
    _ snapshot: Snapshot<Int, Int>, against model: Model, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(snapshot.sectionIdentifiers == model.sections.map(\.section), comment)
    #expect(snapshot.numberOfSections == model.sections.count, comment)
    #expect(snapshot.itemIdentifiers == model.allItems, comment)
    #expect(snapshot.numberOfItems == model.allItems.count, comment)
    var offset = 0
    for (index, entry) in model.sections.enumerated() {
      #expect(snapshot.indexOfSection(entry.section) == index, comment)
      #expect(try snapshot.numberOfItems(inSection: entry.section) == entry.items.count, comment)
      #expect(try snapshot.itemIdentifiers(inSection: entry.section) == entry.items, comment)
      for item in entry.items {
        guard snapshot.indexOfItem(item) == offset,
          snapshot.sectionIdentifier(containingItem: item) == entry.section
        else {
          Issue.record("item \(item) misplaced; \(comment)", sourceLocation: sourceLocation)
          return
        }
        offset += 1
      }
    }
  }

  @Test(
    "6,000 mixed single-item edits agree with an array model after every step", arguments: 0..<2)
  func singleItemEdits(seedOffset: Int) throws {
    let seed = 0x5E_0009_0000 + UInt64(seedOffset)
    var generator = SplitMix64(seed: seed)
    var snapshot = Snapshot<Int, Int>()
    var model = Model()
    var nextItem = 0
    func newItems(_ count: Int) -> [Int] {
      defer { nextItem += count }
      return Array(nextItem..<nextItem + count)
    }
    for section in 0..<4 {
      try snapshot.appendSections([section])
      model.sections.append((section, []))
      let items = newItems(60)
      try snapshot.appendItems(items, toSection: section)
      model.sections[section].items = items
    }
    var nextSection = 4
    for step in 0..<6_000 {
      let comment: Comment = "seed \(seed), step \(step)"
      let all = model.allItems
      func randomItem() -> Int? { all.randomElement(using: &generator) }
      let roll = Int.random(in: 0..<100, using: &generator)
      switch roll {
      case 0..<22:
        // Delete one item.
        guard let item = randomItem() else { continue }
        try snapshot.deleteItems([item])
        model.remove(item)
      case 22..<44:
        // Insert one new item before or after another.
        guard let anchor = randomItem() else { continue }
        let after = Bool.random(using: &generator)
        let item = newItems(1)
        if after {
          try snapshot.insertItems(item, afterItem: anchor)
        } else {
          try snapshot.insertItems(item, beforeItem: anchor)
        }
        model.insert(item, nextTo: anchor, after: after)
      case 44..<70:
        // Move one item before or after another, within or across sections.
        guard let item = randomItem(), let target = randomItem(), item != target else {
          continue
        }
        let after = Bool.random(using: &generator)
        if after {
          try snapshot.moveItem(item, afterItem: target)
        } else {
          try snapshot.moveItem(item, beforeItem: target)
        }
        model.remove(item)
        model.insert([item], nextTo: target, after: after)
      case 70..<78:
        // Append one item to a section.
        guard let entry = model.sections.indices.randomElement(using: &generator) else {
          continue
        }
        let item = newItems(1)
        try snapshot.appendItems(item, toSection: model.sections[entry].section)
        model.sections[entry].items += item
      case 78..<84:
        // Insert a few items at once.
        guard let anchor = randomItem() else { continue }
        let items = newItems(Int.random(in: 2...6, using: &generator))
        try snapshot.insertItems(items, afterItem: anchor)
        model.insert(items, nextTo: anchor, after: true)
      case 84..<89:
        // Delete many items of one section at once: the section is rebuilt.
        guard let entry = model.sections.indices.randomElement(using: &generator) else {
          continue
        }
        let items = model.sections[entry].items
        let doomed = items.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
        try snapshot.deleteItems(doomed.shuffled(using: &generator))
        model.sections[entry].items.removeAll { doomed.contains($0) }
      case 89..<92:
        // Delete a few items from anywhere at once.
        let doomed = Array(all.shuffled(using: &generator).prefix(4))
        try snapshot.deleteItems(doomed)
        for item in doomed { model.remove(item) }
      case 92..<94:
        // A new section after a random one, with items.
        guard let entry = model.sections.indices.randomElement(using: &generator) else {
          continue
        }
        let section = nextSection
        nextSection += 1
        try snapshot.insertSections([section], afterSection: model.sections[entry].section)
        let items = newItems(Int.random(in: 0...30, using: &generator))
        try snapshot.appendItems(items, toSection: section)
        model.sections.insert((section, items), at: entry + 1)
      case 94..<96 where model.sections.count > 2:
        // Delete a section with its items.
        let entry = Int.random(in: 0..<model.sections.count, using: &generator)
        try snapshot.deleteSections([model.sections[entry].section])
        model.sections.remove(at: entry)
      case 96..<98 where model.sections.count > 1:
        // Move a section before another.
        let from = Int.random(in: 0..<model.sections.count, using: &generator)
        let to = Int.random(in: 0..<model.sections.count, using: &generator)
        guard from != to else { continue }
        let target = model.sections[to].section
        try snapshot.moveSection(model.sections[from].section, beforeSection: target)
        let moved = model.sections.remove(at: from)
        model.sections.insert(moved, at: model.sections.firstIndex { $0.section == target } ?? 0)
      default:
        // An edit that fails changes nothing.
        let before = snapshot
        #expect(throws: SnapshotError.self, comment) { try snapshot.deleteItems([-1]) }
        if let item = randomItem() {
          #expect(throws: SnapshotError.self, comment) {
            try snapshot.insertItems([item], afterItem: item)
          }
          #expect(throws: SnapshotError.self, comment) {
            try snapshot.moveItem(item, afterItem: item)
          }
        }
        #expect(snapshot == before, comment)
      }
      try Self.check(snapshot, against: model, comment)
    }
  }

  @Test("Snapshots with the same content are equal however they were built")
  func equalityIgnoresHistory() throws {
    var built = Snapshot<Int, Int>()
    try built.appendSections([0, 1])
    try built.appendItems(Array(0..<50), toSection: 0)
    try built.appendItems([99], toSection: 1)
    var edited = Snapshot<Int, Int>()
    try edited.appendSections([1])
    try edited.insertSections([0], beforeSection: 1)
    try edited.appendItems([99, 49], toSection: 1)
    try edited.moveItem(49, beforeItem: 99)
    try edited.appendItems([1_000], toSection: 0)
    try edited.moveItem(49, afterItem: 1_000)
    try edited.deleteItems([1_000])
    for item in (0..<49).reversed() { try edited.insertItems([item], beforeItem: item + 1) }
    #expect(edited == built)
    try edited.moveItem(1, afterItem: 2)
    #expect(edited != built)
  }
}
