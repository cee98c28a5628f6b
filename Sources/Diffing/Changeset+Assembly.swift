extension Changeset {
  /// Step 4 of the diff: deletions and moves from the matching.
  ///
  /// The matched old offsets on the longest increasing subsequence keep their relative order, so
  /// they stay; every other matched offset moves; every unmatched old offset is deleted.
  ///
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the counts of the old and new collections.
  @usableFromInline
  internal static func assembled(
    from scratch: DiffScratch,
    updates: [Update]
  ) -> Changeset {
    let oldToNew = scratch.oldToNew
    let links = scratch.links
    // Mark the offsets that stay by flipping their match to `-(new + 2)`, which is at most -2
    // and so tells them apart from deletions (-1) and moves (the plain new offset).
    var kept = scratch.tailCount > 0 ? scratch.tails[scratch.tailCount - 1] : -1
    while kept >= 0 {
      oldToNew[kept] = -oldToNew[kept] - 2
      kept = links[kept]
    }
    let matchedCount = scratch.newCount - scratch.insertionCount
    let deletionCount = scratch.oldCount - matchedCount
    let moveCount = matchedCount - scratch.tailCount
    var deletions: [Int] = []
    deletions.reserveCapacity(deletionCount)
    var moves: [Move] = []
    moves.reserveCapacity(moveCount)
    for oldOffset in 0..<scratch.oldCount {
      let newOffset = oldToNew[oldOffset]
      if newOffset == -1 {
        deletions.append(oldOffset)
      } else if newOffset >= 0 {
        moves.append(Move(source: oldOffset, destination: newOffset))
      }
    }
    let insertions = Array(
      UnsafeBufferPointer(start: scratch.insertions, count: scratch.insertionCount))
    return Changeset(deletions: deletions, insertions: insertions, moves: moves, updates: updates)
  }
}
