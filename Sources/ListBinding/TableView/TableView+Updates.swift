import Foundation

extension TableView {
  /// How an update would be animated, as `UITableView.RowAnimation`. Recorded, not played.
  public enum RowAnimation: Int, Hashable, Sendable {
    /// The rows fade in or out.
    case fade = 0
    /// The rows slide in from or out to the right.
    case right = 1
    /// The rows slide in from or out to the left.
    case left = 2
    /// The rows slide in from or out to the top.
    case top = 3
    /// The rows slide in from or out to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// The rows stay centred while they appear or disappear.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// Groups update calls into one update, validated and applied when the outermost batch ends,
  /// as UIKit does.
  ///
  /// Change the data source first, inside or before the closure; then describe the change with
  /// the update calls. Deletes and reloads use index paths before the update, inserts use index
  /// paths after it, a move goes from before to after, and deletes are processed before inserts
  /// whatever the call order. A batch inside a batch joins the outer one; when its closure
  /// throws, the calls it recorded are taken back.
  ///
  /// ```swift
  /// dataArray1.remove(at: 2)
  /// dataArray2.insert(item, at: 0)
  /// try tableView.performBatchUpdates {
  ///   try tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
  ///   try tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .top)
  /// }
  /// ```
  ///
  /// Rows and their state follow the update: visible cells keep showing the rows they showed,
  /// selected rows stay selected where they moved, and deleted or reloaded rows lose their
  /// selection. Rows that enter the viewport get new cells from the data source.
  ///
  /// Every update asks the heights of the rows on screen after it, as UIKit's batch updates
  /// do, with changes or without: the rows that keep their cells are asked first (the
  /// delegate's `tableView(_:heightForRowAt:)`, or their cells fit), then each new row after
  /// its cell. So a row whose data changed height grows or shrinks in its cell, moving the rows
  /// below: rows pushed out of the viewport leave, rows pulled in come with new cells. Rows off
  /// screen keep their heights until they come on screen; with ``estimatedRowHeight`` 0 every
  /// row's height is read with the counts.
  ///
  /// - Parameters:
  ///   - updates: Records the update calls. If it throws, nothing is applied, and its error is
  ///     thrown: a ``TableViewError`` as it is, any other wrapped in
  ///     ``TableViewError/batchUpdatesFailed(_:)``.
  ///   - completion: Called with `true` once the update is applied and the delegate told, when
  ///     the main queue next turns, as UIKit calls it after its animations; what it throws is
  ///     thrown by the table's next outermost call (see the "Call moments" article).
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` with UIKit's reason when the calls do not
  ///   match the data source's new counts; a count error; the data source's error while
  ///   making the cells of rows new to the viewport; or the error of a height of a row on
  ///   screen (the delegate's, or one that breaks the geometry rule). The table is unchanged
  ///   then. An error of the delegate's `willDisplay` or `didEndDisplaying` comes after the
  ///   update is in place. ``TableViewError/beginUpdatesNotEnded(_:)`` when `updates` returns
  ///   with a ``beginUpdates()`` of its own not ended: its calls are taken back.
  /// - Complexity: O(*k* log *k* + *s* + *v* log *k*), where *k* is the number of rows and
  ///   sections named, *s* the number of sections and *v* the viewport height, plus the selected
  ///   rows, plus one height asked for each row on screen: independent of the number of rows
  ///   when the table estimates heights; with ``estimatedRowHeight`` 0, one height asked for
  ///   each row of the table.
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: (@MainActor (Bool) throws -> Void)? = nil
  ) throws(TableViewError) {
    if recorder.isRecording {
      observe(.call(.performBatchUpdates))
      try recordNested(updates, completion: completion)
      return
    }
    try perform(.performBatchUpdates) { () throws(TableViewError) in
      try recordNested(updates, completion: completion)
      let recorded = recorder.take()
      return .step(.update(recorded, countsAfter: try dataForCall()))
    }
  }

  /// Runs a batch's closure, recording its calls into the open batch; takes them back when it
  /// throws, or when it returns with a `beginUpdates()` of its own not ended.
  private func recordNested(
    _ updates: () throws -> Void, completion: (@MainActor (Bool) throws -> Void)?
  )
    throws(TableViewError)
  {
    let mark = recorder.begin()
    do {
      try updates()
    } catch {
      recorder.endDiscarding(from: mark)
      throw error as? TableViewError ?? .batchUpdatesFailed(error)
    }
    let notEnded = recorder.depth - mark.depth - 1
    guard notEnded <= 0 else {
      recorder.endDiscarding(from: mark)
      throw .beginUpdatesNotEnded(notEnded)
    }
    recorder.end(completion: completion)
  }

  /// Inserts rows at index paths after the update.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation)
    throws(TableViewError)
  {
    try record(animation, .insertRows(indexPaths))
  }

  /// Deletes the rows at index paths before the update.
  ///
  /// Deleting every row of a section the data source still has keeps the section, empty; when
  /// the data source dropped the section, delete the section instead, or use
  /// ``deleteRowsAdjustingSections(at:with:)``.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation)
    throws(TableViewError)
  {
    try record(animation, .deleteRows(indexPaths))
  }

  /// Reloads the rows at index paths before the update: they get new cells and lose their
  /// selection.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation)
    throws(TableViewError)
  {
    try record(animation, .reloadRows(indexPaths))
  }

  /// Moves a row from its index path before the update to one after it.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(TableViewError) {
    try record(nil, .moveRow(from: indexPath, to: newIndexPath))
  }

  /// Inserts sections at indices after the update.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation)
    throws(TableViewError)
  {
    try record(animation, .insertSections(sections))
  }

  /// Deletes the sections at indices before the update, with their rows.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation)
    throws(TableViewError)
  {
    try record(animation, .deleteSections(sections))
  }

  /// Reloads the sections at indices before the update: their rows get new cells and lose
  /// their selection.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation)
    throws(TableViewError)
  {
    try record(animation, .reloadSections(sections))
  }

  /// Moves a section, with its rows, from its index before the update to one after it.
  ///
  /// - Throws: As ``performBatchUpdates(_:completion:)`` when called outside a batch.
  /// - Complexity: As ``performBatchUpdates(_:completion:)``.
  public func moveSection(_ section: Int, toSection newSection: Int) throws(TableViewError) {
    try record(nil, .moveSection(from: section, to: newSection))
  }

  /// Records an update call: into the open batch, or as a batch of its own.
  func record(_ animation: RowAnimation?, _ operation: BatchUpdate.Operation)
    throws(TableViewError)
  {
    if recorder.isRecording {
      observe(.call(operation.event(animation: animation)))
      recorder.record(animation, operation)
      return
    }
    try perform(operation.event(animation: animation)) { () throws(TableViewError) in
      var batch = BatchUpdate()
      batch.append(operation)
      let recorded = RecordedBatch(
        batch: batch, animations: animation.map { [$0] } ?? [], completions: [])
      return .step(.update(recorded, countsAfter: try dataForCall()))
    }
  }
}
