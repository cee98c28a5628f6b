import Foundation

/// Everything a call may change before it commits, as it was when the call began: the state
/// (counts, geometry, viewport, selection, editing and swipe state, settings), the cells on
/// display, the reuse pool, the decoration (the table's and the sections' header and footer
/// views, their reuse pool, the separators) and the frame.
///
/// A call that fails before it commits puts back all of it at once with ``restore(_:)``: the one
/// rollback of the table (see `TableView+Transactions.swift`). Taking one copies no list: each
/// part is a value whose storage is shared until it is written.
@MainActor
struct TableRollback {
  private let state: TableState
  private let cells: LoadedCells
  private let reusePool: ReusePool
  private let decoration: TableDecoration
  private let swipeActions: [TableView.SwipeAction]
  private let frame: CGRect

  /// The table's parts as they are now.
  ///
  /// - Complexity: O(1).
  init(of tableView: TableView) {
    state = tableView.state
    cells = tableView.cells
    reusePool = tableView.reusePool
    decoration = tableView.decoration
    swipeActions = tableView.swipeActions
    frame = tableView.frame
  }

  /// Puts every part back as it was when the rollback was taken.
  ///
  /// - Complexity: O(1).
  func restore(_ tableView: TableView) {
    if tableView.frame != frame { tableView.frame = frame }
    tableView.state = state
    tableView.cells = cells
    tableView.reusePool = reusePool
    tableView.decoration = decoration
    tableView.swipeActions = swipeActions
  }
}
