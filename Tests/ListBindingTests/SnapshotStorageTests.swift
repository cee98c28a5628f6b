import DiffingTestSupport
import Testing

@testable import ListBinding

/// The invariants of a snapshot's storage, checked on its internals after random edits: the
/// treaps (`RowForest`), the hash index (`ItemIndex`), the running totals (`PrefixSums`) and how
/// the snapshot keeps them in step.
@Suite("Snapshot storage invariants")
struct SnapshotStorageTests {
  /// Every invariant of `snapshot`'s storage; a description of each one broken.
  static func brokenInvariants(_ snapshot: Snapshot<Int, Int>) -> [String] {
    var broken: [String] = []
    let forest = snapshot.rows.forest
    let index = snapshot.rows.index
    let nodeCount = forest.nodeCount
    if snapshot.nodeItems.count != nodeCount { broken.append("items and nodes differ in number") }
    if index.fingerprints.count != nodeCount { broken.append("fingerprints and nodes differ") }
    if index.entryCount != nodeCount { broken.append("index entries and nodes differ") }
    if !index.slots.isEmpty, index.entryCount * 4 > index.slots.count * 3 {
      broken.append("index more than three quarters full")
    }
    // Each tree: links both ways, sizes, heap order, tree keys.
    var seen = [Bool](repeating: false, count: nodeCount)
    for (section, key) in snapshot.sectionTrees.enumerated() {
      if snapshot.sectionIndex(ofTree: key) != section { broken.append("section \(section) key") }
      let root = forest.roots[Int(key)]
      if root >= 0, forest.nodes[Int(root)].parent != RowForest.none {
        broken.append("root of section \(section) has a parent")
      }
      var stack = root >= 0 ? [root] : []
      while let node = stack.popLast() {
        guard !seen[Int(node)] else {
          broken.append("node \(node) reached twice")
          continue
        }
        seen[Int(node)] = true
        let current = forest.nodes[Int(node)]
        if current.tree != key { broken.append("node \(node) names tree \(current.tree)") }
        if current.size != 1 + forest.size(current.left) + forest.size(current.right) {
          broken.append("node \(node) size")
        }
        for child in [current.left, current.right] where child >= 0 {
          if forest.nodes[Int(child)].parent != node { broken.append("child \(child) parent") }
          if forest.nodes[Int(child)].priority > current.priority {
            broken.append("child \(child) outranks its parent")
          }
          stack.append(child)
        }
      }
      let count = forest.count(ofTree: key)
      let total =
        snapshot.itemCounts.sum(below: section + 1) - snapshot.itemCounts.sum(below: section)
      if total != count { broken.append("running totals of section \(section)") }
    }
    if seen.contains(false) { broken.append("nodes in no tree") }
    // The index finds every node by its item, and only it.
    for node in 0..<nodeCount {
      let item = snapshot.nodeItems[node]
      if index.fingerprints[node] != Snapshot<Int, Int>.fingerprint(of: item) {
        broken.append("fingerprint of node \(node)")
      }
      if snapshot.node(of: item) != Int32(node) { broken.append("lookup of node \(node)") }
    }
    if snapshot.nodesInOrder,
      snapshot.rows.order(ofTrees: snapshot.sectionTrees) != Array(0..<Int32(nodeCount))
    {
      broken.append("nodes said to be in order are not")
    }
    return broken
  }

