/// Two snapshots, the one a diffable data source shows and the one it applies, with their
/// sections and items named by integers: the staging and its replay then run on `Int`s, code the
/// compiler specialises, rather than on the generic identifiers.
///
/// Two namings serve two purposes:
/// - **Identities**, for the diff: a new item is its offset over all the new items, an old item
///   the offset of the same item in the new snapshot, or, when it is gone, a number past the new
///   items. Sections likewise, by index. Equal identifiers get the same identity.
/// - **Tokens**, for the replay: an old item is its offset over all the old items, a new item the
///   number of old items plus its new offset; sections likewise. A token names a value of one
///   snapshot, so a row that stays shows its old value until the last stage, as a replay on the
///   identifiers does.
struct SnapshotTransition<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The snapshot the update starts from.
  let old: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot the update ends with.
  let new: Snapshot<SectionIdentifierType, ItemIdentifierType>

  /// The staged changes from `old` to `new`, computed on identities.
  ///
  /// - Parameters:
  ///   - reloadingItems: Items whose rows get new cells (see ``SectionedChangeset``).
  ///   - reloadingSections: Sections whose rows all get new cells.
  /// - Complexity: O(*n* + *m* + *s*) expected, where *n* and *m* are the numbers of old and new
  ///   items and *s* the number of sections: one lookup in `new` per old item, section and
  ///   reloaded identifier.
  func changeset(
    reloadingItems: Set<ItemIdentifierType>, reloadingSections: Set<SectionIdentifierType>
  ) -> SectionedChangeset {
    let newStarts = Self.starts(of: new)
    let newCount = new.numberOfItems
    let newSectionCount = new.sections.count
    var oldSections: [Int] = []
    oldSections.reserveCapacity(old.sections.count)
    for index in 0..<old.sections.count {
      oldSections.append(new.sectionIndices[old.sections[index]] ?? newSectionCount + index)
    }
    // Each new node's offset over all the new items.
    var newOffsets = [Int32](repeating: 0, count: newCount)
    var offset: Int32 = 0
    for key in new.sectionTrees {
      new.rows.forest.forEachNode(inTree: key) { node in
        newOffsets[Int(node)] = offset
        offset += 1
      }
    }
    var oldItems: [[Int]] = []
    oldItems.reserveCapacity(old.sectionTrees.count)
    // Whether an old item has each identity below `newCount`.
    var inOld = [Bool](repeating: false, count: newCount)
    var gone = newCount
    for key in old.sectionTrees {
      var identities: [Int] = []
      identities.reserveCapacity(old.rows.forest.count(ofTree: key))
      old.rows.forest.forEachNode(inTree: key) { node in
        let fingerprint = old.rows.index.fingerprints[Int(node)]
        if let match = new.node(of: old.nodeItems[Int(node)], fingerprint: fingerprint) {
          let identity = Int(newOffsets[Int(match)])
          identities.append(identity)
          inOld[identity] = true
        } else {
          identities.append(gone)
        }
        gone += 1
      }
      oldItems.append(identities)
    }
    var newItems: [[Int]] = []
    newItems.reserveCapacity(newSectionCount)
    for section in 0..<newSectionCount {
      newItems.append(Array(newStarts[section]..<newStarts[section + 1]))
    }
    let reloadingIdentities = reloadingItems.compactMap { item in
      new.node(of: item).map { Int(newOffsets[Int($0)]) }
    }
    return SectionedChangeset.staged(
      oldSections: oldSections, oldItems: oldItems,
      newSections: Array(0..<newSectionCount), newItems: newItems,
      newPosition: { identity in
        guard identity < newCount else { return nil }
        let section = Self.section(ofOffset: identity, starts: newStarts)
        return (section, identity - newStarts[section])
      },
      oldContains: { $0 < newCount && inOld[$0] },
      reloadingItems: reloadingIdentities,
      reloadingSections: reloadingSections.compactMap { new.sectionIndices[$0] })
  }

  /// The old snapshot, by tokens.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of old items and *s* of old sections.
  var oldState: [(section: Int, items: [Int])] {
    let starts = Self.starts(of: old)
    return (0..<old.sections.count).map { ($0, Array(starts[$0]..<starts[$0 + 1])) }
  }

  /// The new snapshot, by tokens.
  ///
  /// - Complexity: O(*m* + *s*), where *m* is the number of new items and *s* of new sections.
  var newState: [(section: Int, items: [Int])] {
    let (sectionBase, itemBase) = (old.sections.count, old.numberOfItems)
    let starts = Self.starts(of: new)
    return (0..<new.sections.count).map {
      (sectionBase + $0, Array(itemBase + starts[$0]..<itemBase + starts[$0 + 1]))
    }
  }

  /// The index over all items of each section's first item, and the number of items last.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  private static func starts(
    of snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(snapshot.sectionTrees.count + 1)
    for key in snapshot.sectionTrees {
      starts.append(starts[starts.count - 1] + snapshot.rows.forest.count(ofTree: key))
    }
    return starts
  }

  /// The section holding the item at `offset` over all items, given each section's start.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  private static func section(ofOffset offset: Int, starts: [Int]) -> Int {
    // Starts never decrease; the section is the last one starting at or before `offset`.
    SortedIndices.count(in: starts, below: offset + 1) - 1
  }
}
