import DiffingTestSupport
import ListBinding
import Testing

/// Items whose hashes collide: a snapshot tells them apart by comparing them, in its lookups,
/// its edits and the diff of an apply, which first guesses an item's match by its hash alone.
@MainActor
@Suite("Snapshots of items whose hashes collide")
struct SnapshotCollisionTests {
  /// An item that hashes like every fourth other one.
  struct Colliding: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    func hash(into hasher: inout Hasher) { hasher.combine(id % 4) }
    var description: String { "c\(id)" }
  }

  /// The sections of a snapshot, as the sectioned diff takes them.
  static func sections(_ snapshot: Snapshot<Int, Colliding>) throws
    -> [ItemSection<Int, Colliding>]
  {
    try snapshot.sectionIdentifiers.map {
      ItemSection(section: $0, items: try snapshot.itemIdentifiers(inSection: $0))
    }
  }

  @Test("Edits and lookups tell colliding items apart")
  func edits() throws {
    var generator = SplitMix64(seed: 0xC011_1DE5)
    var snapshot = Snapshot<Int, Colliding>()
    var model: [Colliding] = []
    try snapshot.appendSections([0])
    for step in 0..<800 {
      let roll = Int.random(in: 0..<3, using: &generator)
      if roll == 0 || model.count < 2 {
        let item = Colliding(id: step)
        if let anchor = model.randomElement(using: &generator) {
          try snapshot.insertItems([item], beforeItem: anchor)
          model.insert(item, at: model.firstIndex(of: anchor) ?? 0)
        } else {
          try snapshot.appendItems([item])
          model.append(item)
        }
      } else if roll == 1 {
        let item = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
        try snapshot.deleteItems([item])
      } else {
        let item = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
        let target = model[Int.random(in: 0..<model.count, using: &generator)]
        try snapshot.moveItem(item, afterItem: target)
        model.insert(item, at: (model.firstIndex(of: target) ?? 0) + 1)
      }
      #expect(snapshot.itemIdentifiers == model, "step \(step)")
      for (index, item) in model.enumerated() where snapshot.indexOfItem(item) != index {
        Issue.record("item \(item) misplaced at step \(step)")
        return
      }
      #expect(snapshot.indexOfItem(Colliding(id: -1)) == nil)
    }
  }

  @Test("Applying a snapshot of colliding items stages the difference exactly")
  func apply() throws {
    for run in 0..<20 {
      let seed = 0xC011_0000 + UInt64(run)
      var generator = SplitMix64(seed: seed)
      let tableView = try TableView(style: .plain, viewportHeight: 6)
      let dataSource = DiffableDataSource<Int, Colliding>(
        tableView: tableView, cellType: CollidingCell.self)
      var old = Snapshot<Int, Colliding>()
      try old.appendSections([0, 1, 2])
      for id in 0..<60 { try old.appendItems([Colliding(id: id)], toSection: id % 3) }
      try dataSource.apply(old)
      // Edited from the old one, or built afresh from some of its items and new ones.
      var new = old
      if run % 2 == 0 {
        for _ in 0..<15 {
          let items = new.itemIdentifiers
          guard let item = items.randomElement(using: &generator),
            let target = items.randomElement(using: &generator), item != target
          else { continue }
          try new.moveItem(item, beforeItem: target)
        }
        try new.deleteItems(Array(new.itemIdentifiers.shuffled(using: &generator).prefix(10)))
      } else {
        new = Snapshot()
        try new.appendSections([2, 0, 3])
        let items = (old.itemIdentifiers + (60..<80).map(Colliding.init))
          .shuffled(using: &generator).prefix(50)
        for item in items { try new.appendItems([item], toSection: [2, 0, 3][item.id % 3]) }
      }
      try dataSource.apply(new)
      let context = Comment(rawValue: "seed \(seed)")
      // The same stages as the diff of the plain lists, which finds items by dictionary.
      #expect(
        dataSource.lastChangeset
          == SectionedChangeset(from: try Self.sections(old), to: try Self.sections(new)),
        context)
      let replayed = dataSource.lastChangeset.applied(
        to: try Self.sections(old), using: try Self.sections(new))
      #expect(replayed.map { $0.map(\.items) } == (try Self.sections(new)).map(\.items), context)
      let counts = try (0..<tableView.numberOfSections).map {
        try tableView.numberOfRows(inSection: $0)
      }
      #expect(counts == (try Self.sections(new)).map(\.items.count), context)
    }
  }

  /// A cell that shows a colliding item.
  final class CollidingCell: TableViewCell, Bindable {
    func bind(to item: Colliding) {
      textLabel?.text = item.description
    }
  }
}
