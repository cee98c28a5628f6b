import Foundation
import ListBinding

/// A view that presents data in a single column of rows, as UIKit's `UITableView`.
///
/// A table is a ``UIScrollView`` (so a `UIView`: add it to a view, give it a frame), and it is
/// the object its ``dataSource`` and ``delegate`` receive: `tableView(_:cellForRowAt:)` gets
/// this table, and the cells it hands back (`cellForRow(at:)`, `visibleCells`) are the ones the
/// data source returned, instances of the user's own `UITableViewCell` subclasses.
///
/// Inside, the table owns one of ListBinding's tables and forwards every call to it, so it
/// behaves as ListBinding's engine does (see the article "Call moments").
/// Nothing throws: where UIKit raises an exception, the call changes nothing and reports a
/// ``UIKitException`` with UIKit's name and reason (see ``UIKitException/withHandler(_:operation:)``),
/// and a method with a result returns what its documentation says.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The style of a table, as `UITableView.Style`: `.plain`, `.grouped`, `.insetGrouped`.
  public typealias Style = TableView.Style
  /// The animation of an inserted, deleted or reloaded row, as `UITableView.RowAnimation`.
  /// Recorded, not played.
  public typealias RowAnimation = TableView.RowAnimation
  /// Where a row comes to rest when the table scrolls to it, as `UITableView.ScrollPosition`.
  public typealias ScrollPosition = TableView.ScrollPosition

  /// The value of a height that asks the table to work it out, as
  /// `UITableView.automaticDimension`.
  nonisolated public static let automaticDimension: CGFloat = TableView.automaticDimension

  /// The table's style, as `UITableView.style`.
  public let style: Style

  /// Whether the face has asked the native table to load its data (see ``shown``).
  var hasLoaded = false
  /// The nibs registered for cell reuse identifiers (see `register(_:forCellReuseIdentifier:)`).
  var cellNibs: [String: UINib] = [:]
  /// The nibs registered for header and footer reuse identifiers.
  var headerFooterNibs: [String: UINib] = [:]

  /// The table the face forwards to: a subview spanning the scroll view.
  let native: TableView
  /// What the native table calls: it forwards to ``dataSource``, ``delegate`` and
  /// ``prefetchDataSource`` with this table.
  let adapter: TableAdapter
  /// The same, adopting ListBinding's `EditCommitting`: the native table's data source while the
  /// data source's type is not known to lack `tableView(_:commit:forRowAt:)`.
  let committingAdapter: CommittingTableAdapter

  /// Creates a table with a frame and a style, as `UITableView(frame:style:)`.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - style: The style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    native = TableView(style: style)
    adapter = TableAdapter()
    committingAdapter = CommittingTableAdapter()
    super.init(frame: frame)
    adapter.owner = self
    committingAdapter.owner = self
    // A displayed cell's `next` is this table, as in UIKit, not the native table inside it.
    native.cellsNextResponder = self
    addSubview(native)
    AutoLayoutPins.installLayout()
  }

  /// Creates a plain table with a frame, as `UITableView(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The object that provides the table's data, held weakly, as `UITableView.dataSource`.
  ///
  /// A new data source is asked for its data at the table's next load, as UIKit reloads a table
  /// whose data source changed at its next layout.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      if dataSource !== oldValue { hasLoaded = false }
      attachDataSource()
    }
  }

  /// The table's delegate, held weakly, as `UITableView.delegate`: a `UITableViewDelegate`
  /// (which is a ``UIScrollViewDelegate``). Read back, it is a `UIScrollViewDelegate?`: Swift
  /// cannot narrow the type of a settable property it overrides.
  open override weak var delegate: (any UIScrollViewDelegate)? {
    didSet { native.delegate = delegate == nil ? nil : adapter }
  }

  /// The object that gives the items of a drag that begins on a row, held weakly, as
  /// `UITableView.dragDelegate`. See ``UITableViewDragDelegate``.
  open weak var dragDelegate: (any UITableViewDragDelegate)?

  /// The object that takes a drop on the table, held weakly, as `UITableView.dropDelegate`.
  /// See ``UITableViewDropDelegate``.
  open weak var dropDelegate: (any UITableViewDropDelegate)?

  /// Whether a user can drag rows, as `UITableView.dragInteractionEnabled`: `false` by default,
  /// as on iPhone (UIKit's default is `true` on iPad).
  open var dragInteractionEnabled = false

  /// The colour of the section index's titles, as `UITableView.sectionIndexColor`; `nil` (the
  /// default) for the system's. Recorded only: the text renderer draws the index without colours.
  open var sectionIndexColor: UIColor?

  /// The colour behind the section index while no finger is on it, as
  /// `UITableView.sectionIndexBackgroundColor`; `nil` (the default) for the system's. Recorded
  /// only.
  open var sectionIndexBackgroundColor: UIColor?

  /// The colour behind the section index while a finger drags through it, as
  /// `UITableView.sectionIndexTrackingBackgroundColor`; `nil` (the default) for the system's.
  /// Recorded only.
  open var sectionIndexTrackingBackgroundColor: UIColor?

  /// The object that prefetches the data of rows about to be shown, held weakly, as
  /// `UITableView.prefetchDataSource`.
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    didSet { native.prefetchDataSource = prefetchDataSource == nil ? nil : adapter }
  }

  // The scroll view's geometry is the native table's (overrides live in the class body).

  /// The table's refresh control, as `refreshControl`: a subview of the table while it is
  /// the table's (see ``UIScrollView/refreshControl``).
  ///
  /// - Complexity: O(*m*), where *m* is the number of subviews.
  open override var refreshControl: RefreshControl? {
    get { installedRefreshControl }
    set { replaceRefreshControl(with: newValue) }
  }

  /// The refresh control the native table pulls.
  override var installedRefreshControl: RefreshControl? {
    get { configurable.refreshControl }
    set { configurable.refreshControl = newValue }
  }

  /// Where the visible content starts, as the table's `contentOffset`. Setting it scrolls the
  /// table and tells the delegate `scrollViewDidScroll(_:)`.
  open override var contentOffset: CGPoint {
    get { configurable.contentOffset }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Scrolls the content to `contentOffset`, as `setContentOffset(_:animated:)`.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Recorded nowhere.
  /// - Complexity: O(log *r* + log *s* + *v*), for *r* rows, *s* sections and *v* visible
  ///   rows.
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    perform { (table) throws(TableViewError) in
      try table.setContentOffset(contentOffset, animated: animated)
    }
  }

  /// The size of the content: as wide as the table, as tall as its sections. The table works
  /// it out: a value set is ignored, as UIKit's table sets its own again at its next layout.
  open override var contentSize: CGSize {
    get { configurable.contentSize }
    set {}
  }

  /// The space around the table's content, as `contentInset`.
  open override var contentInset: UIEdgeInsets {
    get { configurable.contentInset }
    set { configurable.contentInset = newValue }
  }

  /// Whether the user can scroll the table. Default: `true`.
  open override var isScrollEnabled: Bool {
    get { configurable.isScrollEnabled }
    set { configurable.isScrollEnabled = newValue }
  }

  /// When scrolling the table hides the keyboard, as `keyboardDismissMode`. Default: `.none`.
  open override var keyboardDismissMode: KeyboardDismissMode {
    get { configurable.keyboardDismissMode }
    set { configurable.keyboardDismissMode = newValue }
  }

  /// How the table's content inset adjusts to the safe area, as
  /// `contentInsetAdjustmentBehavior`. Default: `.automatic`.
  open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { configurable.contentInsetAdjustmentBehavior }
    set { configurable.contentInsetAdjustmentBehavior = newValue }
  }

  /// Whether the table's vertical scroll indicator shows, as `showsVerticalScrollIndicator`.
  open override var showsVerticalScrollIndicator: Bool {
    get { configurable.showsVerticalScrollIndicator }
    set { configurable.showsVerticalScrollIndicator = newValue }
  }

  /// Whether the table's horizontal scroll indicator shows, as
  /// `showsHorizontalScrollIndicator`.
  open override var showsHorizontalScrollIndicator: Bool {
    get { configurable.showsHorizontalScrollIndicator }
    set { configurable.showsHorizontalScrollIndicator = newValue }
  }

  /// How far the table's vertical scroll indicator sits from its edges, as
  /// `verticalScrollIndicatorInsets`.
  open override var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { configurable.verticalScrollIndicatorInsets }
    set { configurable.verticalScrollIndicatorInsets = newValue }
  }

  /// How far the table's horizontal scroll indicator sits from its edges, as
  /// `horizontalScrollIndicatorInsets`.
  open override var horizontalScrollIndicatorInsets: UIEdgeInsets {
    get { configurable.horizontalScrollIndicatorInsets }
    set { configurable.horizontalScrollIndicatorInsets = newValue }
  }

  /// Whether the table bounces past its edges, as `bounces`.
  open override var bounces: Bool {
    get { configurable.bounces }
    set { configurable.bounces = newValue }
  }

  /// Whether the table bounces vertically even when its content fits, as
  /// `alwaysBounceVertical`.
  open override var alwaysBounceVertical: Bool {
    get { configurable.alwaysBounceVertical }
    set { configurable.alwaysBounceVertical = newValue }
  }

  /// The table's content inset with the safe area's adjustment, as `adjustedContentInset`:
  /// ``contentInset`` plus the safe area's insets on the edges ``contentInsetAdjustmentBehavior``
  /// says (the top and bottom by default, so below a navigation bar the top inset counts the
  /// bar's 44 points). The table scrolls within it: at its top its `contentOffset.y` is minus
  /// the adjusted top inset, as a table under a navigation bar rests on iOS, and
  /// `scrollToRow(at:at:animated:)` puts a row below the bar. The safe area applies at the
  /// table's next layout.
  open override var adjustedContentInset: UIEdgeInsets { configurable.adjustedContentInset }

  // The calls UIKit subclasses override, open here: Swift cannot override a member declared in
  // an extension.

  /// Reloads every row, as `reloadData()`: the counts at once, the cells at the next layout.
  ///
  /// - Complexity: O(*s* + *v*) calls to the data source, for *s* sections and *v* visible rows.
  open func reloadData() {
    hasLoaded = true
    perform { (table) throws(TableViewError) in try table.reloadData() }
  }

  /// Lays out the table now, as `UITableView.layoutIfNeeded()`: loads its data if it has not
  /// loaded it yet (as UIKit's table does at its first layout), applies the geometry changed
  /// since its last layout and gives the rows of a reload made at a touch their cells, then
  /// lays out the views inside it that need layout (see `UIView.layoutIfNeeded()`).
  ///
  /// Where UIKit raises an exception (a height that breaks its rule, a data source that
  /// returns no cell), the exception is reported (see ``UIKitException/withHandler(_:operation:)``)
  /// and the table is as it was. A view that lays out reaches a table inside it the same way.
  ///
  /// - Complexity: O(*s* + *v*) for *s* sections and *v* visible rows, plus what the views'
  ///   `layoutSubviews()` do.
  open override func layoutIfNeeded() {
    _ = shown
    UIKitException.raisingUncaughtErrors { super.layoutIfNeeded() }
  }

  /// Whether the table is in editing mode, as `isEditing`; setting it calls
  /// `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { configurable.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode, as `setEditing(_:animated:)`: each visible cell's
  /// `setEditing(_:animated:)` runs.
  ///
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Passed to the cells.
  /// - Complexity: O(*v*), for *v* visible rows.
  open func setEditing(_ editing: Bool, animated: Bool) {
    perform { (table) throws(TableViewError) in
      try table.setEditing(editing, animated: animated)
    }
    // UIKit lays the cells out as they move in or out of editing mode: their content views
    // make room for the editing controls, or take it back.
    for cell in native.visibleCells {
      cell.setNeedsLayout()
      cell.layoutIfNeeded()
    }
  }

  /// The native table, its frame brought in line with this view's first; loaded first when the
  /// table is in a window and has never loaded (see ``shown``).
  var table: TableView {
    let native = configurable
    if !hasLoaded, dataSource != nil, isInWindow {
      reloadData()
    }
    return native
  }

  /// The native table, its frame brought in line with this view's, not loaded: for settings,
  /// registration and dequeues, which UIKit's table answers without its data.
  var configurable: TableView {
    let frame = CGRect(origin: .zero, size: self.frame.size)
    if native.frame != frame { native.frame = frame }
    return native
  }

  /// Whether a window is among the table's superviews.
  var isInWindow: Bool {
    var view = superview
    while let current = view {
      if current is UIWindow { return true }
      view = current.superview
    }
    return false
  }

  /// The native table as it is shown: loaded, as UIKit loads a table at its first layout.
  ///
  /// UIKit loads a table's data in its first layout pass, once it is in a window. The face has
  /// no layout passes: a table in a window loads at the face's first call that needs its data
  /// (not a setting, a registration or a dequeue); one that is not in a window, the first time
  /// it is asked what it shows (its cells, their rows and rects, its header and footer views)
  /// or touched through `hostedTableView(of:)` (the simulated user's and the renderer's way in);
  /// unless `reloadData()` or a count loaded it before.
  var shown: TableView {
    if !hasLoaded, dataSource != nil {
      reloadData()
    }
    return table
  }

  /// The delegate as a table delegate, or `nil`.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  /// Gives the native table the adapter that matches what the data source's type implements.
  func attachDataSource() {
    guard let dataSource else {
      native.dataSource = nil
      return
    }
    native.dataSource =
      OptionalMethods.lacks(.commit, dataSource) ? adapter : committingAdapter
  }
}
