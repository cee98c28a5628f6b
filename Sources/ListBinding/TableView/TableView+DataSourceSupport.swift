import Foundation

// What a data source that keeps its own record of the rows needs of the table beyond
// `performBatchUpdates` and `reloadData`: its calls performed as calls of the table (deferred
// while the table is busy), an update in stages applied as one transaction, and a reload that
// puts the data source back when it fails. ListBinding's `DiffableDataSource` uses nothing else.

extension TableView {
  /// Performs a call of your data source as a call of the table: now, or, while the table
  /// performs another call (your call was made from `willDisplay`, `cellForRowAt` or another
  /// method the table calls as it lays out or asks), once that one completes, in order.
  ///
  /// Observers hear of it as `call` (``TableEvent/Kind/call(_:)``) when it runs now, or as
  /// ``TableEvent/Kind/deferredCall(_:)`` then ``TableEvent/Kind/deferredCallRuns(_:)``.
  /// Inside `body`, change your data, then tell the table with
  /// ``applyStagedUpdate(_:revertingOnFailure:)`` or ``reloadData(revertingOnFailure:)``.
  ///
  /// ```swift
  /// func show(_ newSections: [ItemSection<String, Int>]) throws(TableViewError) {
  ///   try tableView.performDataSourceCall(.dataSourceCall("show")) {
  ///     () throws(TableViewError) in
  ///     let old = self.sections
  ///     self.sections = newSections
  ///     let update = StagedUpdate(
  ///       SectionedChangeset(from: old, to: newSections),
  ///       rowCountsBefore: old.map(\.items.count), rowCountsAfter: newSections.map(\.items.count))
  ///     try self.tableView.applyStagedUpdate(update) { self.sections = old }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - call: Names the call for the table's observers, such as
  ///     `.dataSourceCall("show")`; only read when the table has observers.
  ///   - body: The call.
  /// - Throws: What `body` throws, when it runs now, or a call deferred while it ran; while the
  ///   table is busy, the error comes out of the table's outermost call instead.
  /// - Complexity: O(1), plus what `body` does.
  public func performDataSourceCall(
    _ call: @autoclosure () -> TableEvent.Call,
    _ body: @escaping @MainActor () throws(TableViewError) -> Void
  ) throws(TableViewError) {
    try perform(call()) { .operation(body) }
  }

  /// Applies the stages of an update as one transaction, each stage validated against the
  /// counts after the one before, the first against the table's.
  ///
  /// Call it from within ``performDataSourceCall(_:_:)``, after switching your data source to
  /// the new data: the table asks for the cells of rows new to the viewport then. Before it
  /// applies anything, it reads the selection rule of each section a surviving selected row
  /// lands in. Selected rows the stages delete lose their selection, except the survivors the
  /// update names; reloaded rows lose it, as in UIKit.
  ///
  /// - Parameters:
  ///   - update: The stages.
  ///   - revert: Called when the update fails, with the table as it was, to switch your data
  ///     source back to the data it showed.
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` for the first stage that does not validate,
  ///   the error of a selection rule, a height or a cell for a row new to the viewport (nothing
  ///   has changed then, and `revert` has been called), or, with the update in place, the
  ///   delegate's.
  /// - Complexity: O(*c* log *c* + *s* + *v*), where *c* is the number of changes, *s* the
  ///   number of sections and *v* the viewport height.
  public func applyStagedUpdate(_ update: StagedUpdate, revertingOnFailure revert: () -> Void)
    throws(TableViewError)
  {
    var update = update
    do {
      update.rules = [:]
      for (_, new) in update.survivors.sorted(by: { $0.key < $1.key })
      where update.rules[new.section] == nil {
        if let rule = try selectionRule(forComingSection: new.section) {
          update.rules[new.section] = rule
        }
      }
      update.allowsMultipleSelection = allowsMultipleSelectionNow
      if update.layout == nil, let last = update.stages.last {
        update.layout = try readLayout(for: RowCounts(last.countsAfter))
      }
    } catch {
      revert()
      throw error
    }
    try performSteps([.stages(update)], revertingOnFailure: revert)
  }

  /// Reloads the table from the data source, as ``reloadData()`` does, as one transaction
  /// that calls `revert` when it fails.
  ///
  /// Call it from within ``performDataSourceCall(_:_:)``, after switching your data source to
  /// the new data.
  ///
  /// - Parameter revert: Called when the reload fails, with the table as it was, to switch
  ///   your data source back to the data it showed.
  /// - Throws: The data source's or the delegate's error, as ``reloadData()``; nothing has
  ///   changed then, and `revert` has been called.
  /// - Complexity: O(*s* + *v*), where *s* is the number of sections and *v* the viewport
  ///   height.
  public func reloadData(revertingOnFailure revert: () -> Void) throws(TableViewError) {
    let data: DataRead
    do {
      data = try readData()
    } catch {
      revert()
      throw error
    }
    try performSteps([.reload(data)], revertingOnFailure: revert)
  }

  /// Calls code your data source's user gave it (a cell provider, a rebinder, a handler) as
  /// the table calls its own data source and delegate: observers hear of it as
  /// ``TableEvent/Kind/callback(_:)`` first, a call it makes to the table is deferred while the
  /// table performs a call, and what it throws comes out wrapped with the callback's name.
  ///
  /// ```swift
  /// try tableView.invokeCallback(TableViewError.Callback("cellRebinder", indexPath: indexPath)) {
  ///   try rebinder(cell, indexPath, item)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - callback: Names the code, with the row or section it is called for.
  ///   - body: Calls it.
  /// - Returns: What `body` returns.
  /// - Throws: A ``TableViewError`` `body` throws, as it is; any other error wrapped in
  ///   ``TableViewError/callbackFailed(_:_:)``; ``TableViewError/callbacksTooDeep(_:maximum:)``
  ///   instead of calling it when callbacks are nested too deeply.
  /// - Complexity: O(1), plus what `body` does.
  public func invokeCallback<Value>(
    _ callback: TableViewError.Callback, _ body: () throws -> Value
  ) throws(TableViewError) -> Value {
    try invoke(callback, body)
  }
}
