import Foundation

// What the table tells its observers, in the order things happen:
// - every call to a data-source or delegate method, or to a handler, from `invoke`;
// - every call made to the table that changes it, performs a gesture or makes callbacks: each
//   such entry point passes a `TableEvent.Call` naming itself as the first argument of
//   `perform` (or `performReading`), and validates its arguments inside the request closure, so
//   that a call that throws at once is reported too. `perform` reports it as a call that runs
//   now, or, made from a callback while the table is busy, as deferred, and again when it
//   begins to run;
// - every update call recorded into a batch, from `record`.
// With no observer, none of it is evaluated.

extension TableView {
  /// Adds an observer: from now on it hears every event of the table, after the observers
  /// added before it, until it is removed or released.
  ///
  /// The table holds the observer weakly, and forgets it at the next event after it is
  /// released. An observer added twice hears each event twice, until it is removed.
  ///
  /// - Parameter observer: The observer (see ``TableViewObserver`` for when it hears each
  ///   event).
  /// - Complexity: O(1) amortized.
  public func addObserver(_ observer: any TableViewObserver) {
    observers.append(WeakObserver(observer: observer))
  }

  /// Removes an observer, however many times it was added: it hears no more events. Removing
  /// one not added does nothing.
  ///
  /// - Parameter observer: The observer to remove.
  /// - Complexity: O(*o*), where *o* is the number of observers.
  public func removeObserver(_ observer: any TableViewObserver) {
    observers.removeAll { $0.observer === observer || $0.observer == nil }
  }

  /// Whether anything observes the table: when nothing does, events are not made.
  var isObserved: Bool { !observers.isEmpty }

  /// Tells the observers, in the order they were added, that `kind` happens now, at the
  /// current nesting depth, and forgets those released.
  ///
  /// - Complexity: O(*o*), where *o* is the number of observers; O(1) when there is none.
  func observe(_ kind: @autoclosure () -> TableEvent.Kind) {
    guard isObserved else { return }
    let event = TableEvent(kind(), depth: callbackDepth + recorder.depth)
    // Observers added while these are told come after them, and hear the next event.
    for entry in observers { entry.observer?.tableView(self, observe: event) }
    if observers.contains(where: { $0.observer == nil }) {
      observers.removeAll { $0.observer == nil }
    }
  }
}

/// An observer the table holds weakly.
struct WeakObserver {
  /// The observer, until it is released.
  weak var observer: (any TableViewObserver)?
}

extension BatchUpdate.Operation {
  /// The update call that records the operation, with the animation it was given.
  func event(animation: TableView.RowAnimation?) -> TableEvent.Call {
    let animation = animation ?? .automatic
    switch self {
    case .insertRows(let indexPaths): return .insertRows(indexPaths, animation)
    case .deleteRows(let indexPaths): return .deleteRows(indexPaths, animation)
    case .reloadRows(let indexPaths): return .reloadRows(indexPaths, animation)
    case .moveRow(let from, let to): return .moveRow(from, to: to)
    case .insertSections(let sections): return .insertSections(sections, animation)
    case .deleteSections(let sections): return .deleteSections(sections, animation)
    case .reloadSections(let sections): return .reloadSections(sections, animation)
    case .moveSection(let from, let to): return .moveSection(from, to: to)
    case .moveRowAdjustingSections(let from, let to): return .moveRowAdjustingSections(from, to: to)
    case .deleteRowsAdjustingSections(let indexPaths):
      return .deleteRowsAdjustingSections(indexPaths, animation)
    case .insertRowsAdjustingSections(let indexPaths):
      return .insertRowsAdjustingSections(indexPaths, animation)
    }
  }
}
