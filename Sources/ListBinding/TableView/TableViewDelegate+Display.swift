import Foundation

// The defaults of the delegate's highlight, indentation, delete-title and header/footer display
// methods.

extension TableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}

  /// "Delete".
  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    TableView.defaultDeleteTitle
  }

  /// The ``TableViewCell/indentationLevel`` of the cell showing the row, or 0 when none does.
  public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    tableView.displayedCell(at: indexPath)?.indentationLevel ?? 0
  }

  /// The ``TableViewCell/shouldIndentWhileEditing`` of the cell showing the row, or `true` when
  /// none does.
  public func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    tableView.displayedCell(at: indexPath)?.shouldIndentWhileEditing ?? true
  }
}
