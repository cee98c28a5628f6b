import Foundation

/// What a table shows at one moment, as a value: the visible sections with their header and
/// footer titles or views, the visible rows with their content and state, how many rows lie
/// above and below the viewport, the table's own header and footer views while they show, and
/// how rows are separated.
///
/// ``TableView/renderedTable()`` makes one; a ``TableRenderer`` draws it.
public struct RenderedTable: Hashable, Sendable {
  /// A visible row.
  public struct Row: Hashable, Sendable {
    /// The row's index path.
    public var indexPath: IndexPath
    /// What the row's cell shows; empty when the row has no cell.
    public var content: CellContent
    /// Whether the row is selected and shows it.
    public var isSelected: Bool
    /// The editing control the row shows: none unless the table is editing.
    public var editingControl: TableViewCell.EditingStyle
    /// Whether the row takes part in the table's editing mode: `false` for a row whose data
    /// source says it cannot be edited while the table edits, `true` otherwise (the table asks
    /// `tableView(_:canEditRowAt:)` only while it edits). Default: `true`.
    ///
    /// While the table edits, a row that cannot be edited is neither indented nor given an
    /// editing control or accessory: it keeps its normal accessory, as UIKit documents for
    /// `tableView(_:canEditRowAt:)`.
    public var isEditable: Bool
    /// Whether the row shows a reorder control.
    public var showsReorderControl: Bool
    /// The titles of the swipe actions the row shows, from the edge inwards; empty for none.
    public var swipeActions: [String]
    /// The edge the swipe actions show on.
    public var swipeEdge: RowEdge
    /// How many levels the row's content is indented: its cell's
    /// ``TableViewCell/indentationLevel``, 0 when it has no cell.
    public var indentationLevel: Int

    /// Creates a row.
    public init(
      indexPath: IndexPath, content: CellContent, isSelected: Bool = false,
      editingControl: TableViewCell.EditingStyle = .none, showsReorderControl: Bool = false,
      swipeActions: [String] = [], swipeEdge: RowEdge = .trailing, indentationLevel: Int = 0,
      isEditable: Bool = true
    ) {
      self.indexPath = indexPath
      self.content = content
      self.isSelected = isSelected
      self.editingControl = editingControl
      self.showsReorderControl = showsReorderControl
      self.swipeActions = swipeActions
      self.swipeEdge = swipeEdge
      self.indentationLevel = indentationLevel
      self.isEditable = isEditable
    }
  }

  /// A section with at least part of it in the viewport.
  public struct Section: Hashable, Sendable {
    /// The section's index.
    public var index: Int
    /// The header title, or `nil` for none: the text the label of the view the table made for
    /// the title shows (see ``TableView/headerView(forSection:)``), as the delegate's
    /// `willDisplayHeaderView` left it.
    public var headerTitle: String?
    /// The footer title, or `nil` when there is none or the section's end is not visible: as
    /// ``headerTitle``, for the footer.
    public var footerTitle: String?
    /// The elements of the section's header view, shown instead of ``headerTitle``; `nil` when
    /// it has no header view.
    public var headerView: [RenderedElement]?
    /// The elements of the section's footer view, shown instead of ``footerTitle``; `nil` when
    /// it has none or the section's end is not visible.
    public var footerView: [RenderedElement]?
    /// The section's rows in the viewport, in order.
    public var rows: [Row]

    /// Creates a section.
    ///
    /// - Complexity: O(1).
    public init(
      index: Int, headerTitle: String? = nil, footerTitle: String? = nil,
      headerView: [RenderedElement]? = nil, footerView: [RenderedElement]? = nil, rows: [Row]
    ) {
      self.index = index
      self.headerTitle = headerTitle
      self.footerTitle = footerTitle
      self.headerView = headerView
      self.footerView = footerView
      self.rows = rows
    }
  }

  /// The table's look.
  public var style: TableStyle
  /// The visible sections, in order.
  public var sections: [Section]
  /// The number of rows above the viewport.
  public var rowsAbove: Int
  /// The number of rows below the viewport.
  public var rowsBelow: Int
  /// The elements of the table's header view, or `nil` when it has none or it has scrolled out
  /// of view.
  public var tableHeaderView: [RenderedElement]?
  /// The elements of the table's footer view, or `nil` when it has none or it is not in view.
  public var tableFooterView: [RenderedElement]?
  /// Whether the table is editing: rows that can be edited (see ``Row/isEditable``) show their
  /// editing accessories.
  public var isEditing: Bool
  /// How the table separates its rows.
  public var separatorStyle: SeparatorStyle
  /// The colour of the separators, or `nil` for the system's.
  public var separatorColor: Color?
  /// Where separators start and end, in points (see ``TableView/separatorInset``).
  public var separatorInset: EdgeInsets
  /// The titles of the section index the table shows, or `nil` when it shows none (see
  /// ``TableView/tapSectionIndexTitle(at:)``).
  public var sectionIndexTitles: [String]? = nil

  /// Creates a rendered table.
  ///
  /// - Complexity: O(1).
  public init(
    style: TableStyle = .plain, sections: [Section], rowsAbove: Int = 0, rowsBelow: Int = 0,
    tableHeaderView: [RenderedElement]? = nil, tableFooterView: [RenderedElement]? = nil,
    isEditing: Bool = false, separatorStyle: SeparatorStyle = .singleLine,
    separatorColor: Color? = .separator,
    separatorInset: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  ) {
    self.style = style
    self.sections = sections
    self.rowsAbove = rowsAbove
    self.rowsBelow = rowsBelow
    self.tableHeaderView = tableHeaderView
    self.tableFooterView = tableFooterView
    self.isEditing = isEditing
    self.separatorStyle = separatorStyle
    self.separatorColor = separatorColor
    self.separatorInset = separatorInset
  }
}
