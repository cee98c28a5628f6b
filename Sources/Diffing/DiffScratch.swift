/// The working memory of one diff: a few arrays of offsets, allocated once, uninitialised until
/// written, freed with `deallocate()` when the diff ends.
///
/// After the matching pass (`Changeset+Matching.swift`):
/// - `oldToNew[i]` is the new offset matched with old offset `i`, or `-1` when `i` is deleted;
/// - `insertions[0..<insertionCount]` are the unmatched new offsets, ascending;
/// - `tails[0..<tailCount]` and `links` describe the longest increasing subsequence of matched old
///   offsets taken in new order: `tails[tailCount - 1]` ends it and `links[i]` is the old offset
///   before `i` in it, `-1` at its start.
///
/// Before that, during the matching, `links[i]` chains the occurrences of one identity: it is the
/// next old offset with the same identity, `-1` after the last. A link is read only until its
/// offset is matched, and rewritten then, so one array serves both purposes.
@usableFromInline
internal struct DiffScratch {
  @usableFromInline internal let oldCount: Int
  @usableFromInline internal let newCount: Int
  @usableFromInline internal let oldToNew: UnsafeMutablePointer<Int>
  @usableFromInline internal let links: UnsafeMutablePointer<Int>
  @usableFromInline internal let insertions: UnsafeMutablePointer<Int>
  @usableFromInline internal var insertionCount = 0
  @usableFromInline internal let tails: UnsafeMutablePointer<Int>
  @usableFromInline internal var tailCount = 0
  /// The identities' hashes of one collection at a time: the old one, then the new one.
  @usableFromInline internal let hashes: UnsafeMutablePointer<Int>

  /// Scratch space for collections of `oldCount` and `newCount` elements.
  ///
  /// - Parameter hashing: Whether the diff hashes elements into `hashes`; a diff that matches
  ///   offsets directly (`Changeset.toOffsets(from:count:)`) leaves it at one element.
  /// - Complexity: O(1): the memory is not initialised.
  @inlinable
  internal init(oldCount: Int, newCount: Int, hashing: Bool = true) {
    self.oldCount = oldCount
    self.newCount = newCount
    oldToNew = .allocate(capacity: Swift.max(oldCount, 1))
    links = .allocate(capacity: Swift.max(oldCount, 1))
    insertions = .allocate(capacity: Swift.max(newCount, 1))
    tails = .allocate(capacity: Swift.max(Swift.min(oldCount, newCount), 1))
    hashes = .allocate(capacity: hashing ? Swift.max(oldCount, newCount, 1) : 1)
  }

  /// Frees the memory; the scratch must not be used afterwards.
  @inlinable
  internal func deallocate() {
    oldToNew.deallocate()
    links.deallocate()
    insertions.deallocate()
    tails.deallocate()
    hashes.deallocate()
  }

  /// Records that old offset `old` matches new offset `new`, matches arriving in ascending `new`
  /// order, and extends the longest-increasing-subsequence state with `old`.
  ///
  /// Patience sorting: `tails[k]` is the smallest old offset that ends an increasing subsequence
  /// of length `k + 1`. The common case, an offset above every tail, appends in O(1); otherwise a
  /// binary search finds the tail to replace.
  ///
  /// - Complexity: O(1) when `old` extends the longest subsequence, O(log *k*) otherwise.
  @inlinable
  @inline(__always)
  internal mutating func match(old: Int, new: Int) {
    oldToNew[old] = new
    if tailCount == 0 {
      links[old] = -1
      tails[0] = old
      tailCount = 1
      return
    }
    let last = tails[tailCount &- 1]
    if last < old {
      links[old] = last
      tails[tailCount] = old
      tailCount &+= 1
      return
    }
    var low = 0
    var high = tailCount &- 1
    while low < high {
      let middle = (low &+ high) >> 1
      if tails[middle] < old {
        low = middle &+ 1
      } else {
        high = middle
      }
    }
    links[old] = low == 0 ? -1 : tails[low &- 1]
    tails[low] = old
  }

  /// Records that new offset `new` has no match.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  internal mutating func insert(new: Int) {
    insertions[insertionCount] = new
    insertionCount &+= 1
  }
}
