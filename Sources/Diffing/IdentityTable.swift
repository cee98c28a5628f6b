/// The single hash table of the diff: one entry per distinct identity of the old collection.
///
/// Open addressing with linear probing over a power-of-two array of slots, at most three quarters
/// full. A slot is one 64-bit word, so that the table stays small enough for the processor's
/// caches; from the low bits up it holds:
///
/// - the *cursor*: one plus an old offset that carries the identity (`0` marks an empty slot);
/// - the *exhausted* bit: clear while the cursor is the identity's next unmatched occurrence, set
///   once every occurrence is matched (the cursor then stays on the last one, so that probes can
///   still compare with it);
/// - a *tag*: the high bits of the identity's hash, so that a probe compares identities only when
///   the tags agree.
///
/// The cursor takes as few bits as the old collection's count needs (17 for 100,000 elements),
/// leaving the rest to the tag. A tag never decides a match alone: equal tags lead to a comparison
/// of identities, so fewer tag bits only cost comparisons.
///
/// The occurrences of one identity are chained in order through `DiffScratch.links`. The owner
/// frees the memory with `deallocate()` (a non-copyable type with a `deinit` would say this
/// better, but its `deinit` cannot be inlined into the specialised diff).
@usableFromInline
internal struct IdentityTable {
  @usableFromInline internal let slots: UnsafeMutablePointer<UInt64>
  /// The number of slots minus one: a hash's first slot is `hash & mask`.
  @usableFromInline internal let mask: Int
  /// The cursor's bits.
  @usableFromInline internal let cursorMask: UInt64
  /// The exhausted bit, just above the cursor.
  @usableFromInline internal let exhaustedBit: UInt64
  /// The tag's bits, above the exhausted bit.
  @usableFromInline internal let tagMask: UInt64

  /// An empty table for the identities of an old collection of `count` elements.
  ///
  /// - Complexity: O(*count*).
  @inlinable
  internal init(capacityFor count: Int) {
    let size = IdentityTable.size(for: count)
    slots = .allocate(capacity: size)
    slots.initialize(repeating: 0, count: size)
    mask = size - 1
    let cursorBits = Swift.max(Int.bitWidth - count.leadingZeroBitCount, 1)
    exhaustedBit = 1 << UInt64(cursorBits)
    cursorMask = exhaustedBit - 1
    tagMask = ~(exhaustedBit | cursorMask)
  }

  /// Frees the slots; the table must not be used afterwards.
  @inlinable
  internal func deallocate() {
    slots.deallocate()
  }

  /// The number of slots for `count` entries: the smallest power of two that keeps the load at
  /// three quarters at most, like the standard library's `Dictionary`.
  @usableFromInline
  internal static func size(for count: Int) -> Int {
    let wanted = Swift.max(count + count / 3 + 1, 8)
    return 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
  }

  /// A slot for an identity with `hash`, whose next unmatched occurrence is at old `offset`.
  @inlinable
  @inline(__always)
  internal func slot(hash: Int, offset: Int) -> UInt64 {
    (UInt64(truncatingIfNeeded: hash) & tagMask) | UInt64(truncatingIfNeeded: offset &+ 1)
  }

  /// Whether an occupied slot may hold the identity with `hash`.
  @inlinable
  @inline(__always)
  internal func tag(of slot: UInt64, matches hash: Int) -> Bool {
    (slot ^ UInt64(truncatingIfNeeded: hash)) & tagMask == 0
  }

  /// The old offset a slot's cursor is on.
  @inlinable
  @inline(__always)
  internal func offset(of slot: UInt64) -> Int {
    Int(truncatingIfNeeded: slot & cursorMask) &- 1
  }

  /// Whether every occurrence of the slot's identity is matched.
  @inlinable
  @inline(__always)
  internal func isExhausted(_ slot: UInt64) -> Bool {
    slot & exhaustedBit != 0
  }

  /// The slot with its cursor on old `offset` instead.
  @inlinable
  @inline(__always)
  internal func moving(_ slot: UInt64, to offset: Int) -> UInt64 {
    (slot & ~cursorMask) | UInt64(truncatingIfNeeded: offset &+ 1)
  }

  /// The slot marked exhausted, its cursor left on the last occurrence.
  @inlinable
  @inline(__always)
  internal func exhausting(_ slot: UInt64) -> UInt64 {
    slot | exhaustedBit
  }
}
