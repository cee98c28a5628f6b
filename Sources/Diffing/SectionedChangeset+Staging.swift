import Foundation

extension SectionedChangeset {
  /// The staged changes from `old` to `new`, sections and items named by unique identifiers.
  ///
  /// ```swift
  /// let changeset = SectionedChangeset(
  ///   from: [(section: "soup", items: ["Onion", "Oyster"])],
  ///   to: [(section: "soup", items: ["Oyster", "Pumpkin"])])
  /// print(changeset)
  /// // 1. removals: delete rows [[0, 0]]
  /// // 2. rows: insert rows [[0, 1]]
  /// ```
  ///
  /// - Parameters:
  ///   - old: The sections before the change, each with its items.
  ///   - new: The sections after the change.
  ///   - reloadingItems: Items of `new` whose rows get new cells, in the last stage. Items new
  ///     to the table, or in reloaded or new sections, need none and are left out.
  ///   - reloadingSections: Sections of `new` whose rows all get new cells, in the last stage.
  ///     New sections are left out.
  /// - Note: Section identifiers must be unique, and item identifiers unique over all sections,
  ///   as ListBinding's `Snapshot` guarantees. With repeats the stages are unspecified (but
  ///   nothing traps).
  /// - Complexity: O(*n* + *m* + *s*) expected, where *n* and *m* are the numbers of items
  ///   before and after and *s* the number of sections; O(*m* log *m*) at worst when many items
  ///   move.
  public init<Section: Hashable, Item: Hashable>(
    from old: [(section: Section, items: [Item])],
    to new: [(section: Section, items: [Item])],
    reloadingItems: Set<Item> = [],
    reloadingSections: Set<Section> = []
  ) {
    var newPositions: [Item: (section: Int, row: Int)] = [:]
    newPositions.reserveCapacity(new.reduce(0) { $0 + $1.items.count })
    for (section, entry) in new.enumerated() {
      for (row, item) in entry.items.enumerated() { newPositions[item] = (section, row) }
    }
    let oldItems = reloadingItems.isEmpty ? [] : Set(old.lazy.flatMap(\.items))
    self.init(
      oldSections: old.map(\.section), oldItems: old.map(\.items),
      newSections: new.map(\.section), newItems: new.map(\.items),
      newPosition: { newPositions[$0] }, oldContains: { oldItems.contains($0) },
      reloadingItems: reloadingItems, reloadingSections: reloadingSections)
  }

  /// The staged changes between two sectioned lists whose sections and items are named by
  /// integers, given a way to find an item's position in the new sections and whether the old
  /// sections hold an item (asked only about reloaded items).
  ///
  /// Package access, not public: ListBinding's diffable data source (`SnapshotTransition`)
  /// stages two snapshots through it, with sections and items named by integers and positions
  /// looked up in the snapshot it already has, instead of the dictionary that
  /// `init(from:to:reloadingItems:reloadingSections:)` builds. The caller guarantees what that
  /// initializer's note asks: unique section identifiers, item identifiers unique over all
  /// sections, and `newPosition` consistent with `newItems`.
  ///
  /// It is not generic on purpose: a generic entry point called from another module runs
  /// unspecialised, hashing and copying through witness tables. This one is compiled here for
  /// `Int`, so the staging keeps the specialised code it had when it lived in ListBinding, as
  /// `Stage.appliedToIntegers(_:using:)` does for the replay. `swift run -c release benchmarks
  /// apply`, one run each on a shared 2-core virtual machine: 1.47× the floor before the move;
  /// 3.00× with the generic staging and replay called across the module boundary; 2.42× with
  /// this entry point and the generic replay; 1.27× with both.
  ///
  /// - Complexity: O(*n* + *m* + *s*) expected, plus the lookups: one `newPosition` per old
  ///   item and per reloaded item, one `oldContains` per reloaded item.
  package static func staged(
    oldSections: [Int], oldItems: [[Int]],
    newSections: [Int], newItems: [[Int]],
    newPosition: (Int) -> (section: Int, row: Int)?,
    oldContains: (Int) -> Bool,
    reloadingItems: [Int],
    reloadingSections: [Int]
  ) -> SectionedChangeset {
    SectionedChangeset(
      oldSections: oldSections, oldItems: oldItems, newSections: newSections,
      newItems: newItems, newPosition: newPosition, oldContains: oldContains,
      reloadingItems: reloadingItems, reloadingSections: reloadingSections)
  }

