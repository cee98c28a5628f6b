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
    try tableView.performDataSourceCall(.apply) { () throws(TableViewError) in
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
    try tableView.performDataSourceCall(.applySnapshotUsingReloadData) {
      () throws(TableViewError) in
      let previous = self.current
      self.show(snapshot)
      try tableView.reloadData { self.current = previous }
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
    let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap { indexPath in
      itemIdentifier(for: indexPath).map { SelectedItem(indexPath: indexPath, item: $0) }
    }
    let update = StagedUpdate(
      changeset, rowCountsBefore: transition.oldCounts, rowCountsAfter: transition.newCounts,
      animation: animation,
      keepingSelection: survivors(of: selected, reloading: reloading, in: snapshot))
    show(snapshot)
    lastChangeset = changeset
    try tableView.applyStagedUpdate(update) {
      self.current = previous
      self.lastChangeset = previousChangeset
    }
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

  /// The selected rows whose items keep their selection through the update, from their index
  /// path before it to the one after it: not reloaded, and not in a reloaded section.
  private func survivors(
    of selected: [SelectedItem], reloading: Set<ItemIdentifierType>,
    in snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [IndexPath: IndexPath] {
    var survivors: [IndexPath: IndexPath] = [:]
    for selection in selected where !reloading.contains(selection.item) {
      guard let new = snapshot.indexPath(of: selection.item),
        !snapshot.reloadedSectionIdentifiers.contains(snapshot.sections[new.section])
      else { continue }
      survivors[selection.indexPath] = new
    }
    return survivors
  }

  /// A selected row and its item.
  private struct SelectedItem {
    var indexPath: IndexPath
    var item: ItemIdentifierType
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
      try tableView.invokeCallback(TableViewError.Callback("cellRebinder", indexPath: indexPath)) {
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
