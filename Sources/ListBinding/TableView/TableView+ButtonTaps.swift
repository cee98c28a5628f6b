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
}

extension TableView: CellHost {
  /// A button inside a displayed cell sends the events of `sequence`, in order: performed as
  /// one gesture on the table, reported to the observers as a tap when `isTap`, or else as
  /// `sendActions`.
  func sendActions(
    of button: Button, in cell: TableViewCell, sequence: [Button.Event], isTap: Bool
  ) throws(TableViewError) {
    try perform(buttonEvent(button, in: cell, for: sequence, isTap: isTap)) {
      .operation { () throws(TableViewError) in
        try self.performActions(of: button, in: cell, for: sequence)
      }
    }
  }

  /// The call a button's `sendActions(for:)` or `tap()` is, for the observers: the row,
  /// the button's title and, for `sendActions(for:)`, the events.
  private func buttonEvent(
    _ button: Button, in cell: TableViewCell, for sequence: [Button.Event], isTap: Bool
  ) -> TableEvent.Call {
    let indexPath = indexPath(for: cell)
    guard !isTap else { return .tapButton(indexPath, title: button.currentTitle) }
    return .sendActions(
      indexPath, title: button.currentTitle,
      events: sequence.reduce(into: []) { $0.formUnion($1) })
  }

  /// Runs a button's actions for each event of `sequence`, in order, and, for a tap, reports
  /// it once with the row's index path at the time the tap began: to the cell's `onTap`
  /// closure, the delegate, then the data source.
  private func performActions(
    of button: Button, in cell: TableViewCell, for sequence: [Button.Event]
  ) throws(TableViewError) {
    guard let indexPath = indexPath(for: cell) else {
      for events in sequence { try runActions(of: button, for: events, at: nil) }
      return
    }
    guard
      sequence.contains(where: { !$0.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]) })
    else {
      for events in sequence { try runActions(of: button, for: events, at: indexPath) }
      return
    }
    var report: (@MainActor () throws -> Void)?
    if let receiver = dataSource as? any ButtonTapReceiver {
      report = try invoke(
        Callback("tableView(_:reportForTapOf:inRowAt:)", indexPath: indexPath),
        { try receiver.tableView(self, reportForTapOf: button, inRowAt: indexPath) })
    }
    for events in sequence { try runActions(of: button, for: events, at: indexPath) }
    if let handler = cell.tapHandler(for: button) {
      try invoke(Callback("onTap(of:_:) handler", indexPath: indexPath), at: .touch) {
        try handler(indexPath)
      }
    }
    if let delegate {
      try invoke(Callback("tableView(_:didTap:inRowAt:)", indexPath: indexPath), at: .touch) {
        try delegate.tableView(self, didTap: button, inRowAt: indexPath)
      }
    }
    if let report {
      try invoke(Callback("button tap report", indexPath: indexPath), at: .touch) { try report() }
    }
  }

  /// Calls the button's actions for `events`, in the order they were added, each as a callback
  /// named `Button action`.
  private func runActions(of button: Button, for events: Button.Event, at indexPath: IndexPath?)
    throws(TableViewError)
  {
    for handler in button.actions(for: events) {
      try invoke(Callback("Button action", indexPath: indexPath), at: .touch) {
        try handler(button)
      }
    }
  }
}

/// What a cell knows of the table that shows it: the one way cells and their views reach up.
@MainActor
protocol CellHost: AnyObject {
  /// The index path of the row `cell` shows, or `nil` when it is not displayed.
  func indexPath(for cell: TableViewCell) -> IndexPath?

  /// A button inside `cell` sends the events of `sequence`, in order, as one gesture: a tap
  /// when `isTap`.
  func sendActions(
    of button: Button, in cell: TableViewCell, sequence: [Button.Event], isTap: Bool
  ) throws(TableViewError)
}

extension View {
  /// The cell this view is in, or the view itself when it is a cell.
  var enclosingCell: TableViewCell? {
    var view: View? = self
    while let current = view {
      if let cell = current as? TableViewCell { return cell }
      view = current.parentView
    }
    return nil
  }
}

extension TableViewCell {
  /// The index path of the row the cell shows now, or `nil` when it is not displayed.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public var currentIndexPath: IndexPath? {
    host?.indexPath(for: self)
  }

  /// Sets the closure called when `button`, inside this cell, is tapped, with the index path of
  /// the row the cell shows at the time of the tap.
  ///
  /// Setting it again replaces the previous closure, so it can be set each time the cell is
  /// configured; the table removes it when it hands the cell out for reuse. The closure is
  /// called after the button's own actions, and only while the cell is displayed. What it
  /// throws comes out of `sendActions(for:)`.
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
  public func onTap(of button: Button, _ handler: (@MainActor (IndexPath) throws -> Void)?) {
    tapHandlers[ObjectIdentifier(button)] = handler
  }

  func tapHandler(for button: Button) -> (@MainActor (IndexPath) throws -> Void)? {
    tapHandlers[ObjectIdentifier(button)]
  }
}
