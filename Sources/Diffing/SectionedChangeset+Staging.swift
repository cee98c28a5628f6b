import Foundation

extension SectionedChangeset {
  /// The staged changes from `old` to `new`, sections and items named by unique identifiers.
  ///
  /// ```swift
  /// let changeset = SectionedChangeset(
  ///   from: [ItemSection(section: "soup", items: ["Onion", "Oyster"])],
  ///   to: [ItemSection(section: "soup", items: ["Oyster", "Pumpkin"])])
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
    from old: [ItemSection<Section, Item>],
    to new: [ItemSection<Section, Item>],
    reloadingItems: Set<Item> = [],
    reloadingSections: Set<Section> = []
  ) {
    var newOffsets: [Item: Int] = [:]
    newOffsets.reserveCapacity(new.reduce(0) { $0 + $1.items.count })
    var newSectionIndices: [Section: Int] = [:]
    newSectionIndices.reserveCapacity(new.count)
    var offset = 0
    for (index, entry) in new.enumerated() {
      newSectionIndices[entry.section] = index
      for item in entry.items {
        newOffsets[item] = offset
        offset += 1
      }
    }
    var oldTargets: [Int] = []
    oldTargets.reserveCapacity(old.reduce(0) { $0 + $1.items.count })
    for entry in old {
      for item in entry.items { oldTargets.append(newOffsets[item] ?? -1) }
    }
    self = Self.staged(
      oldSectionTargets: old.map { newSectionIndices[$0.section] ?? -1 },
      oldCounts: old.map(\.items.count), oldTargets: oldTargets,
      newCounts: new.map(\.items.count),
      reloadingOffsets: reloadingItems.compactMap { newOffsets[$0] },
      reloadingSections: reloadingSections.compactMap { newSectionIndices[$0] })
  }

  /// The staged changes between two sectioned lists, given where each old section and each old
  /// item is in the new list.
  ///
  /// The staging works on positions alone: a section is named by its index in the new list, an
  /// item by its *offset* there, its index over all the new items. The public initializer
  /// finds them with dictionaries; ListBinding's diffable data source (`SnapshotTransition`)
  /// finds them in the snapshots it already has, and calls this directly.
  ///
  /// Package access, not public, and not generic on purpose: a generic entry point called from
  /// another module runs unspecialised, hashing and copying through witness tables; this one is
  /// compiled here for `Int`. `swift run -c release benchmarks apply`, one run each on a shared
  /// 2-core virtual machine, when the staging moved here from ListBinding: 1.47× the floor
  /// before the move; 3.00× with the generic staging and replay called across the module
  /// boundary; 2.42× with an `Int` entry point for the staging and the generic replay; 1.27×
  /// with both.
  ///
  /// - Parameters:
  ///   - oldSectionTargets: For each old section, its index in the new list, or -1 when it is
  ///     gone.
  ///   - oldCounts: The number of items of each old section.
  ///   - oldTargets: For each old item, section after section, its offset in the new list, or
  ///     -1 when it is gone.
  ///   - newCounts: The number of items of each new section.
  ///   - reloadingItems: Offsets of new items whose rows get new cells; those not in the old
  ///     list, or in reloaded or new sections, are left out.
  ///   - reloadingSections: Indices of new sections whose rows all get new cells.
  /// - Note: Where the lists repeat identifiers, targets repeat: the stages are unspecified
  ///   then, but nothing traps, whatever the numbers.
  /// - Complexity: O(*n* + *m* + *s*) expected, where *n* and *m* are the numbers of items
  ///   before and after and *s* the number of sections; O(*m* log *m*) at worst when many items
  ///   move.
  package static func staged(
    oldSectionTargets: [Int], oldCounts: [Int], oldTargets: [Int], newCounts: [Int],
    reloadingOffsets: [Int], reloadingSections: [Int]
  ) -> SectionedChangeset {
    let layout = Layout(counts: newCounts)
    let newSectionCount = newCounts.count
    // For each old section, its index in the new list or -1; for each new section, its index
    // among the old sections that stay, or -1 when it is new.
    var newIndexOfOld = [Int](repeating: -1, count: oldSectionTargets.count)
    var keptIndexOfNew = [Int](repeating: -1, count: newSectionCount)
    var keptTargets: [Int] = []
    for (oldIndex, newIndex) in oldSectionTargets.enumerated()
    where newIndex >= 0 && newIndex < newSectionCount {
      newIndexOfOld[oldIndex] = newIndex
      keptIndexOfNew[newIndex] = keptTargets.count
      keptTargets.append(newIndex)
    }

    let removals = Self.removals(
      oldCounts: oldCounts, oldTargets: oldTargets, newIndexOfOld: newIndexOfOld,
      keptIndexOfNew: keptIndexOfNew, layout: layout)
    let sectionChanges = Changeset(from: keptTargets, to: 0..<newSectionCount)
    var sections = Stage(kind: .sections)
    sections.sectionInsertions = sectionChanges.insertions
    sections.sectionMoves = sectionChanges.moves

    // Stage 3 runs on the sections in their new order: the kept ones with their remaining rows,
    // the new ones with all of theirs. Each row is named by its new offset, so one changeset
    // over those offsets, against 0..<m, finds the rows to insert and the rows to move.
    var before: [Int] = []
    before.reserveCapacity(layout.count)
    var beforeStarts = [0]
    beforeStarts.reserveCapacity(newSectionCount + 1)
    for newIndex in 0..<newSectionCount {
      let kept = keptIndexOfNew[newIndex]
      if kept >= 0, kept < removals.keptOffsets.count {
        before.append(contentsOf: removals.keptOffsets[kept])
      } else {
        before.append(contentsOf: layout.starts[newIndex]..<layout.starts[newIndex + 1])
      }
      beforeStarts.append(before.count)
    }
    let rows = Self.rows(before: before, beforeStarts: beforeStarts, layout: layout)

    // The old list holds an item when some old item has its offset.
    var inOld = [Bool](repeating: false, count: reloadingOffsets.isEmpty ? 0 : layout.count)
    if !reloadingOffsets.isEmpty {
      for target in oldTargets where target >= 0 && target < layout.count { inOld[target] = true }
    }
    let reloads = Self.reloads(
      keptIndexOfNew: keptIndexOfNew, insertedRows: rows.insertedOffsets, layout: layout,
      reloadingOffsets: reloadingOffsets.filter { $0 >= 0 && $0 < inOld.count && inOld[$0] },
      reloadingSections: reloadingSections)
    return SectionedChangeset(
      stages: [removals.stage, sections, rows.stage, reloads].filter { !$0.isEmpty })
  }

  /// Where the new items are: each section's first offset, and each offset's section.
  struct Layout {
    /// The offset of each section's first item; the number of items last.
    let starts: [Int]
    /// The section of each offset.
    let sectionOfOffset: [Int]

    /// The layout of sections of `counts` items.
    ///
    /// - Complexity: O(*m* + *s*), where *m* is the number of items and *s* of sections.
    init(counts: [Int]) {
      var starts = [0]
      starts.reserveCapacity(counts.count + 1)
      var sectionOfOffset: [Int] = []
      for (section, count) in counts.enumerated() {
        let count = Swift.max(count, 0)
        starts.append(starts[starts.count - 1] + count)
        sectionOfOffset.append(contentsOf: repeatElement(section, count: count))
      }
      self.starts = starts
      self.sectionOfOffset = sectionOfOffset
    }

    /// The number of items.
    var count: Int { sectionOfOffset.count }

    /// The index path of the item at `offset`.
    ///
    /// - Complexity: O(1).
    func indexPath(ofOffset offset: Int) -> IndexPath {
      let section = sectionOfOffset[offset]
      return IndexPath(row: offset - starts[section], section: section)
    }
  }

  /// Stage 1: the deleted sections, and the rows of kept sections that are gone or that go to a
  /// new section; with, for each kept section, the new offsets of the rows that stay.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of old items and *s* of sections.
  private static func removals(
    oldCounts: [Int], oldTargets: [Int], newIndexOfOld: [Int], keptIndexOfNew: [Int],
    layout: Layout
  ) -> (stage: Stage, keptOffsets: [[Int]]) {
    var stage = Stage(kind: .removals)
    var keptOffsets: [[Int]] = []
    var start = 0
    for (oldIndex, count) in oldCounts.enumerated() {
      let end = Swift.min(start + Swift.max(count, 0), oldTargets.count)
      defer { start = end }
      guard newIndexOfOld[oldIndex] >= 0 else {
        stage.sectionDeletions.append(oldIndex)
        continue
      }
      var offsets: [Int] = []
      offsets.reserveCapacity(end - start)
      for position in start..<end {
        let target = oldTargets[position]
        if target >= 0, target < layout.count,
          keptIndexOfNew[layout.sectionOfOffset[target]] >= 0
        {
          offsets.append(target)
        } else {
          stage.rowDeletions.append(IndexPath(row: position - start, section: oldIndex))
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
    before: [Int], beforeStarts: [Int], layout: Layout
  ) -> (stage: Stage, insertedOffsets: [Int]) {
    let total = layout.count
    // Snapshots name each row once, so `before` is a set of offsets and an array finds the
    // diff; lists with repeated items may repeat offsets, and go through the hash table.
    let changes =
      Changeset.toOffsets(from: before, count: total) ?? Changeset(from: before, to: 0..<total)
    var stage = Stage(kind: .rows)
    var moved = [Bool](repeating: false, count: before.count)
    for move in changes.moves { moved[move.source] = true }
    var section = 0
    for (offset, newOffset) in before.enumerated() {
      while offset >= beforeStarts[section + 1] { section += 1 }
      let newSection = layout.sectionOfOffset[newOffset]
      if moved[offset] || newSection != section {
        stage.rowMoves.append(
          RowMove(
            source: IndexPath(row: offset - beforeStarts[section], section: section),
            destination: IndexPath(row: newOffset - layout.starts[newSection], section: newSection))
        )
      }
    }
    stage.rowInsertions = changes.insertions.map(layout.indexPath(ofOffset:))
    return (stage, changes.insertions)
  }

  /// Stage 4: reloaded sections and rows that were in the table before, at their new places.
  ///
  /// - Complexity: O(*k* log *k* + *s*), where *k* is the number of reloaded items and
  ///   sections, and *s* the number of sections.
  private static func reloads(
    keptIndexOfNew: [Int], insertedRows: [Int], layout: Layout, reloadingOffsets: [Int],
    reloadingSections: [Int]
  ) -> Stage {
    var stage = Stage(kind: .reloads)
    var reloadedSections = Set<Int>()
    for index in reloadingSections
    where keptIndexOfNew.indices.contains(index) && keptIndexOfNew[index] >= 0 {
      reloadedSections.insert(index)
    }
    stage.sectionReloads = reloadedSections.sorted()
    guard !reloadingOffsets.isEmpty else { return stage }
    let inserted = Set(insertedRows)
    for offset in Set(reloadingOffsets) {
      let section = layout.sectionOfOffset[offset]
      guard keptIndexOfNew[section] >= 0, !reloadedSections.contains(section),
        !inserted.contains(offset)
      else { continue }
      stage.rowReloads.append(layout.indexPath(ofOffset: offset))
    }
    stage.rowReloads.sort()
    return stage
  }
}
