import Foundation

extension SectionedChangeset {
  /// Replays every stage on `old` as UIKit replays batch updates, and returns the result.
  ///
  /// Inserted sections and rows are read from `new` at their positions after their stage, which
  /// are their final positions (see ``SectionedChangeset``); everything else comes from `old`.
  /// So, for the lists the changeset was computed from, the result equals `new` exactly when the
  /// stages are right: this is the round-trip check the tests run on every sectioned diff.
  ///
  /// - Parameters:
  ///   - old: The sections the changeset starts from.
  ///   - new: The sections that supply inserted sections and rows.
  /// - Returns: The sections after the last stage, or `nil` when a stage does not fit: an index
  ///   out of range or used twice, or rows that do not add up.
  /// - Complexity: O(*t* (*n* + *s*) + *c* log *c*), where *t* is the number of stages, *n* the
  ///   number of items, *s* the number of sections and *c* the number of changes.
  public func applied<Section, Item>(
    to old: [ItemSection<Section, Item>],
    using new: [ItemSection<Section, Item>]
  ) -> [ItemSection<Section, Item>]? {
    // The replay works on tuples, as the package's integer replay does; the sections are
    // converted once each way, not at every stage.
    let new = new.map(\.pair)
    var current = old.map(\.pair)
    for stage in stages {
      guard let next = stage.replayed(current, using: new) else { return nil }
      current = next
    }
    return current.map(ItemSection.init(pair:))
  }
}

extension SectionedChangeset.Stage {
  /// Replays this stage on `current`, reading inserted sections and rows from `new` at their
  /// positions after the stage; `nil` when the stage does not fit `current`.
  ///
  /// As in UIKit: deletes, reloads and move sources are read before the stage, inserts and move
  /// destinations after it; sections and rows that stay keep their relative order and fill the
  /// free places. Rows inserted into an inserted section come with it.
  ///
  /// ```swift
  /// let old = [ItemSection(section: "A", items: ["a", "b"])]
  /// let new = [ItemSection(section: "A", items: ["b"]), ItemSection(section: "B", items: ["c"])]
  /// let changeset = SectionedChangeset(from: old, to: new)
  /// let removals = changeset.stages[0].applied(to: old, using: new)
  /// print(removals?.map(\.items) ?? [])  // [["b"]]
  /// ```
  ///
  /// - Parameters:
  ///   - current: The sections before the stage: for the first stage, the old list; for a later
  ///     one, what the stage before gave.
  ///   - new: The sections the changeset was computed to, which supply inserted sections and
  ///     rows.
  /// - Returns: The sections after the stage, or `nil` when the stage does not fit `current`:
  ///   an index out of range or used twice, or rows that do not add up.
  /// - Complexity: O(*n* + *s* + *c* log *c*), where *n* is the number of items, *s* the number
  ///   of sections and *c* the number of changes.
  public func applied<Section, Item>(
    to current: [ItemSection<Section, Item>],
    using new: [ItemSection<Section, Item>]
  ) -> [ItemSection<Section, Item>]? {
    replayed(current.map(\.pair), using: new.map(\.pair))?.map(ItemSection.init(pair:))
  }

  /// ``applied(to:using:)`` on tuples: the replay itself, which the public entry points and the
  /// package's integer replay share.
  ///
  /// - Complexity: O(*n* + *s* + *c* log *c*), where *n* is the number of items, *s* the number
  ///   of sections and *c* the number of changes.
  func replayed<Section, Item>(
    _ current: [(section: Section, items: [Item])],
    using new: [(section: Section, items: [Item])]
  ) -> [(section: Section, items: [Item])]? {
    guard let origins = sectionOrigins(oldCount: current.count),
      let removedRows = removedRows(in: current)
    else { return nil }
    for path in rowReloads {
      guard current.indices.contains(path.section),
        current[path.section].items.indices.contains(path.row)
      else { return nil }
    }
    guard sectionReloads.allSatisfy(current.indices.contains) else { return nil }
    // Rows placed in each section after the stage: inserted ones from `new`, moved ones from
    // `current`. Arrays by section rather than dictionaries: a replay of 100,000 rows places
    // tens of thousands.
    var placed = [[(row: Int, item: Item)]](repeating: [], count: origins.count)
    for path in rowInsertions {
      guard origins.indices.contains(path.section) else { return nil }
      if origins[path.section] == Self.insertedSection { continue }
      guard new.indices.contains(path.section), new[path.section].items.indices.contains(path.row)
      else { return nil }
      placed[path.section].append((path.row, new[path.section].items[path.row]))
    }
    for move in rowMoves {
      guard origins.indices.contains(move.destination.section),
        origins[move.destination.section] != Self.insertedSection
      else { return nil }
      // `removedRows(in:)` checked the source.
      let item = current[move.source.section].items[move.source.row]
      placed[move.destination.section].append((move.destination.row, item))
    }
    var result: [(section: Section, items: [Item])] = []
    result.reserveCapacity(origins.count)
    for (index, origin) in origins.enumerated() {
      if origin == Self.insertedSection {
        guard new.indices.contains(index) else { return nil }
        result.append(new[index])
        continue
      }
      let removed = removedRows[origin]
      guard !removed.isEmpty || !placed[index].isEmpty else {
        result.append(current[origin])
        continue
      }
      guard
        let items = Self.merge(current[origin].items, removing: removed, placing: placed[index])
      else { return nil }
      result.append((current[origin].section, items))
    }
    return result
  }

