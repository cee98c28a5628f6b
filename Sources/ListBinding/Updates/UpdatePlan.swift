import Foundation

/// How a validated batch update moves the table: where each section and row goes, and where each
/// one comes from.
///
/// A plan stores only what the batch touches: per-section counts, and sorted lists of the rows
/// deleted, inserted, reloaded and moved. It maps forwards only, from before the update to after
/// it: the table keeps state for rows that exist before. A row the batch does not name is placed by counting the
/// touched rows around it, so mapping one costs O(log *k*) for a batch of *k* operations on a
/// table of any length. Ask it only about the rows you keep state for (selected, visible).
///
/// Reloads follow UIKit: a reloaded row is deleted at its old path and inserted at the path
/// UIKit computes by shifting the old one past the batch's deletes and inserts (not its moves);
/// its ``Fate/reloaded(_:)`` gives that path. The rows of a reloaded section are reported as
/// reloaded at the same row of the section's new index while the section still has that row
/// after the update, and as deleted (or, seen from after the update, inserted) beyond it.
struct UpdatePlan: Sendable, Equatable {
  /// What becomes of a section or row that exists before the update.
  enum Fate<Position: Sendable & Hashable>: Sendable, Hashable {
    /// It stays, at the given position after the update (the same one or another).
    case kept(Position)
    /// It is reloaded: replaced by a fresh one at the given position after the update.
    case reloaded(Position)
    /// It is deleted.
    case deleted
  }

  /// The number of rows in each section before the update.
  let rowCountsBefore: [Int]

  /// The number of rows in each section after the update.
  let rowCountsAfter: [Int]

  /// For each section before the update, its index after it; -1 when deleted or reloaded.
  let newSectionForOld: [Int]

  /// Reloaded sections: old index to new index.
  let reloadedSections: [Int: Int]

  /// For each kept section before the update that the batch touches: the sorted rows that leave
  /// their place (deleted, reloaded, moved away).
  let removedRows: [Int: [Int]]

  /// For each kept section after the update that the batch touches: the sorted rows that take a
  /// new place (inserted, reloaded, moved in).
  let addedRows: [Int: [Int]]

  /// Rows deleted from kept sections, before the update, in ascending order.
  ///
  /// Rows are sorted ``UpdateItem``s, found by binary search: sorting what a validated batch
  /// already has in order costs less than hashing it.
  let deletedRows: [UpdateItem]

  /// Moved rows, from their old path to their new one, in ascending order of their old paths.
  let movedRows: [UpdateMove]

  /// Reloaded rows of kept sections, from their old path to their new one, in ascending order of
  /// their old paths.
  let reloadedRows: [UpdateMove]
}
