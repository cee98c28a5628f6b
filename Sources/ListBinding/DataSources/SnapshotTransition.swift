/// Two snapshots, the one a diffable data source shows and the one it applies, with their
/// sections and items named by integers: the staging and its replay then run on `Int`s, code the
/// compiler specialises, rather than on the generic identifiers.
///
/// Two namings serve two purposes:
/// - **Targets**, for the diff: each old section is named by its index in the new snapshot and
///   each old item by its *offset* there (its index over all the new items), or -1 when it is
///   gone (see `SectionedChangeset.staged`).
/// - **Tokens**, for the replay: an old item is its offset over all the old items, a new item the
///   number of old items plus its new offset; sections likewise. A token names a value of one
///   snapshot, so a row that stays shows its old value until the last stage, as a replay on the
///   identifiers does.
///
/// Finding the targets hashes nothing: each snapshot keeps the fingerprint of every item
/// (`ItemIndex`), so an old item is looked up in the new snapshot's index by its stored
/// fingerprint and compared with the one candidate found, usually at a guessed node (see
/// `RowStorage.candidates(for:in:)`).
struct SnapshotTransition<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The snapshot the update starts from.
  let old: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot the update ends with.
  let new: Snapshot<SectionIdentifierType, ItemIdentifierType>

  /// The staged changes from `old` to `new`, computed on targets.
  ///
  /// - Parameters:
  ///   - reloadingItems: Items whose rows get new cells (see ``SectionedChangeset``).
  ///   - reloadingSections: Sections whose rows all get new cells.
  /// - Complexity: O(*n* + *m* + *s*) expected, where *n* and *m* are the numbers of old and new
  ///   items and *s* the number of sections: one probe of `new`'s index and one comparison of
  ///   items per old item, and a hash per reloaded identifier; O(*m* log *m*) at worst when many
  ///   items move.
  func changeset(
    reloadingItems: Set<ItemIdentifierType>, reloadingSections: Set<SectionIdentifierType>
  ) -> SectionedChangeset {
    var oldSectionTargets: [Int] = []
    oldSectionTargets.reserveCapacity(old.sections.count)
    for index in 0..<old.sections.count {
      oldSectionTargets.append(new.sectionIndices[old.sections[index]] ?? -1)
    }
    // Each new node's offset over all the new items: its own number when the nodes are in
    // order, as in a snapshot built by appending, so that no array is needed then.
    let newOffsets = new.nodesInOrder ? [] : Self.offsets(ofNodesIn: new)
    func newOffset(_ node: Int) -> Int { newOffsets.isEmpty ? node : Int(newOffsets[node]) }
    // Each old item's new offset, or -1: its candidate node holds it, or a lookup finds it.
    let oldOrder = old.nodesInOrder ? nil : old.rows.order(ofTrees: old.sectionTrees)
    let candidates =
      oldOrder.map { new.rows.candidates(for: $0, in: old.rows) }
      ?? new.rows.candidates(for: 0..<Int32(truncatingIfNeeded: old.rows.count), in: old.rows)
    var oldTargets = [Int](repeating: -1, count: candidates.count)
    var mismatches: [Int] = []
    // Through buffers: their elements are compared in place, where the arrays' generic
    // subscript, unspecialised here, would copy each one out first.
    new.nodeItems.withUnsafeBufferPointer { newItems in
      old.nodeItems.withUnsafeBufferPointer { oldItems in
        for offset in 0..<candidates.count {
          let match = Int(candidates[offset])
          guard match >= 0 else { continue }
          let node = oldOrder.map { Int($0[offset]) } ?? offset
          if newItems[match] == oldItems[node] {
            oldTargets[offset] = newOffset(match)
          } else {
            mismatches.append(offset)
          }
        }
      }
    }
    // Two items with the same fingerprint: look the item up properly.
    for offset in mismatches {
      let node = oldOrder.map { Int($0[offset]) } ?? offset
      let fingerprint = old.rows.index.fingerprints[node]
      if let match = new.node(of: old.nodeItems[node], fingerprint: fingerprint) {
        oldTargets[offset] = newOffset(Int(match))
      }
    }
    var reloadingOffsets: [Int] = []
    for item in reloadingItems {
      if let node = new.node(of: item) { reloadingOffsets.append(newOffset(Int(node))) }
    }
    return SectionedChangeset.staged(
      oldSectionTargets: oldSectionTargets, oldCounts: oldCounts,
      oldTargets: oldTargets, newCounts: newCounts,
      reloadingOffsets: reloadingOffsets,
      reloadingSections: reloadingSections.compactMap { new.sectionIndices[$0] })
  }

  /// The offset over all items of each node of `snapshot`, by node.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* of sections.
  private static func offsets(
    ofNodesIn snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [Int32] {
    let order = snapshot.rows.order(ofTrees: snapshot.sectionTrees)
    var offsets = [Int32](repeating: 0, count: order.count)
    for offset in 0..<order.count {
      offsets[Int(order[offset])] = Int32(truncatingIfNeeded: offset)
    }
    return offsets
  }

  /// The number of items of each old section.
  ///
  /// - Complexity: O(*s*), where *s* is the number of old sections.
  var oldCounts: [Int] { Self.counts(of: old) }

  /// The number of items of each new section.
  ///
  /// - Complexity: O(*s*), where *s* is the number of new sections.
  var newCounts: [Int] { Self.counts(of: new) }

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

  /// The number of items of each section.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  private static func counts(
    of snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [Int] {
    snapshot.sectionTrees.map { snapshot.rows.forest.count(ofTree: $0) }
  }
}