  /// Marks a section inserted by the stage among the origins.
  private static let insertedSection = ReplayOrigins.inserted

  /// For each section after the stage, its index before it or `insertedSection`; `nil` when
  /// the section changes do not fit `oldCount` sections.
  private func sectionOrigins(oldCount: Int) -> [Int]? {
    ReplayOrigins.origins(
      oldCount: oldCount, deletions: sectionDeletions, insertions: sectionInsertions,
      moves: sectionMoves.map { ($0.source, $0.destination) })
  }

  /// The rows that leave each section before the stage, deleted or moved away, ascending by
  /// section. Rows deleted in a deleted section go with it; `nil` when a row is out of range,
  /// named twice, or moved out of a deleted section.
  ///
  /// - Complexity: O(*s* + *k* log *k*), where *s* is the number of sections and *k* the
  ///   number of rows removed.
  private func removedRows<Section, Item>(
    in current: [(section: Section, items: [Item])]
  ) -> [[Int]]? {
    var deleted = [Bool](repeating: false, count: current.count)
    for section in sectionDeletions where current.indices.contains(section) {
      deleted[section] = true
    }
    var removed = [[Int]](repeating: [], count: current.count)
    for path in rowDeletions {
      if current.indices.contains(path.section), deleted[path.section] { continue }
      guard current.indices.contains(path.section),
        current[path.section].items.indices.contains(path.row)
      else { return nil }
      removed[path.section].append(path.row)
    }
    for move in rowMoves {
      let path = move.source
      guard current.indices.contains(path.section), !deleted[path.section],
        current[path.section].items.indices.contains(path.row)
      else { return nil }
      removed[path.section].append(path.row)
    }
    for section in removed.indices where removed[section].count > 1 {
      removed[section].sort()
      for index in 1..<removed[section].count
      where removed[section][index] == removed[section][index - 1] {
        return nil
      }
    }
    return removed
  }

  /// The rows of a section after the stage: `rows` but the `removed` ones (sorted) in order in
  /// the free rows, and `placed` at theirs; `nil` when a placed row is out of range or taken
  /// twice.
  ///
  /// - Complexity: O(*r* + *k* log *k*), where *r* is the number of rows and *k* the number of
  ///   rows removed and placed.
  private static func merge<Item>(
    _ rows: [Item], removing removed: [Int], placing placed: [(row: Int, item: Item)]
  ) -> [Item]? {
    let placed = placed.sorted { $0.row < $1.row }
    let count = rows.count - removed.count + placed.count
    var items: [Item] = []
    items.reserveCapacity(count)
    var nextPlaced = 0
    var nextRemoved = 0
    var source = 0
    for row in 0..<count {
      if nextPlaced < placed.count, placed[nextPlaced].row == row {
        items.append(placed[nextPlaced].item)
        nextPlaced += 1
        continue
      }
      while nextRemoved < removed.count, removed[nextRemoved] == source {
        nextRemoved += 1
        source += 1
      }
      guard source < rows.count else { return nil }
      items.append(rows[source])
      source += 1
    }
    return nextPlaced == placed.count ? items : nil
  }
}

extension ItemSection {
  /// The section as the tuple the replay works on.
  fileprivate var pair: (section: Section, items: [Item]) { (section, items) }

  /// The section of a tuple the replay gave.
  fileprivate init(pair: (section: Section, items: [Item])) {
    self.init(section: pair.section, items: pair.items)
  }
}
