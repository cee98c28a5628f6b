import Foundation
import ListBinding

// The delegate's methods, forwarded to the user's `UITableViewDelegate` with the `UITableView`.

extension TableAdapter {
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, willDisplay: cell, forRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, didEndDisplaying: cell, forRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, willDisplayHeaderView: view, forSection: section)
  }

  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
  {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, willDisplayFooterView: view, forSection: section)
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let (table, delegate) = target else { return tableView.rowHeight }
    return delegate.tableView(table, heightForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let (table, delegate) = target else { return TableView.automaticDimension }
    return delegate.tableView(table, estimatedHeightForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    guard let (table, delegate) = target else { return tableView.sectionHeaderHeight }
    return delegate.tableView(table, heightForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    guard let (table, delegate) = target else { return tableView.sectionFooterHeight }
    return delegate.tableView(table, heightForFooterInSection: section)
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    guard let (table, delegate) = target else { return nil }
    return delegate.tableView(table, viewForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    guard let (table, delegate) = target else { return nil }
    return delegate.tableView(table, viewForFooterInSection: section)
  }

  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, accessoryButtonTappedForRowWith: indexPath)
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    guard let (table, delegate) = target else { return true }
    return delegate.tableView(table, shouldHighlightRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, didHighlightRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, didUnhighlightRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let (table, delegate) = target else { return indexPath }
    return delegate.tableView(table, willSelectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, didSelectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let (table, delegate) = target else { return indexPath }
    return delegate.tableView(table, willDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, didDeselectRowAt: indexPath)
  }
}

// Editing and swipes.

extension TableAdapter {
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    guard let (table, delegate) = target else { return .delete }
    return delegate.tableView(table, editingStyleForRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    guard let (table, delegate) = target else { return "Delete" }
    return delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    guard let (table, delegate) = target else { return nil }
    return delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    guard let (table, delegate) = target else { return nil }
    return delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [RowAction]?
  {
    guard let (table, delegate) = target else { return nil }
    return delegate.tableView(table, editActionsForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  {
    guard let (table, delegate) = target else {
      return NativeDefaults.shared.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }
    return delegate.tableView(table, shouldIndentWhileEditingRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
    guard let (table, delegate) = target else {
      return NativeDefaults.shared.tableView(tableView, indentationLevelForRowAt: indexPath)
    }
    return delegate.tableView(table, indentationLevelForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, willBeginEditingRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
    guard let (table, delegate) = target else { return }
    delegate.tableView(table, didEndEditingRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    guard let (table, delegate) = target else { return proposedDestinationIndexPath }
    return delegate.tableView(
      table, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath)
  }
}
