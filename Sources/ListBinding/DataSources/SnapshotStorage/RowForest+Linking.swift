extension RowForest {
  /// Puts detached nodes into a tree, in order, before the node at `row` (at the end when `row`
  /// is the tree's size).
  ///
  /// - Parameters:
  ///   - newNodes: Detached nodes, each once.
  ///   - key: The tree.
  ///   - row: Where the first of them goes, from 0 to the tree's size.
  /// - Complexity: O(*k* + log *n*) expected, where *k* is the number of nodes inserted and *n*
  ///   the size of the tree.
  mutating func insert(_ newNodes: some Sequence<Int32>, intoTree key: Int32, atRow row: Int) {
    let middle = link(newNodes, intoTree: key)
    let root = roots[Int(key)]
    if row >= Int(size(root)) {
      roots[Int(key)] = merge(root, middle)
    } else {
      let (before, after) = split(root, at: Int32(truncatingIfNeeded: row))
      roots[Int(key)] = merge(merge(before, middle), after)
    }
  }

  /// Puts one detached node into a tree before the node at `row` (at the end when `row` is the
  /// tree's size or more).
  ///
  /// Walks down to where the node's priority puts it, growing the sizes on the way, and splits
  /// the subtree found there into the node's two children: one walk, where `insert(_:intoTree:
  /// atRow:)` takes three.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the size of the tree.
  mutating func insert(_ node: Int32, intoTree key: Int32, atRow row: Int) {
    let priority = nodes[Int(node)].priority
    var root = roots[Int(key)]
    var remaining = Int32(truncatingIfNeeded: Swift.min(row, Int(size(root))))
    var parent = Self.none
    var onRight = false
    var current = root
    while current >= 0, nodes[Int(current)].priority >= priority {
      nodes[Int(current)].size += 1
      parent = current
      let leftSize = size(nodes[Int(current)].left)
      if remaining <= leftSize {
        onRight = false
        current = nodes[Int(current)].left
      } else {
        remaining -= leftSize + 1
        onRight = true
        current = nodes[Int(current)].right
      }
    }
    let (left, right) = split(current, at: remaining)
    nodes[Int(node)].left = left
    nodes[Int(node)].right = right
    nodes[Int(node)].size = 1 + size(left) + size(right)
    nodes[Int(node)].tree = key
    if left >= 0 { nodes[Int(left)].parent = node }
    if right >= 0 { nodes[Int(right)].parent = node }
    hang(node, under: parent, onRight: onRight, root: &root)
    roots[Int(key)] = root
  }

  /// Takes a node out of its tree; it is then detached, in no tree.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the size of the node's tree.
  mutating func detach(_ node: Int32) {
    let old = nodes[Int(node)]
    let replacement = merge(old.left, old.right)
    let parent = old.parent
    if parent < 0 {
      roots[Int(old.tree)] = replacement
    } else if nodes[Int(parent)].left == node {
      nodes[Int(parent)].left = replacement
    } else {
      nodes[Int(parent)].right = replacement
    }
    if replacement >= 0 { nodes[Int(replacement)].parent = parent }
    var above = parent
    while above >= 0 {
      nodes[Int(above)].size -= 1
      above = nodes[Int(above)].parent
    }
    nodes[Int(node)] = Node(priority: old.priority)
  }

  /// Makes a tree of exactly `members`, in order: nodes of the tree or detached ones. Nodes
  /// that were in the tree and are not members are detached.
  ///
  /// - Parameters:
  ///   - key: The tree.
  ///   - members: Its nodes after the call, each once.
  ///   - leaving: The nodes of the tree that are not members.
  /// - Complexity: O(*k* + *d*), where *k* is the number of members and *d* of nodes leaving.
  mutating func rebuildTree(
    _ key: Int32, from members: some Sequence<Int32>, leaving: some Sequence<Int32>
  ) {
    for node in leaving {
      nodes[Int(node)] = Node(priority: nodes[Int(node)].priority)
    }
    roots[Int(key)] = link(members, intoTree: key)
  }

  /// Links nodes, in order, into one treap of tree `key`; their old links are ignored.
  ///
  /// The classic stack construction of a Cartesian tree: the stack holds the right spine; a
  /// node pops the spine nodes of lower priority, which become its left subtree, and hangs
  /// right of what remains. A node's subtree is complete when it leaves the stack.
  ///
  /// - Returns: The root, or `none` when there are no nodes.
  /// - Complexity: O(*k*), where *k* is the number of nodes.
  private mutating func link(_ members: some Sequence<Int32>, intoTree key: Int32) -> Int32 {
    var spine: [Int32] = []
    for node in members {
      let priority = nodes[Int(node)].priority
      var popped = Self.none
      while let top = spine.last, nodes[Int(top)].priority < priority {
        spine.removeLast()
        complete(top)
        popped = top
      }
      nodes[Int(node)].left = popped
      nodes[Int(node)].right = Self.none
      nodes[Int(node)].tree = key
      if popped >= 0 { nodes[Int(popped)].parent = node }
      if let top = spine.last {
        nodes[Int(top)].right = node
        nodes[Int(node)].parent = top
      } else {
        nodes[Int(node)].parent = Self.none
      }
      spine.append(node)
    }
    let root = spine.first ?? Self.none
    while let top = spine.popLast() { complete(top) }
    return root
  }

  /// Sets a node's size from its children's, which are complete.
  @inline(__always)
  private mutating func complete(_ node: Int32) {
    let current = nodes[Int(node)]
    nodes[Int(node)].size = 1 + size(current.left) + size(current.right)
  }

  /// Joins two treaps of the same tree, every node of `first` before every node of `second`.
  ///
  /// Walks down the right spine of `first` and the left spine of `second`, taking the node of
  /// higher priority each time; a node taken gains the size of the other side, whose nodes
  /// all end up in its subtree.
  ///
  /// - Returns: The root, its parent `none`.
  /// - Complexity: O(log *n*) expected, where *n* is the number of nodes.
  private mutating func merge(_ first: Int32, _ second: Int32) -> Int32 {
    var first = first
    var second = second
    var root = Self.none
    var parent = Self.none
    var onRight = false
    while first >= 0, second >= 0 {
      if nodes[Int(first)].priority > nodes[Int(second)].priority {
        // `first` stays on top; its right subtree is merged with `second` below it.
        nodes[Int(first)].size += nodes[Int(second)].size
        hang(first, under: parent, onRight: onRight, root: &root)
        parent = first
        onRight = true
        first = nodes[Int(first)].right
      } else {
        // `second` stays on top; `first` is merged with its left subtree below it.
        nodes[Int(second)].size += nodes[Int(first)].size
        hang(second, under: parent, onRight: onRight, root: &root)
        parent = second
        onRight = false
        second = nodes[Int(second)].left
      }
    }
    hang(first >= 0 ? first : second, under: parent, onRight: onRight, root: &root)
    return root
  }

  /// Splits a treap into its first `count` nodes and the rest.
  ///
  /// Walks down from the root: a node whose left subtree holds the split point goes to the
  /// second part, keeping its right subtree; any other goes to the first, keeping its left
  /// subtree. Sizes are set on the way down.
  ///
  /// - Returns: The roots of the two parts, their parents `none`.
  /// - Complexity: O(log *n*) expected, where *n* is the number of nodes.
  private mutating func split(_ root: Int32, at count: Int32) -> (Int32, Int32) {
    var node = root
    var remaining = count
    var firstRoot = Self.none
    var secondRoot = Self.none
    var firstTail = Self.none
    var secondTail = Self.none
    while node >= 0 {
      let leftSize = size(nodes[Int(node)].left)
      if remaining <= leftSize {
        nodes[Int(node)].size -= remaining
        hang(node, under: secondTail, onRight: false, root: &secondRoot)
        secondTail = node
        node = nodes[Int(node)].left
      } else {
        nodes[Int(node)].size = remaining
        hang(node, under: firstTail, onRight: true, root: &firstRoot)
        firstTail = node
        remaining -= leftSize + 1
        node = nodes[Int(node)].right
      }
    }
    if firstTail >= 0 { nodes[Int(firstTail)].right = Self.none }
    if secondTail >= 0 { nodes[Int(secondTail)].left = Self.none }
    return (firstRoot, secondRoot)
  }

  /// Makes `child` (possibly `none`) the left or right child of `parent`, or the root when
  /// `parent` is `none`.
  @inline(__always)
  private mutating func hang(_ child: Int32, under parent: Int32, onRight: Bool, root: inout Int32)
  {
    if parent < 0 {
      root = child
    } else if onRight {
      nodes[Int(parent)].right = child
    } else {
      nodes[Int(parent)].left = child
    }
    if child >= 0 { nodes[Int(child)].parent = parent }
  }
}
