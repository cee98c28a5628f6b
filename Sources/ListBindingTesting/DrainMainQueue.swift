import Dispatch
import ListBinding

/// Runs what waits on the main queue: blocks given to `DispatchQueue.main.async`, those given
/// to `asyncAfter` whose deadline falls within `seconds`, the completions of tables'
/// `performBatchUpdates(_:completion:)` and of diffable data sources' `apply`, and what those
/// enqueue in turn, until nothing the tables scheduled is left.
///
/// It works the same for both faces: a native ``ListBinding/TableView``, and a controller in
/// UIKit code on ListBindingUIKit whose `DispatchQueue.main.async` work, table completions and
/// diffable `apply` completions wait on the main queue. A test acts with
/// ``ListBinding/SimulatedUser``, awaits this, and checks what the screen shows.
///
/// A table runs completions when the main queue next turns, as UIKit runs them after its
/// animations: the code after the call runs first. A test awaits this to see them run, at a
/// point it chooses:
///
/// ```swift
/// var completed = false
/// try tableView.performBatchUpdates(
///   {
///     try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
///   }, completion: { _ in completed = true })
/// #expect(!completed)
/// await drainMainQueue()
/// #expect(completed)
/// ```
///
/// The queue is turned by enqueuing a block and waiting for it: every block enqueued before it
/// has run by then. It is turned at least `turns` times, and then until no table completion
/// waits, so that blocks enqueued by blocks run too, up to `turns` levels deep.
///
/// An error a completion throws is kept by its table and thrown by the table's next outermost
/// call, with that call's change in place (see the "Call moments" article). Under the
/// `.recordsUIKitExceptions` trait, a UIKit exception a block raises is recorded here, as a
/// failure of the test that drains.
///
/// - Parameters:
///   - seconds: How long to wait first, so that `asyncAfter` blocks due by then run; from 0
///     (the default, no wait) to an hour, a value outside taken as the nearer end.
///   - turns: The fewest turns of the queue. Default: 8.
/// - Complexity: O(*t*) turns of the main queue, plus what the blocks do.
@MainActor
public func drainMainQueue(waiting seconds: Double = 0, turns: Int = 8) async {
  // NaN and negative waits are no wait; the comparison keeps the conversion in range.
  if seconds > 0 {
    do {
      try await Task.sleep(nanoseconds: UInt64(min(seconds, 3_600) * 1_000_000_000))
    } catch {
      return  // cancelled: the test is ending
    }
  }
  var turned = 0
  while turned < turns || TableView.pendingCompletionCount > 0 {
    await turnMainQueue()
    // What the blocks raised under the exceptions trait, as the test's failures.
    LateUIKitExceptionsScope.current?.recordKept()
    turned += 1
    // A completion that schedules one without end would never let the drain return.
    if turned >= turns + maximumExtraTurns { return }
  }
}

/// The most turns beyond `turns` spent waiting for completions that schedule completions.
private let maximumExtraTurns = 10_000

/// Returns once the main queue has run every block enqueued before this call.
@MainActor
private func turnMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}
