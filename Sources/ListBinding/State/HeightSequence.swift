import Foundation

/// A sequence of heights — a table's section headers, rows and section footers, in order — with
/// the sum of the heights before any position, found in logarithmic time.
///
/// The heights are stored as runs of equal heights in a persistent balanced (AVL) tree: a table
/// whose rows share a height costs one run per section, and measuring a row splits its run.
/// Every change copies only the path it touches, so a copy of the sequence (a table state kept
/// to roll back a failed call) costs nothing, and a change costs O(log *r*) for *r* runs,
/// whatever the number of rows. Balance needs no randomness, so equal edits build equal trees.
struct HeightSequence: Sendable {
  /// The root of the tree, or `nil` for an empty sequence.
  private var root: Node?

  /// An empty sequence.
  init() {}

  /// `count` items of height `height`.
  ///
  /// - Complexity: O(1).
  init(repeating height: Double, count: Int) {
    root = count > 0 ? Node(runCount: count, runHeight: height) : nil
  }

  private init(root: Node?) {
    self.root = root
  }

  /// The items of `heights`, in order, with equal neighbours sharing a run.
  ///
  /// - Complexity: O(*k*), where *k* is the number of heights.
  init(_ heights: [Double]) {
    var runs: [(count: Int, height: Double)] = []
    for height in heights {
      if let last = runs.last, last.height == height {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((1, height))
      }
    }
    self.init(runs: runs)
  }

  /// The items of `runs`, in order: each run `count` items of one height.
  ///
  /// The tree is built balanced in one pass: each range's middle run is its root.
  ///
  /// - Complexity: O(*r*), where *r* is the number of runs.
  init(runs: [(count: Int, height: Double)]) {
    func build(_ range: Range<Int>) -> Node? {
      guard !range.isEmpty else { return nil }
      let middle = range.lowerBound + range.count / 2
      return Node(
        runCount: runs[middle].count, runHeight: runs[middle].height,
        left: build(range.lowerBound..<middle), right: build(middle + 1..<range.upperBound))
    }
    root = build(0..<runs.count)
  }

  /// The sequence with the items at `removed` taken out and items inserted at `added`.
  ///
  /// A few edits are spliced in; many are made in one pass over the runs, which costs what the
  /// runs and the edits number, not the items.
  ///
  /// - Parameters:
  ///   - removed: Positions of items to take out, ascending, each below ``count``.
  ///   - added: Positions in the result of the items to insert, with their heights, ascending.
  /// - Complexity: O(min(*k* log *r*, *r* + *k*)), where *k* is the number of edits and *r*
  ///   the number of runs.
  func edited(removing removed: [Int], adding added: [(position: Int, height: Double)])
    -> HeightSequence
  {
    let edits = removed.count + added.count
    guard edits > 0 else { return self }
    if edits <= 8 {
      var result = self
      for position in removed.reversed() {
        result.replaceSubrange(position..<position + 1, with: HeightSequence())
      }
      for (position, height) in added {
        result.replaceSubrange(
          position..<position, with: HeightSequence(repeating: height, count: 1))
      }
      return result
    }
    var kept: [(count: Int, height: Double)] = []
    var start = 0
    var nextRemoved = 0
    for run in runs {
      var position = start
      let end = start + run.count
      while nextRemoved < removed.count, removed[nextRemoved] < end {
        let cut = removed[nextRemoved]
        if cut > position { kept.append((cut - position, run.height)) }
        position = cut + 1
        nextRemoved += 1
      }
      if end > position { kept.append((end - position, run.height)) }
      start = end
    }
    var result: [(count: Int, height: Double)] = []
    func emit(_ count: Int, _ height: Double) {
      guard count > 0 else { return }
      if let last = result.last, last.height == height {
        result[result.count - 1].count += count
      } else {
        result.append((count, height))
      }
    }
    var output = 0
    var nextAdded = 0
    for var run in kept {
      while run.count > 0 {
        if nextAdded < added.count, added[nextAdded].position <= output {
          emit(1, added[nextAdded].height)
          nextAdded += 1
          output += 1
          continue
        }
        let room = nextAdded < added.count ? added[nextAdded].position - output : run.count
        let taken = min(run.count, room)
        emit(taken, run.height)
        run.count -= taken
        output += taken
      }
    }
    while nextAdded < added.count {
      emit(1, added[nextAdded].height)
      nextAdded += 1
    }
    return HeightSequence(runs: result)
  }

  /// The number of items.
  ///
  /// - Complexity: O(1).
  var count: Int { root?.count ?? 0 }

  /// The sum of every height.
  ///
  /// - Complexity: O(1).
  var totalHeight: Double { root?.total ?? 0 }

  /// The height of every item when the sequence is one run, or `nil`.
  ///
  /// - Complexity: O(1).
  var singleRunHeight: Double? {
    guard let root, root.left == nil, root.right == nil else { return nil }
    return root.runHeight
  }

  /// The sum of the heights of the items before `index`, from 0 to ``count``.
  ///
  /// - Complexity: O(log *r*), where *r* is the number of runs.
  func offset(of index: Int) -> Double {
    var node = root
    var remaining = index
    var sum = 0.0
    while let current = node {
      let leftCount = current.left?.count ?? 0
      if remaining <= leftCount {
        node = current.left
        continue
      }
      sum += current.left?.total ?? 0
      remaining -= leftCount
      if remaining <= current.runCount {
        return sum + Double(remaining) * current.runHeight
      }
      sum += Double(current.runCount) * current.runHeight
      remaining -= current.runCount
      node = current.right
    }
    return sum
  }

