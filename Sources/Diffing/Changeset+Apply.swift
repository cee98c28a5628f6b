extension Changeset {
  /// Replays the changeset on `old` as UIKit replays a batch update, and returns the result.
  ///
  /// Deletions and move sources are removed from `old`; insertions and move destinations are
  /// placed at their offsets in the result; every other old element keeps its relative order and
  /// fills the remaining offsets. Only inserted and updated elements are read from `new`: moved
  /// and kept elements come from `old`. So, for the collections the changeset was computed from,
  /// the result equals `new` exactly when the changeset is right, and this is the round-trip check
  /// the tests run on every diff.
  ///
  /// ```swift
  /// let old = ["a", "b", "c"]
  /// let new = ["c", "a", "d"]
  /// print(Changeset(from: old, to: new).applied(to: old, using: new) == new)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - old: The collection the changeset starts from.
  ///   - new: The collection that supplies inserted and updated elements, read at their new
  ///     offsets.
  /// - Returns: The changed collection, or `nil` when the changeset does not fit the two
  ///   collections: an offset out of range or used twice, counts that do not add up, or an update
  ///   whose old offset does not land on its new offset.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the counts of `old` and `new`.
  public func applied<Element>(
    to old: some Collection<Element>,
    using new: some Collection<Element>
  ) -> [Element]? {
    let old = ContiguousArray(old)
    let new = ContiguousArray(new)
    guard old.count - deletions.count + insertions.count == new.count,
      let origins = ReplayOrigins.origins(
        oldCount: old.count, deletions: deletions, insertions: insertions,
        moves: moves.map { ($0.source, $0.destination) })
    else { return nil }
    var result: [Element] = []
    result.reserveCapacity(new.count)
    for (newOffset, origin) in origins.enumerated() {
      result.append(origin == ReplayOrigins.inserted ? new[newOffset] : old[origin])
    }
    for update in updates {
      guard (0..<new.count).contains(update.newOffset),
        origins[update.newOffset] == update.oldOffset
      else { return nil }
      result[update.newOffset] = new[update.newOffset]
    }
    return result
  }
}
