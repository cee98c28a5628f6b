/// The order of a snapshot's items: one balanced tree per section over one pool of nodes, so that
/// inserting, deleting or moving an item, finding the row of an item and finding the item of a
/// row each cost O(log *n*) expected.
///
/// Each tree is a treap with implicit keys: its in-order sequence is the section's rows, every
/// node holds the size of its subtree, and node priorities from a SplitMix64 sequence keep a
/// parent's priority at least its children's. The depth of every tree is then O(log *n*)
/// expected whatever the order of the edits, since the edits cannot depend on the priorities.
/// Every node also knows its parent, so the row of a node is found by walking up, and a node
/// leaves its tree without a search.
///
/// Nothing recurses: splitting, merging, linking and walking are loops, so even a tree as deep
/// as its size (which the priorities make vanishingly unlikely) costs time, never the stack.
///
/// Node *i* of the pool is item *i* of the ``ItemStore`` that owns the forest. Freeing a node
/// moves the last node into its place, so that the pool stays dense (see
/// `RowForest.moveLastNode(to:)`).
struct RowForest: Sendable {
  /// A node of a tree: an item's place in its section.
  struct Node: Sendable, Equatable {
    /// The left child, or `RowForest.none`.
    var left: Int32 = RowForest.none
    /// The right child, or `RowForest.none`.
    var right: Int32 = RowForest.none
    /// The parent, or `RowForest.none` at a root and at a detached node.
    var parent: Int32 = RowForest.none
    /// The number of nodes of the subtree rooted here.
    var size: Int32 = 1
    /// The key of the node's tree, or `RowForest.none` while the node is in no tree.
    var tree: Int32 = RowForest.none
    /// The heap priority: a parent's is at least its children's.
    var priority: UInt32
  }

  /// The marker for "no node" and "no tree".
  static let none: Int32 = -1

  /// The nodes, by identifier. Only the forest's own methods change them (in this file and
  /// `RowForest+Linking.swift`).
  var nodes: [Node] = []

  /// The root of each tree, by key: `none` for an empty tree or a key not in use.
  var roots: [Int32] = []

  /// Keys of removed trees, reused by `makeTree()`.
  private var freeKeys: [Int32] = []

  /// The state of the SplitMix64 sequence the priorities come from.
  private var priorityState: UInt64 = 0x0123_4567_89AB_CDEF

  /// An empty forest: no nodes, no trees.
  ///
  /// - Complexity: O(1).
  init() {}

  /// The number of nodes, in trees or detached.
  ///
  /// - Complexity: O(1).
  var nodeCount: Int { nodes.count }

  /// The number of keys, in use or free: keys are below it.
  ///
  /// - Complexity: O(1).
  var keyCount: Int { roots.count }

  /// The number of nodes in a tree.
  ///
  /// - Complexity: O(1).
  func count(ofTree key: Int32) -> Int {
    Int(size(roots[Int(key)]))
  }

  /// The key of the tree a node is in, or `none` when the node is detached.
  ///
  /// - Complexity: O(1).
  func tree(of node: Int32) -> Int32 {
    nodes[Int(node)].tree
  }

