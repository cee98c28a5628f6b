import Foundation

extension TableView {
  /// Whether the table is in editing mode: rows show their editing controls, and reorder
  /// controls where they can move. Change it with ``setEditing(_:animated:)``.
  ///
  /// - Complexity: O(1).
  public var isEditing: Bool { state.isEditing }

  /// Turns editing mode on or off, hiding any swipe actions or delete confirmation first.
  ///
  /// Once the mode has changed, the displayed cells whose mode differs hear of it through their
  /// ``TableViewCell/setEditing(_:animated:)``, as in UIKit; then the delegate's
  /// `didEndEditingRowAt`, when a swipe's actions were hidden (not for a delete confirmation,
  /// see ``tapEditingControl(at:)``); then, when editing begins, its
  /// `tableView(_:shouldIndentWhileEditingRowAt:)` for each displayed row, in order. Cells the
  /// table displays later take its mode when they are displayed.
  ///
  /// - Throws: What the delegate throws; the mode has changed then.
  /// - Complexity: O(*v*), where *v* is the viewport height.
  public func setEditing(_ editing: Bool, animated: Bool) throws(TableViewError) {
    try perform(.setEditing(editing)) {
      .operation { () throws(TableViewError) in
        try self.performSetEditing(editing, animated: animated)
      }
    }
  }

  private func performSetEditing(_ editing: Bool, animated: Bool) throws(TableViewError) {
    let swiped = state.swipe
    commitState(state.editing(editing))
    let displayed = cells.placed
    for (_, cell) in displayed { showEditing(on: cell, animated: animated) }
    if let swiped, !swiped.confirmsDeleteControl { try didEndEditingRow(at: swiped.indexPath) }
    guard editing else { return }
    for (offset, cell) in displayed where cells.offset(of: cell) == offset {
      try configureEditingIndentation(of: cell, at: state.indexPath(atOffset: offset))
    }
  }

  /// The editing control the row shows now: none unless the table is editing and the data
  /// source can edit the row; none either while ``allowsMultipleSelectionDuringEditing`` is on,
  /// when rows are for selecting, and UIKit asks for no editing style.
  func editingControl(at indexPath: IndexPath) throws(TableViewError) -> TableViewCell.EditingStyle
  {
    try editingLook(at: indexPath).control
  }

  /// How the row takes part in the table's editing mode now: whether it can be edited, and its
  /// editing control.
  ///
  /// While the table edits, the data source is asked whether it can edit the row, then the
  /// delegate for its editing style; a row that cannot be edited is neither indented nor given
  /// an editing control or accessory, as Apple documents for `tableView(_:canEditRowAt:)`
  /// ("Rows that aren't editable ignore the editingStyle property", and do no indentation).
  /// While ``allowsMultipleSelectionDuringEditing`` is on, neither is asked, as in UIKit: rows
  /// are for selecting.
  ///
  /// - Complexity: O(1), plus what the data source and delegate do.
  func editingLook(at indexPath: IndexPath) throws(TableViewError)
    -> (isEditable: Bool, control: TableViewCell.EditingStyle)
  {
    let look = try askEditingLook(at: indexPath)
    // The displayed cell reads the answer as its `editingStyle`.
    displayedCell(at: indexPath)?.shownEditingStyle = look.control
    return look
  }

  /// The editing control `cell` shows now, for its ``TableViewCell/editingStyle``: `.none`
  /// outside editing mode and for a cell the table does not display; else the row's editing
  /// control, read from the data source and delegate at once (see ``editingLook(at:)``). An
  /// error they throw is reported to ``UncaughtErrors`` (where UIKit raises an exception) and
  /// the style last found is given; so is it to a read made while the delegate is asked.
  ///
  /// - Complexity: O(1), plus what the data source and delegate do.
  func editingStyleShown(on cell: TableViewCell) -> TableViewCell.EditingStyle {
    guard state.isEditing, let indexPath = indexPath(for: cell) else { return .none }
    guard !isReadingEditingStyle else { return cell.shownEditingStyle }
    isReadingEditingStyle = true
    defer { isReadingEditingStyle = false }
    do {
      return try editingControl(at: indexPath)
    } catch {
      UncaughtErrors.report(error)
      return cell.shownEditingStyle
    }
  }

  private func askEditingLook(at indexPath: IndexPath) throws(TableViewError)
    -> (isEditable: Bool, control: TableViewCell.EditingStyle)
  {
    guard state.isEditing, !allowsMultipleSelectionDuringEditing else { return (true, .none) }
    guard try canEditRow(at: indexPath) else { return (false, .none) }
    return (true, try editingStyleForRow(at: indexPath))
  }

  /// Whether the row shows a reorder control now.
  func showsReorderControl(at indexPath: IndexPath) throws(TableViewError) -> Bool {
    guard state.isEditing else { return false }
    return try canMoveRow(at: indexPath)
  }

