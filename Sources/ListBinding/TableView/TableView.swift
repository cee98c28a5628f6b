import Foundation

/// A headless table view: sections of rows, reusable cells, a viewport, selection and batch
/// updates, with the names and rules of `UITableView`.
///
/// A table asks its ``dataSource`` for counts and cells and tells its ``delegate`` what happens,
/// exactly as UIKit does. It has no pixels: its viewport is a number of rows, and
/// ``render(with:)`` draws what is visible through a ``TableRenderer``.
///
/// ```swift
/// let tableView = TableView(style: .plain)
/// tableView.register(MenuCell.self)
/// let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面"])
/// tableView.dataSource = dataSource
/// try tableView.reloadData()
/// print(try tableView.render(with: PlainTextRenderer()))  // "  排骨面\n"
/// ```
///
/// ## Transactions
///
/// Every call completes or changes nothing. A call reads what it needs from the data source and
/// delegate, computes the table's new state, validates it, asks the data source for the cells of
/// rows new to the viewport, and only then commits; the delegate hears about it afterwards
/// (`willDisplay`, `didEndDisplaying`, `didSelectRowAt`, completions). Where UIKit raises an
/// exception, the table throws a ``TableViewError`` with UIKit's words and changes nothing. An
/// error thrown by a data-source or delegate method, or by a handler, comes out of the call or
/// gesture that triggered it: from a method asked before the commit (counts, cells, `will…`),
/// with nothing changed; from one told after it (`did…`, `willDisplay`), with the change in
/// place, as each call's documentation says. Completions run later (see "Re-entrancy").
/// What a call that changes nothing puts back is everything it touched: the rows, the cells,
/// the cells waiting for reuse, the header and footer views, the settings — a setting a
/// callback changed meanwhile included — and the frame (see <doc:TableTransactions>).
///
/// Values in points follow one rule (see ``maximumDimension``): finite, and, for a height or a
/// size, from 0 to the maximum. Geometry settings are stored as set, as UIKit's; the next call
/// that lays the table out refuses one that breaks the rule with
/// ``TableViewError/invalidGeometry(_:)``, as does every call after it until the setting is
/// fixed. A height the delegate or a cell returns is refused by the call that asked for it.
///
/// ## Re-entrancy
///
/// Data-source and delegate methods, button, control and swipe-action handlers, and
/// completions may call the table. What such a call does depends on the moment the table calls
/// that code, as in UIKit (<doc:CallMoments> lists every callback with its source):
/// - **While the table lays out or asks** (counts, cells, heights, titles and views,
///   `willDisplay`, `didEndDisplaying`, editing styles, prefetching, `scrollViewDidScroll`),
///   a change — an update, a reload, a scroll, a selection, a gesture — is deferred: it runs
///   after the table's call completes, in the order asked, each validated then; one requested
///   from a callback of such a call while it is being made (the heights an update reads) runs
///   after that call, as after an outermost one. An update call records the data source's counts
///   when it is made, so that several updates requested in one callback validate as they would
///   have one by one. Consecutive updates, reloads and scrolls run as one transaction whose new
///   cells are asked for once, from the data source's final data. This is how "load more rows
///   from `willDisplay`" works. Queries answer for the state the callback's index paths refer to:
///   while the table asks for cells after an update, for the table after the update.
/// - **At a touch, or once a change is committed** (`shouldHighlightRowAt`, `willSelectRowAt`,
///   `didSelectRowAt`, `willDeselectRowAt`, `didDeselectRowAt`, `commit editingStyle`,
///   `willBeginEditingRowAt`, button, control, contextual-action, row-action, accessory and
///   refresh handlers, `scrollViewWillBeginDragging`/`DidEndDragging`), a call runs at once, as
///   a call of its own on the table as the gesture left it: `insertRows` then
///   ``cellForRow(at:)`` gives the new row's cell. A `will…` method sees the table before the
///   gesture's change, a `did…` method or a handler the table after it.
/// - **Later**: the completions of ``performBatchUpdates(_:completion:)`` and of a diffable
///   data source's `apply` run when the main queue next turns, as UIKit runs them after its
///   animations, so the code after the call runs first; a call made from one runs at once.
///
/// Errors reach the outermost caller:
/// - a deferred call's error is thrown from the outermost call, whose own change is then in
///   place; the calls requested after the failing one are dropped. When the outermost call
///   fails, nothing changes and what its callbacks requested is dropped — but data a callback
///   changed stays changed: the table cannot undo it;
/// - a call made at once throws to the code that made it; let through, the error comes out of
///   the gesture. What ran before stays: the gesture's own change, and each call the handler
///   made that succeeded;
/// - an error a completion throws is kept and thrown by the table's next outermost call, with
///   that call's change in place.
///
/// A deferred change runs against the data as it is when it runs. So, in a callback that lays
/// out or asks, change the data just before the update call that describes the change, and after
/// any other call you ask for (a selection that scrolls, a drag): a call that runs between the
/// data change and its update would load cells from data the table does not show yet.
@MainActor
public final class TableView: View {
  /// The look of a table, as in `UITableView.Style`.
  public typealias Style = TableStyle

