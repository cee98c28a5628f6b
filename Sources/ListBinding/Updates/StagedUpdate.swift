import Foundation

/// An update in stages, each a batch of update calls validated against the counts after the
/// one before: what a diffable data source applies as one transaction, because UIKit's rules
/// for one batch cannot express every change between two snapshots.
///
/// Make one from a ``Diffing/SectionedChangeset`` between what your data source showed and
/// what it shows now, and apply it with
/// ``TableView/applyStagedUpdate(_:revertingOnFailure:)`` (see there for an example).
public struct StagedUpdate: Sendable {
  /// One stage: the update calls, and the number of rows in each section after them.
  struct Stage: Sendable {
    var batch: BatchUpdate
    var countsAfter: [Int]
  }

  /// The stages, in order.
  var stages: [Stage]
  /// The heights read for the sections after the last stage; the table reads them when it
  /// applies the update.
  var layout: LayoutInput? = nil
  /// The animation recorded for the update.
  var animation: TableView.RowAnimation
  /// Rows that the staging deletes and inserts again but that keep their identity, from their
  /// index path before the update to the one after it: they keep their selection, as far as
  /// their section's rule allows.
  var survivors: [IndexPath: IndexPath]
  /// The selection rule of each section after the update that a survivor lands in: read by
  /// the table as it applies the update.
  var rules: [Int: SelectionRule] = [:]
  /// Whether taps select several rows where no rule applies: set by the table as it applies
  /// the update.
  var allowsMultipleSelection = false

  /// Creates the update of a sectioned changeset: each of its stages becomes the batch of
  /// update calls UIKit would get (section deletes, inserts, moves and reloads, then row
  /// deletes, inserts, moves and reloads), with the counts after it.
  ///
  /// - Parameters:
  ///   - changeset: The stages, from the rows the table shows to the new rows.
  ///   - rowCountsBefore: The number of rows of each section the data source showed: the
  ///     table's counts, unless they were changed behind the data source's back (the update
  ///     then fails, and nothing changes).
  ///   - rowCountsAfter: The number of rows of each section the data source shows now.
  ///   - animation: The animation recorded for every call; `.automatic` by default.
  ///   - survivors: Selected rows the stages delete and insert again, from the index path
  ///     before the update to the one after it, that keep their selection, as UIKit's diffable
  ///     data source keeps an item's; none by default.
  /// - Complexity: O(*s* + *c* log *c*) for each stage, where *s* is the number of sections and
  ///   *c* the number of its changes.
  public init(
    _ changeset: SectionedChangeset, rowCountsBefore: [Int], rowCountsAfter: [Int],
    animation: TableView.RowAnimation = .automatic,
    keepingSelection survivors: [IndexPath: IndexPath] = [:]
  ) {
    var counts = rowCountsBefore
    var stages: [Stage] = []
    stages.reserveCapacity(changeset.stages.count)
    for stage in changeset.stages {
      // A stage that does not fit the one before keeps the counts: the table then refuses
      // them, and nothing changes.
      let next = stage.rowCounts(after: counts, newCounts: rowCountsAfter) ?? counts
      var batch = BatchUpdate()
      Self.record(stage, into: &batch)
      stages.append(Stage(batch: batch, countsAfter: next))
      counts = next
    }
    self.stages = stages
    self.animation = animation
    self.survivors = survivors
  }

  /// A stage recorded into a batch: the update calls UIKit would get, in their order.
  private static func record(_ stage: SectionedChangeset.Stage, into batch: inout BatchUpdate) {
    if !stage.sectionDeletions.isEmpty { batch.deleteSections(IndexSet(stage.sectionDeletions)) }
    if !stage.sectionInsertions.isEmpty {
      batch.insertSections(IndexSet(stage.sectionInsertions))
    }
    for move in stage.sectionMoves { batch.moveSection(move.source, toSection: move.destination) }
    if !stage.sectionReloads.isEmpty { batch.reloadSections(IndexSet(stage.sectionReloads)) }
    if !stage.rowDeletions.isEmpty { batch.deleteRows(at: stage.rowDeletions) }
    if !stage.rowInsertions.isEmpty { batch.insertRows(at: stage.rowInsertions) }
    for move in stage.rowMoves { batch.moveRow(at: move.source, to: move.destination) }
    if !stage.rowReloads.isEmpty { batch.reloadRows(at: stage.rowReloads) }
  }
}
