/// The difference between two collections, described by offsets, in the form UIKit's batch updates
/// take.
///
/// A changeset compares an *old* collection with a *new* one. Elements are matched by identity
/// (the element itself, or an identifier derived from it); matched elements whose content differs
/// are reported as updates when the changeset was asked to compare content.
///
/// - `deletions`: offsets in the old collection of elements that are gone, ascending.
/// - `insertions`: offsets in the new collection of elements that are new, ascending.
/// - `moves`: matched elements that change position relative to the others; each move's source
///   is an offset in the old collection and its destination an offset in the new one. Ascending
///   by source.
/// - `updates`: matched elements whose content changed, with their offset in the old collection
///   and in the new one. Ascending by old offset.
///
/// These are exactly the meanings of `deleteRows`, `insertRows` and `moveRow(at:to:)` inside one
/// `performBatchUpdates(_:)`: deletions and move sources are read against the old collection,
/// insertions and move destinations against the new one.
///
/// An element that both moves and changes is reported twice: as a move *and* as an update, so that
/// no information is lost. UIKit refuses to reload a row that also moves in the same batch, so a
/// caller driving a table performs the moves in one batch and reconfigures (or reloads) the
/// updated rows at their new offsets in a second one; an update's `newOffset` is the offset to use
/// there.
///
/// Matching is by identity, in order of occurrence: when an identity occurs several times, its
/// first occurrence in the old collection matches its first occurrence in the new one, the second
/// the second, and so on; surplus occurrences are deleted or inserted.
///
/// The moves are minimal: the matched elements that are not moved form a longest subsequence that
/// keeps its relative order, so no changeset between the same collections, with the same matching,
/// has fewer moves.
///
/// ```swift
/// let changeset = Changeset(from: ["a", "b", "c", "d"], to: ["b", "a", "d", "e"])
/// print(changeset)  // deletions [2], insertions [3], moves [1 → 0]
/// ```
///
/// `Changeset` holds offsets only, so one type serves every element type;
/// ``applied(to:using:)`` replays it on collections.
public struct Changeset: Sendable, Equatable {
  /// Offsets in the old collection of the elements removed, ascending.
  public let deletions: [Int]

  /// Offsets in the new collection of the elements added, ascending.
  public let insertions: [Int]

  /// The matched elements that change position relative to the others, ascending by source.
  public let moves: [Move]

  /// The matched elements whose content changed, ascending by old offset.
  ///
  /// Always empty for changesets computed without a content comparison.
  public let updates: [Update]

  /// A changeset from its parts, which the caller has already sorted as documented.
  internal init(deletions: [Int], insertions: [Int], moves: [Move], updates: [Update]) {
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
  }
}

extension Changeset {
  /// An element that changes position: from `source` in the old collection to `destination` in the
  /// new one.
  public struct Move: Sendable, Hashable {
    /// The element's offset in the old collection.
    public let source: Int

    /// The element's offset in the new collection.
    public let destination: Int

    /// A move from an offset in the old collection to an offset in the new one.
    public init(source: Int, destination: Int) {
      self.source = source
      self.destination = destination
    }
  }

  /// An element whose identity is kept but whose content changed.
  public struct Update: Sendable, Hashable {
    /// The element's offset in the old collection.
    public let oldOffset: Int

    /// The element's offset in the new collection.
    public let newOffset: Int

    /// An update of the element at `oldOffset` in the old collection, found at `newOffset` in the
    /// new one.
    public init(oldOffset: Int, newOffset: Int) {
      self.oldOffset = oldOffset
      self.newOffset = newOffset
    }
  }
}

extension Changeset {
  /// Whether the two collections were the same: nothing deleted, inserted, moved or updated.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
  }
}
