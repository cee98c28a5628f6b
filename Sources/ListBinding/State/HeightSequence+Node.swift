import Synchronization

extension HeightSequence {
  /// A node of the treap: a run of items of one height, with the count and total height of its
  /// subtree. Nodes never change; a change makes new nodes along its path.
  final class Node: Sendable {
    let left: Node?
    let right: Node?
    let runCount: Int
    let runHeight: Double
    let priority: UInt64
    let count: Int
    let total: Double

    init(
      runCount: Int, runHeight: Double, priority: UInt64 = Node.randomPriority(),
      left: Node? = nil, right: Node? = nil
    ) {
      self.left = left
      self.right = right
      self.runCount = runCount
      self.runHeight = runHeight
      self.priority = priority
      count = (left?.count ?? 0) + runCount + (right?.count ?? 0)
      total = (left?.total ?? 0) + Double(runCount) * runHeight + (right?.total ?? 0)
    }

    /// A priority for a new node: the SplitMix64 mix of a shared counter, as random as a treap
    /// needs and far cheaper than the system's generator, which asks the kernel each time.
    static func randomPriority() -> UInt64 {
      var z = priorityCounter.wrappingAdd(0x9E37_79B9_7F4A_7C15, ordering: .relaxed).newValue
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// This node with other children.
    func with(left: Node?, right: Node?) -> Node {
      Node(runCount: runCount, runHeight: runHeight, priority: priority, left: left, right: right)
    }

    /// The first `index` items, and the rest; a run across the cut is cut in two.
    static func split(_ node: Node?, at index: Int) -> (Node?, Node?) {
      guard let node else { return (nil, nil) }
      let leftCount = node.left?.count ?? 0
      if index <= leftCount {
        let (first, second) = split(node.left, at: index)
        return (first, node.with(left: second, right: node.right))
      }
      if index >= leftCount + node.runCount {
        let (first, second) = split(node.right, at: index - leftCount - node.runCount)
        return (node.with(left: node.left, right: first), second)
      }
      // The cut falls inside this node's run.
      let head = index - leftCount
      let first = merge(
        node.left, Node(runCount: head, runHeight: node.runHeight, priority: node.priority))
      let second = merge(
        Node(runCount: node.runCount - head, runHeight: node.runHeight), node.right)
      return (first, second)
    }

    /// The items of `first`, then those of `second`.
    static func merge(_ first: Node?, _ second: Node?) -> Node? {
      guard let first else { return second }
      guard let second else { return first }
      if first.priority >= second.priority {
        return first.with(left: first.left, right: merge(first.right, second))
      }
      return second.with(left: merge(first, second.left), right: second.right)
    }
  }
}

/// The counter new nodes' priorities are mixed from.
private let priorityCounter = Atomic<UInt64>(0)