  /// The most sections a table holds: a data source that reports more is refused with
  /// ``TableViewError/tooManySections(_:maximum:)`` before anything is allocated.
  nonisolated public static let maximumNumberOfSections = 1 << 24

  /// The most rows a table holds, over all its sections: a data source that reports more is
  /// refused with ``TableViewError/tooManyRows(section:maximum:)``.
  nonisolated public static let maximumNumberOfRows = 1 << 40

  /// The most rows a viewport shows at once: the height of a viewport in rows, and the rows a
  /// frame in points may show (a layout that would show more throws
  /// ``TableViewError/tooManyVisibleRows(_:maximum:)``). It bounds the cells a table creates
  /// and the memory of a layout, whatever the counts and heights.
  nonisolated public static let maximumViewportHeight = 100_000

  /// The most rows a table measures up front when ``estimatedRowHeight`` is 0 (UIKit then asks
  /// every row's height before it lays out): a table of more rows throws
  /// ``TableViewError/tooManyRowsToMeasure(_:maximum:)``. It bounds the delegate calls and the
  /// memory of a reload or an update without estimates.
  nonisolated public static let maximumMeasuredRows = 1_000_000

  /// The table's look.
  public let style: Style

  /// The object that provides the table's counts and cells. The table does not retain it.
  ///
  /// Setting it does not load anything: call ``reloadData()``, as UIKit's first layout would.
  public weak var dataSource: (any TableViewDataSource)?

  /// The object told about the table's events and asked about its behaviour. Not retained.
  public weak var delegate: (any TableViewDelegate)?

  /// The responder the cells the table displays answer as their ``Responder/next``, held
  /// weakly, or `nil`, the default, for the table itself. ListBindingUIKit sets it to the
  /// `UITableView` that wraps the table, so that a displayed cell's `next` is that table, as in
  /// UIKit. UIKit has no such property.
  ///
  /// - Complexity: O(1) to read or set.
  public weak var cellsNextResponder: Responder?

  /// Whether a tap selects rows. Programmatic selection works either way, as in UIKit.
  public var allowsSelection: Bool {
    get { state.settings.allowsSelection }
    set { changeSetting(\.allowsSelection, to: newValue) }
  }

  /// Whether a tap adds to the selection instead of replacing it, where no
  /// ``SelectionRule`` applies.
  public var allowsMultipleSelection: Bool {
    get { state.settings.allowsMultipleSelection }
    set { changeSetting(\.allowsMultipleSelection, to: newValue) }
  }

  /// The selection rule of every section that has none of its own, or `nil` for UIKit's
  /// behaviour. See ``selectionRule(forSection:)``.
  public var selectionRule: SelectionRule? {
    get { state.settings.selectionRule }
    set { changeSetting(\.selectionRule, to: newValue) }
  }

