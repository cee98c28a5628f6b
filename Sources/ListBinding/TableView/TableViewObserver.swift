/// An object that hears what happens to a table: the calls made to it and the calls it makes,
/// as typed ``TableEvent``s, in the order they happen.
///
/// ListBindingTesting's `TableEventLog` is one; write your own to count reloads, trace a
/// screen, or check an order of calls in your own words:
///
/// ```swift
/// final class ReloadCounter: TableViewObserver {
///   var reloads = 0
///   func tableView(_ tableView: TableView, observe event: TableEvent) {
///     if case .call(.reloadData) = event.kind { reloads += 1 }
///   }
/// }
/// let counter = ReloadCounter()
/// tableView.addObserver(counter)
/// try tableView.reloadData()  // counter.reloads == 1
/// ```
///
/// ## When an observer hears each event
///
/// - **A call to the table** (``TableEvent/Kind/call(_:)``) as it is made: before the table
///   checks its arguments, reads its data source or changes anything, so that a call that then
///   throws is heard too. An update call inside `performBatchUpdates(_:completion:)` is heard
///   as it is recorded, nested one level deeper than the batch.
/// - **A call made while the table performs another** (from `willDisplay`, `cellForRowAt`, a
///   height): ``TableEvent/Kind/deferredCall(_:)`` as it is made, then
///   ``TableEvent/Kind/deferredCallRuns(_:)`` when it begins to run, after the call that was
///   under way has committed its change.
/// - **A callback** (``TableEvent/Kind/callback(_:)``) just before the table calls the data
///   source, the delegate or a handler; what the callback does (calls it makes to the table,
///   the callbacks they make) follows, one level deeper. A callback that throws is heard
///   before it throws.
/// - **An alert** (``TableEvent/Kind/alert(_:)``) when UIKit would log it.
///
/// An observer never hears of a change halfway through: the table tells it of a call before
/// the call does anything, and makes callbacks only before it computes a change or after it
/// has committed one (see the "Call moments" article). Observers hear each event one after
/// the other, in the order they were added.
///
/// An observer watches: it should not call the table. A call it makes runs as one made at that
/// moment from the code the event is about would, and its own events reach the observers
/// before the event under way has reached the rest of them.
@MainActor
public protocol TableViewObserver: AnyObject {
  /// Tells the observer of something that happens to `tableView`.
  ///
  /// - Parameters:
  ///   - tableView: The table the event happens to.
  ///   - event: What happens, and how deeply it is nested in callbacks.
  func tableView(_ tableView: TableView, observe event: TableEvent)
}
