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
/// Where UIKit raises an exception, the table throws a ``TableViewError`` with UIKit's words and
/// changes nothing.
@MainActor
public final class TableView {
  /// The look of a table, as in `UITableView.Style`.
  public enum Style: Hashable, Sendable {
    /// Sections follow each other; headers stay at the top while their rows scroll.
    case plain
    /// Sections stand apart as groups.
    case grouped
    /// Grouped, inset from the edges.
    case insetGrouped
  }

  /// The table's look.
  public let style: Style

  /// The object that provides the table's counts and cells. The table does not retain it.
  ///
  /// Setting it does not load anything: call ``reloadData()``, as UIKit's first layout would.
  public weak var dataSource: (any TableViewDataSource)?

  /// The object told about the table's events and asked about its behaviour. Not retained.
  public weak var delegate: (any TableViewDelegate)?

  /// The number of rows the viewport shows at once.
  public internal(set) var viewportHeight: Int

  /// The offset over all rows of the first row in the viewport: 0 at the top.
  public internal(set) var contentOffset = 0

  /// Cell classes registered by reuse identifier.
  var registrations: [String: TableViewCell.Type] = [:]

  /// Cells waiting to be reused, by reuse identifier.
  var reusePool: [String: [TableViewCell]] = [:]

  /// The counts the table shows: the data source's, as of the last load or update.
  var rowCounts = RowCounts()

  /// The cells of the rows in the viewport, in order, starting at `contentOffset`. A slot is
  /// `nil` while its row has no cell (the data source failed to provide one).
  var loadedCells: [TableViewCell?] = []

  /// Whether a tap selects rows. Programmatic selection works either way, as in UIKit.
  public var allowsSelection = true

  /// Whether a tap adds to the selection instead of replacing it, where no
  /// ``SelectionRule`` applies.
  public var allowsMultipleSelection = false

  /// The selection rule of every section that has none of its own, or `nil` for UIKit's
  /// behaviour. See ``selectionRule(forSection:)``.
  public var selectionRule: SelectionRule?

  /// The selected rows.
  var selection = SelectionSet()

  /// Whether the table is in editing mode: rows show their editing controls, and reorder
  /// controls where they can move. Set it with ``setEditing(_:animated:)`` or directly.
  public var isEditing = false

  /// Whether a tap selects rows while the table is editing. Default: `false`, as in UIKit.
  public var allowsSelectionDuringEditing = false

  /// The swipe actions showing on a row, with what they do.
  var swipe: Swipe?

  /// The batch being recorded by `performBatchUpdates(_:completion:)`, and how deeply nested the
  /// calls are.
  var pendingBatch = BatchUpdate()
  var batchDepth = 0

  /// The animations passed to the update calls of the last update applied, in call order.
  /// Animations are recorded, not played.
  public internal(set) var animationsOfLastUpdate: [RowAnimation] = []
  var pendingAnimations: [RowAnimation] = []

  /// Creates an empty table.
  ///
  /// - Parameters:
  ///   - style: The table's look.
  ///   - viewportHeight: How many rows the viewport shows at once; a negative value counts as 0.
  public init(style: Style = .plain, viewportHeight: Int = 40) {
    self.style = style
    self.viewportHeight = max(0, viewportHeight)
  }
}