  /// Whether a tap selects rows while the table is editing. Default: `false`, as in UIKit.
  public var allowsSelectionDuringEditing: Bool {
    get { state.settings.allowsSelectionDuringEditing }
    set { changeSetting(\.allowsSelectionDuringEditing, to: newValue) }
  }

  /// The height of rows whose delegate gives none, in points, or ``automaticDimension`` (the
  /// default, as UIKit's) for the height each cell fits: see
  /// ``TableViewCell/fittingHeight(forWidth:)``, 44 points for a row of one line. Set a number,
  /// such as 44, for rows of one fixed height. A change applies at the next layout (see
  /// ``performLayout()``), which refuses a height that is not finite, below 0 or above
  /// ``maximumDimension`` with ``TableViewError/invalidGeometry(_:)``, as do the heights below.
  public var rowHeight: CGFloat {
    get { state.settings.rowHeight }
    set { changeSetting(\.rowHeight, to: newValue) }
  }

  /// The height the table gives rows not displayed yet, or ``automaticDimension`` (the default,
  /// as UIKit's) for ``rowHeight``, or 44 points when that is automatic too (rows then take their
  /// fitting height once displayed); 0 turns estimating off: the table then asks the delegate
  /// for every row's height at each reload and update, as UIKit does. A change applies at the
  /// next layout.
  public var estimatedRowHeight: CGFloat {
    get { state.settings.estimatedRowHeight }
    set { changeSetting(\.estimatedRowHeight, to: newValue) }
  }

  /// The height of the sections' headers whose delegate gives none, or ``automaticDimension``
  /// (the default): the height a header view from the delegate fits, else 28 points for a
  /// section with a header title, 0 otherwise. A change applies at the next layout.
  public var sectionHeaderHeight: CGFloat {
    get { state.settings.sectionHeaderHeight }
    set { changeSetting(\.sectionHeaderHeight, to: newValue) }
  }

  /// The height of the sections' footers whose delegate gives none, or ``automaticDimension``
  /// (the default): the height a footer view from the delegate fits, else 28 points for a
  /// section with a footer title, 0 otherwise. A change applies at the next layout.
  public var sectionFooterHeight: CGFloat {
    get { state.settings.sectionFooterHeight }
    set { changeSetting(\.sectionFooterHeight, to: newValue) }
  }

  /// The space the content may scroll beyond its edges, as `UIScrollView.contentInset`. A
  /// change applies at the next layout, which refuses an edge that is not finite or whose
  /// magnitude is above ``maximumDimension``.
  public var contentInset: EdgeInsets {
    get { state.settings.contentInset }
    set { changeSetting(\.contentInset, to: newValue) }
  }

  /// The table's frame in its ``View/superview``'s coordinates, as `UIView.frame`. Giving it a
  /// size makes the viewport its bounds: the visible rows are those whose rects intersect them,
  /// as in UIKit; a zero size, or ``setViewportHeight(_:)``, goes back to a viewport in rows. A
  /// change applies at the next layout (the next call that changes the table, or
  /// ``performLayout()``), as UIKit lays out later; that layout refuses an origin that is not
  /// finite, and a size below 0 or above ``maximumDimension``.
  ///
  /// A table pinned to the view it is in takes that view's size:
  /// `tableView.frame = view.bounds`.
  public override var frame: CGRect { didSet { commitState(state.needingLayout()) } }

  /// The rect the table shows of its content, as `UIScrollView.bounds`: its origin is the
  /// ``contentOffset``, its size the ``frame``'s.
  ///
  /// - Complexity: O(1) with a frame; O(log *r*) for a viewport in rows.
  public override var bounds: CGRect { CGRect(origin: contentOffset, size: frame.size) }