  /// Taps the row's delete or insert control while the table is editing, as a user would.
  ///
  /// A tap on an insert control asks the data source to commit `.insert` for the row at once.
  /// A tap on a delete control commits nothing yet: it reveals the row's delete confirmation,
  /// as UIKit does ("If the user taps the deletion (red minus) control, the table view then
  /// displays the Delete button to get confirmation", Apple's page of
  /// `tableView(_:commit:forRowAt:)`), and only a tap on it commits `.delete`: call
  /// ``tapSwipeAction(at:)`` with 0 after this call to delete the row.
  ///
  /// The confirmation shows as the row's trailing swipe actions (``revealedSwipeActions``) and
  /// is tapped with ``tapSwipeAction(at:)``: the delegate's trailing
  /// `SwipeActionsConfiguration` for the row when it gives one, else its
  /// `tableView(_:editActionsForRowAt:)`, else one Delete action titled by its
  /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, "Delete" by default, whose tap
  /// commits `.delete` (*assumed*: iOS 11 and later show the trailing swipe actions there, as
  /// for a swipe; Apple's pages name only the Delete button). A configuration without actions
  /// shows nothing, as for a swipe. The delegate does not hear `willBeginEditingRowAt` or
  /// `didEndEditingRowAt` for it: Apple's pages describe those for a swipe, when the table
  /// enters "swipe to delete" mode (*assumed* for the control, which shows in editing mode).
  ///
  /// While a confirmation shows, a tap on any editing control, on its own row's control too,
  /// only hides it, as a tap on a row does (``tapRow(at:)``); so does leaving editing mode,
  /// reloading, or an update that removes its row.
  ///
  /// The data source changes its data and tells the table (`deleteRows`, `insertRows`); those
  /// calls run at once, as in UIKit, and their errors come out of this call.
  ///
  /// - Throws: When the table has no such row; ``TableViewError/notEditable(_:)`` when the
  ///   row shows no editing control now; what the data source or delegate throws (an error of
  ///   the methods asked before the confirmation shows leaves the table as it was).
  /// - Complexity: O(*a*), where *a* is the number of actions the confirmation shows, plus what
  ///   the data source and delegate do.
  public func tapEditingControl(at indexPath: IndexPath) throws(TableViewError) {
    try perform(.tapEditingControl(indexPath)) {
      () throws(TableViewError) in
      try state.validateRow(indexPath)
      return .operation { () throws(TableViewError) in
        try self.state.validateRow(indexPath)
        guard self.takesGesture(at: indexPath) else { return }
        try self.performEditingControlTap(at: indexPath)
      }
    }
  }

  private func performEditingControlTap(at indexPath: IndexPath) throws(TableViewError) {
    guard state.isEditing else { throw .notEditable(indexPath) }
    if state.swipe != nil {
      try hideSwipeActionsNow()
      return
    }
    // The asks come before the tap changes anything: what they change goes back when they fail.
    let confirmation = try rollingBackOnFailure {
      () throws(TableViewError) -> [SwipeAction]? in
      let style = try editingControl(at: indexPath)
      guard style != .none else { throw .notEditable(indexPath) }
      guard style == .delete else { return nil }
      return try deleteConfirmationActions(for: indexPath)
    }
    guard let actions = confirmation else {
      try commit(.insert, forRowAt: indexPath)
      return
    }
    guard !actions.isEmpty else { return }
    let swipe = SwipeState(
      indexPath: indexPath, edge: .trailing, titles: actions.map(\.title),
      confirmsDeleteControl: true)
    commitSwipe(try state.swiping(swipe), actions: actions)
  }

  /// Drags a row by its reorder control to another position, as a user would: the delegate
  /// may choose another target, the table moves the row, and the data source's
  /// `tableView(_:moveRowAt:to:)` moves the item in the data, as in UIKit.
  ///
  /// The data source is told while the table shows the row at its new place, before the cells
  /// of rows new to the viewport are made, so that they show the moved data.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: The row to drag.
  ///   - proposedIndexPath: Where the user drops it: a row of its own section, or a position
  ///     up to the end of another section.
  /// - Throws: When the table has no such row; ``TableViewError/notMovable(_:)`` when the row
  ///   shows no reorder control; an invalid destination; what the delegate or data source
  ///   throws. The table is as it was then.
  /// - Complexity: O(*s* + *v* log *s*), where *s* is the number of sections and *v* the
  ///   viewport height.
  public func dragRow(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath)
    throws(TableViewError)
  {
    try perform(
      .dragRow(sourceIndexPath, to: proposedIndexPath)
    ) { () throws(TableViewError) in
      try state.validateRow(sourceIndexPath)
      return .operation { () throws(TableViewError) in
        guard self.takesGesture(at: sourceIndexPath) else { return }
        try self.performDrag(from: sourceIndexPath, to: proposedIndexPath, byReorderControl: true)
      }
    }
  }

