extension RowStorage {
  /// The nodes of some trees, tree after tree, each in order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of nodes of the trees.
  func order(ofTrees keys: [Int32]) -> [Int32] {
    var total = 0
    for key in keys { total += forest.count(ofTree: key) }
    return [Int32](unsafeUninitializedCapacity: total) { order, initialized in
      forest.nodes.withUnsafeBufferPointer { nodes in
        for key in keys {
          // In order, by the parent links: down the left spine, then the leftmost node of the
          // right subtree, else up to the first ancestor reached from its left.
          var node = forest.roots[Int(key)]
          if node >= 0 {
            while nodes[Int(node)].left >= 0 { node = nodes[Int(node)].left }
          }
          while node >= 0, initialized < total {
            order[initialized] = node
            initialized += 1
            var next = nodes[Int(node)].right
            if next >= 0 {
              while nodes[Int(next)].left >= 0 { next = nodes[Int(next)].left }
            } else {
              var child = node
              next = nodes[Int(node)].parent
              while next >= 0, nodes[Int(next)].right == child {
                child = next
                next = nodes[Int(next)].parent
              }
            }
            node = next
          }
        }
      }
    }
  }

  /// For each node of `others`, nodes of `other`, the node of this storage most likely to hold
  /// the same item, or -1 when none can: no node here has its fingerprint.
  ///
  /// A candidate has the same fingerprint, so it is the item's node unless two items share a
  /// fingerprint; the caller compares the items, and looks the item up properly when they
  /// differ. Three guesses are tried before the index: the nodes after and before the previous
  /// candidate (items added together have consecutive nodes, ascending when appended, descending
  /// when each was inserted before the last) and the node with the same number (snapshots built
  /// alike, or one edited from the other, number most items alike). They read memory in order,
  /// where the index reads it at random; the loop compares no items, so it runs as fast as
  /// memory allows.
  ///
  /// - Complexity: O(*k*) expected, where *k* is the number of nodes of `others`.
  func candidates(
    for others: some RandomAccessCollection<Int32>, in other: RowStorage
  ) -> [Int32] {
    let fingerprints = index.fingerprints
    let otherFingerprints = other.index.fingerprints
    let count = fingerprints.count
    var candidates: [Int32] = []
    candidates.reserveCapacity(others.count)
    var previous: Int32 = -2
    for node in others {
      let fingerprint = otherFingerprints[Int(node)]
      let next = Int(previous) + 1
      let before = Int(previous) - 1
      var candidate: Int32
      if next >= 0, next < count, fingerprints[next] == fingerprint {
        candidate = Int32(truncatingIfNeeded: next)
      } else if before >= 0, fingerprints[before] == fingerprint {
        candidate = Int32(truncatingIfNeeded: before)
      } else if Int(node) < count, fingerprints[Int(node)] == fingerprint {
        candidate = node
      } else {
        candidate = index.node(withFingerprint: fingerprint) { _ in true } ?? -1
      }
      candidates.append(candidate)
      if candidate >= 0 { previous = candidate }
    }
    return candidates
  }
}
