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
/// behaves as ListBinding's engine does (see the article "When the table calls your code").
/// Nothing throws: where UIKit raises an exception, the call changes nothing and reports a
/// ``UIKitException`` with UIKit's name and reason (see ``UIKitException/withHandler(_:operation:)``),
/// and a method with a result returns what its documentation says.
@MainActor
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
    addSubview(native)
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
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { attachDataSource() }
  }

  /// The table's delegate, held weakly, as `UITableView.delegate`: a `UITableViewDelegate`
  /// (which is a ``UIScrollViewDelegate``). Read back, it is a `UIScrollViewDelegate?`: Swift
  /// cannot narrow the type of a settable property it overrides.
  open override weak var delegate: (any UIScrollViewDelegate)? {
    didSet { native.delegate = delegate == nil ? nil : adapter }
  }

  /// The object that prefetches the data of rows about to be shown, held weakly, as
  /// `UITableView.prefetchDataSource`.
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    didSet { native.prefetchDataSource = prefetchDataSource == nil ? nil : adapter }
  }

  // The scroll view's geometry is the native table's (overrides live in the class body).

  /// The table's refresh control, as `refreshControl`.
  open override var refreshControl: RefreshControl? {
    get { table.refreshControl }
    set { table.refreshControl = newValue }
  }

  /// Where the visible content starts, as the table's `contentOffset`. Setting it scrolls the
  /// table and tells the delegate `scrollViewDidScroll(_:)`.
  open override var contentOffset: CGPoint {
    get { table.contentOffset }
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
    get { table.contentSize }
    set {}
  }

  /// The space around the table's content, as `contentInset`.
  open override var contentInset: UIEdgeInsets {
    get { table.contentInset }
    set { table.contentInset = newValue }
  }

  /// Whether the user can scroll the table. Default: `true`.
  open override var isScrollEnabled: Bool {
    get { table.isScrollEnabled }
    set { table.isScrollEnabled = newValue }
  }

  /// The native table, its frame brought in line with this view's first.
  var table: TableView {
    let frame = CGRect(origin: .zero, size: self.frame.size)
    if native.frame != frame { native.frame = frame }
    return native
  }

  /// The native table, for ListBindingTesting's simulated user (its public `nativeTable`).
  package var engineTable: TableView { table }

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
