/// UIKit's protocols whose optional methods UIKit calls through `respondsToSelector:`, with
/// those methods by selector-like name, as Apple's documentation lists them (the protocol pages
/// `UITableViewDataSource`, `UITableViewDelegate`, `UIScrollViewDelegate`,
/// `UITableViewDataSourcePrefetching` and `UITextFieldDelegate`; deprecated ones included, as
/// old code still implements them).
enum OptionalRequirements {
  /// The optional methods of each protocol, not counting those of the protocols it inherits.
  static let methods: [String: Set<String>] = [
    "UITableViewDataSource": [
      "numberOfSections(in:)",
      "tableView(_:titleForHeaderInSection:)",
      "tableView(_:titleForFooterInSection:)",
      "tableView(_:canEditRowAt:)",
      "tableView(_:canMoveRowAt:)",
      "sectionIndexTitles(for:)",
      "tableView(_:sectionForSectionIndexTitle:at:)",
      "tableView(_:commit:forRowAt:)",
      "tableView(_:moveRowAt:to:)",
    ],
    "UITableViewDelegate": [
      "tableView(_:willDisplay:forRowAt:)",
      "tableView(_:willDisplayHeaderView:forSection:)",
      "tableView(_:willDisplayFooterView:forSection:)",
      "tableView(_:didEndDisplaying:forRowAt:)",
      "tableView(_:didEndDisplayingHeaderView:forSection:)",
      "tableView(_:didEndDisplayingFooterView:forSection:)",
      "tableView(_:heightForRowAt:)",
      "tableView(_:heightForHeaderInSection:)",
      "tableView(_:heightForFooterInSection:)",
      "tableView(_:estimatedHeightForRowAt:)",
      "tableView(_:estimatedHeightForHeaderInSection:)",
      "tableView(_:estimatedHeightForFooterInSection:)",
      "tableView(_:viewForHeaderInSection:)",
      "tableView(_:viewForFooterInSection:)",
      "tableView(_:accessoryTypeForRowWith:)",
      "tableView(_:accessoryButtonTappedForRowWith:)",
      "tableView(_:shouldHighlightRowAt:)",
      "tableView(_:didHighlightRowAt:)",
      "tableView(_:didUnhighlightRowAt:)",
      "tableView(_:willSelectRowAt:)",
      "tableView(_:willDeselectRowAt:)",
      "tableView(_:didSelectRowAt:)",
      "tableView(_:didDeselectRowAt:)",
      "tableView(_:canPerformPrimaryActionForRowAt:)",
      "tableView(_:performPrimaryActionForRowAt:)",
      "tableView(_:editingStyleForRowAt:)",
      "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
      "tableView(_:editActionsForRowAt:)",
      "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
      "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
      "tableView(_:shouldIndentWhileEditingRowAt:)",
      "tableView(_:willBeginEditingRowAt:)",
      "tableView(_:didEndEditingRowAt:)",
      "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
      "tableView(_:indentationLevelForRowAt:)",
      "tableView(_:shouldShowMenuForRowAt:)",
      "tableView(_:canPerformAction:forRowAt:withSender:)",
      "tableView(_:performAction:forRowAt:withSender:)",
      "tableView(_:canFocusRowAt:)",
      "tableView(_:shouldUpdateFocusIn:)",
      "tableView(_:didUpdateFocusIn:with:)",
      "indexPathForPreferredFocusedView(in:)",
      "tableView(_:selectionFollowsFocusForRowAt:)",
      "tableView(_:shouldSpringLoadRowAt:with:)",
      "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
      "tableView(_:didBeginMultipleSelectionInteractionAt:)",
      "tableViewDidEndMultipleSelectionInteraction(_:)",
      "tableView(_:contextMenuConfigurationForRowAt:point:)",
      "tableView(_:previewForHighlightingContextMenuWithConfiguration:)",
      "tableView(_:previewForDismissingContextMenuWithConfiguration:)",
      "tableView(_:contextMenuConfiguration:highlightPreviewForRowAt:)",
      "tableView(_:contextMenuConfiguration:dismissalPreviewForRowAt:)",
      "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
      "tableView(_:willDisplayContextMenu:animator:)",
      "tableView(_:willEndContextMenuInteraction:animator:)",
    ],
    "UIScrollViewDelegate": [
      "scrollViewDidScroll(_:)",
      "scrollViewWillBeginDragging(_:)",
      "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
      "scrollViewDidEndDragging(_:willDecelerate:)",
      "scrollViewShouldScrollToTop(_:)",
      "scrollViewDidScrollToTop(_:)",
      "scrollViewWillBeginDecelerating(_:)",
      "scrollViewDidEndDecelerating(_:)",
      "viewForZooming(in:)",
      "scrollViewWillBeginZooming(_:with:)",
      "scrollViewDidEndZooming(_:with:atScale:)",
      "scrollViewDidZoom(_:)",
      "scrollViewDidEndScrollingAnimation(_:)",
      "scrollViewDidChangeAdjustedContentInset(_:)",
    ],
    "UITableViewDataSourcePrefetching": [
      "tableView(_:cancelPrefetchingForRowsAt:)"
    ],
    "UITextFieldDelegate": [
      "textFieldShouldBeginEditing(_:)",
      "textFieldDidBeginEditing(_:)",
      "textFieldShouldEndEditing(_:)",
      "textFieldDidEndEditing(_:)",
      "textFieldDidEndEditing(_:reason:)",
      "textField(_:shouldChangeCharactersIn:replacementString:)",
      "textField(_:shouldChangeCharactersInRanges:replacementString:)",
      "textFieldDidChangeSelection(_:)",
      "textFieldShouldClear(_:)",
      "textFieldShouldReturn(_:)",
      "textField(_:editMenuForCharactersIn:suggestedActions:)",
      "textField(_:willPresentEditMenuWith:)",
      "textField(_:willDismissEditMenuWith:)",
    ],
  ]

  /// The protocols each protocol inherits, among those above.
  static let inheritedProtocols: [String: [String]] = [
    "UITableViewDelegate": ["UIScrollViewDelegate"]
  ]

  /// `protocol` and the protocols it inherits, among those above.
  ///
  /// - Complexity: O(1).
  static func closure(of protocolName: String) -> [String] {
    [protocolName] + (inheritedProtocols[protocolName] ?? [])
  }

  /// UIKit classes users subclass that conform to these protocols and implement, as open
  /// methods of ListBindingUIKit, every optional method of them that a subclass may override:
  /// an override in a subclass is called.
  static let implementingClasses: [String: [String]] = [
    "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
    "UITableViewDiffableDataSource": ["UITableViewDataSource"],
  ]
}
