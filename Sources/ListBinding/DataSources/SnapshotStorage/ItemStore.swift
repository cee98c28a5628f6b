/// A snapshot's items: their values, their order in the sections (``RowForest``) and their hash
/// index (``ItemIndex``), kept in step.
///
/// Node *i* is `items[i]` in all three. Removing items frees their nodes by moving the last
/// nodes into their places, so that the storage stays dense and every structure is indexed by
/// the same small integers.
struct ItemStore<Item: Hashable & Sendable>: Sendable {
  /// The items, by node.
  private(set) var items: [Item] = []

  /// The items' order: one tree per section.
  private(set) var forest = RowForest()

  /// The items' hash index.
  private(set) var index = ItemIndex()

  /// An empty store.
  ///
  /// - Complexity: O(1).
  init() {}

  /// The number of items.
  ///
  /// - Complexity: O(1).
  var count: Int { items.count }

  /// The fingerprint of an item, for ``node(of:fingerprint:)``: hashes it once.
  ///
  /// - Complexity: O(1), plus hashing the item.
  static func fingerprint(of item: Item) -> UInt32 {
    ItemIndex.fingerprint(of: item.hashValue)
  }

  /// The node of an item, or `nil` when the store does not have it.
  ///
  /// - Complexity: O(1) expected, plus hashing the item.
  func node(of item: Item) -> Int32? {
    node(of: item, fingerprint: Self.fingerprint(of: item))
  }

  /// The node of an item whose fingerprint is known, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  func node(of item: Item, fingerprint: UInt32) -> Int32? {
    index.node(withFingerprint: fingerprint) { items[Int($0)] == item }
  }

  /// A new, empty tree for a section; see `RowForest.makeTree()`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func makeTree() -> Int32 {
    forest.makeTree()
  }

  /// Adds new items to a tree before the node at `row` (at the end when `row` is the tree's
  /// size).
  ///
  /// - Parameters:
  ///   - newItems: Items the store does not have, distinct.
  ///   - fingerprints: Their fingerprints, in the same order.
  ///   - key: The tree.
  ///   - row: Where the first goes.
  /// - Complexity: O(*k* + log *n*) amortized expected, where *k* is the number of items added
  ///   and *n* the size of the tree.
  mutating func insert(
    _ newItems: [Item], fingerprints: [UInt32], intoTree key: Int32, atRow row: Int
  ) {
    let nodes = forest.addNodes(newItems.count)
    items.append(contentsOf: newItems)
    for fingerprint in fingerprints { index.appendNode(fingerprint: fingerprint) }
    forest.insert(nodes, intoTree: key, atRow: row)
  }

  /// Moves a node into a tree, before the node at `row` of that tree as it is without the
  /// moved node.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the size of the larger of the two trees.
  mutating func move(_ node: Int32, toTree key: Int32, atRowAfterRemoval row: Int) {
    forest.detach(node)
    forest.insert(CollectionOfOne(node), intoTree: key, atRow: row)
  }

  /// Moves a node before or after another node, in that node's tree.
  ///
  /// - Returns: The key of the tree the node left.
  /// - Complexity: O(log *n*) expected, where *n* is the size of the larger of the two trees.
  @discardableResult
  mutating func move(_ node: Int32, nextTo target: Int32, after: Bool) -> Int32 {
    let from = forest.tree(of: node)
    forest.detach(node)
    let row = forest.row(of: target) + (after ? 1 : 0)
    forest.insert(CollectionOfOne(node), intoTree: forest.tree(of: target), atRow: row)
    return from
  }

  /// Removes nodes: from each tree, one by one when they are few, by rebuilding the tree when
  /// they are many.
  ///
  /// - Parameter doomed: Distinct nodes, in trees.
  /// - Returns: The trees they left, each with the number of nodes it lost.
  /// - Complexity: O(min(*d* log *n*, *d* + *n*)) expected for each tree that loses *d* of its
  ///   *n* nodes, summed over the trees.
  mutating func remove(_ doomed: [Int32]) -> [(tree: Int32, count: Int)] {
    if doomed.count == 1 {
      let key = forest.tree(of: doomed[0])
      forest.detach(doomed[0])
      free(doomed)
      return [(key, 1)]
    }
    var byTree: [Int32: [Int32]] = [:]
    for node in doomed { byTree[forest.tree(of: node), default: []].append(node) }
    for (key, nodes) in byTree {
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
    free(doomed)
    return byTree.map { ($0.key, $0.value.count) }
  }

  /// Removes every node of some trees, and the trees.
  ///
  /// - Returns: The items removed, in order, when `collecting` is set; else empty.
  /// - Complexity: O(*d*) expected, where *d* is the number of nodes of the trees.
  mutating func removeTrees(_ keys: [Int32], collecting: Bool) -> [Item] {
    var doomed: [Int32] = []
    for key in keys {
      let first = doomed.count
      forest.forEachNode(inTree: key) { doomed.append($0) }
      forest.rebuildTree(key, from: EmptyCollection(), leaving: doomed[first...])
      forest.removeTree(key)
    }
    let removed = collecting ? doomed.map { items[Int($0)] } : []
    free(doomed)
    return removed
  }

  /// Frees detached nodes: drops their entries and fills their places with the last nodes.
  ///
  /// Trailing detached nodes are dropped first, so the node moved into a place is always in a
  /// tree, and a doomed node is either dropped or filled, once.
  ///
  /// - Complexity: O(*d*) expected, where *d* is the number of nodes.
  private mutating func free(_ doomed: [Int32]) {
    for node in doomed { index.removeEntry(ofNode: node) }
    for node in doomed {
      while let last = forest.nodes.last, last.tree < 0 {
        forest.removeLastNode()
        index.removeLastNode()
        items.removeLast()
      }
      guard Int(node) < items.count else { continue }
      let last = items.count - 1
      forest.moveLastNode(to: node)
      index.moveLastNode(to: node)
      items[Int(node)] = items[last]
      items.removeLast()
    }
    index.shrinkIfSparse()
  }

  /// ⌊log₂ *n*⌋ + 1 for *n* > 0, and 1 for 0: the cost factor of one edit of a tree of *n*.
  private static func log2(_ count: Int) -> Int {
    Swift.max(Int.bitWidth - count.leadingZeroBitCount, 1)
  }
}
