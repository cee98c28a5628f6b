extension Snapshot {
  /// The fingerprint of an item for the hash index: hashes it once.
  ///
  /// - Complexity: O(1), plus hashing the item.
  static func fingerprint(of item: ItemIdentifierType) -> UInt32 {
    ItemIndex.fingerprint(of: item.hashValue)
  }

  /// The node of an item, or `nil` when the snapshot does not have it.
  ///
  /// - Complexity: O(1) expected, plus hashing the item.
  func node(of item: ItemIdentifierType) -> Int32? {
    node(of: item, fingerprint: Self.fingerprint(of: item))
  }

  /// The node of an item whose fingerprint is known, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  func node(of item: ItemIdentifierType, fingerprint: UInt32) -> Int32? {
    rows.index.node(withFingerprint: fingerprint) { nodeItems[Int($0)] == item }
  }

  /// Removes nodes and their items, and counts them out of their sections.
  ///
  /// - Complexity: As `RowStorage.remove(_:)`, plus O(log *s*) for each section involved, where
  ///   *s* is the number of sections.
  mutating func removeNodes(_ doomed: [Int32]) {
    if doomed.count == 1 {
      removeNode(doomed[0])
      return
    }
    nodesInOrder = false
    let (trees, compaction) = rows.remove(doomed)
    compact(compaction)
    for (key, count) in trees { addToItemCount(-count, ofSection: sectionIndex(ofTree: key)) }
  }

  /// Removes one node and its item, and counts it out of its section.
  ///
  /// - Complexity: O(log *n* + log *s*) expected, where *n* is the number of items of the
  ///   node's section and *s* the number of sections.
  mutating func removeNode(_ node: Int32) {
    let section = sectionIndex(ofTree: rows.forest.tree(of: node))
    // Only the last node leaves the others in order.
    if Int(node) != rows.count - 1 { nodesInOrder = false }
    if let moved = rows.remove(node) { nodeItems[Int(node)] = nodeItems[Int(moved)] }
    nodeItems.removeLast()
    addToItemCount(-1, ofSection: section)
  }

  /// Removes the nodes of some trees, their items, and the trees.
  ///
  /// - Returns: The items removed, when `collecting` is set; else empty.
  /// - Complexity: O(*d*) expected, where *d* is the number of items removed.
  mutating func removeTrees(_ keys: [Int32], collecting: Bool) -> [ItemIdentifierType] {
    let (removed, compaction) = rows.removeTrees(keys)
    if !removed.isEmpty { nodesInOrder = false }
    let items = collecting ? removed.map { nodeItems[Int($0)] } : []
    compact(compaction)
    return items
  }

  /// Makes the moves of a compaction in ``nodeItems``, and drops the items past its count.
  ///
  /// - Complexity: O(*d*), where *d* is the number of moves and items dropped.
  private mutating func compact(_ compaction: RowStorage.Compaction) {
    for move in compaction.moves {
      nodeItems[Int(move.to)] = nodeItems[Int(move.from)]
    }
    nodeItems.removeLast(nodeItems.count - compaction.count)
  }
}
