import Foundation

/// What a table tells its observers: a call made to the table, such as a tap or an update, a
/// call the table makes to its data source, its delegate or a handler, or an alert.
///
/// Add a ``TableViewObserver`` with ``TableView/addObserver(_:)`` to hear them, in the order
/// they happen; ListBindingTesting's `TableEventLog` writes each as a line of text. An event
/// carries index paths, section indices and the table's own values, never the data the rows
/// show; the one exception is a button's title (``Call/sendActions(_:title:events:)`` and
/// ``Call/tapButton(_:title:)``).
///
/// A tap on a row of a table whose delegate selects rows is heard as the call
/// `.call(.tapRow(indexPath))`, then, among others, the callbacks `tableView(_:willSelectRowAt:)` and
/// `tableView(_:didSelectRowAt:)`, all at depth 0; what `didSelectRowAt` does (a call it makes
/// to the table, and that call's callbacks) is heard at depth 1.
public struct TableEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A call to the table made while it performs no other call: it runs now. Also an update
    /// call recorded into a batch, such as `insertRows(at:with:)` inside
    /// `performBatchUpdates(_:completion:)`.
    case call(Call)
    /// A call to the table made while it performs another one (from a callback that lays out
    /// or asks, such as `willDisplay`): it reads what it needs now and runs after that call.
    case deferredCall(Call)
    /// A deferred call begins to run. A deferred call that never runs, because one deferred
    /// before it failed, has no such event.
    case deferredCallRuns(Call)
    /// The table calls a data-source or delegate method, or a handler, named as in the errors
    /// that wrap what it throws (`tableView(_:willSelectRowAt:)`, `Button action`).
    case callback(TableViewError.Callback)
    /// The table reports something UIKit logs as a runtime alert, with no error to throw.
    case alert(Alert)
  }

  /// What UIKit logs as a runtime alert, where the native face answers and goes on.
  public enum Alert: Hashable, Sendable {
    /// `cellForRow(at:)` was asked from a method the table calls while it performs a reload or
    /// an update and lays out its cells: UIKit's
    /// `UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate`. The answer is the cell the
    /// row has at that point of the layout, or `nil`.
    case cellForRowDuringUpdate(IndexPath)
  }

  /// What happened.
  public var kind: Kind

  /// How deeply the event is nested in callbacks and batch-update closures: 0 for a call the
  /// app or the test makes and the callbacks the table makes for it; 1 for what happens inside
  /// one of those callbacks or inside the closure of `performBatchUpdates(_:completion:)`; and
  /// so on.
  public var depth: Int

  /// Creates an event, as a table reports it; for tests of an observer.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - depth: How deeply it is nested, 0 or more.
  /// - Complexity: O(1).
  public init(_ kind: Kind, depth: Int) {
    self.kind = kind
    self.depth = depth
  }
}
