import ListBindingUIKit
import Testing

// Each UIKit declaration of UIScrollView, UITableView and the table protocols the face
// provides, as a value of UIKit's exact type (labels, optionality, escaping-ness, no `throws`):
// a signature that differs fails to compile. Types from Apple's documentation pages, one per
// declaration, under developer.apple.com/documentation/uikit/: uiscrollview/contentoffset,
// contentinset, contentsize, isscrollenabled, delegate, setcontentoffset(_:animated:),
// refreshcontrol; uiscrollviewdelegate/scrollviewdidscroll(_:) and its siblings;
// uitableview/init(frame:style:), init(coder:), style, datasource, delegate,
// prefetchdatasource, register(_:forcellreuseidentifier:),
// register(_:forheaderfooterviewreuseidentifier:), dequeuereusablecell(withidentifier:),
// dequeuereusablecell(withidentifier:for:), dequeuereusableheaderfooterview(withidentifier:),
// reloaddata(), reloadsections(_:with:), reloadrows(at:with:), insertrows(at:with:),
// deleterows(at:with:), moverow(at:to:), insertsections(_:with:), deletesections(_:with:),
// movesection(_:tosection:), beginupdates(), endupdates(), performbatchupdates(_:completion:),
// numberofsections, numberofrows(insection:), cellforrow(at:), indexpath(for:),
// indexpathforrow(at:), visiblecells, indexpathsforvisiblerows, rectforrow(at:),
// headerview(forsection:), footerview(forsection:), indexpathforselectedrow,
// indexpathsforselectedrows, selectrow(at:animated:scrollposition:), deselectrow(at:animated:),
// allowsselection and its siblings, isediting, setediting(_:animated:),
// scrolltorow(at:at:animated:), rowheight, estimatedrowheight, sectionheaderheight,
// sectionfooterheight, separatorstyle, tableheaderview, tablefooterview,
// hasuncommittedupdates, automaticdimension; uiview/layoutifneeded(), setneedslayout()
// (inherited, `func layoutIfNeeded()`, `func setNeedsLayout()`, overridable);
// uitableviewdatasource/…, uitableviewdelegate/…,
// uitableviewdatasourceprefetching/…; uicontextualaction/init(style:title:handler:),
// uiswipeactionsconfiguration/init(actions:); UIContextualAction.Handler is
// `@MainActor typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void`.

@MainActor
@Suite("Signatures: UIScrollView, UITableView and the table protocols, exactly")
struct UITableViewSignatureTests {
  @Test("UIScrollView")
  func scrollView() {
    let offset: ReferenceWritableKeyPath<UIScrollView, CGPoint> = \.contentOffset
    let inset: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.contentInset
    let size: ReferenceWritableKeyPath<UIScrollView, CGSize> = \.contentSize
    let enabled: ReferenceWritableKeyPath<UIScrollView, Bool> = \.isScrollEnabled
    let bounds: ReferenceWritableKeyPath<UIScrollView, CGRect> = \.bounds
    let delegate: ReferenceWritableKeyPath<UIScrollView, (any UIScrollViewDelegate)?> = \.delegate
    let setOffset: (UIScrollView) -> (CGPoint, Bool) -> Void = UIScrollView.setContentOffset
    let make: (CGRect) -> UIScrollView = UIScrollView.init(frame:)
    let layout: (UIScrollView) -> () -> Void = UIScrollView.layoutIfNeeded
    _ = (offset, inset, size, enabled, bounds, delegate, setOffset, make, layout)
    let scrollView = UIScrollView()
    let view: UIView = scrollView
    _ = view
  }

