extension Changeset {
  /// The changeset from `old` to `0..<newCount`, when `old` holds distinct offsets below
  /// `newCount`: what `Changeset(from: old, to: 0..<newCount)` gives, found with an array where
  /// that initializer hashes every element.
  ///
  /// The staging names rows by their new offsets, so its row stage is this very diff (see
  /// `SectionedChangeset.rows(before:beforeStarts:newStarts:)`). The new offset *v* matches the
  /// old position that holds *v*, and the matches go to the same longest-increasing-subsequence
  /// state in the same order as in the hashing diff, so the result is the same, moves included.
  ///
  /// - Returns: The changeset, or `nil` when `old` repeats an offset or holds one outside
  ///   `0..<newCount`.
  /// - Complexity: O(*n* + *m*) time and memory, where *n* is the count of `old` and *m*
  ///   `newCount`; O(*m* log *m*) at worst when many elements move.
  static func toOffsets(from old: [Int], count newCount: Int) -> Changeset? {
    guard newCount >= 0 else { return nil }
    // The position in `old` of each new offset, or -1.
    var positions = [Int](repeating: -1, count: newCount)
    for position in old.indices {
      let offset = old[position]
      guard offset >= 0, offset < newCount, positions[offset] < 0 else { return nil }
      positions[offset] = position
    }
    var scratch = DiffScratch(oldCount: old.count, newCount: newCount, hashing: false)
    defer { scratch.deallocate() }
    for position in old.indices { scratch.oldToNew[position] = -1 }
    for offset in 0..<newCount {
      let position = positions[offset]
      if position >= 0 {
        scratch.match(old: position, new: offset)
      } else {
        scratch.insert(new: offset)
      }
    }
    return assembled(from: scratch, updates: [])
  }
}
