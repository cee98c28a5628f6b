/// Where each element of a collection comes from after a batch of deletions, insertions and
/// moves is replayed as UIKit replays one: the arithmetic that ``Changeset`` and
/// ``SectionedChangeset`` share for elements and for sections.
enum ReplayOrigins {
  /// Marks a new offset whose element is inserted rather than taken from the old collection.
  static let inserted = -1

  /// For each new offset, the old offset its element comes from, or ``inserted``.
  ///
  /// Deletions and move sources leave; insertions and move destinations take their offsets;
  /// every other old element keeps its relative order and fills the free offsets.
  ///
  /// - Returns: `nil` when the offsets do not fit: one out of range or used twice, or counts
  ///   that do not add up.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the old and new counts.
  static func origins(
    oldCount: Int, deletions: [Int], insertions: [Int],
    moves: [(source: Int, destination: Int)]
  ) -> [Int]? {
    let newCount = oldCount - deletions.count + insertions.count
    guard newCount >= 0 else { return nil }
    var removed = [Bool](repeating: false, count: oldCount)
    for source in deletions + moves.map(\.source) {
      guard (0..<oldCount).contains(source), !removed[source] else { return nil }
      removed[source] = true
    }
    var origins = [Int?](repeating: nil, count: newCount)
    let placements = insertions.map { ($0, inserted) } + moves.map { ($0.destination, $0.source) }
    for (destination, origin) in placements {
      guard (0..<newCount).contains(destination), origins[destination] == nil else { return nil }
      origins[destination] = origin
    }
    var stays = (0..<oldCount).lazy.filter { !removed[$0] }.makeIterator()
    var result: [Int] = []
    result.reserveCapacity(newCount)
    for origin in origins {
      guard let origin = origin ?? stays.next() else { return nil }
      result.append(origin)
    }
    return stays.next() == nil ? result : nil
  }
}
