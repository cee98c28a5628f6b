import Foundation

// What the package's own data sources use of the table: package access, nothing a data source of
// your own could not do with `performBatchUpdates` and `reloadData`, except applying several
// stages as one update, which UIKit's diffable data source also does.

extension TableView {
  /// Performs `body` as a call of the table: now, or, while the table performs another call,
  /// once that one completes.
  ///
  /// - Parameters:
  ///   - event: Names the call for the table's call observer, such as `apply`.
  ///   - body: The call.
  /// - Throws: What `body` throws, when it runs now; otherwise from the outermost call.
  package func performDeferrable(
    _ event: @autoclosure () -> TableEvent.Call? = nil,
    _ body: @escaping @MainActor () throws(TableViewError) -> Void
  ) throws(TableViewError) {
    try perform(event()) { .operation(body) }
  }

  /// Applies the stages of an update as one transaction, each stage validated against the
  /// counts after the one before, the first against the table's.
  ///
  /// Call it from within ``performDeferrable(_:)``, after switching the data source to the new
  /// data: the cells of rows new to the viewport are asked for then.
  ///
  /// - Parameters:
  ///   - update: The stages.
  ///   - revert: Called when the update fails and the table is as it was, to switch the data
  ///     source back.
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` for the first stage that does not validate,
  ///   a cell's error, or, with the update in place, the delegate's.
  package func applyForDataSource(
    _ update: StagedUpdate, revertingOnFailure revert: () -> Void
  ) throws(TableViewError) {
    var update = update
    if update.layout == nil, let last = update.stages.last {
      do {
        update.layout = try readLayout(for: RowCounts(last.countsAfter))
      } catch {
        revert()
        throw error
      }
    }
    try performSteps([.stages(update)], revertingOnFailure: revert)
  }

  /// Reloads the table from the data source, as one transaction.
  ///
  /// - Parameter revert: Called when the reload fails and the table is as it was.
  package func reloadForDataSource(revertingOnFailure revert: () -> Void) throws(TableViewError) {
    let data: DataRead
    do {
      data = try readData()
    } catch {
      revert()
      throw error
    }
    try performSteps([.reload(data)], revertingOnFailure: revert)
  }
}
