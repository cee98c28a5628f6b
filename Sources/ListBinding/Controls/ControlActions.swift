import Foundation

/// The actions added to a control (a ``Button``, a ``Switch``, a ``RefreshControl``), each for
/// a set of events, in the order they were added: what `UIControl` keeps as its targets.
struct ControlActions<Sender: AnyObject> {
  /// A closure called with the control that sent the event.
  typealias Handler = @MainActor (Sender) throws -> Void

  private var entries: [(events: Button.Event, handler: Handler)] = []

  /// Adds `handler` for `events`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func add(_ handler: @escaping Handler, for events: Button.Event) {
    entries.append((events, handler))
  }

  /// Removes every handler added for any of `events`.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  mutating func remove(for events: Button.Event) {
    entries.removeAll { !$0.events.isDisjoint(with: events) }
  }

  /// The handlers added for any of `events`, in the order they were added.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  func handlers(for events: Button.Event) -> [Handler] {
    entries.filter { !$0.events.isDisjoint(with: events) }.map(\.handler)
  }

  /// Calls the handlers for `events` with `sender`, in order, outside any table call: a
  /// ``TableViewError`` comes out as it is, any other error wrapped in
  /// ``TableViewError/callbackFailed(_:_:)`` named by `callback`. The handlers after the one
  /// that threw do not run.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  @MainActor
  func run(for events: Button.Event, sender: Sender, as callback: TableViewError.Callback)
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
