import Foundation

/// The scroll view of the scroll-view methods of ``TableViewDelegate``, as `UIScrollView`: the
/// table itself, the package's only scroll view.
///
/// UIKit's `UITableView` is a `UIScrollView`, and a table's delegate hears of its scrolling
/// through the scroll-view methods, whose parameter is the scroll view: the table. Here the
/// table is the only scroll view there is, so the name stands for ``TableView``, and code ported
/// from UIKit compiles with its `UI` prefixes removed:
///
/// ```swift
/// func scrollViewDidScroll(_ scrollView: ScrollView) throws {
///   let bottom = scrollView.contentOffset.y + scrollView.bounds.height
///   if bottom > scrollView.contentSize.height - 100 { try loadMore() }
/// }
/// ```
public typealias ScrollView = TableView

/// How a scroll view adjusts its content inset to the safe area, as
/// `UIScrollView.ContentInsetAdjustmentBehavior`; also
/// ``TableView/ContentInsetAdjustmentBehavior``.
///
/// A headless table has no bars, so its safe area is its bounds unless a host sets
/// ``TableView/coveredInsets`` (ListBindingUIKit does, for the bars of the controllers a table
/// is shown in); ``TableView/adjustedContentInset`` adds them as the behaviour says.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
  /// Adjusts as ``scrollableAxes`` does, and for the vertical axis also in a navigation
  /// controller's scrolling content: UIKit's default.
  case automatic
  /// Adjusts along the axes the content scrolls.
  case scrollableAxes
  /// Never adjusts.
  case never
  /// Always adjusts, along both axes.
  case always

  /// `contentInset` adjusted by `safeArea` as this behaviour says (Apple's
  /// `adjustedContentInset`): unchanged for ``never``, every edge for ``always``, and for
  /// ``automatic`` and ``scrollableAxes`` the top and bottom (*assumed*: the content scrolls
  /// vertically, as a table's does).
  ///
  /// ```swift
  /// let adjusted = ContentInsetAdjustmentBehavior.automatic.adjusting(
  ///   EdgeInsets(top: 8, left: 0, bottom: 0, right: 0),
  ///   by: EdgeInsets(top: 44, left: 20, bottom: 34, right: 20))
  /// // top 52, left 0, bottom 34, right 0
  /// ```
  ///
  /// - Parameters:
  ///   - contentInset: The inset the view's owner set.
  ///   - safeArea: The safe area's insets.
  /// - Returns: The inset the content is laid out with.
  /// - Complexity: O(1).
  public func adjusting(_ contentInset: EdgeInsets, by safeArea: EdgeInsets) -> EdgeInsets {
    switch self {
    case .never: return contentInset
    case .always:
      return EdgeInsets(
        top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
        bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    case .automatic, .scrollableAxes:
      return EdgeInsets(
        top: contentInset.top + safeArea.top, left: contentInset.left,
        bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right)
    }
  }
}

extension TableView {
  /// How a scroll view adjusts its content inset to the safe area, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public typealias ContentInsetAdjustmentBehavior = ListBinding.ContentInsetAdjustmentBehavior
}
