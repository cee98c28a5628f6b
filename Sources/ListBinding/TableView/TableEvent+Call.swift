import Foundation

extension TableEvent {
  /// A call made to the table: one case for each method an observer hears of, with the
  /// arguments worth reading.
  ///
  /// The calls reported are those that change the table, perform a gesture or make callbacks;
  /// queries such as `cellForRow(at:)` or `numberOfRows(inSection:)` are not. A call is
  /// reported when it is made, before it checks its arguments, so one that then throws is
  /// reported too.
  public enum Call: Hashable, Sendable {
    // MARK: Updates

    /// ``TableView/insertRows(at:with:)``.
    case insertRows([IndexPath], TableView.RowAnimation)
    /// ``TableView/deleteRows(at:with:)``.
    case deleteRows([IndexPath], TableView.RowAnimation)
    /// ``TableView/reloadRows(at:with:)``.
    case reloadRows([IndexPath], TableView.RowAnimation)
    /// ``TableView/moveRow(at:to:)``.
    case moveRow(IndexPath, to: IndexPath)
    /// ``TableView/insertSections(_:with:)``.
    case insertSections(IndexSet, TableView.RowAnimation)
    /// ``TableView/deleteSections(_:with:)``.
    case deleteSections(IndexSet, TableView.RowAnimation)
    /// ``TableView/reloadSections(_:with:)``.
    case reloadSections(IndexSet, TableView.RowAnimation)
    /// ``TableView/moveSection(_:toSection:)``.
    case moveSection(Int, to: Int)
    /// ``TableView/moveRowAdjustingSections(at:to:)``.
    case moveRowAdjustingSections(IndexPath, to: IndexPath)
    /// ``TableView/deleteRowsAdjustingSections(at:with:)``.
    case deleteRowsAdjustingSections([IndexPath], TableView.RowAnimation)
    /// ``TableView/insertRowsAdjustingSections(at:with:)``.
    case insertRowsAdjustingSections([IndexPath], TableView.RowAnimation)
    /// ``TableView/reconfigureRows(at:)``.
    case reconfigureRows([IndexPath])
    /// ``TableView/performBatchUpdates(_:completion:)``.
    case performBatchUpdates
    /// ``TableView/beginUpdates()``.
    case beginUpdates
    /// ``TableView/endUpdates()``.
    case endUpdates
    /// ``TableView/reloadData()``.
    case reloadData
    /// ``TableView/reloadSectionIndexTitles()``.
    case reloadSectionIndexTitles

    // MARK: Selection

    /// ``TableView/selectRow(at:animated:scrollPosition:)``: the row, or `nil` to deselect
    /// every row, and the scroll position.
    case selectRow(IndexPath?, TableView.ScrollPosition)
    /// ``TableView/deselectRow(at:animated:)``.
    case deselectRow(IndexPath)
    /// ``TableView/scrollToNearestSelectedRow(at:animated:)``.
    case scrollToNearestSelectedRow(TableView.ScrollPosition)
    /// ``TableView/validateSelection()``.
    case validateSelection

    // MARK: Scrolling and geometry

    /// ``TableView/setContentOffset(_:animated:)-(CGPoint,_)``: the point.
    case setContentOffset(CGPoint)
    /// ``TableView/setContentOffset(_:animated:)-(Int,_)``: the offset in rows.
    case setRowOffset(Int)
    /// ``TableView/scrollToRow(at:at:animated:)``.
    case scrollToRow(IndexPath, TableView.ScrollPosition)
    /// ``TableView/setViewportHeight(_:)``.
    case setViewportHeight(Int)
    /// ``TableView/performLayout()``, or ``TableView/layoutIfNeeded()``, which calls it: a
    /// layout asked for, under UIKit's name.
    case layoutIfNeeded
    /// ``TableView/drag(by:)``: the distance in points.
    case drag(CGFloat)
    /// ``TableView/drag(toRowOffset:)``: the row offset the drag aims at.
    case dragToRowOffset(Int)
    /// ``TableView/render(with:)``.
    case render

    // MARK: Gestures and editing

