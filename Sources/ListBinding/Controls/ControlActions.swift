import Foundation

/// The actions added to a ``Control``, each for a set of events, in the order they were added:
/// what `UIControl` keeps as its targets.
struct ControlActions {
  /// A closure called with the control that sent the event.
  typealias Handler = @MainActor (Control) throws -> Void

  private var entries: [(events: Control.Event, key: Action?, handler: Handler)] = []

  /// Adds `handler` for `events`, under `key` (the action object it performs, if any).
  ///
  /// - Complexity: O(1) amortized.
  mutating func add(_ handler: @escaping Handler, key: Action?, for events: Control.Event) {
    entries.append((events, key, handler))
  }

  /// Removes the handlers added for any of `events` whose key matches `isRemoved`.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  mutating func remove(for events: Control.Event, where isRemoved: (Action?) -> Bool) {
    entries.removeAll { !$0.events.isDisjoint(with: events) && isRemoved($0.key) }
  }

  /// The handlers added for any of `events`, in the order they were added.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  func handlers(for events: Control.Event) -> [Handler] {
    entries.filter { !$0.events.isDisjoint(with: events) }.map(\.handler)
  }

  /// Calls the handlers for `events` with `sender`, in order, outside any table call: a
  /// ``TableViewError`` comes out as it is, any other error wrapped in
  /// ``TableViewError/callbackFailed(_:_:)`` named by `callback`. The handlers after the one
  /// that threw do not run. The list is read before the first handler runs, so a handler that
  /// adds or removes actions changes what the next send runs, not this one.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  @MainActor
  func run(for events: Control.Event, sender: Control, as callback: TableViewError.Callback)
    throws(TableViewError)
  {
    for handler in handlers(for: events) {
      do {
        try handler(sender)
      } catch let error as TableViewError {
        throw error
      } catch {
        throw .callbackFailed(callback, error)
      }
    }
  }
}
