import Foundation

// `UIScrollView`'s and `UITableView`'s settings that ported code sets: most a headless table has
// nothing to apply to, and each of those is stored as set and read back, and changes nothing the
// table does (none is validated, since none is computed with). The safe area's insets and how
// they adjust the content inset are computed with: they apply at the next layout.

extension TableView {
  /// How the table adjusts its content inset to the safe area, as
  /// `UIScrollView.contentInsetAdjustmentBehavior`. Default: ``ContentInsetAdjustmentBehavior/automatic``.
  ///
  /// It decides which of ``coveredInsets`` ``adjustedContentInset`` adds to ``contentInset``.
  /// A change applies at the next layout.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { state.settings.contentInsetAdjustmentBehavior }
    set { changeSetting(\.contentInsetAdjustmentBehavior, to: newValue) }
  }

  /// How far bars over the table reach into it from each edge: its safe area's insets, as
  /// `UIView.safeAreaInsets`. Default: zero, as a headless table has no bars.
  ///
  /// A host that draws bars over the table sets it: ListBindingUIKit's table sets it from the
  /// navigation bar, toolbar and tab bar of the controllers it is shown in. The table then
  /// scrolls within ``adjustedContentInset``: its content may rest below a bar at the top, and
  /// `scrollToRow(at:at:animated:)` puts a row below it. A table resting at its top when the
  /// top inset changes comes to rest at its new top (its ``contentOffset`` `y` becomes minus
  /// the adjusted top inset), as a table appearing under a navigation bar does on iOS
  /// (*assumed*: Apple documents the adjusted inset, not the offset). A change applies at the
  /// next layout, which refuses an edge that is not finite or whose magnitude is above
  /// ``maximumDimension``.
  public var coveredInsets: EdgeInsets {
    get { state.settings.safeAreaInsets }
    set { changeSetting(\.safeAreaInsets, to: newValue) }
  }

  /// The content inset with the safe area's added, as `UIScrollView.adjustedContentInset`:
  /// ``contentInset`` plus ``coveredInsets`` on the edges ``contentInsetAdjustmentBehavior``
  /// says — none for `.never`, every edge for `.always`, the top and bottom for `.automatic`
  /// and `.scrollableAxes` (a table scrolls vertically). As set: the table scrolls by it from
  /// the next layout on.
  ///
  /// - Complexity: O(1).
  public var adjustedContentInset: EdgeInsets { state.settings.adjustedContentInset }

  /// How far the scroll indicators sit from the table's edges, as
  /// `UIScrollView.scrollIndicatorInsets`: reads ``verticalScrollIndicatorInsets``; setting it
  /// sets both ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``, as in
  /// UIKit.
  ///
  /// Stored for ported code: a headless table draws no scroll indicator.
  public var scrollIndicatorInsets: EdgeInsets {
    get { scrolling.verticalScrollIndicatorInsets }
    set {
      scrolling.verticalScrollIndicatorInsets = newValue
      scrolling.horizontalScrollIndicatorInsets = newValue
    }
  }

  /// How far the vertical scroll indicator sits from the table's edges, as
  /// `UIScrollView.verticalScrollIndicatorInsets`. Default: zero.
  ///
  /// Stored for ported code: a headless table draws no scroll indicator.
  public var verticalScrollIndicatorInsets: EdgeInsets {
    get { scrolling.verticalScrollIndicatorInsets }
    set { scrolling.verticalScrollIndicatorInsets = newValue }
  }

  /// How far the horizontal scroll indicator sits from the table's edges, as
  /// `UIScrollView.horizontalScrollIndicatorInsets`. Default: zero.
  ///
  /// Stored for ported code: a headless table draws no scroll indicator.
  public var horizontalScrollIndicatorInsets: EdgeInsets {
    get { scrolling.horizontalScrollIndicatorInsets }
    set { scrolling.horizontalScrollIndicatorInsets = newValue }
  }

  /// Whether the vertical scroll indicator shows while the table scrolls, as
  /// `UIScrollView.showsVerticalScrollIndicator`. Default: `true`.
  ///
  /// Stored for ported code: a headless table draws no scroll indicator.
  public var showsVerticalScrollIndicator: Bool {
    get { scrolling.showsVerticalScrollIndicator }
    set { scrolling.showsVerticalScrollIndicator = newValue }
  }

  /// Whether the horizontal scroll indicator shows while the table scrolls, as
  /// `UIScrollView.showsHorizontalScrollIndicator`. Default: `true`.
  ///
  /// Stored for ported code: a headless table draws no scroll indicator.
  public var showsHorizontalScrollIndicator: Bool {
    get { scrolling.showsHorizontalScrollIndicator }
    set { scrolling.showsHorizontalScrollIndicator = newValue }
  }

  /// Whether a drag may pull the content past its edges, to bounce back, as
  /// `UIScrollView.bounces`. Default: `true`.
  ///
  /// Stored for ported code: a ``drag(by:)`` ends where the content comes to rest, within its
  /// edges, whatever this says, so a headless table never shows a bounce.
  public var bounces: Bool {
    get { scrolling.bounces }
    set { scrolling.bounces = newValue }
  }

  /// Whether a vertical drag bounces even when the content is shorter than the table, as
  /// `UIScrollView.alwaysBounceVertical`. Default: `false`.
  ///
  /// Stored for ported code: a headless table never shows a bounce (see ``bounces``).
  public var alwaysBounceVertical: Bool {
    get { scrolling.alwaysBounceVertical }
    set { scrolling.alwaysBounceVertical = newValue }
  }

  /// The space UIKit adds above each section's header, in points, or ``automaticDimension``
  /// (the default) for the system's, as `UITableView.sectionHeaderTopPadding`.
  ///
  /// Stored for ported code: the table adds no padding above headers, whatever this says; a
  /// header is as tall as its height (see ``sectionHeaderHeight``).
  public var sectionHeaderTopPadding: CGFloat {
    get { scrolling.sectionHeaderTopPadding }
    set { scrolling.sectionHeaderTopPadding = newValue }
  }

  /// Whether the cells' layout margins follow the readable content width, as
  /// `UITableView.cellLayoutMarginsFollowReadableWidth`. Default: `false`, as since iOS 12.
  ///
  /// Stored for ported code: a headless table has no readable content guide, and the cells'
  /// layout is not changed.
  public var cellLayoutMarginsFollowReadableWidth: Bool {
    get { scrolling.cellLayoutMarginsFollowReadableWidth }
    set { scrolling.cellLayoutMarginsFollowReadableWidth = newValue }
  }
}
