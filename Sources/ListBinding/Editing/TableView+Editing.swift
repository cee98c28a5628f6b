import Foundation

extension TableView {
  /// Turns editing mode on or off, hiding any swipe actions.
  ///
  /// - Complexity: O(1).
  public func setEditing(_ editing: Bool, animated: Bool) {
    hideSwipeActions()
    isEditing = editing
  }

  /// The editing control the row shows now: none unless the table is editing and the data
  /// source can edit the row.
  func editingControl(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
    guard isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else {
      return .none
    }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Whether the row shows a reorder control now.
  func showsReorderControl(at indexPath: IndexPath) -> Bool {
    isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
  }

  /// Taps the row's delete or insert control while the table is editing, as a user would
  /// (confirming a delete at once): the data source is asked to commit the row's editing
  /// style.
  ///
  /// - Throws: When the table has no such row; ``TableViewError/notEditable(_:)`` when the
  ///   row shows no editing control now.
  /// - Complexity: O(1), plus what the data source does.
  public func tapEditingControl(at indexPath: IndexPath) throws(TableViewError) {
    try validateRow(indexPath)
    let style = editingControl(at: indexPath)
    guard style != .none else { throw .notEditable(indexPath) }
    dataSource?.tableView(self, commit: style, forRowAt: indexPath)
  }

  /// Drags a row by its reorder control to another position, as a user would: the delegate
  /// may choose another target, the data source moves the item, and the table moves the row.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: The row to drag.
  ///   - proposedIndexPath: Where the user drops it: a row of its own section, or a position
  ///     up to the end of another section.
  /// - Throws: When the table has no such row; ``TableViewError/notMovable(_:)`` when the row
  ///   shows no reorder control; ``TableViewError/invalidUpdate(_:)`` when the data source did
  ///   not move the item as the row moved.
  /// - Complexity: As ``moveRow(at:to:)``.
  public func dragRow(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath)
    throws(TableViewError)
  {
    try validateRow(sourceIndexPath)
    guard showsReorderControl(at: sourceIndexPath) else { throw .notMovable(sourceIndexPath) }
    try validateDestination(proposedIndexPath, from: sourceIndexPath)
    let target =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedIndexPath) ?? proposedIndexPath
    try validateDestination(target, from: sourceIndexPath)
    guard target != sourceIndexPath else { return }
    dataSource?.tableView(self, moveRowAt: sourceIndexPath, to: target)
    try moveRow(at: sourceIndexPath, to: target)
  }

  /// Throws unless a dragged row can land at `destination`: a row of its own section, or a
  /// position up to the end of another section.
  private func validateDestination(_ destination: IndexPath, from source: IndexPath)
    throws(TableViewError)
  {
    guard destination.isTablePath else { throw .invalidIndexPath(destination) }
    try validateSection(destination.section)
    let rows = rowCounts.numberOfRows(inSection: destination.section)
    let limit = destination.section == source.section ? rows - 1 : rows
    guard destination.row >= 0, destination.row <= limit else {
      throw .rowOutOfRange(destination, numberOfRows: rows)
    }
  }
}
