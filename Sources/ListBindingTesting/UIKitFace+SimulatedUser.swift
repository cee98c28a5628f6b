import ListBinding
import ListBindingUIKit
import Testing

// A user's taps on the UIKit face's bar buttons and alerts, and what a test reads that UIKit
// keeps private. UIKit has no such calls: they live here, not among UIKit's names.

extension UIBarButtonItem {
  /// The system item the bar button item was made as, or `nil` for one made with a title or an
  /// image.
  public var barButtonSystemItem: SystemItem? { systemItem }

  /// A user's tap on the item: when it is enabled, its `primaryAction` runs,
  /// with the item as the action's `sender`. An item with only a `menu` shows
  /// it, which changes nothing here.
  ///
  /// - Returns: Whether the tap reached an action.
  /// - Complexity: O(1), besides the action's handler.
  @discardableResult
  public func simulateTap() -> Bool {
    guard isEnabled, let action = primaryAction else { return false }
    action.perform(sender: self)
    return true
  }
}

extension UIAlertAction {
  /// A user's tap on the action: when it is enabled, its alert is dismissed, then its handler
  /// runs.
  ///
  /// - Returns: Whether the tap reached the action (`false` when it is disabled).
  /// - Complexity: O(1), besides the dismissal and the handler.
  @discardableResult
  public func simulateTap() -> Bool { performTap() }
}

extension UIAlertController {
  /// A user's tap on the action titled `title`: see ``UIAlertAction/simulateTap()``. Records a
  /// failure at the call when no action has that title.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - sourceLocation: Where a failure is recorded: the call of this method.
  /// - Returns: Whether the tap reached an action.
  /// - Complexity: O(*n*), where *n* is the number of actions, besides the handler.
  @discardableResult
  public func simulateTap(
    actionTitled title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let action = actions.first(where: { $0.title == title }) else {
      let titles = actions.map { "'\($0.title ?? "")'" }.joined(separator: ", ")
      Issue.record(
        Comment(rawValue: "The alert has no action titled '\(title)'; its actions: \(titles)"),
        sourceLocation: sourceLocation)
      return false
    }
    return action.simulateTap()
  }
}

extension UITableView {
  /// ListBinding's table inside the UIKit face's table, loaded: for reading ListBinding's API
  /// that UIKit lacks (`renderedTable()`, the typed errors of its throwing queries).
  ///
  /// Tests need it no longer for gestures: ListBinding's `SimulatedUser` drives a `UITableView`
  /// as it drives a native table (`try SimulatedUser(tableView).tapRow(at:)`), and its
  /// `tableView` is this same table. Calls made on it go through the `UITableView`'s data
  /// source and delegate, which receive the `UITableView`. Set nothing of the native table's
  /// own data source or delegate: the face forwards through them.
  ///
  /// - Complexity: O(1), besides a first load of the table's data.
  public var nativeTable: TableView { UITableView.hostedTableView(of: self) }
}

extension UITableView {
  /// A user's drag of the row at `sourceIndexPath`, dropped at `destinationIndexPath` of the
  /// same table, running the table's `dragDelegate` and `dropDelegate` in UIKit's order:
  /// `tableView(_:itemsForBeginning:at:)`,
  /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`,
  /// `tableView(_:dragSessionAllowsMoveOperation:)`, `tableView(_:dragSessionWillBegin:)`,
  /// `tableView(_:canHandle:)`, `tableView(_:dropSessionDidEnter:)`,
  /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`, the drop, then
  /// `tableView(_:dropSessionDidEnd:)` and `tableView(_:dragSessionDidEnd:)`. A drag that
  /// began always ends with `tableView(_:dragSessionDidEnd:)`; one the drop delegate took
  /// (`canHandle`) with `tableView(_:dropSessionDidEnd:)` before it. The order of the calls
  /// between `itemsForBeginning` and `dragSessionWillBegin`, and of the two ends, is *assumed*.
  ///
  /// A `.move` proposal with the `.insertAtDestinationIndexPath` intent, on a table whose data
  /// source implements `tableView(_:moveRowAt:to:)`, moves the row as a reorder does
  /// (`TableView.dropRow(from:to:)`): the table shows the row at its new place, then the data
  /// source's `tableView(_:moveRowAt:to:)` moves the item, and a call made from there runs once
  /// the move completes. Any other `.copy` or `.move` proposal goes to the drop delegate's
  /// `tableView(_:performDropWith:)`; a `.move` proposal of a session whose drag delegate
  /// allows no move (`tableView(_:dragSessionAllowsMoveOperation:)`) is a `.cancel`, as Apple's
  /// `UIDropOperation.move` page says. There is no system drag session: the drag never leaves
  /// the table (see ``simulateDragOut(from:)`` for one that does), and nothing animates.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: The row the finger presses.
  ///   - destinationIndexPath: Where the row is dropped: a row of the source's section, or a
  ///     place up to the end of another section.
  /// - Returns: Whether a drop happened: `false`, with nothing changed, when drag interaction
  ///   is off, a delegate is missing, an index path names no place in the table, the drag
  ///   delegate gives no items, or the drop delegate refuses or cancels the drop.
  /// - Complexity: O(*k* + *s*), for *k* dragged items and *s* sections, besides the delegates
  ///   and the move's update.
  @discardableResult
  public func simulateDragAndDrop(
    from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  )
    -> Bool
  {
    performDragAndDrop(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// A user's drag of the row at `sourceIndexPath` out of the app, to another app or off the
  /// screen: the drag begins as in ``simulateDragAndDrop(from:to:)`` and ends without a drop
  /// here. When the table's drop delegate takes the session (`tableView(_:canHandle:)`), it
  /// sees the drag over the table the finger starts on, then leave it:
  /// `tableView(_:dropSessionDidEnter:)`,
  /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)` (with the row, or `nil`
  /// when the drag delegate removed it), `tableView(_:dropSessionDidExit:)` and
  /// `tableView(_:dropSessionDidEnd:)`. Then the drag delegate's
  /// `tableView(_:dragSessionDidEnd:)` (*assumed* order). What another app does with the items
  /// is not simulated.
  ///
  /// - Parameter sourceIndexPath: The row the finger presses.
  /// - Returns: Whether a drag began: `false`, with nothing asked past that point, when drag
  ///   interaction is off, there is no drag delegate, the index path names no row, or the drag
  ///   delegate gives no items.
  /// - Complexity: O(*s*) for *s* sections, besides the delegates.
  @discardableResult
  public func simulateDragOut(from sourceIndexPath: IndexPath) -> Bool {
    performDragOut(from: sourceIndexPath)
  }
}
