import Foundation

/// What a table shows at one moment, as a value: the visible sections with their header and
/// footer titles, the visible rows with their content and state, and how many rows lie above
/// and below the viewport.
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
    /// Whether the row shows a reorder control.
    public var showsReorderControl: Bool
    /// The titles of the swipe actions the row shows, from the edge inwards; empty for none.
    public var swipeActions: [String]
    /// The edge the swipe actions show on.
    public var swipeEdge: RowEdge

    /// Creates a row.
    public init(
      indexPath: IndexPath, content: CellContent, isSelected: Bool = false,
      editingControl: TableViewCell.EditingStyle = .none, showsReorderControl: Bool = false,
      swipeActions: [String] = [], swipeEdge: RowEdge = .trailing
    ) {
      self.indexPath = indexPath
      self.content = content
      self.isSelected = isSelected
      self.editingControl = editingControl
      self.showsReorderControl = showsReorderControl
      self.swipeActions = swipeActions
      self.swipeEdge = swipeEdge
    }
  }

  /// A section with at least part of it in the viewport.
  public struct Section: Hashable, Sendable {
    /// The section's index.
    public var index: Int
    /// The header title, or `nil` for none.
    public var headerTitle: String?
    /// The footer title, or `nil` when there is none or the section's end is not visible.
    public var footerTitle: String?
    /// The section's rows in the viewport, in order.
    public var rows: [Row]

    /// Creates a section.
    public init(index: Int, headerTitle: String? = nil, footerTitle: String? = nil, rows: [Row]) {
      self.index = index
      self.headerTitle = headerTitle
      self.footerTitle = footerTitle
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

  /// Creates a rendered table.
  public init(
    style: TableStyle = .plain, sections: [Section], rowsAbove: Int = 0, rowsBelow: Int = 0
  ) {
    self.style = style
    self.sections = sections
    self.rowsAbove = rowsAbove
    self.rowsBelow = rowsBelow
  }
}