    /// ``TableView/tapRow(at:)``.
    case tapRow(IndexPath)
    /// ``TableView/tapAccessoryButton(at:)``.
    case tapAccessoryButton(IndexPath)
    /// ``TableView/swipeRow(at:edge:fully:)``.
    case swipeRow(IndexPath, TableView.SwipeEdge, fully: Bool)
    /// ``TableView/tapSwipeAction(at:)``: the action's index.
    case tapSwipeAction(Int)
    /// ``TableView/hideSwipeActions()``.
    case hideSwipeActions
    /// ``TableView/setEditing(_:animated:)``.
    case setEditing(Bool)
    /// ``TableView/tapEditingControl(at:)``.
    case tapEditingControl(IndexPath)
    /// ``TableView/dragRow(from:to:)``: the row, and where the finger lifts.
    case dragRow(IndexPath, to: IndexPath)
    /// ``TableView/tapSectionIndexTitle(at:)``: the title's index.
    case tapSectionIndexTitle(Int)
    /// ``TableView/pullToRefresh()``.
    case pullToRefresh
    /// ``Control/sendActions(for:)`` on a button in a displayed cell: the row (`nil` when the
    /// cell shows none), the button's current title, and the events.
    case sendActions(IndexPath?, title: String?, events: Button.Event)
    /// ``Button/tap()`` on a button in a displayed cell: the row (`nil` when the cell shows
    /// none) and the button's current title.
    case tapButton(IndexPath?, title: String?)

    // MARK: Data sources

    /// ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
    case apply
    /// ``DiffableDataSource/applySnapshotUsingReloadData(_:)``.
    case applySnapshotUsingReloadData
    /// A call of a data source of your own, performed with
    /// ``TableView/performDataSourceCall(_:_:)``, named as you name it.
    case dataSourceCall(String)

    /// The name of the method, as the event log writes it: `insertRows`, `tapRow`, `drag`;
    /// for ``dataSourceCall(_:)``, the name it carries.
    ///
    /// - Complexity: O(1).
    public var name: String {
      switch self {
      case .insertRows: "insertRows"
      case .deleteRows: "deleteRows"
      case .reloadRows: "reloadRows"
      case .moveRow: "moveRow"
      case .insertSections: "insertSections"
      case .deleteSections: "deleteSections"
      case .reloadSections: "reloadSections"
      case .moveSection: "moveSection"
      case .moveRowAdjustingSections: "moveRowAdjustingSections"
      case .deleteRowsAdjustingSections: "deleteRowsAdjustingSections"
      case .insertRowsAdjustingSections: "insertRowsAdjustingSections"
      case .reconfigureRows: "reconfigureRows"
      case .performBatchUpdates: "performBatchUpdates"
      case .beginUpdates: "beginUpdates"
      case .endUpdates: "endUpdates"
      case .reloadData: "reloadData"
      case .reloadSectionIndexTitles: "reloadSectionIndexTitles"
      case .selectRow: "selectRow"
      case .deselectRow: "deselectRow"
      case .scrollToNearestSelectedRow: "scrollToNearestSelectedRow"
      case .validateSelection: "validateSelection"
      case .setContentOffset, .setRowOffset: "setContentOffset"
      case .scrollToRow: "scrollToRow"
      case .setViewportHeight: "setViewportHeight"
      case .layoutIfNeeded: "layoutIfNeeded"
      case .drag, .dragToRowOffset: "drag"
      case .render: "render"
      case .tapRow: "tapRow"
      case .tapAccessoryButton: "tapAccessoryButton"
      case .swipeRow: "swipeRow"
      case .tapSwipeAction: "tapSwipeAction"
      case .hideSwipeActions: "hideSwipeActions"
      case .setEditing: "setEditing"
      case .tapEditingControl: "tapEditingControl"
      case .dragRow: "dragRow"
      case .tapSectionIndexTitle: "tapSectionIndexTitle"
      case .pullToRefresh: "pullToRefresh"
      case .sendActions: "sendActions"
      case .tapButton: "tap"
      case .apply: "apply"
      case .applySnapshotUsingReloadData: "applySnapshotUsingReloadData"
      case .dataSourceCall(let name): name
      }
    }
  }
}