  /// The staging itself, given a way to find an item's position in the new sections and
  /// whether the old sections hold an item (asked only about reloaded items).
  ///
  /// - Complexity: O(*n* + *m* + *s*) expected, plus the lookups: one `newPosition` per old
  ///   item and per reloaded item, one `oldContains` per reloaded item.
  init<Section: Hashable, Item: Hashable>(
    oldSections: [Section], oldItems: [[Item]],
    newSections: [Section], newItems: [[Item]],
    newPosition: (Item) -> (section: Int, row: Int)?,
    oldContains: (Item) -> Bool,
    reloadingItems: some Collection<Item>,
    reloadingSections: some Collection<Section>
  ) {
    var newSectionIndices: [Section: Int] = [:]
    newSectionIndices.reserveCapacity(newSections.count)
    for (index, section) in newSections.enumerated() { newSectionIndices[section] = index }
    var newStarts = [0]
    newStarts.reserveCapacity(newSections.count + 1)
    for items in newItems { newStarts.append(newStarts[newStarts.count - 1] + items.count) }
    // For each old section, its index in the new list or -1; for each new section, its index
    // among the old sections that stay, or -1 when it is new.
    var newIndexOfOld = [Int](repeating: -1, count: oldSections.count)
    var keptIndexOfNew = [Int](repeating: -1, count: newSections.count)
    var keptCount = 0
    for (oldIndex, section) in oldSections.enumerated() {
      guard let newIndex = newSectionIndices[section] else { continue }
      newIndexOfOld[oldIndex] = newIndex
      keptIndexOfNew[newIndex] = keptCount
      keptCount += 1
    }

    let removals = Self.removals(
      oldItems: oldItems, newIndexOfOld: newIndexOfOld, keptIndexOfNew: keptIndexOfNew,
      newStarts: newStarts, newPosition: newPosition)
    var keptSections: [Section] = []
    keptSections.reserveCapacity(keptCount)
    for (oldIndex, section) in oldSections.enumerated() where newIndexOfOld[oldIndex] >= 0 {
      keptSections.append(section)
    }
    let sectionChanges = Changeset(from: keptSections, to: newSections)
    var sections = Stage(kind: .sections)
    sections.sectionInsertions = sectionChanges.insertions
    sections.sectionMoves = sectionChanges.moves

    // Stage 3 runs on the sections in their new order: the kept ones with their remaining rows,
    // the new ones with all of theirs. Each row is named by its new offset, so one changeset
    // over those offsets, against 0..<m, finds the rows to insert and the rows to move.
    var before: [Int] = []
    before.reserveCapacity(newStarts[newStarts.count - 1])
    var beforeStarts = [0]
    beforeStarts.reserveCapacity(newSections.count + 1)
    for newIndex in newSections.indices {
      let kept = keptIndexOfNew[newIndex]
      if kept >= 0 {
        before.append(contentsOf: removals.keptOffsets[kept])
      } else {
        before.append(contentsOf: newStarts[newIndex]..<newStarts[newIndex + 1])
      }
      beforeStarts.append(before.count)
    }
    let rows = Self.rows(before: before, beforeStarts: beforeStarts, newStarts: newStarts)

    let reloads = Self.reloads(
      newSections: newSections, newSectionIndices: newSectionIndices,
      keptIndexOfNew: keptIndexOfNew, insertedRows: rows.insertedOffsets, newStarts: newStarts,
      newPosition: newPosition, oldContains: oldContains, reloadingItems: reloadingItems,
      reloadingSections: reloadingSections)
    self.init(
      stages: [removals.stage, sections, rows.stage, reloads].filter { !$0.isEmpty })
  }

