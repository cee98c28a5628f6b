import Foundation

/// The object told about a table's events and asked about its behaviour, as
/// `UITableViewDelegate`.
///
/// Every method is optional: each has a default in a protocol extension. Every requirement may
/// throw (an implementation that does not throw satisfies it all the same); what it throws
/// comes out of the table call or gesture that called it, as described in
/// ``TableViewDataSource``.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The table is about to show `cell` for the row at `indexPath`.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) throws

  /// The table stopped showing `cell`, which showed the row at `indexPath`.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    throws

  /// Whether a tap may highlight, and so select, the row. Default: `true`.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws -> Bool

  /// A tap highlighted the row at `indexPath`: its finger came down. Default: does nothing.
  ///
  /// See ``TableView/tapRow(at:)`` for where it comes in a tap.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) throws

  /// The highlight of the row at `indexPath` was removed: the finger lifted, just before the
  /// tap selects. Default: does nothing.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) throws

  /// A tap is about to select the row at `indexPath`. Return it, another row to select instead,
  /// or `nil` to select nothing. Default: `indexPath`.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?

  /// A tap selected the row at `indexPath`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws

  /// A tap is about to deselect the row at `indexPath`. Return it, another row to deselect
  /// instead, or `nil` to keep it selected. Default: `indexPath`.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws
    -> IndexPath?

  /// A tap deselected the row at `indexPath`.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws

  /// The selection rule of `section`, or `nil` to use the data source's or the table's.
  /// Default: `nil`.
  func tableView(_ tableView: TableView, selectionRuleForSection section: Int) throws
    -> SelectionRule?

  /// The view shown as the header of `section`, in place of its title, or `nil` for the title.
  /// Default: `nil`.
  ///
  /// Return a view of your own, or a ``TableViewHeaderFooterView`` from
  /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``. The table asks when it
  /// lays out with the section on display, as UIKit does, and keeps the view while the section
  /// stays on display (see ``TableView/headerView(forSection:)``). For `nil`, a section with a
  /// title gets a ``TableViewHeaderFooterView`` the table makes, showing the title.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws -> View?

  /// The view shown as the footer of `section`, in place of its footer title, or `nil` for the
  /// title. Default: `nil`.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) throws -> View?

  /// The table is about to show `view` as the header of `section`: the view
  /// `tableView(_:viewForHeaderInSection:)` returned, or the ``TableViewHeaderFooterView`` the
  /// table made for the section's title, told once each time the section comes on display,
  /// once the layout that made the view is in place, with the cells that layout displays, in
  /// content order. Default: does nothing.
  ///
  /// Change the view here to restyle a title: its ``TableViewHeaderFooterView/textLabel`` holds
  /// the title, and what its label says is what the section shows.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    throws

  /// The table is about to show `view` as the footer of `section`, as
  /// `tableView(_:willDisplayHeaderView:forSection:)` for headers. Default: does nothing.
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    throws

  /// A button inside the cell of the row at `indexPath` was tapped. The index path is the
  /// row's at the time of the tap.
  func tableView(_ tableView: TableView, didTap button: Button, inRowAt indexPath: IndexPath) throws

  /// The user tapped the accessory button (the info button of `.detailButton` or
  /// `.detailDisclosureButton`) of the row at `indexPath`. Default: does nothing.
  ///
  /// The tap does not select the row. See ``TableView/tapAccessoryButton(at:)``.
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    throws

  /// The editing control of the row while the table is editing. Default: `.delete`.
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) throws
    -> TableViewCell.EditingStyle

  /// The title of the Delete action a swipe reveals on the row, when the table makes it (see
  /// ``TableView/swipeRow(at:edge:fully:)``), or `nil` for "Delete". Default: "Delete".
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) throws -> String?

  /// How many levels to indent the row's content. Default: the level of the row's cell (its
  /// ``TableViewCell/indentationLevel``), so that a level a cell sets itself stands.
  ///
  /// The table asks when it displays a cell for the row, after the data source made it and
  /// before `willDisplay`, and sets the cell's ``TableViewCell/indentationLevel`` to the answer.
  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) throws
    -> Int

  /// Whether the row's content is indented while the table edits. Default: the cell's own
  /// ``TableViewCell/shouldIndentWhileEditing`` (`true` unless set), so that a value a cell sets
  /// itself stands.
  ///
  /// The table asks while it edits: when it displays a cell for the row, and for the displayed
  /// rows when editing begins; it sets the cell's ``TableViewCell/shouldIndentWhileEditing`` to
  /// the answer.
  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    throws -> Bool

  /// The actions a swipe reveals on the row's leading edge, or `nil` for none. Default: `nil`.
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration?

  /// The actions a swipe reveals on the row's trailing edge, or `nil` to use
  /// `tableView(_:editActionsForRowAt:)`. Default: `nil`.
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration?

  /// The older trailing swipe actions, used when there is no trailing configuration, or `nil`
  /// for a Delete action that commits `.delete` when the row's editing style is `.delete`.
  /// Default: `nil`.
  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) throws
    -> [RowAction]?

  /// Where a dragged row goes: the proposed index path or another. Default: the proposed one.
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) throws -> IndexPath

  /// A swipe revealed actions on the row.
  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) throws

  /// The swipe actions of the row were hidden; `nil` when the row no longer exists.
  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) throws

  /// The height of the row, in points: a number, or ``TableView/automaticDimension`` for the
  /// height the cell fits (see ``TableViewCell/fittingHeight(forWidth:)``). Default: the
  /// table's ``TableView/rowHeight``.
  ///
  /// While the table estimates heights (``TableView/estimatedRowHeight`` is not 0), it asks
  /// for a row's height when the row is displayed; otherwise, for every row at each reload and
  /// update, as UIKit does. A height that is not finite, below 0 (other than
  /// ``TableView/automaticDimension``) or above ``TableView/maximumDimension`` makes the call
  /// that asked for it throw ``TableViewError/invalidGeometry(_:)``, changing nothing.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat

  /// The estimated height of a row not displayed yet, or ``TableView/automaticDimension`` for
  /// the table's ``TableView/estimatedRowHeight``. Default: ``TableView/automaticDimension``.
  ///
  /// When the first row's answer is ``TableView/automaticDimension``, the table takes it that
  /// the delegate does not estimate rows one by one and asks no more, so that loading a long
  /// table costs nothing per row. A height is refused as ``tableView(_:heightForRowAt:)``'s is.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) throws
    -> CGFloat

  /// The height of the section's header, or ``TableView/automaticDimension``. Default: the
  /// table's ``TableView/sectionHeaderHeight``. A height is refused as
  /// ``tableView(_:heightForRowAt:)``'s is.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) throws -> CGFloat

  /// The height of the section's footer, or ``TableView/automaticDimension``. Default: the
  /// table's ``TableView/sectionFooterHeight``. A height is refused as
  /// ``tableView(_:heightForRowAt:)``'s is.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) throws -> CGFloat

  /// The table's ``TableView/contentOffset`` changed, as `UIScrollViewDelegate`'s method: told
  /// once for each change the table commits, after it commits, whatever made it — a drag, a
  /// scroll, a selection, a reload or an update. Default: does nothing.
  ///
  /// Changes asked for from it run after the call that scrolled, in order; so "load more rows
  /// when near the bottom" works here as from `willDisplay` (see ``TableView``, "Re-entrancy").
  /// What it throws comes out of that call, with the scroll in place.
  func scrollViewDidScroll(_ scrollView: ScrollView) throws

  /// A user began dragging the table's content (see ``TableView/drag(by:)``), before it moves.
  /// Default: does nothing. What it throws comes out of the drag, which then moves nothing.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) throws

  /// A user's finger lifted at the end of a drag, the content at rest: `decelerate` is `false`,
  /// as a headless table does not glide on. Default: does nothing. What it throws comes out of
  /// the drag, with the scroll in place.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) throws
}

extension TableViewDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// `true`.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// `indexPath`.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// `indexPath`.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  /// `nil`.
  public func tableView(_ tableView: TableView, selectionRuleForSection section: Int)
    -> SelectionRule?
  {
    nil
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, didTap button: Button, inRowAt indexPath: IndexPath)
  {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}

extension TableViewDelegate {
  /// `.delete`.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    .delete
  }

  /// `nil`.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    nil
  }

  /// `nil`.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    nil
  }

  /// `nil`.
  public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath)
    -> [RowAction]?
  {
    nil
  }

  /// The proposed index path.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
}

extension TableViewDelegate {
  /// The table's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// ``TableView/automaticDimension``: the table's ``TableView/estimatedRowHeight``.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    TableView.automaticDimension
  }

  /// The table's ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table's ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
}
