import Foundation

extension TableView {
  /// A row showing swipe actions.
  @MainActor
  struct Swipe {
    var indexPath: IndexPath
    var edge: SwipeEdge
    var actions: [SwipeAction]
  }

  /// One revealed action, whichever API it came from.
  @MainActor
  enum SwipeAction {
    case contextual(ContextualAction)
    case row(RowAction)
    /// The Delete action UIKit shows when the row's editing style is `.delete`.
    case delete

    var title: String {
      switch self {
      case .contextual(let action): return action.title ?? ""
      case .row(let action): return action.title ?? ""
      case .delete: return "Delete"
      }
    }
  }

  /// The swipe actions showing on a row, or `nil` when none are.
  public var revealedSwipeActions: RevealedSwipeActions? {
    swipe.map {
      RevealedSwipeActions(indexPath: $0.indexPath, edge: $0.edge, titles: $0.actions.map(\.title))
    }
  }

  /// Swipes a row as a user would, revealing its actions on `edge`.
  ///
  /// The actions come from the delegate: the edge's `SwipeActionsConfiguration`; on the trailing
  /// edge without one, `tableView(_:editActionsForRowAt:)`; without either, a Delete action
  /// that commits `.delete` to the data source when the row's editing style is `.delete`.
  /// Nothing is revealed for a row the data source cannot edit, or when there are no actions.
  /// Revealing actions on a row hides those of another.
  ///
  /// - Parameters:
  ///   - indexPath: The row to swipe.
  ///   - edge: The edge to reveal actions on.
  ///   - fully: A full swipe, which performs the first action when the configuration allows.
  /// - Throws: When the table has no such row, or the error of the action a full swipe performs.
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing, fully: Bool = false)
    throws(TableViewError)
  {
    try validateRow(indexPath)
    hideSwipeActions()
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return }
    let (actions, fullSwipe) = swipeActions(for: indexPath, edge: edge)
    guard !actions.isEmpty else { return }
    swipe = Swipe(indexPath: indexPath, edge: edge, actions: actions)
    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
    if fully, fullSwipe {
      try tapSwipeAction(at: 0)
    }
  }

  /// Taps one of the revealed swipe actions, as a user would.
  ///
  /// A `ContextualAction` hides the actions when its handler calls the completion with `true`;
  /// a `RowAction` and the default Delete action hide them after running.
  ///
  /// - Parameter index: The action's position, from the edge inwards.
  /// - Throws: ``TableViewError/noSwipeAction(_:revealed:)`` when no action shows at `index`.
  /// - Complexity: O(1), plus what the action does.
  public func tapSwipeAction(at index: Int) throws(TableViewError) {
    guard let swipe, swipe.actions.indices.contains(index) else {
      throw .noSwipeAction(index, revealed: swipe?.actions.count ?? 0)
    }
    let indexPath = swipe.indexPath
    switch swipe.actions[index] {
    case .contextual(let action):
      let source = visibleCell(at: indexPath) ?? View()
      action.handler(action, source) { [weak self] done in
        if done { self?.hideSwipeActions() }
      }
    case .row(let action):
      action.handler(action, indexPath)
      hideSwipeActions()
    case .delete:
      hideSwipeActions()
      dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }
  }

  /// Hides the swipe actions showing on a row, if any, and tells the delegate.
  ///
  /// - Complexity: O(1).
  public func hideSwipeActions() {
    guard let shown = swipe else { return }
    swipe = nil
    delegate?.tableView(self, didEndEditingRowAt: shown.indexPath)
  }

  private func swipeActions(for indexPath: IndexPath, edge: SwipeEdge) -> ([SwipeAction], Bool) {
    let configuration =
      edge == .leading
      ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    if let configuration {
      return (
        configuration.actions.map(SwipeAction.contextual),
        configuration.performsFirstActionWithFullSwipe
      )
    }
    guard edge == .trailing else { return ([], false) }
    if let actions = delegate?.tableView(self, editActionsForRowAt: indexPath) {
      return (actions.map(SwipeAction.row), true)
    }
    let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    return style == .delete ? ([.delete], true) : ([], false)
  }
}
