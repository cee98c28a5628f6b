import Foundation

extension TableView {
  /// Moves a row after the data source moved it, deleting its old section when the data source
  /// dropped it and inserting the new section when the data source added it.
  ///
  /// UIKit cannot `moveRow` out of a section that disappears or into one that appears; code
  /// that moves rows across sections spends sixty lines choosing between `moveRow`,
  /// `deleteRows`, `insertRows`, `deleteSections` and `insertSections`. This call chooses for
  /// you, from the data source's new counts; inside ``performBatchUpdates(_:completion:)`` it
  /// chooses with the batch's other calls in view:
  ///
  /// ```swift
  /// let item = dataArray1.remove(at: indexPath.row)
  /// dataArray2.insert(item, at: 0)
  /// try tableView.moveRowAdjustingSections(at: indexPath, to: IndexPath(row: 0, section: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: The row's index path before the update.
  ///   - newIndexPath: Its index path after the update, in the data source's new sections.
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` when no such update matches the data
  ///   source, with the message of the plain `moveRow(at:to:)`; nothing changes then.
  /// - Complexity: O(*s* + *v* log *s*), where *s* is the number of sections and *v* the
  ///   viewport height.
  public func moveRowAdjustingSections(at indexPath: IndexPath, to newIndexPath: IndexPath)
    throws(TableViewError)
  {
    try record(nil, .moveRowAdjustingSections(from: indexPath, to: newIndexPath))
  }

  /// Deletes rows after the data source removed them, deleting the sections they empty when
  /// the data source dropped those sections.
  ///
  /// The sections the rows empty are taken together: all of them deleted, or none. When the
  /// data source drops some of them and keeps others, empty, delete the sections yourself.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows' index paths before the update.
  ///   - animation: Recorded, not played.
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` when no such update matches the data
  ///   source; nothing changes then.
  /// - Complexity: O(*k* log *k* + *s* + *v* log *k*), where *k* is the number of paths.
  public func deleteRowsAdjustingSections(
    at indexPaths: [IndexPath], with animation: RowAnimation = .automatic
  ) throws(TableViewError) {
    try record(animation, .deleteRowsAdjustingSections(indexPaths))
  }

  /// Inserts rows after the data source added them, inserting the sections they fill when the
  /// data source added those sections.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows' index paths after the update.
  ///   - animation: Recorded, not played.
  /// - Throws: ``TableViewError/invalidUpdate(_:)`` when no such update matches the data
  ///   source; nothing changes then.
  /// - Complexity: O(*k* log *k* + *s* + *v* log *k*), where *k* is the number of paths.
  public func insertRowsAdjustingSections(
    at indexPaths: [IndexPath], with animation: RowAnimation = .automatic
  ) throws(TableViewError) {
    try record(animation, .insertRowsAdjustingSections(indexPaths))
  }
}
