/// The single hash table of the diff: one entry per distinct identity of the old collection.
///
/// Open addressing with linear probing over a power-of-two array of slots. A slot keeps the
/// identity's full hash, so that a probe compares identities only when the hashes are equal, and a
/// cursor over the old offsets that carry the identity, encoded in one `Int`:
///
/// - `0`: the slot is empty;
/// - `k > 0`: the identity's next unmatched occurrence is at old offset `k - 1`;
/// - `k < 0`: every occurrence is matched; old offset `-k - 1` still carries the identity, so that
///   probes can compare with it.
///
/// The occurrences of one identity are chained in order through `DiffScratch.links`.
///
/// The owner frees the memory with `deallocate()` (a non-copyable type with a `deinit` would say
/// this better, but its `deinit` cannot be inlined into the specialised diff).
@usableFromInline
internal struct IdentityTable {
  @usableFromInline
  internal struct Slot {
    @usableFromInline internal var hash: Int
    @usableFromInline internal var cursor: Int

    @inlinable
    internal init(hash: Int, cursor: Int) {
      self.hash = hash
      self.cursor = cursor
    }
  }

  @usableFromInline internal let slots: UnsafeMutablePointer<Slot>
  @usableFromInline internal let mask: Int

  /// An empty table sized for `count` distinct identities at most.
  ///
  /// - Complexity: O(*count*).
  @inlinable
  internal init(capacityFor count: Int) {
    let size = IdentityTable.size(for: count)
    slots = .allocate(capacity: size)
    slots.initialize(repeating: Slot(hash: 0, cursor: 0), count: size)
    mask = size - 1
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
}