  /// Lays out the table now, as `UITableView.layoutIfNeeded()`: applies its pending changes, as
  /// ``performLayout()`` does, then lays out the views inside it that need layout — its
  /// subviews, visible cells, header and footer views (see ``View/layoutIfNeeded()``).
  ///
  /// It cannot throw, as UIKit's: an error ``performLayout()`` would throw is reported to
  /// ``UncaughtErrors`` instead (where UIKit raises an exception), the table is as it was, and
  /// no view is laid out. Native code that handles the error calls `try performLayout()`.
  ///
  /// - Complexity: O(*s* + *v* log *r*), plus O(*n*) when the table does not estimate heights,
  ///   plus O(*w*) for the *w* views inside it and what their `layoutSubviews()` do.
  public override func layoutIfNeeded() {
    do {
      try performLayout()
    } catch {
      UncaughtErrors.report(error)
      return
    }
    super.layoutIfNeeded()
  }

  /// The control a user pulls to refresh the table's content, or `nil` for none, as in UIKit.
  ///
  /// See ``pullToRefresh()``.
  public var refreshControl: RefreshControl?

  /// The animations passed to the update calls of the last update applied, in call order.
  /// Animations are recorded, not played.
  public internal(set) var animationsOfLastUpdate: [RowAnimation] = []

  /// The state queries answer from: the committed state, or, while the table asks for the cells
  /// of a change, the state that change leads to.
  var state: TableState

  /// The cells of the rows in ``state``'s viewport.
  var cells = LoadedCells()

  /// Registered classes and cells waiting for reuse.
  var reusePool = ReusePool()

  /// The batch `performBatchUpdates(_:completion:)` is recording.
  var recorder = BatchRecorder()

  /// Whether a call is being performed, and the calls deferred until it completes.
  var calls = CallQueue()

  /// How deeply user code called at a touch (whose calls run at once) is nested.
  var callsAtOnceDepth = 0

  /// How many transactions that reload or update rows are under way, outside user code called
  /// at a touch: `cellForRow(at:)` asked then reports UIKit's alert.
  var updatesUnderWay = 0

  /// The section changes of a reload made at a touch whose cells wait for the next layout, or
  /// `nil` when every row in the viewport has its cell.
  var pendingCellLoad: SectionChanges?

  /// The actions of the row showing swipe actions, in the order of ``TableState/swipe``'s
  /// titles.
  var swipeActions: [SwipeAction] = []

  /// How deeply data-source and delegate methods are nested in each other through the table.
  var callbackDepth = 0

  /// Told of every call made to the table and every call it makes, in the order they happen
  /// (see `TableView+Observers.swift`), in the order they were added; none, the default,
  /// costs nothing. Held weakly, and forgotten once released.
  var observers: [WeakObserver] = []

  /// Separators, the table's header and footer views, and the sections' header and footer
  /// views (see `TableView+HeaderFooterViews.swift`).
  var decoration = TableDecoration()

