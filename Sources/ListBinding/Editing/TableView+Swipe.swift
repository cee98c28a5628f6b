import Foundation

extension TableView {
  /// One revealed action, whichever API it came from.
  @MainActor
  enum SwipeAction {
    case contextual(ContextualAction)
    case row(RowAction)
    /// The Delete action UIKit shows when the row's editing style is `.delete`, with the
    /// delegate's title for it.
    case delete(title: String)

    var title: String {
      switch self {
      case .contextual(let action): return action.title ?? ""
      case .row(let action): return action.title ?? ""
      case .delete(let title): return title
      }
    }
  }

  /// The swipe actions showing on a row, or `nil` when none are: those a swipe revealed, or the
  /// delete confirmation a tap on the row's delete control revealed (see
  /// ``tapEditingControl(at:)``), whose actions show on the trailing edge.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public var revealedSwipeActions: RevealedSwipeActions? {
    state.swipe.map {
      RevealedSwipeActions(indexPath: $0.indexPath, edge: $0.edge, titles: $0.titles)
    }
  }

  /// Swipes a row as a user would, revealing its actions on `edge`.
  ///
  /// The actions come from the delegate: the edge's `SwipeActionsConfiguration`; on the trailing
  /// edge without one, `tableView(_:editActionsForRowAt:)`; without either, a Delete action
  /// that commits `.delete` to the data source when the row's editing style is `.delete` and
  /// the data source commits edits (adopts ``EditCommitting``), as in UIKit; its title is the
  /// delegate's `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, "Delete" by default.
  /// Nothing is revealed for a row the data source cannot edit, or when there are no actions.
  /// Revealing actions on a row hides those of another.
  ///
  /// A table in editing mode refuses the swipe with ``TableViewError/swipeWhileEditing(_:)``,
  /// changing nothing: it shows its rows' editing controls, and a swipe across a row reveals no
  /// actions (*assumed*: Apple's pages of `tableView(_:willBeginEditingRowAt:)` and
  /// `didEndEditingRowAt` describe swipe to delete as a mode of its own, entered from outside
  /// editing mode; iOS shows no swipe actions while a table edits). Tap a row's delete control
  /// to see its delete confirmation (``tapEditingControl(at:)``).
  ///
  /// - Parameters:
  ///   - indexPath: The row to swipe.
  ///   - edge: The edge to reveal actions on.
  ///   - fully: A full swipe, which performs the first action when the configuration allows.
  /// - Throws: When the table has no such row; ``TableViewError/swipeWhileEditing(_:)`` while the
  ///   table is editing; what the delegate or data source throws; or the
  ///   error of the action a full swipe performs, with the actions revealed. An error of the
  ///   methods asked before the actions show (`canEditRowAt`, the swipe configurations, the
  ///   editing style and the Delete title) leaves the table as it was, settings they changed
  ///   included, but for the actions of another row, which hide first.
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing, fully: Bool = false)
    throws(TableViewError)
  {
    try perform(
      .swipeRow(indexPath, edge, fully: fully)
    ) { () throws(TableViewError) in
      try state.validateRow(indexPath)
      guard !state.isEditing else { throw .swipeWhileEditing(indexPath) }
      return .operation { () throws(TableViewError) in
        try self.state.validateRow(indexPath)
        guard !self.state.isEditing else { throw .swipeWhileEditing(indexPath) }
        guard self.takesGesture(at: indexPath) else { return }
        try self.performSwipe(at: indexPath, edge: edge, fully: fully)
      }
    }
  }

  private func performSwipe(at indexPath: IndexPath, edge: SwipeEdge, fully: Bool)
    throws(TableViewError)
  {
    try state.validateRow(indexPath)
    try hideSwipeActionsNow()
    // The asks come before the swipe changes anything: what they change goes back when they fail.
    let asked = try rollingBackOnFailure { () throws(TableViewError) -> ([SwipeAction], Bool)? in
      guard try canEditRow(at: indexPath) else { return nil }
      let (actions, fullSwipe) = try swipeActions(for: indexPath, edge: edge)
      return actions.isEmpty ? nil : (actions, fullSwipe)
    }
    guard let (actions, fullSwipe) = asked else { return }
    let swipe = SwipeState(indexPath: indexPath, edge: edge, titles: actions.map(\.title))
    commitSwipe(try state.swiping(swipe), actions: actions)
    try willBeginEditingRow(at: indexPath)
    if fully, fullSwipe, state.swipe?.indexPath == indexPath {
      try performSwipeAction(at: 0)
    }
  }

  /// Taps one of the revealed swipe actions, as a user would.
  ///
  /// A `ContextualAction` hides the actions when its handler calls the completion with `true`;
  /// a `RowAction` and the default Delete action hide them after running.
  ///
  /// - Parameter index: The action's position, from the edge inwards.
  /// - Throws: ``TableViewError/noSwipeAction(_:revealed:)`` when no action shows at `index`;
  ///   what the action's handler or the data source throws.
  /// - Complexity: O(1), plus what the action does.
  public func tapSwipeAction(at index: Int) throws(TableViewError) {
    try perform(.tapSwipeAction(index)) {
      () throws(TableViewError) in
      guard swipeActions.indices.contains(index) else {
        throw .noSwipeAction(index, revealed: swipeActions.count)
      }
      return .operation { () throws(TableViewError) in try self.performSwipeAction(at: index) }
    }
  }

  private func performSwipeAction(at index: Int) throws(TableViewError) {
    guard let swipe = state.swipe, swipeActions.indices.contains(index) else {
      throw .noSwipeAction(index, revealed: swipeActions.count)
    }
    let indexPath = swipe.indexPath
    switch swipeActions[index] {
    case .contextual(let action):
      let source = cells.cell(atOffset: state.offset(of: indexPath)) ?? View()
      let during = HandlerCompletion()
      defer { during.isRunning = false }
      try invoke(Callback("ContextualAction handler", indexPath: indexPath), at: .touch) {
        try action.handler(action, source) { [weak self] done in
          guard done, let self else { return }
          // Hides the actions at once. Called during the tap, its error comes out of the tap
          // once the handler returns; called later, there is no call left for it to come out of.
          guard during.isRunning else {
            try? self.hideSwipeActions()
            return
          }
          do {
            try self.hideSwipeActions()
          } catch {
            during.error = during.error ?? (error as? TableViewError)
          }
        }
      }
      if let error = during.error { throw error }
    case .row(let action):
      try invoke(Callback("RowAction handler", indexPath: indexPath), at: .touch) {
        try action.handler(action, indexPath)
      }
      try hideSwipeActionsNow()
    case .delete:
      try hideSwipeActionsNow()
      try commit(.delete, forRowAt: indexPath)
    }
  }

  /// Hides the swipe actions showing on a row, if any, and tells the delegate.
  ///
  /// - Throws: What the delegate's `didEndEditingRowAt` throws, with the actions hidden.
  /// - Complexity: O(1).
  public func hideSwipeActions() throws(TableViewError) {
    try perform(.hideSwipeActions) {
      .operation { () throws(TableViewError) in try self.hideSwipeActionsNow() }
    }
  }

  /// Hides the swipe actions or the delete confirmation, within the call being performed; the
  /// delegate hears `didEndEditingRowAt` for a swipe's.
  func hideSwipeActionsNow() throws(TableViewError) {
    guard let shown = state.swipe else { return }
    commitState(state.hidingSwipe())
    guard !shown.confirmsDeleteControl else { return }
    try didEndEditingRow(at: shown.indexPath)
  }

  /// The actions a row's delete confirmation shows: the delegate's trailing configuration or
  /// row actions, as a swipe's; without either, one Delete action, whether or not the data
  /// source commits edits (the control shows either way).
  func deleteConfirmationActions(for indexPath: IndexPath) throws(TableViewError)
    -> [SwipeAction]
  {
    if let (actions, _) = try delegateSwipeActions(for: indexPath, edge: .trailing) {
      return actions
    }
    return [.delete(title: try deleteTitle(forRowAt: indexPath))]
  }

  private func swipeActions(for indexPath: IndexPath, edge: SwipeEdge) throws(TableViewError)
    -> ([SwipeAction], Bool)
  {
    if let found = try delegateSwipeActions(for: indexPath, edge: edge) { return found }
    guard edge == .trailing else { return ([], false) }
    // UIKit shows the Delete action only for a data source that commits edits.
    guard commitsEdits else { return ([], false) }
    let style = try editingStyleForRow(at: indexPath)
    guard style == .delete else { return ([], false) }
    return ([.delete(title: try deleteTitle(forRowAt: indexPath))], true)
  }

  /// The actions the delegate gives for a swipe on `edge`, with whether a full swipe performs
  /// the first: the edge's configuration; on the trailing edge without one, its row actions;
  /// `nil` when it gives neither.
  private func delegateSwipeActions(for indexPath: IndexPath, edge: SwipeEdge)
    throws(TableViewError) -> ([SwipeAction], Bool)?
  {
    guard let delegate else { return nil }
    let configuration =
      edge == .leading
      ? try invoke(
        Callback("tableView(_:leadingSwipeActionsConfigurationForRowAt:)", indexPath: indexPath),
        { try delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) })
      : try invoke(
        Callback("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", indexPath: indexPath),
        { try delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) })
    if let configuration {
      return (
        configuration.actions.map(SwipeAction.contextual),
        configuration.performsFirstActionWithFullSwipe
      )
    }
    guard edge == .trailing,
      let actions = try invoke(
        Callback("tableView(_:editActionsForRowAt:)", indexPath: indexPath),
        { try delegate.tableView(self, editActionsForRowAt: indexPath) })
    else { return nil }
    return (actions.map(SwipeAction.row), true)
  }
}

/// Whether a contextual action's handler is still running, and the error of hiding the actions
/// when its completion is called meanwhile.
@MainActor
private final class HandlerCompletion {
  var isRunning = true
  var error: TableViewError?
}