  /// Moves a row a user dragged and dropped at another place in this table, as UIKit moves it
  /// when the drop delegate proposes `.move` into `.insertAtDestinationIndexPath` and the data
  /// source implements `tableView(_:moveRowAt:to:)`: the table shows the row at its new place,
  /// then the data source's `tableView(_:moveRowAt:to:)` moves the item, as in
  /// ``dragRow(from:to:)``. Meanwhile ``hasUncommittedUpdates`` is `true`, and a call made from
  /// `moveRowAt` waits until the move completes (see <doc:CallMoments>).
  ///
  /// Unlike ``dragRow(from:to:)``, the row needs no reorder control and the table need not be
  /// editing, and the delegate's `targetIndexPathForMoveFromRowAt` is not asked: the drop
  /// delegate chose the destination. ListBindingUIKit's drag and drop calls it.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: The row dragged.
  ///   - destinationIndexPath: Where it drops: a row of its own section, or a position up to the
  ///     end of another section.
  /// - Throws: When the table has no such row; an invalid destination; what the data source
  ///   throws (the table is as it was then); the error of a call `moveRowAt` made, with the
  ///   move in place.
  /// - Complexity: O(*s* + *v* log *s*), where *s* is the number of sections and *v* the
  ///   viewport height.
  public func dropRow(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    throws(TableViewError)
  {
    try perform(
      .dragRow(sourceIndexPath, to: destinationIndexPath)
    ) { () throws(TableViewError) in
      try state.validateRow(sourceIndexPath)
      return .operation { () throws(TableViewError) in
        try self.performDrag(
          from: sourceIndexPath, to: destinationIndexPath, byReorderControl: false)
      }
    }
  }

  /// Moves the row at `source` to `proposed`, the table first, then the data source. By its
  /// reorder control, the row must show one and the delegate may choose another target; a
  /// drop moves it where it was dropped.
  private func performDrag(from source: IndexPath, to proposed: IndexPath, byReorderControl: Bool)
    throws(TableViewError)
  {
    try state.validateRow(source)
    // What the asks change goes back when the drag fails, before or while it commits.
    let rollback = TableRollback(of: self)
    let target = try rollingBackOnFailure { () throws(TableViewError) -> IndexPath in
      guard byReorderControl else {
        try validateDestination(proposed, from: source)
        return proposed
      }
      guard try showsReorderControl(at: source) else { throw .notMovable(source) }
      try validateDestination(proposed, from: source)
      let target = try targetForMove(from: source, proposed: proposed)
      try validateDestination(target, from: source)
      return target
    }
    guard target != source else { return }
    var counts = state.counts.counts
    counts[source[0]] -= 1
    counts[target[0]] += 1
    var batch = BatchUpdate()
    batch.moveRow(at: source, to: target)
    var recorded = RecordedBatch(batch: batch, animations: [], completions: [])
    recorded.remeasuresVisibleRows = false
    let after = RowCounts(counts)
    let data = try rollingBackOnFailure { () throws(TableViewError) in
      DataRead(counts: after, layout: try readLayout(for: after))
    }
    let recording = dataSource as? any RowReorderRecording
    recording?.beginReorder(from: source, to: target)
    var ended = false
    // A drag that fails before it commits puts the data source's record back too.
    defer { if !ended { recording?.endReorder(committed: false) } }
    try performSteps(
      [.update(recorded, countsAfter: data)],
      beforeLoading: { () throws(TableViewError) in
        self.isCommittingDrag = true
        defer { self.isCommittingDrag = false }
        try self.moveRowInDataSource(from: source, to: target)
      },
      afterCommitting: {
        ended = true
        recording?.endReorder(committed: true)
      }, rollingBackTo: rollback)
  }

  /// Whether the table shows changes its data source does not have yet, as
  /// `UITableView.hasUncommittedUpdates`: in UIKit, while drop placeholders show or a drop is
  /// reordering rows.
  ///
  /// This table has no placeholders and performs a drag in one call, so the only such moment is
  /// while the data source's `tableView(_:moveRowAt:to:)` runs for ``dragRow(from:to:)``: the
  /// table shows the row at its new place, and the data has not moved yet. It is `false` at
  /// every other time, inside batch updates too.
  ///
  /// Apple's guidance holds: while it is `true`, make no significant change to the table, and do
  /// not call ``reloadData()``, which in UIKit drops the uncommitted change and reads the data
  /// source afresh. Here such a reload runs once the drag completes, and the table then shows
  /// the data source's data, whether `moveRowAt` moved it or not.
  ///
  /// - Complexity: O(1).
  public var hasUncommittedUpdates: Bool { isCommittingDrag }

  /// Throws unless a dragged row can land at `destination`: a row of its own section, or a
  /// position up to the end of another section.
  private func validateDestination(_ destination: IndexPath, from source: IndexPath)
    throws(TableViewError)
  {
    guard destination.isTablePath else { throw .invalidIndexPath(destination) }
    try state.validateSection(destination[0])
    let rows = state.counts.numberOfRows(inSection: destination[0])
    let limit = destination[0] == source[0] ? rows - 1 : rows
    guard destination[1] >= 0, destination[1] <= limit else {
      throw .rowOutOfRange(destination, numberOfRows: rows)
    }
  }
}
