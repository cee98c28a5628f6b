import Foundation

/// What a table stores of `UIScrollView`'s and `UITableView`'s scrolling settings that it does
/// not act on, and where a user's scroll gesture is.
struct ScrollingState {
  var verticalScrollIndicatorInsets = EdgeInsets.zero
  var horizontalScrollIndicatorInsets = EdgeInsets.zero
  var showsVerticalScrollIndicator = true
  var showsHorizontalScrollIndicator = true
  var bounces = true
  var alwaysBounceVertical = false
  var sectionHeaderTopPadding = TableView.automaticDimension
  var cellLayoutMarginsFollowReadableWidth = false
  /// Whether a finger is on the table: from a drag's `scrollViewWillBeginDragging(_:)` until
  /// it lifts, before `scrollViewDidEndDragging(_:willDecelerate:)`.
  var isTracking = false
  /// Whether a drag is under way: from its `scrollViewWillBeginDragging(_:)` through its
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  var isDragging = false
}