  /// Stage 1: the deleted sections, and the rows of kept sections that are gone or that go to a
  /// new section; with, for each kept section, the new offsets of the rows that stay.
  private static func removals<Item>(
    oldItems: [[Item]], newIndexOfOld: [Int], keptIndexOfNew: [Int], newStarts: [Int],
    newPosition: (Item) -> (section: Int, row: Int)?
  ) -> (stage: Stage, keptOffsets: [[Int]]) {
    var stage = Stage(kind: .removals)
    var keptOffsets: [[Int]] = []
    for (oldIndex, items) in oldItems.enumerated() {
      guard newIndexOfOld[oldIndex] >= 0 else {
        stage.sectionDeletions.append(oldIndex)
        continue
      }
      var offsets: [Int] = []
      offsets.reserveCapacity(items.count)
      for (row, item) in items.enumerated() {
        if let position = newPosition(item), keptIndexOfNew.indices.contains(position.section),
          keptIndexOfNew[position.section] >= 0
        {
          offsets.append(newStarts[position.section] + position.row)
        } else {
          stage.rowDeletions.append(IndexPath(row: row, section: oldIndex))
        }
      }
      keptOffsets.append(offsets)
    }
    return (stage, keptOffsets)
  }

  /// Stage 3: from the rows in `before`, named by their new offsets and grouped in sections by
  /// `beforeStarts`, to every new offset in order. A row moves when the changeset moves it or
  /// when its section changes.
  ///
  /// - Complexity: O(*m* + *s*) expected, where *m* is the number of new rows.
  private static func rows(
    before: [Int], beforeStarts: [Int], newStarts: [Int]
  ) -> (stage: Stage, insertedOffsets: [Int]) {
    let total = newStarts[newStarts.count - 1]
    var sectionOfOffset: [Int] = []
    sectionOfOffset.reserveCapacity(total)
    for section in 0..<newStarts.count - 1 {
      let count = newStarts[section + 1] - newStarts[section]
      sectionOfOffset.append(contentsOf: repeatElement(section, count: count))
    }
    let changes = Changeset(from: before, to: 0..<total)
    var stage = Stage(kind: .rows)
    var moved = [Bool](repeating: false, count: before.count)
    for move in changes.moves { moved[move.source] = true }
    var section = 0
    for (offset, newOffset) in before.enumerated() {
      while offset >= beforeStarts[section + 1] { section += 1 }
      let newSection = sectionOfOffset[newOffset]
      if moved[offset] || newSection != section {
        stage.rowMoves.append(
          RowMove(
            source: IndexPath(row: offset - beforeStarts[section], section: section),
            destination: IndexPath(row: newOffset - newStarts[newSection], section: newSection)))
      }
    }
    stage.rowInsertions = changes.insertions.map { offset in
      let section = sectionOfOffset[offset]
      return IndexPath(row: offset - newStarts[section], section: section)
    }
    return (stage, changes.insertions)
  }

  /// Stage 4: reloaded sections and rows that were in the table before, at their new places.
  private static func reloads<Section: Hashable, Item: Hashable>(
    newSections: [Section], newSectionIndices: [Section: Int], keptIndexOfNew: [Int],
    insertedRows: [Int], newStarts: [Int],
    newPosition: (Item) -> (section: Int, row: Int)?, oldContains: (Item) -> Bool,
    reloadingItems: some Collection<Item>, reloadingSections: some Collection<Section>
  ) -> Stage {
    var stage = Stage(kind: .reloads)
    var reloadedSections = Set<Int>()
    for section in reloadingSections {
      guard let index = newSectionIndices[section], keptIndexOfNew[index] >= 0 else { continue }
      reloadedSections.insert(index)
    }
    stage.sectionReloads = reloadedSections.sorted()
    guard !reloadingItems.isEmpty else { return stage }
    let inserted = Set(insertedRows)
    for item in reloadingItems {
      guard let position = newPosition(item), keptIndexOfNew.indices.contains(position.section),
        keptIndexOfNew[position.section] >= 0, !reloadedSections.contains(position.section),
        !inserted.contains(newStarts[position.section] + position.row), oldContains(item)
      else { continue }
      stage.rowReloads.append(IndexPath(row: position.row, section: position.section))
    }
    stage.rowReloads.sort()
    return stage
  }
}
