import Foundation

extension DiffableDataSource {
  /// Shows `snapshot`: works out the staged batch updates from the last snapshot applied and
  /// performs them on the table, validated by UIKit's rules.
  ///
  /// The stages are those of ``SectionedChangeset``. Every stage is validated, as the batch of
  /// update calls UIKit would get, against the table before the first is performed, so an
  /// invalid update throws with nothing changed: neither the table nor ``snapshot()``.
  ///
  /// What follows the rows, as in UIKit:
  /// - **Selection follows identity.** A selected item that moves stays selected, also when
  ///   the staging moves it by a delete and an insert (out of a deleted section, into a new
  ///   one) — as far as the section's selection rule allows another selected row there. A
  ///   deleted item leaves the selection. A reloaded item (or an item of a reloaded section)
  ///   loses it, as in UIKit.
  /// - **Reconfigured items** keep their cell: a visible one is configured again in place by
  ///   ``cellRebinder``, the same cell instance. Without a rebinder they are reloaded.
  /// - **Reloaded items** get new cells from the cell provider, in the last stage.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether the table records `.automatic` animations or `.none`.
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` when the table does not show the last
  ///   snapshot applied (its counts were changed behind the data source's back), with nothing
  ///   changed. An error of the cell provider, for a row new to the viewport, comes after the
  ///   update: the rest of the update is applied and the first such error thrown at the end.
  /// - Complexity: O(*n* + *m* + *s*) expected for the diff, where *n* and *m* are the numbers of
  ///   items before and after and *s* the number of sections, plus O(*c* log *c* + *v*) for the
  ///   table, where *c* is the number of changes and *v* the viewport height.
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) throws(TableViewError) {
    let reloading =
      cellRebinder == nil
      ? snapshot.reloadedItemIdentifiers.union(snapshot.reconfiguredItemIdentifiers)
      : snapshot.reloadedItemIdentifiers
    let transition = SnapshotTransition(old: current, new: snapshot)
    let changeset = transition.changeset(
      reloadingItems: reloading, reloadingSections: snapshot.reloadedSectionIdentifiers)
    guard let tableView else {
      show(snapshot)
      lastChangeset = changeset
      return
    }
    let planned = try plannedStates(of: changeset, through: transition, on: tableView)
    lastChangeset = changeset
    let selected = selectedItems(in: tableView)
    let animation: TableView.RowAnimation = animatingDifferences ? .automatic : .none
    var deferred: TableViewError?
    for (state, plan) in planned {
      staged = (transition, state)
      do {
        // Validated above against these very counts: applied without validating again.
        try tableView.apply(
          plan, counts: RowCounts(state.map(\.items.count)), animation: animation)
      } catch {
        deferred = deferred ?? error
      }
    }
    show(snapshot)
    if cellRebinder != nil { rebindReconfigured(of: snapshot, in: tableView) }
    restoreSelection(of: selected, reloading: reloading, in: snapshot, on: tableView)
    if let deferred { throw deferred }
  }

  /// Shows `snapshot` by reloading the table: no diff, no batch update; the selection is
  /// cleared, as by ``TableView/reloadData()``.
  ///
  /// - Throws: The error of ``TableView/reloadData()``; the snapshot is shown either way.
  /// - Complexity: O(*s* + *v*), where *s* is the number of sections and *v* the viewport
  ///   height.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) throws(TableViewError) {
    show(snapshot)
    try tableView?.reloadData()
  }

  /// Makes `snapshot` the current one, its marks cleared, and shows its sections.
  private func show(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    current = snapshot
    current.reloadedItemIdentifiers = []
    current.reloadedSectionIdentifiers = []
    current.reconfiguredItemIdentifiers = []
    staged = nil
  }

  /// The sections after each stage, by tokens of `transition`, with the stage's validated plan,
  /// each stage validated against the counts before it, the first against the table's.
  private func plannedStates(
    of changeset: SectionedChangeset,
    through transition: SnapshotTransition<SectionIdentifierType, ItemIdentifierType>,
    on tableView: TableView
  ) throws(TableViewError) -> [(state: [(section: Int, items: [Int])], plan: UpdatePlan)] {
    let new = transition.newState
    var state = transition.oldState
    var counts = tableView.rowCounts.counts
    var planned: [(state: [(section: Int, items: [Int])], plan: UpdatePlan)] = []
    for stage in changeset.stages {
      guard let next = stage.appliedToIntegers(state, using: new) else {
        throw .invalidUpdate("the staged update does not fit the data source's sections")
      }
      var batch = BatchUpdate()
      Self.record(stage, into: &batch)
      let nextCounts = next.map(\.items.count)
      do {
        planned.append(
          (next, try batch.plan(rowCountsBefore: counts, rowCountsAfter: nextCounts)))
      } catch {
        throw error.tableViewError
      }
      state = next
      counts = nextCounts
    }
    // The last state is the new snapshot by identity; take its values, which a reloaded row's
    // new cell must show.
    if !planned.isEmpty { planned[planned.count - 1].state = new }
    return planned
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

  /// Binds again, in place, the visible cells of the reconfigured items.
  private func rebindReconfigured(
    of snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, in tableView: TableView
  ) {
    guard let cellRebinder else { return }
    for item in snapshot.reconfiguredItemIdentifiers {
      guard let indexPath = current.indexPath(of: item),
        let cell = try? tableView.cellForRow(at: indexPath)
      else { continue }
      cellRebinder(cell, indexPath, item)
    }
  }

  /// The items of the selected rows.
  private func selectedItems(in tableView: TableView) -> [ItemIdentifierType] {
    (tableView.indexPathsForSelectedRows ?? []).compactMap(itemIdentifier(for:))
  }

  /// Selects again the items that were selected and lost their selection to a delete and an
  /// insert of the staging, where the section's rule allows it without deselecting another row.
  private func restoreSelection(
    of items: [ItemIdentifierType], reloading: Set<ItemIdentifierType>,
    in snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, on tableView: TableView
  ) {
    for item in items where !reloading.contains(item) {
      guard let indexPath = current.indexPath(of: item),
        !snapshot.reloadedSectionIdentifiers.contains(current.sections[indexPath.section]),
        !tableView.selection.contains(indexPath),
        let replaced = try? tableView.rowsReplaced(bySelecting: indexPath), replaced.isEmpty
      else { continue }
      tableView.setRow(indexPath, selected: true)
    }
  }
}
