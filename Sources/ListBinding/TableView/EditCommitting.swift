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
/// row fails: the diffable data source, whose base `tableView(_:moveRowAt:to:)` moves the item
/// in its snapshot, as Apple's does.
///
/// Package access: it is not something a data source of your own needs; yours updates its data
/// in `tableView(_:moveRowAt:to:)`, and the table calls it only for a drag that then commits,
/// unless the method throws.
@MainActor
package protocol RowReorderRecording: AnyObject {
  /// The table is about to move the row at `source` to `destination` and call
  /// `tableView(_:moveRowAt:to:)`.
  func beginReorder(from source: IndexPath, to destination: IndexPath)

  /// The drag committed, or, when `committed` is `false`, failed and was put back.
  func endReorder(committed: Bool)
}
