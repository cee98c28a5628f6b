/// The hash index of a snapshot's items: from an item's hash to the nodes that may hold it.
///
/// Open addressing with linear probing over a power-of-two array of 64-bit slots, at most three
/// quarters full. A slot holds an item's *fingerprint* (the high 32 bits of its hash value) in
/// its high half and one plus its node in its low half; 0 marks an empty slot. The fingerprint
/// also picks the first slot to probe, so the index never asks for a hash again: growing and
/// deleting (by shifting entries back, without tombstones) read the slots alone.
///
/// The index keeps the fingerprint of every node too, so that a node's entry is found without
/// hashing its item, and so that two snapshots can be compared without hashing: an item of one
/// is looked up in the other by its fingerprint, and only candidates with the same fingerprint
/// are compared (see `SnapshotTransition`).
///
/// The index compares no items itself: lookups take a predicate that does.
struct ItemIndex: Sendable {
  /// The slots; empty until the first entry.
  private(set) var slots: [UInt64] = []

  /// The fingerprint of each node, by node.
  private(set) var fingerprints: [UInt32] = []

  /// The number of entries: nodes in the index.
  private(set) var entryCount = 0

  /// An empty index.
  ///
  /// - Complexity: O(1).
  init() {}

  /// The fingerprint of a hash value: its high 32 bits, the best mixed of Swift's hashes.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  static func fingerprint(of hashValue: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: UInt(bitPattern: hashValue) >> (UInt.bitWidth - 32))
  }

  /// The first node whose entry has `fingerprint` and that `matches` accepts, or `nil`.
  ///
  /// - Complexity: O(1) expected, plus one call of `matches` per node with the same
  ///   fingerprint on the way (for distinct items, almost always only the one sought).
  @inline(__always)
  func node(withFingerprint fingerprint: UInt32, where matches: (Int32) -> Bool) -> Int32? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var position = Int(fingerprint) & mask
    while true {
      let slot = slots[position]
      if slot == 0 { return nil }
      if UInt32(truncatingIfNeeded: slot >> 32) == fingerprint {
        let node = Int32(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
        if matches(node) { return node }
      }
      position = (position + 1) & mask
    }
  }

  /// Adds a node, the next after the last, and its entry.
  ///
  /// - Complexity: O(1) amortized expected.
  mutating func appendNode(fingerprint: UInt32) {
    let node = fingerprints.count
    fingerprints.append(fingerprint)
    if (entryCount + 1) * 4 > slots.count * 3 { resize(to: max(slots.count * 2, 16)) }
    insert(Self.slot(fingerprint: fingerprint, node: node))
    entryCount += 1
  }

  /// Removes the entry of a node; the node keeps its fingerprint until it is removed.
  ///
  /// - Complexity: O(1) expected.
  mutating func removeEntry(ofNode node: Int32) {
    guard let position = position(ofNode: node) else { return }
    removeSlot(at: position)
    entryCount -= 1
  }

  /// Removes the last node, whose entry is already removed.
  ///
  /// - Complexity: O(1).
  mutating func removeLastNode() {
    fingerprints.removeLast()
  }

  /// Moves the last node, which has an entry, into the place of `target`, whose entry is
  /// removed.
  ///
  /// - Complexity: O(1) expected.
  mutating func moveLastNode(to target: Int32) {
    let last = Int32(truncatingIfNeeded: fingerprints.count - 1)
    let fingerprint = fingerprints[Int(last)]
    if let position = position(ofNode: last) {
      slots[position] = Self.slot(fingerprint: fingerprint, node: Int(target))
    }
    fingerprints[Int(target)] = fingerprint
    fingerprints.removeLast()
  }

  /// Shrinks the slots when at most an eighth of them are in use, so that memory follows the
  /// number of items.
  ///
  /// - Complexity: O(*c*) when it shrinks, where *c* is the number of slots; O(1) otherwise.
  mutating func shrinkIfSparse() {
    guard slots.count > 16, entryCount * 8 <= slots.count else { return }
    var size = 16
    while entryCount * 4 > size * 3 / 2 { size *= 2 }
    resize(to: entryCount == 0 ? 0 : size)
  }

  /// A slot's content.
  @inline(__always)
  private static func slot(fingerprint: UInt32, node: Int) -> UInt64 {
    UInt64(fingerprint) << 32 | UInt64(truncatingIfNeeded: node + 1)
  }

  /// The position of a node's entry, found by probing from its fingerprint's first slot.
  private func position(ofNode node: Int32) -> Int? {
    let fingerprint = fingerprints[Int(node)]
    let wanted = Self.slot(fingerprint: fingerprint, node: Int(node))
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var position = Int(fingerprint) & mask
    while slots[position] != 0 {
      if slots[position] == wanted { return position }
      position = (position + 1) & mask
    }
    return nil
  }

  /// Puts a slot's content in the first free slot from its fingerprint's.
  private mutating func insert(_ content: UInt64) {
    let mask = slots.count - 1
    var position = Int(truncatingIfNeeded: content >> 32) & mask
    while slots[position] != 0 { position = (position + 1) & mask }
    slots[position] = content
  }

  /// Empties a slot, shifting back the entries after it that would no longer be found.
  private mutating func removeSlot(at position: Int) {
    let mask = slots.count - 1
    var hole = position
    var next = (position + 1) & mask
    while slots[next] != 0 {
      let home = Int(truncatingIfNeeded: slots[next] >> 32) & mask
      // The entry at `next` may fill the hole when its home is not in (hole, next], cyclically.
      let distanceToHome = (next - home) & mask
      let distanceToHole = (next - hole) & mask
      if distanceToHome >= distanceToHole {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = 0
  }

  /// Rebuilds the slots with `size` of them, a power of two or 0.
  private mutating func resize(to size: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: size)
    guard size > 0 else { return }
    for content in old where content != 0 { insert(content) }
  }
}