  @Test("Random edits keep the trees, the index and the totals consistent", arguments: 0..<3)
  func invariantsAfterEdits(seedOffset: Int) throws {
    let seed = 0x5701_A6E0 + UInt64(seedOffset)
    var generator = SplitMix64(seed: seed)
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections([0, 1, 2])
    var next = 0
    for section in 0..<3 {
      try snapshot.appendItems(Array(next..<next + 40), toSection: section)
      next += 40
    }
    #expect(snapshot.nodesInOrder)
    #expect(Self.brokenInvariants(snapshot) == [], "seed \(seed), built")
    for step in 0..<1_500 {
      let items = snapshot.itemIdentifiers
      let sections = snapshot.sectionIdentifiers
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1:
        if let item = items.randomElement(using: &generator) { try snapshot.deleteItems([item]) }
      case 2, 3:
        if let anchor = items.randomElement(using: &generator) {
          try snapshot.insertItems([next], beforeItem: anchor)
          next += 1
        }
      case 4, 5:
        if let item = items.randomElement(using: &generator),
          let target = items.randomElement(using: &generator), item != target
        {
          try snapshot.moveItem(item, afterItem: target)
        }
      case 6:
        if let section = sections.randomElement(using: &generator) {
          let count = Int.random(in: 1...20, using: &generator)
          try snapshot.appendItems(Array(next..<next + count), toSection: section)
          next += count
        }
      case 7:
        let doomed = items.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }
        try snapshot.deleteItems(doomed)
      case 8:
        if sections.count > 1, let section = sections.randomElement(using: &generator) {
          try snapshot.deleteSections([section])
        }
        try snapshot.appendSections([1_000_000 + step])
      default:
        if sections.count > 1 {
          try snapshot.moveSection(sections[0], afterSection: sections[sections.count - 1])
        }
      }
      let broken = Self.brokenInvariants(snapshot)
      #expect(broken == [], "seed \(seed), step \(step)")
      if !broken.isEmpty { return }
    }
  }

  @Test("A snapshot built by appending, or edited at its end, keeps its nodes in order")
  func nodesInOrder() throws {
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections([0, 1])
    try snapshot.appendItems([1, 2], toSection: 0)
    try snapshot.appendItems([3], toSection: 1)
    try snapshot.insertItems([4], afterItem: 3)
    try snapshot.insertSections([2], beforeSection: 0)
    try snapshot.deleteItems([4])
    #expect(snapshot.nodesInOrder)
    #expect(Self.brokenInvariants(snapshot) == [])
    var appendedEarlier = snapshot
    try appendedEarlier.appendItems([5], toSection: 0)
    #expect(!appendedEarlier.nodesInOrder)
    var moved = snapshot
    try moved.moveItem(1, afterItem: 2)
    #expect(!moved.nodesInOrder)
    var deleted = snapshot
    try deleted.deleteItems([1])
    #expect(!deleted.nodesInOrder)
    for edited in [appendedEarlier, moved, deleted] {
      #expect(Self.brokenInvariants(edited) == [])
    }
  }

  @Test("Running totals follow single changes, appends and rebuilds", arguments: 0..<2)
  func prefixSums(seedOffset: Int) {
    var generator = SplitMix64(seed: 0xF3E1 + UInt64(seedOffset))
    var counts: [Int] = []
    var sums = PrefixSums()
    for step in 0..<600 {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        let value = Int.random(in: 0..<50, using: &generator)
        counts.append(value)
        sums.append(value)
      case 1 where !counts.isEmpty:
        let index = Int.random(in: 0..<counts.count, using: &generator)
        let delta = Int.random(in: -5...5, using: &generator)
        counts[index] += delta
        sums.add(delta, at: index)
      default:
        sums = PrefixSums(counts)
      }
      #expect(sums.count == counts.count)
      for index in 0...counts.count {
        guard sums.sum(below: index) == counts[..<index].reduce(0, +) else {
          Issue.record("sum below \(index) at step \(step)")
          return
        }
      }
    }
  }

  @Test("The hash index finds every entry through collisions, removals and resizing")
  func itemIndex() {
    var index = ItemIndex()
    // Few distinct fingerprints: long probe runs, and removals that shift entries back.
    let fingerprint = { (node: Int) in UInt32(node % 7) &* 0x9E37_79B9 }
    for node in 0..<500 { index.appendNode(fingerprint: fingerprint(node)) }
    func find(_ node: Int) -> Int32? {
      index.node(withFingerprint: fingerprint(node)) { $0 == Int32(node) }
    }
    #expect((0..<500).allSatisfy { find($0) == Int32($0) })
    for node in stride(from: 0, to: 500, by: 3) { index.removeEntry(ofNode: Int32(node)) }
    #expect((0..<500).allSatisfy { find($0) == ($0 % 3 == 0 ? nil : Int32($0)) })
    #expect(index.entryCount == 500 - 167)
    // Free node 0: the last node takes its place and is found there.
    index.moveLastNode(to: 0)
    #expect(index.node(withFingerprint: fingerprint(499)) { $0 == 0 } == 0)
    #expect(index.fingerprints.count == 499)
  }
}
