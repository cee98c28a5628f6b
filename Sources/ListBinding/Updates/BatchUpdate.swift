import Foundation

/// The operations of one batch update, recorded in call order, as `UITableView` records the calls
/// made inside `performBatchUpdates(_:)`.
///
/// A batch is a value: recording changes nothing but the batch itself. Validating it against the
/// counts before and after the update, with ``plan(rowCountsBefore:rowCountsAfter:)``, gives an
/// ``UpdatePlan`` or the ``InvalidUpdate`` that UIKit would raise.
///
/// UIKit's rules apply whatever the call order:
/// - deletes and reloads use index paths and sections from before the update;
/// - inserts use index paths and sections from after the update;
/// - a move's source is from before the update and its destination from after it;
/// - deletes are processed before inserts;
/// - a reload is a delete of the old path plus an insert at the new one, as in UIKit.
///
/// ```swift
/// var batch = BatchUpdate()
/// batch.insertRows(at: [IndexPath(row: 0, section: 0)])
/// batch.deleteRows(at: [IndexPath(row: 2, section: 0)])
/// let plan = try batch.plan(rowCountsBefore: [3], rowCountsAfter: [3])
/// ```
struct BatchUpdate: Sendable, Equatable {
  /// One recorded call.
  enum Operation: Sendable, Equatable {
    /// `insertRows(at:with:)`: index paths after the update.
    case insertRows([IndexPath])
    /// `deleteRows(at:with:)`: index paths before the update.
    case deleteRows([IndexPath])
    /// `reloadRows(at:with:)`: index paths before the update.
    case reloadRows([IndexPath])
    /// `moveRow(at:to:)`: from a path before the update to a path after it.
    case moveRow(from: IndexPath, to: IndexPath)
    /// `insertSections(_:with:)`: sections after the update.
    case insertSections(IndexSet)
    /// `deleteSections(_:with:)`: sections before the update.
    case deleteSections(IndexSet)
    /// `reloadSections(_:with:)`: sections before the update.
    case reloadSections(IndexSet)
    /// `moveSection(_:toSection:)`: from a section before the update to one after it.
    case moveSection(from: Int, to: Int)
    /// `moveRowAdjustingSections(at:to:)`: a move that becomes section deletes and inserts
    /// where the data source dropped or added the sections (see `BatchUpdate+Intents.swift`).
    case moveRowAdjustingSections(from: IndexPath, to: IndexPath)
    /// `deleteRowsAdjustingSections(at:with:)`: deletes that delete the sections they empty
    /// where the data source dropped them.
    case deleteRowsAdjustingSections([IndexPath])
    /// `insertRowsAdjustingSections(at:with:)`: inserts that insert the sections they fill
    /// where the data source added them.
    case insertRowsAdjustingSections([IndexPath])
  }

  /// The recorded calls, in call order.
  private(set) var operations: [Operation]

  /// An empty batch.
  ///
  /// - Complexity: O(1).
  init() {
    operations = []
  }

  /// Records an insertion of rows at index paths after the update.
  ///
  /// - Complexity: Amortized O(1).
  mutating func insertRows(at indexPaths: [IndexPath]) {
    operations.append(.insertRows(indexPaths))
  }

  /// Records a deletion of the rows at index paths before the update.
  ///
  /// - Complexity: Amortized O(1).
  mutating func deleteRows(at indexPaths: [IndexPath]) {
    operations.append(.deleteRows(indexPaths))
  }

  /// Records a reload of the rows at index paths before the update.
  ///
  /// - Complexity: Amortized O(1).
  mutating func reloadRows(at indexPaths: [IndexPath]) {
    operations.append(.reloadRows(indexPaths))
  }

  /// Records a move of the row at a path before the update to a path after it.
  ///
  /// - Complexity: Amortized O(1).
  mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    operations.append(.moveRow(from: indexPath, to: newIndexPath))
  }

  /// Records an insertion of sections at indices after the update.
  ///
  /// - Complexity: Amortized O(1).
  mutating func insertSections(_ sections: IndexSet) {
    operations.append(.insertSections(sections))
  }

  /// Records a deletion of the sections at indices before the update.
  ///
  /// - Complexity: Amortized O(1).
  mutating func deleteSections(_ sections: IndexSet) {
    operations.append(.deleteSections(sections))
  }

  /// Records a reload of the sections at indices before the update.
  ///
  /// - Complexity: Amortized O(1).
  mutating func reloadSections(_ sections: IndexSet) {
    operations.append(.reloadSections(sections))
  }

  /// Records a move of a section before the update to an index after it.
  ///
  /// - Complexity: Amortized O(1).
  mutating func moveSection(_ section: Int, toSection newSection: Int) {
    operations.append(.moveSection(from: section, to: newSection))
  }

  /// Records an operation.
  ///
  /// - Complexity: Amortized O(1).
  mutating func append(_ operation: Operation) {
    operations.append(operation)
  }

  /// Takes back the operations recorded from position `start` on, as a nested batch whose
  /// closure threw does.
  ///
  /// - Complexity: O(*m*), where *m* is the number of operations taken back.
  mutating func removeOperations(from start: Int) {
    operations.removeSubrange(start...)
  }
}
