/// Where a snapshot's items are: their order in the sections (``RowForest``) and their hash
/// index (``ItemIndex``), kept in step, for items stored apart, by node, in an array.
///
/// Node *i* is item *i* of the snapshot's array in both. Removing items frees their nodes by
/// moving the last nodes into their places, so that the storage stays dense and every
/// structure is indexed by the same small integers; the removals return the moves, for the
/// snapshot to make in its array of items (see ``Compaction``).
///
/// Not generic on purpose: the snapshot's code runs unspecialised when another module uses it,
/// and every generic type it touches costs a metadata lookup per call. This storage touches
/// none.
struct RowStorage: Sendable {
  /// The items' order: one tree per section.
  var forest = RowForest()

  /// The items' hash index.
  var index = ItemIndex()

  /// An empty storage.
  ///
  /// - Complexity: O(1).
  init() {}

  /// The number of nodes.
  ///
  /// - Complexity: O(1).
  var count: Int { forest.nodeCount }

  /// How to compact an array of items after nodes are freed: for each move in order,
  /// `items[to] = items[from]`, then keep the first `count` items.
  struct Compaction: Sendable {
    /// The moves, in order.
    var moves: [(from: Int32, to: Int32)] = []
    /// The number of items left.
    var count = 0
  }

  /// Adds nodes for new items to a tree, before the node at `row` (at the end when `row` is
  /// the tree's size or more).
  ///
  /// - Parameters:
  ///   - fingerprints: The new items' fingerprints, in order; their nodes follow the last.
  ///   - key: The tree.
  ///   - row: Where the first goes.
  /// - Complexity: O(*k* + log *n*) amortized expected, where *k* is the number of items added
  ///   and *n* the size of the tree.
  mutating func insert(fingerprints: [UInt32], intoTree key: Int32, atRow row: Int) {
    let nodes = forest.addNodes(fingerprints.count)
    for fingerprint in fingerprints { index.appendNode(fingerprint: fingerprint) }
    forest.insert(nodes, intoTree: key, atRow: row)
  }

  /// Adds a node for one new item to a tree, before the node at `row`.
  ///
  /// - Complexity: O(log *n*) amortized expected, where *n* is the size of the tree.
  mutating func insert(fingerprint: UInt32, intoTree key: Int32, atRow row: Int) {
    let node = forest.addNodes(1).lowerBound
    index.appendNode(fingerprint: fingerprint)
    forest.insert(node, intoTree: key, atRow: row)
  }

  /// Moves a node before or after another node, in that node's tree.
  ///
  /// - Returns: The key of the tree the node left.
  /// - Complexity: O(log *n*) expected, where *n* is the size of the larger of the two trees.
  mutating func move(_ node: Int32, nextTo target: Int32, after: Bool) -> Int32 {
    let from = forest.tree(of: node)
    forest.detach(node)
    let row = forest.row(of: target) + (after ? 1 : 0)
    forest.insert(node, intoTree: forest.tree(of: target), atRow: row)
    return from
  }

  /// Removes one node.
  ///
  /// - Returns: The node moved into its place, if any: `items[node] = items[moved]`, then drop
  ///   the last item.
  /// - Complexity: O(log *n*) expected, where *n* is the size of the node's tree.
  mutating func remove(_ node: Int32) -> Int32? {
    forest.detach(node)
    index.removeEntry(ofNode: node)
    let last = Int32(truncatingIfNeeded: count - 1)
    if node == last {
      forest.removeLastNode()
      index.removeLastNode()
    } else {
      forest.moveLastNode(to: node)
      index.moveLastNode(to: node)
    }
    index.shrinkIfSparse()
    return node == last ? nil : last
  }

  /// Removes nodes: from each tree, one by one when they are few, by rebuilding the tree when
  /// they are many.
  ///
  /// - Parameter doomed: Distinct nodes, in trees.
  /// - Returns: The trees they left, each with the number of nodes it lost, and the compaction.
  /// - Complexity: O(min(*d* log *n*, *d* + *n*)) expected for each tree that loses *d* of its
  ///   *n* nodes, summed over the trees.
  mutating func remove(_ doomed: [Int32]) -> (trees: [Int32: Int], compaction: Compaction) {
    var byTree: [Int32: [Int32]] = [:]
    for node in doomed { byTree[forest.tree(of: node), default: []].append(node) }
    var lost: [Int32: Int] = [:]
    for (key, nodes) in byTree {
      lost[key] = nodes.count
      let size = forest.count(ofTree: key)
      if nodes.count * Self.log2(size) <= size {
        for node in nodes { forest.detach(node) }
      } else {
        var leaving = Set(nodes)
        var kept: [Int32] = []
        kept.reserveCapacity(size - nodes.count)
        forest.forEachNode(inTree: key) { node in
          if leaving.remove(node) == nil { kept.append(node) }
        }
        forest.rebuildTree(key, from: kept, leaving: nodes)
      }
    }
    return (lost, free(doomed))
  }

  /// Removes every node of some trees, and the trees.
  ///
  /// - Returns: The nodes removed, tree after tree in order (valid until the compaction), and
  ///   the compaction.
  /// - Complexity: O(*d*) expected, where *d* is the number of nodes of the trees.
  mutating func removeTrees(_ keys: [Int32]) -> (removed: [Int32], compaction: Compaction) {
    var doomed: [Int32] = []
    for key in keys {
      let first = doomed.count
      forest.forEachNode(inTree: key) { doomed.append($0) }
      forest.rebuildTree(key, from: EmptyCollection(), leaving: doomed[first...])
      forest.removeTree(key)
    }
    return (doomed, free(doomed))
  }

  /// Frees detached nodes: drops their entries and fills their places with the last nodes.
  ///
  /// Trailing detached nodes are dropped first, so the node moved into a place is always in a
  /// tree, and a doomed node is either dropped or filled, once.
  ///
  /// - Complexity: O(*d*) expected, where *d* is the number of nodes.
  private mutating func free(_ doomed: [Int32]) -> Compaction {
    for node in doomed { index.removeEntry(ofNode: node) }
    var compaction = Compaction()
    for node in doomed {
      while let last = forest.nodes.last, last.tree < 0 {
        forest.removeLastNode()
        index.removeLastNode()
      }
      guard Int(node) < count else { continue }
      compaction.moves.append((Int32(truncatingIfNeeded: count - 1), node))
      forest.moveLastNode(to: node)
      index.moveLastNode(to: node)
    }
    index.shrinkIfSparse()
    compaction.count = count
    return compaction
  }

  /// ⌊log₂ *n*⌋ + 1 for *n* > 0, and 1 for 0: the cost factor of one edit of a tree of *n*.
  private static func log2(_ count: Int) -> Int {
    Swift.max(Int.bitWidth - count.leadingZeroBitCount, 1)
  }
}