  /// The height of the item at `index`, which must be below ``count``.
  ///
  /// - Complexity: O(log *r*).
  func height(at index: Int) -> Double {
    var node = root
    var remaining = index
    while let current = node {
      let leftCount = current.left?.count ?? 0
      if remaining < leftCount {
        node = current.left
        continue
      }
      remaining -= leftCount
      if remaining < current.runCount { return current.runHeight }
      remaining -= current.runCount
      node = current.right
    }
    return 0
  }

  /// The sum of the heights of the items before `index` and the height of the item at `index`,
  /// which must be below ``count``: ``offset(of:)`` and ``height(at:)`` in one descent.
  ///
  /// - Complexity: O(log *r*), where *r* is the number of runs.
  func span(at index: Int) -> (offset: Double, height: Double) {
    var node = root
    var remaining = index
    var sum = 0.0
    while let current = node {
      let leftCount = current.left?.count ?? 0
      if remaining < leftCount {
        node = current.left
        continue
      }
      sum += current.left?.total ?? 0
      remaining -= leftCount
      if remaining < current.runCount {
        return (sum + Double(remaining) * current.runHeight, current.runHeight)
      }
      sum += Double(current.runCount) * current.runHeight
      remaining -= current.runCount
      node = current.right
    }
    return (sum, 0)
  }

  /// The heights of the items in `range`, which must lie within `0...count`, in order.
  ///
  /// - Complexity: O(log *r* + *k*), where *k* is the number of items in `range`.
  func heights(in range: Range<Int>) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(range.count)
    func visit(_ node: Node?, base: Int) {
      guard let node, !range.isEmpty else { return }
      let leftCount = node.left?.count ?? 0
      if range.lowerBound < base + leftCount { visit(node.left, base: base) }
      let runStart = base + leftCount
      let runEnd = runStart + node.runCount
      let overlap = min(runEnd, range.upperBound) - max(runStart, range.lowerBound)
      if overlap > 0 {
        result.append(contentsOf: repeatElement(node.runHeight, count: overlap))
      }
      if range.upperBound > runEnd { visit(node.right, base: runEnd) }
    }
    visit(root, base: 0)
    return result
  }

  /// The first item whose span `offset ..< offset + height` contains `y`, skipping items of
  /// height 0; ``count`` when `y` is at or past the total, 0 when it is before the first item.
  ///
  /// - Complexity: O(log *r*).
  func index(containing y: Double) -> Int {
    var node = root
    var base = 0
    var remaining = max(0, y)
    while let current = node {
      let leftTotal = current.left?.total ?? 0
      if remaining < leftTotal {
        node = current.left
        continue
      }
      remaining -= leftTotal
      base += current.left?.count ?? 0
      let runTotal = Double(current.runCount) * current.runHeight
      if remaining < runTotal, current.runHeight > 0 {
        // Clamped before the conversion, which traps on a value out of Int's range.
        let index = (remaining / current.runHeight).rounded(.down)
        return base + Int(min(Double(current.runCount - 1), index))
      }
      remaining -= runTotal
      base += current.runCount
      node = current.right
    }
    return count
  }

  /// The items in `range`, which must lie within `0...count`.
  ///
  /// - Complexity: O(log *r*).
  func slice(_ range: Range<Int>) -> HeightSequence {
    let (_, rest) = Node.split(root, at: range.lowerBound)
    let (middle, _) = Node.split(rest, at: range.count)
    return HeightSequence(root: middle)
  }

  /// Appends the items of `other`.
  ///
  /// - Complexity: O(log *r*).
  mutating func append(_ other: HeightSequence) {
    root = Node.merge(root, other.root)
  }

  /// Replaces the items in `range` with `replacement`.
  ///
  /// - Complexity: O(log *r*).
  mutating func replaceSubrange(_ range: Range<Int>, with replacement: HeightSequence) {
    let (before, rest) = Node.split(root, at: range.lowerBound)
    let (_, after) = Node.split(rest, at: range.count)
    root = Node.merge(Node.merge(before, replacement.root), after)
  }

  /// Sets the height of the item at `index`, which must be below ``count``.
  ///
  /// - Complexity: O(log *r*).
  mutating func setHeight(_ height: Double, at index: Int) {
    guard self.height(at: index) != height else { return }
    replaceSubrange(index..<index + 1, with: HeightSequence(repeating: height, count: 1))
  }

  /// Whether the tree is balanced, for tests of the invariant.
  ///
  /// - Complexity: O(*r*).
  var isBalanced: Bool { root?.isBalanced ?? true }

  /// The number of levels of the tree: 0 when empty.
  ///
  /// - Complexity: O(1).
  var levels: Int { root?.levels ?? 0 }

  /// The runs, in order, for tests and comparisons.
  ///
  /// - Complexity: O(*r*).
  var runs: [(count: Int, height: Double)] {
    var result: [(count: Int, height: Double)] = []
    func visit(_ node: Node?) {
      guard let node else { return }
      visit(node.left)
      if let last = result.last, last.height == node.runHeight {
        result[result.count - 1].count += node.runCount
      } else {
        result.append((node.runCount, node.runHeight))
      }
      visit(node.right)
    }
    visit(root)
    return result
  }
}

extension HeightSequence: Equatable {
  /// Whether two sequences hold the same heights in the same order.
  ///
  /// - Complexity: O(1) when they share their storage; O(*r*) otherwise.
  static func == (lhs: HeightSequence, rhs: HeightSequence) -> Bool {
    if lhs.root === rhs.root { return true }
    let (left, right) = (lhs.runs, rhs.runs)
    return left.count == right.count
      && zip(left, right).allSatisfy { $0.count == $1.count && $0.height == $1.height }
  }
}
