import Foundation
import ListBinding

/// The methods an object implements to manage a table's selection, heights, header and footer
/// views, editing and swipe actions, as UIKit's `UITableViewDelegate`.
///
/// A table's delegate is also its scroll view's: the protocol inherits
/// ``UIScrollViewDelegate``. Every method is optional: the protocol extensions give UIKit's
/// behaviour for a delegate without it. The table calls each at the moment UIKit calls it (the
/// article "Call moments" lists them); a call into the table from
/// `didSelectRowAt` or a swipe action's handler runs at once, one from `willDisplay` or a
/// height when the table's call ends.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Tells the delegate that a cell is about to be displayed.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Tells the delegate that a section's header view is about to be displayed.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Tells the delegate that a section's footer view is about to be displayed.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Tells the delegate that a cell is no longer displayed.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Asks for the height of a row.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Asks for the height of a section's header.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// Asks for the height of a section's footer.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// Asks for the estimated height of a row.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// Asks for the view of a section's header.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// Asks for the view of a section's footer.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Tells the delegate that the user tapped a row's detail button.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Asks whether a row is highlighted when touched.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Tells the delegate that a row was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Tells the delegate that a row's highlight was removed.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Tells the delegate that a row is about to be selected; returns the row to select, or
  /// `nil` for none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate that a row is about to be deselected; returns the row to deselect, or
  /// `nil` for none.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate that a row is now selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Tells the delegate that a row is now deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Asks for a row's editing style.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Asks for the title of a row's Delete confirmation button.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Asks for the actions a swipe from the leading edge reveals.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Asks for the actions a swipe from the trailing edge reveals.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Asks for the actions a swipe from the trailing edge reveals, as the older API
  /// (`UITableViewRowAction`, deprecated in iOS 13): asked only when
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` returns `nil`; `nil` here shows
  /// the Delete action, for a data source that commits edits.
  func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  /// Asks whether a row is indented while the table edits.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// Tells the delegate that a row's swipe actions are about to be shown.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// Tells the delegate that a row's swipe actions were hidden.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Asks where a dragged row goes instead of the proposed destination.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// Asks for a row's indentation level.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// Asks for the context menu of a row the user touches and holds at `point`, in the table's
  /// coordinates; `nil` for none.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Asks for the view a row's context menu lifts as its preview while it appears; `nil` for
  /// the row's cell.
  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// Asks for the view a row's context menu returns its preview to while it goes; `nil` for
  /// the row's cell.
  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// Tells the delegate that the user tapped a context menu's preview; `animator` runs code
  /// once the menu is gone (to show the previewed screen, say).
  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// Tells the delegate that a row's context menu is about to appear.
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Tells the delegate that a row's context menu is about to go.
  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}