  /// The size of the subtree at `node`; 0 for `none`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func size(_ node: Int32) -> Int32 {
    node < 0 ? 0 : nodes[Int(node)].size
  }

  /// A new, empty tree.
  ///
  /// - Returns: The tree's key: a free key if there is one, else the next one.
  /// - Complexity: O(1) amortized.
  mutating func makeTree() -> Int32 {
    if let key = freeKeys.popLast() {
      roots[Int(key)] = Self.none
      return key
    }
    roots.append(Self.none)
    return Int32(truncatingIfNeeded: roots.count - 1)
  }

  /// Gives back the key of an empty tree, for `makeTree()` to reuse.
  ///
  /// - Complexity: O(1) amortized.
  mutating func removeTree(_ key: Int32) {
    roots[Int(key)] = Self.none
    freeKeys.append(key)
  }

  /// Adds `count` detached nodes at the end of the pool.
  ///
  /// - Returns: The identifiers of the new nodes.
  /// - Complexity: O(*count*) amortized.
  mutating func addNodes(_ count: Int) -> Range<Int32> {
    let first = Int32(truncatingIfNeeded: nodes.count)
    // No exact reservation: it would reallocate on every call of a few nodes.
    for _ in 0..<count {
      nodes.append(Node(priority: nextPriority()))
    }
    return first..<Int32(truncatingIfNeeded: nodes.count)
  }

  /// Removes the last node of the pool, which must be detached.
  ///
  /// - Complexity: O(1).
  mutating func removeLastNode() {
    nodes.removeLast()
  }

  /// Moves the last node of the pool, which must be in a tree, into the place of `target`, a
  /// detached node, which is then gone: the node keeps its place in its tree under the
  /// identifier `target`.
  ///
  /// - Complexity: O(1).
  mutating func moveLastNode(to target: Int32) {
    let last = Int32(truncatingIfNeeded: nodes.count - 1)
    let node = nodes[Int(last)]
    nodes[Int(target)] = node
    nodes.removeLast()
    if node.parent < 0 {
      roots[Int(node.tree)] = target
    } else if nodes[Int(node.parent)].left == last {
      nodes[Int(node.parent)].left = target
    } else {
      nodes[Int(node.parent)].right = target
    }
    if node.left >= 0 { nodes[Int(node.left)].parent = target }
    if node.right >= 0 { nodes[Int(node.right)].parent = target }
  }

  /// The next priority of the SplitMix64 sequence.
  private mutating func nextPriority() -> UInt32 {
    priorityState &+= 0x9E37_79B9_7F4A_7C15
    var z = priorityState
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: (z ^ (z >> 31)) >> 32)
  }
}

extension RowForest {
  /// The row of a node in its tree: the number of nodes before it.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the size of the node's tree.
  func row(of node: Int32) -> Int {
    var row = Int(size(nodes[Int(node)].left))
    var child = node
    var parent = nodes[Int(node)].parent
    while parent >= 0 {
      let above = nodes[Int(parent)]
      if above.right == child { row += Int(size(above.left)) + 1 }
      child = parent
      parent = above.parent
    }
    return row
  }

  /// The node at a row of a tree, or `none` when the tree has no such row.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the size of the tree.
  func node(atRow row: Int, inTree key: Int32) -> Int32 {
    var node = roots[Int(key)]
    guard row >= 0, row < Int(size(node)) else { return Self.none }
    var remaining = Int32(truncatingIfNeeded: row)
    while node >= 0 {
      let current = nodes[Int(node)]
      let leftSize = size(current.left)
      if remaining < leftSize {
        node = current.left
      } else if remaining == leftSize {
        return node
      } else {
        remaining -= leftSize + 1
        node = current.right
      }
    }
    return Self.none
  }

  /// Calls `body` with every node of a tree, in order.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the tree: each link is followed at most
  ///   twice.
  func forEachNode(inTree key: Int32, _ body: (Int32) throws -> Void) rethrows {
    var node = first(inTree: key)
    while node >= 0 {
      try body(node)
      node = successor(of: node)
    }
  }

  /// The first node of a tree, or `none` when it is empty.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the size of the tree.
  func first(inTree key: Int32) -> Int32 {
    var node = roots[Int(key)]
    guard node >= 0 else { return Self.none }
    while nodes[Int(node)].left >= 0 { node = nodes[Int(node)].left }
    return node
  }

  /// The node after `node` in its tree, or `none` after the last.
  ///
  /// The leftmost node of the right subtree, else the first ancestor reached from its left.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the size of the tree; O(1) amortized over
  ///   a walk through the whole tree.
  func successor(of node: Int32) -> Int32 {
    var next = nodes[Int(node)].right
    if next >= 0 {
      while nodes[Int(next)].left >= 0 { next = nodes[Int(next)].left }
      return next
    }
    var child = node
    next = nodes[Int(node)].parent
    while next >= 0, nodes[Int(next)].right == child {
      child = next
      next = nodes[Int(next)].parent
    }
    return next
  }
}
