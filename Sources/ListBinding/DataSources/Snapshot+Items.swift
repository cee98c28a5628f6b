extension Snapshot {
  /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is
  /// `nil`.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)``,
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)``, ``SnapshotError/noSections``,
  ///   ``SnapshotError/sectionNotFound(_:_:)`` or ``SnapshotError/capacityExceeded(limit:)``;
  ///   the snapshot is unchanged then.
  /// - Complexity: O(*k* + log *n* + log *s*) amortized expected, where *k* is the number of
  ///   items added, *n* the number of items of the section and *s* the number of sections.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) throws(SnapshotError) {
    let section: Int
    if let sectionIdentifier {
      section = try index(of: sectionIdentifier, for: .appendItemsTo)
    } else {
      guard !sections.isEmpty else { throw .noSections }
      section = sections.count - 1
    }
    let fingerprints = try checkNew(items: identifiers)
    insert(identifiers, fingerprints: fingerprints, intoSection: section, atRow: .max)
  }

  /// Inserts items before an item, in its section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for an unknown `beforeIdentifier`, or as
  ///   ``appendItems(_:toSection:)``; the snapshot is unchanged then.
  /// - Complexity: O(*k* + log *n* + log *s*) amortized expected, where *k* is the number of
  ///   items inserted, *n* the number of items of the section and *s* the number of sections.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try insertItems(identifiers, nextTo: beforeIdentifier, after: false)
  }

  /// Inserts items after an item, in its section.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  /// - Complexity: As ``insertItems(_:beforeItem:)``.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try insertItems(identifiers, nextTo: afterIdentifier, after: true)
  }

  /// Deletes items.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)``, or
  ///   ``SnapshotError/itemNotFound(_:_:)`` for the first unknown item; the snapshot is
  ///   unchanged then.
  /// - Complexity: O(*k* log *n* + log *s*) amortized expected for *k* items deleted from a
  ///   section of *n* items, where *s* is the number of sections; a section that loses more
  ///   than about *n* / log *n* items is rebuilt instead, in O(*k* + *n*). Over several
  ///   sections, the sum of their costs.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    if identifiers.count == 1 {
      // One item, the common call in a loop: no arrays.
      removeNode(try node(of: identifiers[0], for: .delete))
      if hasItemMarks { dropMarks(sections: [], items: identifiers) }
      return
    }
    let fingerprints = try checkDistinct(items: identifiers)
    var doomed: [Int32] = []
    doomed.reserveCapacity(identifiers.count)
    for offset in 0..<identifiers.count {
      guard let node = node(of: identifiers[offset], fingerprint: fingerprints[offset]) else {
        throw .itemNotFound(String(describing: identifiers[offset]), .delete)
      }
      doomed.append(node)
    }
    guard !doomed.isEmpty else { return }
    removeNodes(doomed)
    if hasItemMarks { dropMarks(sections: [], items: identifiers) }
  }

  /// Moves an item before another, into that item's section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for an unknown item, or
  ///   ``SnapshotError/itemMovedRelativeToItself(_:)``; the snapshot is unchanged then.
  /// - Complexity: O(log *n* + log *s*) expected, where *n* is the number of items of the
  ///   larger of the two sections and *s* the number of sections.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try moveItem(identifier, relativeTo: toIdentifier, after: false)
  }

  /// Moves an item after another, into that item's section.
  ///
  /// - Throws: As ``moveItem(_:beforeItem:)``.
  /// - Complexity: As ``moveItem(_:beforeItem:)``.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try moveItem(identifier, relativeTo: toIdentifier, after: true)
  }

  /// Marks items for reloading: applying the snapshot replaces their cells with new ones.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for the first unknown item; the snapshot is
  ///   unchanged then.
  /// - Complexity: O(*k*) expected, where *k* is the number of items named.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    for identifier in identifiers {
      _ = try node(of: identifier, for: .reload)
    }
    reloadedItemIdentifiers.formUnion(identifiers)
  }

  /// Marks items for reconfiguring: applying the snapshot binds their visible cells again, in
  /// place, without new cells.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for the first unknown item; the snapshot is
  ///   unchanged then.
  /// - Complexity: O(*k*) expected, where *k* is the number of items named.
  public mutating func reconfigureItems(
    _ identifiers: [ItemIdentifierType]
  ) throws(SnapshotError) {
    for identifier in identifiers {
      _ = try node(of: identifier, for: .reconfigure)
    }
    reconfiguredItemIdentifiers.formUnion(identifiers)
  }

  /// Inserts items before or after an item, in its section.
  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool
  ) throws(SnapshotError) {
    let node = try node(of: anchor, for: .insertRelativeTo)
    if identifiers.count == 1 {
      // One item, the common call in a loop: no arrays.
      let fingerprint = try checkNew(item: identifiers[0])
      let key = rows.forest.tree(of: node)
      let row = rows.forest.row(of: node) + (after ? 1 : 0)
      noteInsertion(intoSection: sectionIndex(ofTree: key), atRow: row)
      nodeItems.append(identifiers[0])
      rows.insert(fingerprint: fingerprint, intoTree: key, atRow: row)
      addToItemCount(1, ofSection: sectionIndex(ofTree: key))
      return
    }
    let fingerprints = try checkNew(items: identifiers)
    let section = sectionIndex(ofTree: rows.forest.tree(of: node))
    let row = rows.forest.row(of: node) + (after ? 1 : 0)
    insert(identifiers, fingerprints: fingerprints, intoSection: section, atRow: row)
  }

  /// Inserts checked, new items into a section, before the item at `row` (at the end when
  /// `row` is past the last).
  private mutating func insert(
    _ identifiers: [ItemIdentifierType], fingerprints: [UInt32], intoSection section: Int,
    atRow row: Int
  ) {
    guard !identifiers.isEmpty else { return }
    noteInsertion(intoSection: section, atRow: row)
    nodeItems.append(contentsOf: identifiers)
    rows.insert(fingerprints: fingerprints, intoTree: tree(ofSection: section), atRow: row)
    addToItemCount(identifiers.count, ofSection: section)
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool
  ) throws(SnapshotError) {
    let node = try node(of: identifier, for: .move)
    let targetNode = try self.node(of: target, for: .moveRelativeTo)
    guard node != targetNode else {
      throw .itemMovedRelativeToItself(String(describing: identifier))
    }
    nodesInOrder = false
    let from = rows.move(node, nextTo: targetNode, after: after)
    let to = rows.forest.tree(of: node)
    guard from != to else { return }
    addToItemCount(-1, ofSection: sectionIndex(ofTree: from))
    addToItemCount(1, ofSection: sectionIndex(ofTree: to))
  }

  /// Clears ``nodesInOrder`` unless new nodes at `row` of a section come after every item.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  private mutating func noteInsertion(intoSection section: Int, atRow row: Int) {
    guard nodesInOrder else { return }
    let sectionCount = rows.forest.count(ofTree: tree(ofSection: section))
    nodesInOrder = itemCounts.sum(below: section) + min(row, sectionCount) == rows.count
  }
}
