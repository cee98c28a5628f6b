import Foundation

extension TableView {
  /// Shows on a cell entering the viewport the state of its row.
  func applyDisplayState(to cell: TableViewCell, at indexPath: IndexPath) {
    cell.setSelected(selection.contains(indexPath), animated: false)
  }

  /// Forgets the state tied to rows when every row is reloaded: the selection, as in UIKit,
  /// and the swipe actions.
  func didReloadData() {
    selection.removeAll()
    if swipe != nil {
      swipe = nil
      delegate?.tableView(self, didEndEditingRowAt: nil)
    }
  }
}
