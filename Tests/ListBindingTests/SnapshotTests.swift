import DiffingTestSupport
import ListBinding
import Testing

@Suite("Snapshot")
struct SnapshotTests {
  /// A snapshot from sections written as `"A: a b"`.
  static func make(_ lines: [String]) throws -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    for entry in SectionedCases.sections(lines) {
      try snapshot.appendSections([entry.section])
      try snapshot.appendItems(entry.items, toSection: entry.section)
    }
    return snapshot
  }

  /// The snapshot written back as `"A: a b"` lines, every lookup checked against it.
  static func lines(_ snapshot: Snapshot<String, String>) throws -> [String] {
    var offset = 0
    var lines: [String] = []
    for (index, section) in snapshot.sectionIdentifiers.enumerated() {
      #expect(snapshot.indexOfSection(section) == index)
      let items = try snapshot.itemIdentifiers(inSection: section)
      #expect(try snapshot.numberOfItems(inSection: section) == items.count)
      for item in items {
        #expect(snapshot.indexOfItem(item) == offset)
        #expect(snapshot.sectionIdentifier(containingItem: item) == section)
        offset += 1
      }
      lines.append("\(section): " + items.joined(separator: " "))
    }
    #expect(snapshot.numberOfItems == offset)
    #expect(snapshot.numberOfSections == lines.count)
    #expect(snapshot.itemIdentifiers.count == offset)
    return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
  }

  @Test("A new snapshot is empty")
  func empty() throws {
    let snapshot = Snapshot<String, String>()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem("a") == nil)
    #expect(snapshot.indexOfSection("A") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: "a") == nil)
  }

  @Test("Appending items without a section appends to the last one")
  func appendToLast() throws {
    var snapshot = try Self.make(["A: a", "B: b"])
    try snapshot.appendItems(["c", "d"])
    #expect(try Self.lines(snapshot) == ["A: a", "B: b c d"])
  }

  @Test("Sections insert before and after others, move, and delete with their items")
  func sections() throws {
    var snapshot = try Self.make(["A: a", "B: b", "C: c"])
    try snapshot.insertSections(["X"], beforeSection: "B")
    try snapshot.insertSections(["Y", "Z"], afterSection: "C")
    #expect(try Self.lines(snapshot) == ["A: a", "X:", "B: b", "C: c", "Y:", "Z:"])
    try snapshot.moveSection("A", afterSection: "C")
    #expect(try Self.lines(snapshot) == ["X:", "B: b", "C: c", "A: a", "Y:", "Z:"])
    try snapshot.moveSection("Z", beforeSection: "X")
    #expect(try Self.lines(snapshot) == ["Z:", "X:", "B: b", "C: c", "A: a", "Y:"])
    try snapshot.deleteSections(["B", "Y"])
    #expect(try Self.lines(snapshot) == ["Z:", "X:", "C: c", "A: a"])
    #expect(snapshot.indexOfItem("b") == nil)
  }

  @Test("Items insert before and after others, move within and across sections, and delete")
  func items() throws {
    var snapshot = try Self.make(["A: a b", "B: c"])
    try snapshot.insertItems(["x"], beforeItem: "a")
    try snapshot.insertItems(["y", "z"], afterItem: "c")
    #expect(try Self.lines(snapshot) == ["A: x a b", "B: c y z"])
    try snapshot.moveItem("x", afterItem: "b")
    try snapshot.moveItem("z", beforeItem: "c")
    try snapshot.moveItem("a", afterItem: "y")
    #expect(try Self.lines(snapshot) == ["A: b x", "B: z c y a"])
    try snapshot.deleteItems(["b", "c", "a"])
    #expect(try Self.lines(snapshot) == ["A: x", "B: z y"])
  }

  @Test("Delete all items removes the sections too, as in UIKit")
  func deleteAll() throws {
    var snapshot = try Self.make(["A: a", "B: b"])
    try snapshot.reloadItems(["a"])
    snapshot.deleteAllItems()
    #expect(snapshot == Snapshot())
  }

  @Test("Reload and reconfigure marks are kept until their identifiers leave")
  func marks() throws {
    var snapshot = try Self.make(["A: a b", "B: c"])
    try snapshot.reloadItems(["a"])
    try snapshot.reconfigureItems(["b", "c"])
    try snapshot.reloadSections(["B"])
    #expect(snapshot.reloadedItemIdentifiers == ["a"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b", "c"])
    #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    try snapshot.deleteItems(["a", "b"])
    try snapshot.deleteSections(["B"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test("Random mutations agree with a plain model", arguments: 0..<4)
  func randomMutations(seedOffset: Int) throws {
    let seed = 0x5A_0000 + UInt64(seedOffset)
    var generator = SplitMix64(seed: seed)
    var snapshot = Snapshot<String, String>()
    var model: [(section: String, items: [String])] = []
    var nextItem = 0
    for step in 0..<400 {
      let operation = Int.random(in: 0..<6, using: &generator)
      let allItems = model.flatMap(\.items)
      switch operation {
      case 0 where model.count < 6:
        let name = "S\(step)"
        try snapshot.appendSections([name])
        model.append((name, []))
      case 1 where !model.isEmpty:
        let section = Int.random(in: 0..<model.count, using: &generator)
        let items = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
          nextItem += 1
          return "i\(nextItem)"
        }
        try snapshot.appendItems(items, toSection: model[section].section)
        model[section].items += items
      case 2 where !allItems.isEmpty:
        let item = allItems[Int.random(in: 0..<allItems.count, using: &generator)]
        try snapshot.deleteItems([item])
        for index in model.indices { model[index].items.removeAll { $0 == item } }
      case 3 where allItems.count > 1:
        let item = allItems[Int.random(in: 0..<allItems.count, using: &generator)]
        let target = allItems[Int.random(in: 0..<allItems.count, using: &generator)]
        guard item != target else { continue }
        try snapshot.moveItem(item, beforeItem: target)
        for index in model.indices { model[index].items.removeAll { $0 == item } }
        for index in model.indices {
          if let row = model[index].items.firstIndex(of: target) {
            model[index].items.insert(item, at: row)
          }
        }
      case 4 where model.count > 1:
        let from = Int.random(in: 0..<model.count, using: &generator)
        let to = Int.random(in: 0..<model.count, using: &generator)
        guard from != to else { continue }
        let target = model[to].section
        try snapshot.moveSection(model[from].section, afterSection: target)
        let moved = model.remove(at: from)
        let targetIndex = model.firstIndex { $0.section == target } ?? 0
        model.insert(moved, at: targetIndex + 1)
      case 5 where model.count > 3:
        let index = Int.random(in: 0..<model.count, using: &generator)
        try snapshot.deleteSections([model[index].section])
        model.remove(at: index)
      default:
        continue
      }
      let expected = model.map { "\($0.section): " + $0.items.joined(separator: " ") }
        .map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
      #expect(try Self.lines(snapshot) == expected, "seed \(seed), step \(step)")
    }
  }
}
