import Diffing
import Testing

/// The checks every changeset test runs: the round trip, the documented invariants, and
/// agreement with a slow, obviously right reference for the matching and the number of moves.
struct ChangesetChecks<Element, Identity: Hashable> {
  let old: [Element]
  let new: [Element]
  let identity: (Element) -> Identity
  /// `nil` when the changeset under test does not compare content.
  let contentEquals: ((Element, Element) -> Bool)?

  /// Runs every check on `changeset`; `context` (for instance the seed) is printed on failure.
  func verify(
    _ changeset: Changeset,
    _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let comment = Comment(rawValue: context)
    // The round trip: kept and moved elements come from `old`, the rest from `new`.
    let applied = changeset.applied(to: old, using: new)
    #expect(applied != nil, comment, sourceLocation: sourceLocation)
    if let applied, let contentEquals {
      let same = applied.count == new.count && zip(applied, new).allSatisfy(contentEquals)
      #expect(same, comment, sourceLocation: sourceLocation)
    }
    if let applied {
      let same = applied.map(identity) == new.map(identity)
      #expect(same, comment, sourceLocation: sourceLocation)
    }

    // Sorted, unique, in range.
    let sources = changeset.moves.map(\.source)
    let destinations = changeset.moves.map(\.destination)
    #expect(
      isStrictlyAscending(changeset.deletions, below: old.count), comment,
      sourceLocation: sourceLocation)
    #expect(
      isStrictlyAscending(changeset.insertions, below: new.count), comment,
      sourceLocation: sourceLocation)
    #expect(
      isStrictlyAscending(sources, below: old.count), comment,
      sourceLocation: sourceLocation)
    #expect(
      Set(destinations).count == destinations.count, comment,
      sourceLocation: sourceLocation)
    #expect(
      destinations.allSatisfy { (0..<new.count).contains($0) }, comment,
      sourceLocation: sourceLocation)
    let updateOffsets = changeset.updates.map(\.oldOffset)
    #expect(
      isStrictlyAscending(updateOffsets, below: old.count), comment,
      sourceLocation: sourceLocation)

    // Each old offset is exactly one of deleted, moved, kept; each new offset one of inserted,
    // moved, kept; as many kept on both sides.
    #expect(
      Set(changeset.deletions).isDisjoint(with: sources), comment,
      sourceLocation: sourceLocation)
    #expect(
      Set(changeset.insertions).isDisjoint(with: destinations), comment,
      sourceLocation: sourceLocation)
    let keptOld = (0..<old.count).filter {
      !changeset.deletions.contains($0) && !sources.contains($0)
    }
    let keptNew = (0..<new.count).filter {
      !changeset.insertions.contains($0) && !destinations.contains($0)
    }
    #expect(keptOld.count == keptNew.count, comment, sourceLocation: sourceLocation)

    // Matched pairs share their identity; updates are exactly the pairs whose content differs.
    var pairs = zip(keptOld, keptNew).map { ($0, $1) }
    pairs += changeset.moves.map { ($0.source, $0.destination) }
    pairs.sort { $0.0 < $1.0 }
    #expect(
      pairs.allSatisfy { identity(old[$0.0]) == identity(new[$0.1]) }, comment,
      sourceLocation: sourceLocation)
    let expectedUpdates = pairs.filter { old, new in
      contentEquals.map { !$0(self.old[old], self.new[new]) } ?? false
    }
    #expect(
      changeset.updates.map { [$0.oldOffset, $0.newOffset] }
        == expectedUpdates.map { [$0.0, $0.1] }, comment, sourceLocation: sourceLocation)

    // The reference: matching in order of occurrence, and the fewest moves that matching allows.
    let reference = referenceMatching()
    #expect(changeset.deletions == reference.deletions, comment, sourceLocation: sourceLocation)
    #expect(changeset.insertions == reference.insertions, comment, sourceLocation: sourceLocation)
    #expect(
      changeset.moves.count == reference.fewestMoves, comment,
      sourceLocation: sourceLocation)
  }

  /// Matches the k-th occurrence of each identity in `old` with its k-th occurrence in `new`,
  /// and counts the fewest moves with a quadratic longest increasing subsequence.
  private func referenceMatching() -> (deletions: [Int], insertions: [Int], fewestMoves: Int) {
    var waiting: [Identity: [Int]] = [:]
    for (offset, element) in old.enumerated() {
      waiting[identity(element), default: []].append(offset)
    }
    var matchedOld: [Int] = []  // in new order
    var insertions: [Int] = []
    for (offset, element) in new.enumerated() {
      if let first = waiting[identity(element)]?.first {
        waiting[identity(element)]?.removeFirst()
        matchedOld.append(first)
      } else {
        insertions.append(offset)
      }
    }
    let deletions = Set(0..<old.count).subtracting(matchedOld).sorted()
    var longest = [Int](repeating: 1, count: matchedOld.count)
    for i in matchedOld.indices {
      for j in 0..<i where matchedOld[j] < matchedOld[i] {
        longest[i] = max(longest[i], longest[j] + 1)
      }
    }
    return (deletions, insertions, matchedOld.count - (longest.max() ?? 0))
  }

  private func isStrictlyAscending(_ offsets: [Int], below limit: Int) -> Bool {
    zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }
      && offsets.allSatisfy { (0..<limit).contains($0) }
  }
}

extension ChangesetChecks where Element: Hashable, Identity == Element {
  /// Checks for elements that are their own identity.
  init(old: [Element], new: [Element]) {
    self.init(old: old, new: new, identity: { $0 }, contentEquals: nil)
  }
}

/// An element with an identity and a content, for changesets that report updates.
struct Item: Equatable, CustomStringConvertible {
  let id: Int
  let content: Int

  var description: String { "\(id):\(content)" }
}