  @Test("UIScrollViewDelegate")
  func scrollViewDelegate() {
    final class Listener: UIScrollViewDelegate {}
    let delegate: any UIScrollViewDelegate = Listener()
    let scrolled: (UIScrollView) -> Void = delegate.scrollViewDidScroll
    let began: (UIScrollView) -> Void = delegate.scrollViewWillBeginDragging
    let willEnd: (UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void =
      delegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
    let ended: (UIScrollView, Bool) -> Void = delegate.scrollViewDidEndDragging(_:willDecelerate:)
    let decelerating: (UIScrollView) -> Void = delegate.scrollViewWillBeginDecelerating
    let decelerated: (UIScrollView) -> Void = delegate.scrollViewDidEndDecelerating
    let animated: (UIScrollView) -> Void = delegate.scrollViewDidEndScrollingAnimation
    let toTop: (UIScrollView) -> Bool = delegate.scrollViewShouldScrollToTop
    let atTop: (UIScrollView) -> Void = delegate.scrollViewDidScrollToTop
    let insets: (UIScrollView) -> Void = delegate.scrollViewDidChangeAdjustedContentInset
    _ = (scrolled, began, willEnd, ended, decelerating, decelerated, animated, toTop, atTop, insets)
  }

  @Test("UITableView: creation, data source, registration, dequeue")
  func tableCreation() {
    let make: (CGRect, UITableView.Style) -> UITableView = UITableView.init(frame:style:)
    let decode: (NSCoder) -> UITableView? = UITableView.init(coder:)
    let style: KeyPath<UITableView, UITableView.Style> = \.style
    let dataSource: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSource)?> =
      \.dataSource
    let prefetch: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSourcePrefetching)?> =
      \.prefetchDataSource
    let register: (UITableView) -> (AnyClass?, String) -> Void =
      UITableView.register(_:forCellReuseIdentifier:)
    let registerView: (UITableView) -> (AnyClass?, String) -> Void =
      UITableView.register(_:forHeaderFooterViewReuseIdentifier:)
    let dequeue: (UITableView) -> (String) -> UITableViewCell? =
      UITableView.dequeueReusableCell(withIdentifier:)
    let dequeueFor: (UITableView) -> (String, IndexPath) -> UITableViewCell =
      UITableView.dequeueReusableCell(withIdentifier:for:)
    let dequeueView: (UITableView) -> (String) -> UITableViewHeaderFooterView? =
      UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
    let automatic: CGFloat = UITableView.automaticDimension
    _ = (make, decode, style, dataSource, prefetch, register, registerView, dequeue, dequeueFor)
    _ = (dequeueView, automatic)
    let styles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    let animations: [UITableView.RowAnimation] = [
      .fade, .right, .left, .top, .bottom, .none, .middle, .automatic,
    ]
    let positions: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
    _ = (styles, animations, positions)
    // As UIKit code writes them.
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let plain = UITableView(frame: .zero)
    let scrollView: UIScrollView = tableView
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.delegate = nil
    _ = (plain, scrollView)
  }

  @Test("UITableView: updates, queries, selection, editing, geometry")
  func tableCalls() {
    let reload: (UITableView) -> () -> Void = UITableView.reloadData
    let reloadSections: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void =
      UITableView.reloadSections
    let reloadRows: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void =
      UITableView.reloadRows
    let insertRows: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void =
      UITableView.insertRows
    let deleteRows: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void =
      UITableView.deleteRows
    let moveRow: (UITableView) -> (IndexPath, IndexPath) -> Void = UITableView.moveRow
    let insertSections: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void =
      UITableView.insertSections
    let deleteSections: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void =
      UITableView.deleteSections
    let moveSection: (UITableView) -> (Int, Int) -> Void = UITableView.moveSection
    let begin: (UITableView) -> () -> Void = UITableView.beginUpdates
    let end: (UITableView) -> () -> Void = UITableView.endUpdates
    let batch: (UITableView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void =
      UITableView.performBatchUpdates
    _ = (reload, reloadSections, reloadRows, insertRows, deleteRows, moveRow, insertSections)
    _ = (deleteSections, moveSection, begin, end, batch)
    let sections: KeyPath<UITableView, Int> = \.numberOfSections
    let rows: (UITableView) -> (Int) -> Int = UITableView.numberOfRows(inSection:)
    let cell: (UITableView) -> (IndexPath) -> UITableViewCell? = UITableView.cellForRow(at:)
    let path: (UITableView) -> (UITableViewCell) -> IndexPath? = UITableView.indexPath(for:)
    let pathAt: (UITableView) -> (CGPoint) -> IndexPath? = UITableView.indexPathForRow(at:)
    let visible: KeyPath<UITableView, [UITableViewCell]> = \.visibleCells
    let visiblePaths: KeyPath<UITableView, [IndexPath]?> = \.indexPathsForVisibleRows
    let rect: (UITableView) -> (IndexPath) -> CGRect = UITableView.rectForRow(at:)
    let header: (UITableView) -> (Int) -> UITableViewHeaderFooterView? =
      UITableView.headerView(forSection:)
    let footer: (UITableView) -> (Int) -> UITableViewHeaderFooterView? =
      UITableView.footerView(forSection:)
    _ = (sections, rows, cell, path, pathAt, visible, visiblePaths, rect, header, footer)
    let selected: KeyPath<UITableView, IndexPath?> = \.indexPathForSelectedRow
    let allSelected: KeyPath<UITableView, [IndexPath]?> = \.indexPathsForSelectedRows
    let select: (UITableView) -> (IndexPath?, Bool, UITableView.ScrollPosition) -> Void =
      UITableView.selectRow(at:animated:scrollPosition:)
    let deselect: (UITableView) -> (IndexPath, Bool) -> Void = UITableView.deselectRow(at:animated:)
    let flags: [ReferenceWritableKeyPath<UITableView, Bool>] = [
      \.allowsSelection, \.allowsMultipleSelection, \.allowsSelectionDuringEditing,
      \.allowsMultipleSelectionDuringEditing, \.isEditing,
    ]
    let setEditing: (UITableView) -> (Bool, Bool) -> Void = UITableView.setEditing
    let scroll: (UITableView) -> (IndexPath, UITableView.ScrollPosition, Bool) -> Void =
      UITableView.scrollToRow(at:at:animated:)
    _ = (selected, allSelected, select, deselect, flags, setEditing, scroll)
    let heights: [ReferenceWritableKeyPath<UITableView, CGFloat>] = [
      \.rowHeight, \.estimatedRowHeight, \.sectionHeaderHeight, \.sectionFooterHeight,
    ]
    let separator: ReferenceWritableKeyPath<UITableView, UITableViewCell.SeparatorStyle> =
      \.separatorStyle
    let separatorColor: ReferenceWritableKeyPath<UITableView, UIColor?> = \.separatorColor
    let separatorInset: ReferenceWritableKeyPath<UITableView, UIEdgeInsets> = \.separatorInset
    _ = (separatorColor, separatorInset)
    let tableHeader: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableHeaderView
    let tableFooter: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableFooterView
    let uncommitted: KeyPath<UITableView, Bool> = \.hasUncommittedUpdates
    let layout: (UITableView) -> () -> Void = UITableView.layoutIfNeeded
    let needsLayout: (UITableView) -> () -> Void = UITableView.setNeedsLayout
    _ = (heights, separator, tableHeader, tableFooter, uncommitted, layout, needsLayout)
    // Trailing closures and the default completion, as UIKit code calls them.
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.performBatchUpdates {}
    tableView.performBatchUpdates({}) { _ in }
    tableView.performBatchUpdates(nil, completion: nil)
    // A subclass overrides the layout calls, as UIKit's classes are open.
    final class Table: UITableView {
      override func layoutIfNeeded() { super.layoutIfNeeded() }
      override func setNeedsLayout() { super.setNeedsLayout() }
    }
    Table(frame: .zero, style: .plain).layoutIfNeeded()
  }

  @Test("UITableViewDataSource and UITableViewDataSourcePrefetching")
  func dataSource() {
    final class Source: UITableViewDataSource, UITableViewDataSourcePrefetching {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell(style: .default, reuseIdentifier: nil) }
      func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    }
    let source: any UITableViewDataSource = Source()
    let rows: (UITableView, Int) -> Int = source.tableView(_:numberOfRowsInSection:)
    let cell: (UITableView, IndexPath) -> UITableViewCell = source.tableView(_:cellForRowAt:)
    let sections: (UITableView) -> Int = source.numberOfSections(in:)
    let header: (UITableView, Int) -> String? = source.tableView(_:titleForHeaderInSection:)
    let footer: (UITableView, Int) -> String? = source.tableView(_:titleForFooterInSection:)
    let canEdit: (UITableView, IndexPath) -> Bool = source.tableView(_:canEditRowAt:)
    let canMove: (UITableView, IndexPath) -> Bool = source.tableView(_:canMoveRowAt:)
    let index: (UITableView) -> [String]? = source.sectionIndexTitles(for:)
    let indexSection: (UITableView, String, Int) -> Int =
      source.tableView(_:sectionForSectionIndexTitle:at:)
    let commit: (UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void =
      source.tableView(_:commit:forRowAt:)
    let move: (UITableView, IndexPath, IndexPath) -> Void = source.tableView(_:moveRowAt:to:)
    _ = (rows, cell, sections, header, footer, canEdit, canMove, index, indexSection, commit, move)
    let prefetching: any UITableViewDataSourcePrefetching = Source()
    let prefetch: (UITableView, [IndexPath]) -> Void = prefetching.tableView(_:prefetchRowsAt:)
    let cancel: (UITableView, [IndexPath]) -> Void =
      prefetching.tableView(_:cancelPrefetchingForRowsAt:)
    _ = (prefetch, cancel)
  }

  @Test("UITableViewDelegate")
  func delegate() {
    final class Delegate: UITableViewDelegate {}
    let d: any UITableViewDelegate = Delegate()
    let scroll: any UIScrollViewDelegate = d
    let willDisplay: (UITableView, UITableViewCell, IndexPath) -> Void =
      d.tableView(_:willDisplay:forRowAt:)
    let willHeader: (UITableView, UIView, Int) -> Void = d.tableView(
      _:willDisplayHeaderView:forSection:)
    let willFooter: (UITableView, UIView, Int) -> Void = d.tableView(
      _:willDisplayFooterView:forSection:)
    let didEnd: (UITableView, UITableViewCell, IndexPath) -> Void =
      d.tableView(_:didEndDisplaying:forRowAt:)
    let height: (UITableView, IndexPath) -> CGFloat = d.tableView(_:heightForRowAt:)
    let headerHeight: (UITableView, Int) -> CGFloat = d.tableView(_:heightForHeaderInSection:)
    let footerHeight: (UITableView, Int) -> CGFloat = d.tableView(_:heightForFooterInSection:)
    let estimated: (UITableView, IndexPath) -> CGFloat = d.tableView(_:estimatedHeightForRowAt:)
    let headerView: (UITableView, Int) -> UIView? = d.tableView(_:viewForHeaderInSection:)
    let footerView: (UITableView, Int) -> UIView? = d.tableView(_:viewForFooterInSection:)
    let accessory: (UITableView, IndexPath) -> Void = d.tableView(
      _:accessoryButtonTappedForRowWith:)
    _ = (scroll, willDisplay, willHeader, willFooter, didEnd, height, headerHeight, footerHeight)
    _ = (estimated, headerView, footerView, accessory)
    let shouldHighlight: (UITableView, IndexPath) -> Bool = d.tableView(_:shouldHighlightRowAt:)
    let didHighlight: (UITableView, IndexPath) -> Void = d.tableView(_:didHighlightRowAt:)
    let didUnhighlight: (UITableView, IndexPath) -> Void = d.tableView(_:didUnhighlightRowAt:)
    let willSelect: (UITableView, IndexPath) -> IndexPath? = d.tableView(_:willSelectRowAt:)
    let willDeselect: (UITableView, IndexPath) -> IndexPath? = d.tableView(_:willDeselectRowAt:)
    let didSelect: (UITableView, IndexPath) -> Void = d.tableView(_:didSelectRowAt:)
    let didDeselect: (UITableView, IndexPath) -> Void = d.tableView(_:didDeselectRowAt:)
    _ = (shouldHighlight, didHighlight, didUnhighlight, willSelect, willDeselect, didSelect)
    _ = didDeselect
    let style: (UITableView, IndexPath) -> UITableViewCell.EditingStyle =
      d.tableView(_:editingStyleForRowAt:)
    let deleteTitle: (UITableView, IndexPath) -> String? =
      d.tableView(_:titleForDeleteConfirmationButtonForRowAt:)
    let leading: (UITableView, IndexPath) -> UISwipeActionsConfiguration? =
      d.tableView(_:leadingSwipeActionsConfigurationForRowAt:)
    let trailing: (UITableView, IndexPath) -> UISwipeActionsConfiguration? =
      d.tableView(_:trailingSwipeActionsConfigurationForRowAt:)
    let indent: (UITableView, IndexPath) -> Bool = d.tableView(_:shouldIndentWhileEditingRowAt:)
    let willBegin: (UITableView, IndexPath) -> Void = d.tableView(_:willBeginEditingRowAt:)
    let didEndEditing: (UITableView, IndexPath?) -> Void = d.tableView(_:didEndEditingRowAt:)
    let target: (UITableView, IndexPath, IndexPath) -> IndexPath =
      d.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)
    let level: (UITableView, IndexPath) -> Int = d.tableView(_:indentationLevelForRowAt:)
    _ = (style, deleteTitle, leading, trailing, indent, willBegin, didEndEditing, target, level)
  }

  @Test("UIContextualAction, UISwipeActionsConfiguration")
  func swipeActions() {
    let make:
      (
        UIContextualAction.Style, String?,
        @escaping @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
      ) -> UIContextualAction = UIContextualAction.init(style:title:handler:)
    let configure: ([UIContextualAction]) -> UISwipeActionsConfiguration =
      UISwipeActionsConfiguration.init(actions:)
    let fullSwipe: ReferenceWritableKeyPath<UISwipeActionsConfiguration, Bool> =
      \.performsFirstActionWithFullSwipe
    _ = (make, configure, fullSwipe)
    // As UIKit code writes them: a trailing closure that does not throw.
    let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      completion(true)
    }
    action.backgroundColor = .systemRed
    let styles: [UIContextualAction.Style] = [.normal, .destructive]
    _ = (UISwipeActionsConfiguration(actions: [action]), styles)
  }

  // UIKit: `init(style: UITableViewRowAction.Style, title: String?, handler: @escaping
  // (UITableViewRowAction, IndexPath) -> Void)`; `var title: String?`, `var style: Style { get }`,
  // `@NSCopying var backgroundColor: UIColor?`; the delegate's `optional func tableView(_:
  // editActionsForRowAt:) -> [UITableViewRowAction]?`.
  @Test("UITableViewRowAction and tableView(_:editActionsForRowAt:)")
  func rowActions() {
    let make:
      (
        UITableViewRowAction.Style, String?,
        @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void
      ) -> UITableViewRowAction = UITableViewRowAction.init(style:title:handler:)
    let title: ReferenceWritableKeyPath<UITableViewRowAction, String?> = \.title
    let style: KeyPath<UITableViewRowAction, UITableViewRowAction.Style> = \.style
    let color: ReferenceWritableKeyPath<UITableViewRowAction, UIColor?> = \.backgroundColor
    final class Delegate: UITableViewDelegate {}
    let d: any UITableViewDelegate = Delegate()
    let ask: (UITableView, IndexPath) -> [UITableViewRowAction]? = d.tableView(
      _:editActionsForRowAt:)
    _ = (make, title, style, color, ask)
    let action = UITableViewRowAction(style: .default, title: "More") { _, indexPath in
      _ = indexPath.row
    }
    let styles: [UITableViewRowAction.Style] = [.default, .destructive, .normal]
    _ = (action, styles)
  }
}
