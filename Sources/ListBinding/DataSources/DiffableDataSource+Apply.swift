import Foundation

extension DiffableDataSource {
  /// Shows `snapshot`: works out the staged batch updates from the snapshot shown and performs
  /// them on the table, validated by UIKit's rules.
  ///
  /// The stages are those of ``Diffing/SectionedChangeset``. Every stage is validated, as the
  /// batch of update calls UIKit would get, before any is applied, so an invalid update throws
  /// with nothing changed: neither the table nor ``snapshot()``. ``snapshot()`` returns the new
  /// snapshot as soon as the apply begins, as in UIKit; an apply asked for from a callback
  /// while the table performs a call (another apply, `willDisplay`) begins once that call
  /// completes, in order.
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
  ///   - completion: Called once the snapshot is shown and the delegate told, when the main queue
  ///     next turns, as UIKit calls it after its animations; what it throws is thrown by the
  ///     table's next outermost call. Without a table, called at once.
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` when the table does not show the snapshot
  ///   the data source showed (its counts were changed behind the data source's back), or the
  ///   cell provider's error for a row new to the viewport: nothing has changed then. An error
  ///   of the delegate or the rebinder comes with the snapshot shown.
  /// - Complexity: O(*n* + *m* + *s*) expected for the diff, where *n* and *m* are the numbers of
  ///   items before and after and *s* the number of sections, plus O(*c* log *c* + *v*) for the
  ///   table, where *c* is the number of changes and *v* the viewport height.
  public func apply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true,
    completion: (@MainActor () throws -> Void)? = nil
  ) throws(TableViewError) {
    guard let tableView else {
      lastChangeset = changeset(to: snapshot)
      show(snapshot)
      try invokeCompletion(completion)
      return
    }
    try tableView.performDeferrable(TableEvent.Call("apply")) { () throws(TableViewError) in
      try self.performApply(
        snapshot, on: tableView, animation: animatingDifferences ? self.defaultRowAnimation : .none)
      guard let completion else { return }
      tableView.runLater(TableViewError.Callback("apply completion"), completion)
    }
  }

  /// Shows `snapshot` by reloading the table: no diff, no batch update; the selection is
  /// cleared, as by ``TableView/reloadData()``.
  ///
  /// - Throws: The error of ``TableView/reloadData()``: when the reload fails, the data source
  ///   keeps the snapshot it showed.
  /// - Complexity: O(*s* + *v*), where *s* is the number of sections and *v* the viewport
  ///   height.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) throws(TableViewError) {
    guard let tableView else {
      show(snapshot)
      return
    }
    try tableView.performDeferrable(TableEvent.Call("applySnapshotUsingReloadData")) {
      () throws(TableViewError) in
      let previous = self.current
      self.show(snapshot)
      try tableView.reloadForDataSource { self.current = previous }
    }
  }

  /// Applies `snapshot` now, within a call the table performs.
  private func performApply(
    _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, on tableView: TableView,
    animation: TableView.RowAnimation
  ) throws(TableViewError) {
    let previous = current
    let previousChangeset = lastChangeset
    let reloading = reloadedItems(of: snapshot)
    // From what the table shows: during a drag, the row at its new place.
    let transition = SnapshotTransition(old: shownByTable, new: snapshot)
    let changeset = transition.changeset(
      reloadingItems: reloading, reloadingSections: snapshot.reloadedSectionIdentifiers)
    let stages = Self.stages(of: changeset, through: transition)
    let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap { indexPath in
      itemIdentifier(for: indexPath).map { SelectedItem(indexPath: indexPath, item: $0) }
    }
    show(snapshot)
    lastChangeset = changeset
    let restore = {
      self.current = previous
      self.lastChangeset = previousChangeset
    }
    let update: StagedUpdate
    do {
      update = try stagedUpdate(
        stages, keeping: selected, reloading: reloading, in: snapshot, on: tableView,
        animation: animation)
    } catch {
      restore()
      throw error
    }
    try tableView.applyForDataSource(update, revertingOnFailure: restore)
    if let cellRebinder { try rebind(snapshot.reconfiguredItemIdentifiers, with: cellRebinder) }
  }

  /// The items the apply reloads: those marked reloaded, and those marked reconfigured when
  /// there is no rebinder to configure them in place.
  private func reloadedItems(of snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>)
    -> Set<ItemIdentifierType>
  {
    cellRebinder == nil
      ? snapshot.reloadedItemIdentifiers.union(snapshot.reconfiguredItemIdentifiers)
      : snapshot.reloadedItemIdentifiers
  }

  /// The staged changes from the snapshot shown to `snapshot`.
  private func changeset(to snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>)
    -> SectionedChangeset
  {
    SnapshotTransition(old: current, new: snapshot).changeset(
      reloadingItems: reloadedItems(of: snapshot),
      reloadingSections: snapshot.reloadedSectionIdentifiers)
  }

  /// The update of the stages, with the rows whose items keep their selection through a delete
  /// and an insert, and the rules of their sections.
  private func stagedUpdate(
    _ stages: [StagedUpdate.Stage], keeping selected: [SelectedItem],
    reloading: Set<ItemIdentifierType>,
    in snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, on tableView: TableView,
    animation: TableView.RowAnimation
  ) throws(TableViewError) -> StagedUpdate {
    var survivors: [IndexPath: IndexPath] = [:]
    var rules: [Int: SelectionRule] = [:]
    for selection in selected where !reloading.contains(selection.item) {
      guard let new = snapshot.indexPath(of: selection.item),
        !snapshot.reloadedSectionIdentifiers.contains(snapshot.sections[new.section])
      else { continue }
      survivors[selection.indexPath] = new
      if rules[new.section] == nil,
        let rule = try tableView.selectionRule(forComingSection: new.section)
      {
        rules[new.section] = rule
      }
    }
    return StagedUpdate(
      stages: stages, animation: animation, survivors: survivors, rules: rules,
      allowsMultipleSelection: tableView.allowsMultipleSelectionNow)
  }

  /// A selected row and its item.
  private struct SelectedItem {
    var indexPath: IndexPath
    var item: ItemIdentifierType
  }

  /// The stages of `changeset` as update calls, each with the counts after it.
  private static func stages(
    of changeset: SectionedChangeset,
    through transition: SnapshotTransition<SectionIdentifierType, ItemIdentifierType>
  ) -> [StagedUpdate.Stage] {
    let newCounts = transition.newCounts
    var counts = transition.oldCounts
    var stages: [StagedUpdate.Stage] = []
    for stage in changeset.stages {
      // The changeset is computed from these very snapshots, so each stage fits the one before;
      // were it not to, the table would refuse the counts, and nothing would change.
      let next = stage.rowCounts(after: counts, newCounts: newCounts) ?? counts
      var batch = BatchUpdate()
      record(stage, into: &batch)
      stages.append(StagedUpdate.Stage(batch: batch, countsAfter: next))
      counts = next
    }
    return stages
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
  private func rebind(_ items: Set<ItemIdentifierType>, with rebinder: CellRebinder)
    throws(TableViewError)
  {
    guard let tableView else { return }
    for item in items {
      guard let indexPath = current.indexPath(of: item),
        let cell = tableView.cellForRow(at: indexPath)
      else { continue }
      try tableView.invoke(TableViewError.Callback("cellRebinder", indexPath: indexPath)) {
        try rebinder(cell, indexPath, item)
      }
    }
  }

  /// Calls an apply's completion.
  private func invokeCompletion(_ completion: (@MainActor () throws -> Void)?)
    throws(TableViewError)
  {
    guard let completion else { return }
    do {
      try completion()
    } catch let error as TableViewError {
      throw error
    } catch {
      throw .callbackFailed(TableViewError.Callback("apply completion"), error)
    }
  }

  /// Makes `snapshot` the one shown, its marks cleared.
  private func show(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    current = snapshot
    current.reloadedItemIdentifiers = []
    current.reloadedSectionIdentifiers = []
    current.reconfiguredItemIdentifiers = []
  }
}
