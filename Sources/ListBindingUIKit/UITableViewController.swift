import Foundation
import ListBinding

/// A view controller that manages a table view, as UIKit's `UITableViewController`: its
/// ``UIViewController/view`` is the ``tableView``, and it is the table's data source and
/// delegate.
///
/// Subclass it as Xcode's template does: override `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)`, and whichever other data-source, delegate or scroll-view
/// method the screen needs (`override func tableView(_:didSelectRowAt:)`,
/// `override func tableView(_:commit:forRowAt:)`). Every one of them is an `open` member of
/// this class, so `override` is written as in UIKit; each default is what UIKit does for a
/// data source or delegate without the method.
///
/// As UIKit's, the controller reloads the table the first time it is about to appear, and
/// each time it is about to appear deselects the selected rows while
/// ``clearsSelectionOnViewWillAppear`` is `true`; ``setEditing(_:animated:)`` puts the table
/// in editing mode too. Swipe-to-delete is offered when the subclass overrides
/// `tableView(_:commit:forRowAt:)`, and the reorder control when it overrides
/// `tableView(_:moveRowAt:to:)`, by the rule of the article "The object model".
///
/// The class body holds every overridable method (Swift cannot override a method declared in
/// an extension), which makes this file longer than most.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style the table is created with.
  private let style: UITableView.Style
  /// The table, once made.
  private var ownTableView: UITableView?
  /// Whether the table has been about to appear before.
  private var hasAppeared = false

  /// Whether the controller deselects the selected rows each time the table is about to
  /// appear, as `clearsSelectionOnViewWillAppear`. Default: `true`.
  public var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose table has `style`, as `UITableViewController(style:)`.
  ///
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table, as `UITableViewController(nibName:bundle:)`;
  /// there are no nibs, so both are ignored.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Fails: there are no storyboards to decode a controller from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type: reading it loads the view, so it is never nil.)
  /// The table the controller manages, as `tableView`: its view. Reading it loads the view;
  /// setting it makes the table the view, with the controller as its data source and delegate.
  public var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return ownTableView ?? (viewIfLoaded as? UITableView)
    }
    set {
      ownTableView = newValue
      view = newValue
      newValue?.dataSource = self
      newValue?.delegate = self
    }
  }

  /// The table's refresh control, as `UITableViewController.refreshControl`.
  public var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Makes the table the view, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    ownTableView = table
    view = table
    table.dataSource = self
    table.delegate = self
  }

  /// Reloads the table the first time it is about to appear, and deselects its selected rows
  /// while ``clearsSelectionOnViewWillAppear`` is `true`, as UIKit's does. Call `super` from an
  /// override.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let table = tableView else { return }
    if !hasAppeared {
      hasAppeared = true
      table.reloadData()
    }
    guard clearsSelectionOnViewWillAppear else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: indexPath, animated: animated)
    }
  }

  /// Turns editing mode on or off for the controller and its table, as UIKit's does.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate the change.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  /// The protocol defaults the delegate methods fall back on.
  private var defaults: any UITableViewDelegate { NoTableDelegate.shared }

  // MARK: Data source

  /// The number of sections: 1 by default.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// The number of rows of a section: 0 by default; override it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// The cell of a row: an empty cell by default; override it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// The title of a section's header: `nil` by default.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The title of a section's footer: `nil` by default.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Whether a row can be edited: `true` by default, as UIKit assumes for a data source
  /// without the method.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Whether a row can be moved: `true` by default; the reorder control shows only when the
  /// subclass overrides `tableView(_:moveRowAt:to:)`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// The titles of the section index: `nil` by default.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section a title of the section index stands for: `index` by default.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  /// Commits a deletion or insertion. Not overridden, it records that the controller's class
  /// does not commit edits, so that its rows offer no swipe-to-delete from then on, as UIKit
  /// offers none to a data source without the method.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    OptionalMethods.recordAbsent(.commit, self)
    tableView.attachDataSource()
  }

  /// Moves a row's data. Not overridden, it records that the controller's class does not move
  /// rows, so that its rows show no reorder control, as UIKit shows none to a data source
  /// without the method.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalMethods.recordAbsent(.move, self)
  }

  // MARK: Delegate and scroll view delegate

  /// Tells the controller a row's cell is about to be displayed.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    defaults.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// Tells the controller a section's header view is about to be displayed.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    defaults.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// Tells the controller a section's footer view is about to be displayed.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    defaults.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// Tells the controller a row's cell left the display.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    defaults.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// The height of a row: the table's `rowHeight` by default.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    defaults.tableView(tableView, heightForRowAt: indexPath)
  }

  /// The height of a section's header: the table's by default.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    defaults.tableView(tableView, heightForHeaderInSection: section)
  }

  /// The height of a section's footer: the table's by default.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    defaults.tableView(tableView, heightForFooterInSection: section)
  }

  /// The estimated height of a row: the table's by default.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    defaults.tableView(tableView, estimatedHeightForRowAt: indexPath)
  }

  /// The view of a section's header: `nil` by default.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    defaults.tableView(tableView, viewForHeaderInSection: section)
  }

  /// The view of a section's footer: `nil` by default.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    defaults.tableView(tableView, viewForFooterInSection: section)
  }

  /// Tells the controller the user tapped a row's detail button.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    defaults.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  /// Whether a row highlights when touched: `true` by default.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    defaults.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  /// Tells the controller a row was highlighted.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    defaults.tableView(tableView, didHighlightRowAt: indexPath)
  }

  /// Tells the controller a row's highlight went.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    defaults.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  /// The row to select instead of the one the user touched: that one by default.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  {
    defaults.tableView(tableView, willSelectRowAt: indexPath)
  }

  /// The row to deselect instead: that one by default.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    defaults.tableView(tableView, willDeselectRowAt: indexPath)
  }

  /// Tells the controller the user selected a row: push a detail controller, show an alert.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    defaults.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// Tells the controller a row was deselected.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    defaults.tableView(tableView, didDeselectRowAt: indexPath)
  }

  /// The editing style of a row: the protocol's default.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    defaults.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  /// The title of a row's delete confirmation button: Delete by default.
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    defaults.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  /// The actions a swipe from the leading edge shows: none by default.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    defaults.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The actions a swipe from the trailing edge shows: Delete by default for a committing controller.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    defaults.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The actions a swipe from the trailing edge shows without a trailing configuration, as the
  /// older API: `nil` by default, which shows Delete for a committing controller.
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    defaults.tableView(tableView, editActionsForRowAt: indexPath)
  }

  /// Whether a row is indented while editing: `true` by default.
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  {
    defaults.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
  }

  /// Tells the controller a swipe started editing a row.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    defaults.tableView(tableView, willBeginEditingRowAt: indexPath)
  }

  /// Tells the controller a swipe's editing of a row ended.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    defaults.tableView(tableView, didEndEditingRowAt: indexPath)
  }

  /// Where a dragged row may go: the proposed place by default.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    defaults.tableView(
      tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath)
  }

  /// The indentation level of a row: 0 by default.
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    defaults.tableView(tableView, indentationLevelForRowAt: indexPath)
  }

  /// The context menu of a row the user touches and holds: none by default.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    defaults.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
  }

  /// The view a row's context menu lifts as its preview: the row's cell by default.
  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    defaults.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
  }

  /// The view a row's context menu returns its preview to: the row's cell by default.
  open func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    defaults.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
  }

  /// Tells the controller the user tapped a context menu's preview: nothing by default.
  open func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    defaults.tableView(
      tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  /// Tells the controller a row's context menu is about to appear.
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    defaults.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
  }

  /// Tells the controller a row's context menu is about to go.
  open func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    defaults.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
  }

  /// Tells the controller the table scrolled.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    defaults.scrollViewDidScroll(scrollView)
  }

  /// Tells the controller the user began dragging.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    defaults.scrollViewWillBeginDragging(scrollView)
  }

  /// Tells the controller the user is about to stop dragging.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    defaults.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Tells the controller the user stopped dragging.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    defaults.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  /// Tells the controller the content began decelerating.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    defaults.scrollViewWillBeginDecelerating(scrollView)
  }

  /// Tells the controller the content stopped decelerating.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    defaults.scrollViewDidEndDecelerating(scrollView)
  }

  /// Tells the controller a scrolling animation ended.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    defaults.scrollViewDidEndScrollingAnimation(scrollView)
  }

  /// Whether a tap on the status bar scrolls to the top: `true` by default.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    defaults.scrollViewShouldScrollToTop(scrollView)
  }

  /// Tells the controller the table scrolled to the top.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    defaults.scrollViewDidScrollToTop(scrollView)
  }

  /// Tells the controller the adjusted content inset changed.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    defaults.scrollViewDidChangeAdjustedContentInset(scrollView)
  }
}
