import Foundation

extension TableView {
  /// The index path of the row whose cell contains `view`, such as a button in a cell, or `nil`
  /// when the view is not in a cell of this table's viewport.
  ///
  /// The path is the row's now, not when the cell was configured: it stays right after rows
  /// are inserted, deleted or moved.
  ///
  /// - Complexity: O(*d* + log *s*), where *d* is the view's depth in its cell and *s* the
  ///   number of sections.
  public func indexPathForRow(containing view: View) -> IndexPath? {
    view.enclosingCell.flatMap(indexPath(for:))
  }

  /// Routes a tap on a button inside a displayed cell: to the cell's handler for that button,
  /// then the delegate, then the data source, each with the row's current index path.
  func buttonWasTapped(_ button: Button, in cell: TableViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    cell.tapHandler(for: button)?(indexPath)
    delegate?.tableView(self, didTap: button, inRowAt: indexPath)
    (dataSource as? any ButtonTapReceiver)?.tableView(self, didTap: button, inRowAt: indexPath)
  }
}

extension View {
  /// The cell this view is in, or the view itself when it is a cell.
  var enclosingCell: TableViewCell? {
    var view: View? = self
    while let current = view {
      if let cell = current as? TableViewCell { return cell }
      view = current.superview
    }
    return nil
  }
}

extension TableViewCell {
  /// The index path of the row the cell shows now, or `nil` when it is not displayed.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public var currentIndexPath: IndexPath? {
    owningTable?.indexPath(for: self)
  }

  /// Sets the closure called when `button`, inside this cell, is tapped, with the index path of
  /// the row the cell shows at the time of the tap.
  ///
  /// Setting it again replaces the previous closure, so it can be set each time the cell is
  /// configured. The closure is called after the button's own actions, and only while the cell
  /// is displayed.
  ///
  /// ```swift
  /// cell.onTap(of: cell.choiceButton) { indexPath in
  ///   print("您选择的答案是：\(answers[indexPath.section][indexPath.row])")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - button: A button inside the cell.
  ///   - handler: The closure, or `nil` to remove it.
  /// - Complexity: O(1) amortized.
  public func onTap(of button: Button, _ handler: (@MainActor (IndexPath) -> Void)?) {
    tapHandlers[ObjectIdentifier(button)] = handler
  }

  func tapHandler(for button: Button) -> (@MainActor (IndexPath) -> Void)? {
    tapHandlers[ObjectIdentifier(button)]
  }
}
