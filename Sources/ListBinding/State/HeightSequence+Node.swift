extension HeightSequence {
  /// A node of the tree: a run of items of one height, with the count, total height and number
  /// of levels of its subtree. Nodes never change; a change makes new nodes along its path.
  ///
  /// The tree is an AVL tree: at every node the two subtrees' levels differ by at most one, so
  /// a tree of *r* runs has fewer than 1.45 log₂(*r* + 2) levels whatever the order of the
  /// edits. Balance is kept by joining, as in Blelloch, Ferizovic and Sun's "Just Join for
  /// Parallel Ordered Sets" (2016): splitting and merging are joins along one path, with no
  /// random priorities and so no shared state.
  final class Node: Sendable {
    let left: Node?
    let right: Node?
    let runCount: Int
    let runHeight: Double
    /// The number of levels of this subtree: 1 for a node without children.
    let levels: Int
    let count: Int
    let total: Double

    init(runCount: Int, runHeight: Double, left: Node? = nil, right: Node? = nil) {
      self.left = left
      self.right = right
      self.runCount = runCount
      self.runHeight = runHeight
      levels = 1 + max(left?.levels ?? 0, right?.levels ?? 0)
      count = (left?.count ?? 0) + runCount + (right?.count ?? 0)
      total = (left?.total ?? 0) + Double(runCount) * runHeight + (right?.total ?? 0)
    }

    /// This node's run with other children.
    func with(left: Node?, right: Node?) -> Node {
      Node(runCount: runCount, runHeight: runHeight, left: left, right: right)
    }

    /// The first `index` items, and the rest; a run across the cut is cut in two.
    ///
    /// - Complexity: O(log *r*).
    static func split(_ node: Node?, at index: Int) -> (Node?, Node?) {
      guard let node else { return (nil, nil) }
      let leftCount = node.left?.count ?? 0
      if index <= leftCount {
        let (first, second) = split(node.left, at: index)
        return (first, join(second, node, node.right))
      }
      if index >= leftCount + node.runCount {
        let (first, second) = split(node.right, at: index - leftCount - node.runCount)
        return (join(node.left, node, first), second)
      }
      // The cut falls inside this node's run.
      let head = index - leftCount
      let first = join(node.left, Node(runCount: head, runHeight: node.runHeight), nil)
      let second = join(
        nil, Node(runCount: node.runCount - head, runHeight: node.runHeight), node.right)
      return (first, second)
    }

    /// The items of `first`, then those of `second`.
    ///
    /// - Complexity: O(log *r*).
    static func merge(_ first: Node?, _ second: Node?) -> Node? {
      guard let first else { return second }
      guard second != nil else { return first }
      let (rest, last) = splitLast(first)
      return join(rest, last, second)
    }

    /// The tree without its last run, and the node holding that run.
    private static func splitLast(_ node: Node) -> (Node?, Node) {
      guard let right = node.right else { return (node.left, node) }
      let (rest, last) = splitLast(right)
      return (join(node.left, node, rest), last)
    }

    /// The items of `left`, then the run of `middle` (its children are not read), then the
    /// items of `right`, as one balanced tree.
    ///
    /// - Complexity: O(|levels of `left` − levels of `right`| + 1).
    static func join(_ left: Node?, _ middle: Node, _ right: Node?) -> Node {
      let (leftLevels, rightLevels) = (left?.levels ?? 0, right?.levels ?? 0)
      if let left, leftLevels > rightLevels + 1 { return joinRight(left, middle, right) }
      if let right, rightLevels > leftLevels + 1 { return joinLeft(left, middle, right) }
      return middle.with(left: left, right: right)
    }

    /// `join` where `left` has at least two levels more than `right`: goes down `left`'s right
    /// side to a subtree as tall as `right`, and rebalances on the way back.
    private static func joinRight(_ left: Node, _ middle: Node, _ right: Node?) -> Node {
      let outer = left.left
      let outerLevels = outer?.levels ?? 0
      guard let inner = left.right, inner.levels > (right?.levels ?? 0) + 1 else {
        let joined = middle.with(left: left.right, right: right)
        if joined.levels <= outerLevels + 1 { return left.with(left: outer, right: joined) }
        return rotatedLeft(left.with(left: outer, right: rotatedRight(joined)))
      }
      let joined = joinRight(inner, middle, right)
      let result = left.with(left: outer, right: joined)
      return joined.levels <= outerLevels + 1 ? result : rotatedLeft(result)
    }

    /// `join` where `right` has at least two levels more than `left`: the mirror of
    /// `joinRight`.
    private static func joinLeft(_ left: Node?, _ middle: Node, _ right: Node) -> Node {
      let outer = right.right
      let outerLevels = outer?.levels ?? 0
      guard let inner = right.left, inner.levels > (left?.levels ?? 0) + 1 else {
        let joined = middle.with(left: left, right: right.left)
        if joined.levels <= outerLevels + 1 { return right.with(left: joined, right: outer) }
        return rotatedRight(right.with(left: rotatedLeft(joined), right: outer))
      }
      let joined = joinLeft(left, middle, inner)
      let result = right.with(left: joined, right: outer)
      return joined.levels <= outerLevels + 1 ? result : rotatedRight(result)
    }

    /// The tree with its right child raised to the root; the tree itself when it has none.
    private static func rotatedLeft(_ node: Node) -> Node {
      guard let right = node.right else { return node }
      return right.with(left: node.with(left: node.left, right: right.left), right: right.right)
    }

    /// The tree with its left child raised to the root; the tree itself when it has none.
    private static func rotatedRight(_ node: Node) -> Node {
      guard let left = node.left else { return node }
      return left.with(left: left.left, right: node.with(left: left.right, right: node.right))
    }

    /// Whether every node of the subtree is balanced (its children's levels differ by at most
    /// one) and knows its levels, count and total; for tests of the invariant.
    ///
    /// - Complexity: O(*r*).
    var isBalanced: Bool {
      var stack: [Node] = [self]
      while let node = stack.popLast() {
        let (leftLevels, rightLevels) = (node.left?.levels ?? 0, node.right?.levels ?? 0)
        guard abs(leftLevels - rightLevels) <= 1, node.levels == 1 + max(leftLevels, rightLevels)
        else { return false }
        if let left = node.left { stack.append(left) }
        if let right = node.right { stack.append(right) }
      }
      return true
    }
  }
}