  /// Whether a tap selects several rows while the table is editing, as
  /// `UITableView.allowsMultipleSelectionDuringEditing`. Default: `false`.
  ///
  /// While the table edits, it governs selection in place of ``allowsMultipleSelection``, and
  /// lets a user select rows even without ``allowsSelectionDuringEditing``, as in UIKit: a tap
  /// toggles a row, and ``selectRow(at:animated:scrollPosition:)`` adds to the selection. Rows
  /// then show no editing control, and the table asks the delegate for no editing style.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { state.settings.allowsMultipleSelectionDuringEditing }
    set { changeSetting(\.allowsMultipleSelectionDuringEditing, to: newValue) }
  }

  /// Whether a user can scroll the table, as `UIScrollView.isScrollEnabled`. Default: `true`.
  ///
  /// When it is `false`, a user's scrolling gestures do nothing — ``drag(by:)``,
  /// ``pullToRefresh()``, and the page keys of the terminal driver — while scrolling from code
  /// (``scrollToRow(at:at:animated:)``, ``setContentOffset(_:animated:)-(Int,_)``, a selection
  /// that scrolls) works as ever, as in UIKit.
  public var isScrollEnabled = true

  /// When a user's scrolling hides the keyboard, as `UIScrollView.keyboardDismissMode`.
  /// Default: ``KeyboardDismissMode/none``.
  ///
  /// Stored for ported code and its tests: a headless table has no keyboard to hide.
  public var keyboardDismissMode = KeyboardDismissMode.none

  /// The scroll-view settings stored for ported code, and the state of a user's scroll gesture
  /// (see `TableView+ScrollViewSettings.swift` and `TableView+Scrolling.swift`).
  var scrolling = ScrollingState()

  /// Whether the data source is moving a dragged row while the table already shows it at its
  /// new place (see ``hasUncommittedUpdates``).
  var isCommittingDrag = false

  /// Whether a cell's ``TableViewCell/editingStyle`` is being read from the delegate: a read
  /// made meanwhile (the delegate reading it) gives the style last found.
  var isReadingEditingStyle = false

  /// The row being reconfigured and the cell it keeps, while the data source is asked for it
  /// (see `reconfigureRows(at:)`).
  var reconfiguring: (indexPath: IndexPath, cell: TableViewCell)?

  /// The colour of the section index's titles, or `nil` (the default) for the system's, as
  /// `UITableView.sectionIndexColor`. Stored for ported code; the plain-text renderer draws no
  /// colour.
  public var sectionIndexColor: Color?

  /// The colour behind the section index, or `nil` (the default) for the system's, as
  /// `UITableView.sectionIndexBackgroundColor`. Stored for ported code.
  public var sectionIndexBackgroundColor: Color?

  /// The fewest rows the table must have for its section index to show, as
  /// `UITableView.sectionIndexMinimumDisplayRowCount`. Default: 0, as UIKit's. See
  /// `TableView+SectionIndex.swift`.
  public var sectionIndexMinimumDisplayRowCount = 0

  /// The data source's section index titles as last asked (none for `nil`), or `nil` when
  /// they are to be asked again (see ``reloadSectionIndexTitles()``).
  var sectionIndexTitlesRead: [String]?

  /// The object told which rows to prepare ahead of display, as
  /// `UITableView.prefetchDataSource`. Not retained. See `TableView+Prefetching.swift`.
  public weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?

  /// Whether the table tells its ``prefetchDataSource`` which rows to prepare, as
  /// `UITableView.isPrefetchingEnabled`. Default: `true`.
  public var isPrefetchingEnabled = true

  /// The rows the ``prefetchDataSource`` was asked to prefetch and not told to cancel since.
  var prefetched = PrefetchWindow()

  /// Creates an empty table whose viewport shows 40 rows.
  ///
  /// - Parameter style: The table's look.
  public init(style: Style = .plain) {
    self.style = style
    self.state = TableState(viewportHeight: 40)
    super.init(frame: .zero)
  }

  /// Fails, as every view's `init(coder:)`: there are no archives to decode.
  ///
  /// - Parameter coder: Not read.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates an empty table with a frame, as `UITableView(frame:style:)`: its viewport is its
  /// bounds, in points.
  ///
  /// - Parameters:
  ///   - frame: The table's frame.
  ///   - style: The table's look.
  public convenience init(frame: CGRect, style: Style) {
    self.init(style: style)
    self.frame = frame
    commitState(state.needingLayout())  // observers do not run in an initializer
  }

  /// Creates an empty table whose viewport shows `viewportHeight` rows.
  ///
  /// - Parameters:
  ///   - style: The table's look.
  ///   - viewportHeight: How many rows the viewport shows at once.
  /// - Throws: ``TableViewError/invalidViewportHeight(_:)`` for a height below 0 or above
  ///   ``maximumViewportHeight``, the same rule as ``setViewportHeight(_:)``.
  public init(style: Style = .plain, viewportHeight: Int) throws(TableViewError) {
    guard (0...Self.maximumViewportHeight).contains(viewportHeight) else {
      throw .invalidViewportHeight(viewportHeight)
    }
    self.style = style
    self.state = TableState(viewportHeight: viewportHeight)
    super.init(frame: .zero)
  }
}
