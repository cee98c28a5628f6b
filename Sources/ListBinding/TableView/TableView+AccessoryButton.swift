import Foundation

extension TableView {
  /// Taps the accessory button of a row as a user would: the delegate's
  /// `tableView(_:accessoryButtonTappedForRowWith:)` is told, with the row's index path at the
  /// time of the tap.
  ///
  /// Only a row whose cell is in the viewport and shows a `.detailButton` or
  /// `.detailDisclosureButton` accessory has the button. The tap does not select the row, as in
  /// UIKit; while a row shows swipe actions, it only hides them, as any tap does; it does
  /// nothing on a cell that takes no touches (see ``View/isUserInteractionEnabled``), nor in a
  /// table, or a view it is in, that takes none. A call the delegate makes to the table runs at
  /// once, as in UIKit (see <doc:CallMoments>).
  ///
  /// ```swift
  /// cell.accessoryType = .detailDisclosureButton
  /// try tableView.tapAccessoryButton(at: IndexPath(row: 0, section: 0))
  /// ```
  ///
  /// - Parameter indexPath: The row whose accessory button is tapped.
  /// - Throws: When the table has no such row; ``TableViewError/noAccessoryButton(_:)`` when
  ///   the row shows no accessory button; what the delegate throws. Nothing changes then but
  ///   what the delegate did.
  /// - Complexity: O(log *s*), where *s* is the number of sections, plus what the delegate does.
  public func tapAccessoryButton(at indexPath: IndexPath) throws(TableViewError) {
    try perform(.tapAccessoryButton(indexPath)) {
      () throws(TableViewError) in
      try state.validateRow(indexPath)
      return .operation { () throws(TableViewError) in
        try self.performAccessoryTap(at: indexPath)
      }
    }
  }

  private func performAccessoryTap(at indexPath: IndexPath) throws(TableViewError) {
    try state.validateRow(indexPath)
    guard let cell = cells.cell(atOffset: state.offset(of: indexPath)),
      cell.showsAccessoryButton
    else { throw .noAccessoryButton(indexPath) }
    if state.swipe != nil {
      try hideSwipeActionsNow()
      return
    }
    guard cell.isReachableByTouch, let delegate else { return }
    try invoke(
      Callback("tableView(_:accessoryButtonTappedForRowWith:)", indexPath: indexPath), at: .touch
    ) {
      try delegate.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
  }
}

extension TableViewCell {
  /// Whether the cell's accessory has a button a user can tap.
  var showsAccessoryButton: Bool {
    accessoryType == .detailButton || accessoryType == .detailDisclosureButton
  }
}
