import Foundation

extension TableView {
  /// Opens a batch of update calls that ``endUpdates()`` applies, as UIKit's older
  /// `beginUpdates()`.
  ///
  /// The calls made until the matching ``endUpdates()`` — `insertRows`, `deleteRows`, …,
  /// from your code or from callbacks — are recorded into one batch, with the semantics of
  /// ``performBatchUpdates(_:completion:)``: the batch is validated and applied as one update
  /// when the outermost batch ends. Pairs nest, and a pair inside a `performBatchUpdates`
  /// closure, or a closure inside a pair, joins the outer batch.
  ///
  /// ```swift
  /// items.remove(at: 0)
  /// items.append("new")
  /// tableView.beginUpdates()
  /// try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
  /// try tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
  /// try tableView.endUpdates()
  /// ```
  ///
  /// Prefer ``performBatchUpdates(_:completion:)`` in new code: a closure cannot be left
  /// unbalanced.
  ///
  /// - Complexity: O(1) amortized.
  public func beginUpdates() {
    observe(.call(.beginUpdates))
    _ = recorder.begin(.beginUpdates)
  }

  /// Ends the batch ``beginUpdates()`` opened; the outermost one validates and applies the
  /// update calls recorded since, as ``performBatchUpdates(_:completion:)`` does.
  ///
  /// An inner pair only closes: its calls join the outer batch. Called from a callback while
  /// the table performs another call, the outermost `endUpdates()` records the batch at once
  /// and applies it after that call, like every change asked for then.
  ///
  /// - Throws: ``TableViewError/endUpdatesWithoutBeginUpdates`` when no `beginUpdates()` is
  ///   open, or the innermost open batch is a `performBatchUpdates` closure that did not open
  ///   it; nothing changes then. For the outermost batch, the errors of
  ///   ``performBatchUpdates(_:completion:)``: ``TableViewError/invalidUpdate(_:)`` with UIKit's
  ///   reason, a count error, the data source's error while making the cells of rows new to
  ///   the viewport, or the error of a height of a row on screen (an update with changes or
  ///   without asks the heights of the rows on screen again, as UIKit's); the table is then as
  ///   it was before `beginUpdates()`, and the batch is over.
  /// - Complexity: O(1) for an inner pair; for the outermost, as
  ///   ``performBatchUpdates(_:completion:)``.
  public func endUpdates() throws(TableViewError) {
    guard recorder.innermost == .beginUpdates else {
      observe(.call(.endUpdates))
      throw .endUpdatesWithoutBeginUpdates
    }
    guard recorder.depth == 1 else {
      recorder.end(completion: nil)
      observe(.call(.endUpdates))
      return
    }
    let recorded = recorder.take()
    try perform(.endUpdates) { () throws(TableViewError) in
      .step(.update(recorded, countsAfter: try dataForCall()))
    }
  }
}
