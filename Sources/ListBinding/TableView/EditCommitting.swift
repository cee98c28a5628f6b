import Foundation

/// A data source that commits edits: the user's delete or insert on a row, from a swipe's
/// Delete action or an editing control.
///
/// UIKit shows a swipe's Delete action only for a data source that implements
/// `tableView(_:commit:forRowAt:)`; Swift cannot ask whether a protocol method is implemented,
/// so a data source says it commits edits by adopting this protocol, whose one requirement is
/// that method. Porting a UIKit data source that implements it: add `EditCommitting` to its
/// conformances.
///
/// ```swift
/// extension CitiesViewController: EditCommitting {
///   func tableView(
///     _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
///     forRowAt indexPath: IndexPath
///   ) throws {
///     guard editingStyle == .delete else { return }
///     remove(at: indexPath)
///     try tableView.deleteRowsAdjustingSections(at: [indexPath])
///   }
/// }
/// ```
@MainActor
public protocol EditCommitting: TableViewDataSource {
  /// The user confirmed a delete, or tapped an insert control, on the row: change the data,
  /// then tell the table (`deleteRows`, `insertRows`).
  ///
  /// The table calls this at a touch: the update calls made here run at once, as in UIKit, so
  /// that `cellForRow(at:)` right after an insert gives the new row's cell. Their errors, like
  /// this method's, come out of the gesture when this method lets them through.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath) throws
}

/// A data source that keeps its own record of the rows, and must put it back when a drag of a
/// row fails: ListBinding's diffable data source, whose base `tableView(_:moveRowAt:to:)` moves
/// the item in its snapshot, as Apple's does, is one.
///
/// Most data sources need none of it: yours updates its data in `tableView(_:moveRowAt:to:)`,
/// which the table calls only for a drag that then commits, unless the method throws. Conform
/// when your data source answers the table from a record that must show the row at its new
/// place while `moveRowAt` runs (the table asks it for cells then), or must be put back when a
/// drag fails after it moved the row:
///
/// ```swift
/// extension MyDataSource: RowReorderRecording {
///   func beginReorder(from source: IndexPath, to destination: IndexPath) {
///     saved = rows  // what a failed drag puts back
///   }
///   func endReorder(committed: Bool) {
///     if !committed, let saved { rows = saved }
///     saved = nil
///   }
/// }
/// ```
///
/// The table calls ``beginReorder(from:to:)`` once it has checked the drag, before it moves the
/// row and calls `tableView(_:moveRowAt:to:)`, and ``endReorder(committed:)`` exactly once
/// after, with `true` once the move is committed (before the delegate hears of it), `false`
/// when the drag failed and the table is as it was.
@MainActor
public protocol RowReorderRecording: AnyObject {
  /// The table is about to move the row at `source` to `destination` and call
  /// `tableView(_:moveRowAt:to:)`.
  ///
  /// - Parameters:
  ///   - source: The row dragged, before the move.
  ///   - destination: Where it lands, after the move.
  func beginReorder(from source: IndexPath, to destination: IndexPath)

  /// The drag committed, or, when `committed` is `false`, failed and was put back.
  ///
  /// - Parameter committed: Whether the table shows the row at its new place.
  func endReorder(committed: Bool)
}
