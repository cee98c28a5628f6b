import Foundation

// The table's calls to the delegate about highlighting, indentation, the Delete action's title
// and header and footer views on display, each through `invoke`, so that what they throw comes
// out of the call that made them, named.

extension TableView {
  /// The title of the Delete action when the delegate gives none, as UIKit's.
  nonisolated static let defaultDeleteTitle = "Delete"

  /// The cell showing the row at `indexPath`, or `nil` when the row is not in the viewport or
  /// the table has no such row: a cell if loaded, for drivers and tools outside the table's
  /// callbacks, such as a terminal driver whose focus may name a row an update removed.
  ///
  /// It answers as ``cellForRow(at:)`` does, and never throws or loads a cell, but reports no
  /// alert to observers when asked during an update: code that is not the app's own (a driver,
  /// a test helper) reads the table without adding to its event log.
  ///
  /// - Parameter indexPath: A row, of any value.
  /// - Returns: The cell, or `nil`.
  /// - Complexity: O(1).
  public func displayedCell(at indexPath: IndexPath) -> TableViewCell? {
    guard state.counts.contains(indexPath) else { return nil }
    return cells.cell(atOffset: state.offset(of: indexPath))
  }

  // MARK: Highlighting

  /// Highlights the row as a finger coming down on it, then removes the highlight as the
  /// finger lifts: the cell's `setHighlighted` and the delegate's `didHighlightRowAt` and
  /// `didUnhighlightRowAt`, in UIKit's order. The cell is unhighlighted also when the delegate
  /// throws.
  func highlightBriefly(_ indexPath: IndexPath) throws(TableViewError) {
    let cell = displayedCell(at: indexPath)
    cell?.setHighlighted(true, animated: false)
    // UIKit draws the highlighted cell while the finger is down: its configuration update runs.
    cell?.updatePendingConfiguration()
    do {
      if let delegate {
        try invoke(
          Callback("tableView(_:didHighlightRowAt:)", indexPath: indexPath), at: .touch
        ) {
          try delegate.tableView(self, didHighlightRowAt: indexPath)
        }
      }
    } catch {
      unhighlight(cell)
      throw error
    }
    unhighlight(cell)
    guard let delegate else { return }
    try invoke(
      Callback("tableView(_:didUnhighlightRowAt:)", indexPath: indexPath), at: .touch
    ) {
      try delegate.tableView(self, didUnhighlightRowAt: indexPath)
    }
  }

  private func unhighlight(_ cell: TableViewCell?) {
    if let cell, cell.isHighlighted { cell.setHighlighted(false, animated: false) }
  }

  // MARK: Cells on display

  /// Shows on `cell` the table's editing mode, where it does not already, and tells it of a
  /// transition its new row makes (see ``TableViewCell/willTransition(to:)``).
  ///
  /// - Complexity: O(1).
  func showEditing(on cell: TableViewCell, animated: Bool = false) {
    cell.shownEditingStyle = .none
    if cell.isEditing != state.isEditing { cell.setEditing(state.isEditing, animated: animated) }
    cell.updateTransitionState()
  }

  /// Asks the delegate how a cell the table displays is indented, and sets it on the cell:
  /// its indentation level, and, while the table edits, whether it indents.
  func configureIndentation(of cell: TableViewCell, at indexPath: IndexPath)
    throws(TableViewError)
  {
    guard let delegate else { return }
    cell.indentationLevel = try invoke(
      Callback("tableView(_:indentationLevelForRowAt:)", indexPath: indexPath)
    ) { try delegate.tableView(self, indentationLevelForRowAt: indexPath) }
    if state.isEditing { try configureEditingIndentation(of: cell, at: indexPath) }
  }

  /// Asks the delegate whether a displayed cell indents while the table edits, and sets it on
  /// the cell.
  func configureEditingIndentation(of cell: TableViewCell, at indexPath: IndexPath)
    throws(TableViewError)
  {
    guard let delegate else { return }
    cell.shouldIndentWhileEditing = try invoke(
      Callback("tableView(_:shouldIndentWhileEditingRowAt:)", indexPath: indexPath)
    ) { try delegate.tableView(self, shouldIndentWhileEditingRowAt: indexPath) }
  }

  // MARK: Swipe actions

  /// The title of the Delete action of the row: the delegate's, or "Delete".
  func deleteTitle(forRowAt indexPath: IndexPath) throws(TableViewError) -> String {
    guard let delegate else { return Self.defaultDeleteTitle }
    let title = try invoke(
      Callback("tableView(_:titleForDeleteConfirmationButtonForRowAt:)", indexPath: indexPath)
    ) { try delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) }
    return title ?? Self.defaultDeleteTitle
  }

  // MARK: Header and footer views

  /// Tells the delegate that a header or footer view it returned is about to be shown, then
  /// lays the view out (``View/layoutSubviews()``).
  func willDisplay(sectionView view: View, header: Bool, section: Int) throws(TableViewError) {
    if let delegate {
      let name =
        header
        ? "tableView(_:willDisplayHeaderView:forSection:)"
        : "tableView(_:willDisplayFooterView:forSection:)"
      try invoke(Callback(name, section: section)) {
        header
          ? try delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
          : try delegate.tableView(self, willDisplayFooterView: view, forSection: section)
      }
    }
    view.layOutSubtree()
  }
}
