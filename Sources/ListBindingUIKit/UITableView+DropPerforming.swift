import Foundation
import ListBinding

// A simulated drag on a table, from its beginning to its end, calling the drag and drop
// delegates in UIKit's order.

extension UITableView {
  /// Whether `indexPath` names a row of the table now.
  private func namesRow(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < numberOfSections else {
      return false
    }
    return indexPath[1] >= 0 && indexPath[1] < numberOfRows(inSection: indexPath[0])
  }

  /// Whether a row dragged from `source` can land at `destination`: a row of the source's
  /// section, or a place up to the end of another section.
  private func acceptsDrop(at destination: IndexPath, from source: IndexPath) -> Bool {
    guard destination.count == 2, destination[0] >= 0, destination[0] < numberOfSections,
      destination[1] >= 0
    else { return false }
    let rows = numberOfRows(inSection: destination[0])
    return destination[0] == source[0] ? destination[1] < rows : destination[1] <= rows
  }

  /// Begins a drag of the row at `source`: the drag delegate's
  /// `tableView(_:itemsForBeginning:at:)`, then (*assumed* order)
  /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`,
  /// `tableView(_:dragSessionAllowsMoveOperation:)` and `tableView(_:dragSessionWillBegin:)`.
  ///
  /// - Returns: The delegate and the session, whose end the caller owes the delegate; `nil`
  ///   when drag interaction is off, there is no drag delegate, `source` names no row, or the
  ///   delegate gives no items: then no drag began.
  private func beginDrag(from source: IndexPath) -> (
    delegate: any UITableViewDragDelegate, session: TableDragSession
  )? {
    guard dragInteractionEnabled, let dragDelegate, namesRow(source) else { return nil }
    let session = TableDragSession()
    let items = dragDelegate.tableView(self, itemsForBeginning: session, at: source)
    guard !items.isEmpty else { return nil }
    session.items = items
    session.isRestrictedToDraggingApplication = dragDelegate.tableView(
      self, dragSessionIsRestrictedToDraggingApplication: session)
    session.allowsMoveOperation = dragDelegate.tableView(
      self, dragSessionAllowsMoveOperation: session)
    dragDelegate.tableView(self, dragSessionWillBegin: session)
    return (dragDelegate, session)
  }

  /// A user's drag of the row at `source`, dropped at `destination`, in UIKit's order: the drag
  /// begins (see `beginDrag(from:)`), the drop delegate's `tableView(_:canHandle:)`,
  /// `tableView(_:dropSessionDidEnter:)`,
  /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`, the drop, then
  /// `tableView(_:dropSessionDidEnd:)` and the drag delegate's `tableView(_:dragSessionDidEnd:)`
  /// (*assumed* order of the two ends). A `.move` proposal of a session whose drag delegate
  /// allows no move is a `.cancel` (Apple's `UIDropOperation.move` page). A `.move` proposal
  /// inserting at the destination, for rows of this table whose data source implements
  /// `tableView(_:moveRowAt:to:)`, moves the row as a reorder does (ListBinding's
  /// `TableView.dropRow(from:to:)`: the table shows the row at its new place, then the data
  /// source's `tableView(_:moveRowAt:to:)` moves the item, and a call made from there waits until
  /// the move completes); any other `.copy` or `.move` proposal goes to the drop delegate's
  /// `tableView(_:performDropWith:)`.
  ///
  /// - Returns: Whether a drop happened: `false`, with nothing asked or changed past that
  ///   point, when drag interaction is off, a delegate is missing, either index path names no
  ///   place in the table (before or after the drag delegate answers), the drag has no items,
  ///   or the drop delegate refuses or cancels it. A drag that began always ends.
  /// - Complexity: O(*k* + *s*), for *k* dragged items and *s* sections, besides the delegates
  ///   and the move's update.
  package func performDragAndDrop(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard namesRow(source), acceptsDrop(at: destination, from: source),
      let (dragDelegate, session) = beginDrag(from: source)
    else { return false }
    defer { dragDelegate.tableView(self, dragSessionDidEnd: session) }
    // The delegate may have changed the table: the drag goes on only if both places still hold.
    guard namesRow(source), acceptsDrop(at: destination, from: source), let dropDelegate,
      dropDelegate.tableView(self, canHandle: session)
    else { return false }
    dropDelegate.tableView(self, dropSessionDidEnter: session)
    defer { dropDelegate.tableView(self, dropSessionDidEnd: session) }
    let proposal = dropDelegate.tableView(
      self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    let moves = proposal.operation == .move && session.allowsMoveOperation
    guard moves || proposal.operation == .copy,
      namesRow(source), acceptsDrop(at: destination, from: source)
    else { return false }
    if moves, proposal.intent == .insertAtDestinationIndexPath,
      let dataSource, adapter.implementsMove(dataSource, in: self, at: source)
    {
      guard source != destination else { return true }
      perform { (table) throws(TableViewError) in
        try table.dropRow(from: source, to: destination)
      }
      return true
    }
    let dropItems: [any UITableViewDropItem] = session.items.map {
      TableDropItem(dragItem: $0, sourceIndexPath: source)
    }
    let coordinator = TableDropCoordinator(
      items: dropItems, destinationIndexPath: destination, proposal: proposal, session: session)
    dropDelegate.tableView(self, performDropWith: coordinator)
    return true
  }

  /// A user's drag of the row at `source` out of the app: the drag begins (see
  /// `beginDrag(from:)`); when the table's drop delegate takes the session
  /// (`tableView(_:canHandle:)`), the drag enters the table it begins over
  /// (`tableView(_:dropSessionDidEnter:)`,
  /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)` with the row, or `nil` when
  /// it is gone) and leaves it (`tableView(_:dropSessionDidExit:)`,
  /// `tableView(_:dropSessionDidEnd:)`); then the drag delegate's
  /// `tableView(_:dragSessionDidEnd:)`. No drop happens here (*assumed* order).
  ///
  /// - Returns: Whether a drag began: `false` when drag interaction is off, there is no drag
  ///   delegate, `source` names no row, or the delegate gives no items.
  /// - Complexity: O(*s*) for *s* sections, besides the delegates.
  package func performDragOut(from source: IndexPath) -> Bool {
    guard let (dragDelegate, session) = beginDrag(from: source) else { return false }
    defer { dragDelegate.tableView(self, dragSessionDidEnd: session) }
    guard let dropDelegate, dropDelegate.tableView(self, canHandle: session) else { return true }
    dropDelegate.tableView(self, dropSessionDidEnter: session)
    _ = dropDelegate.tableView(
      self, dropSessionDidUpdate: session,
      withDestinationIndexPath: namesRow(source) ? source : nil)
    dropDelegate.tableView(self, dropSessionDidExit: session)
    dropDelegate.tableView(self, dropSessionDidEnd: session)
    return true
  }
}
