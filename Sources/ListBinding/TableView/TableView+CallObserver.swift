import Foundation

// What the table tells its `callObservers`, in the order things happen:
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
  /// Adds an observer, called after those added before it with every event from now on, until
  /// it returns `false`.
  ///
  /// - Parameter observer: Called with each event; returns whether it still listens.
  /// - Complexity: O(1) amortized.
  package func addCallObserver(_ observer: @escaping @MainActor (TableEvent) -> Bool) {
    callObservers.append(observer)
  }

  /// Whether anything observes the table's calls: when nothing does, events are not made.
  var isObserved: Bool { !callObservers.isEmpty }

  /// Tells the observers, in the order they were added, that `kind` happens now, at the
  /// current nesting depth, and removes those that no longer listen.
  ///
  /// - Complexity: O(*o*), where *o* is the number of observers; O(1) when there is none.
  func observe(_ kind: @autoclosure () -> TableEvent.Kind) {
    guard isObserved else { return }
    let event = TableEvent(kind(), depth: callbackDepth + recorder.depth)
    let observers = callObservers
    var listening: [Bool] = []
    listening.reserveCapacity(observers.count)
    for observer in observers { listening.append(observer(event)) }
    guard listening.contains(false) else { return }
    // Observers added while these were called come after them, and stay.
    let added = callObservers.dropFirst(observers.count)
    callObservers = zip(observers, listening).compactMap { $1 ? $0 : nil } + added
  }
}

extension BatchUpdate.Operation {
  /// The update call that records the operation, named as the table's method.
  var event: TableEvent.Call {
    switch self {
    case .insertRows(let indexPaths): TableEvent.Call("insertRows", .indexPaths(indexPaths))
    case .deleteRows(let indexPaths): TableEvent.Call("deleteRows", .indexPaths(indexPaths))
    case .reloadRows(let indexPaths): TableEvent.Call("reloadRows", .indexPaths(indexPaths))
    case .moveRow(let from, let to):
      TableEvent.Call("moveRow", .indexPath(from), .value("to"), .indexPath(to))
    case .insertSections(let sections): TableEvent.Call("insertSections", .sections(sections))
    case .deleteSections(let sections): TableEvent.Call("deleteSections", .sections(sections))
    case .reloadSections(let sections): TableEvent.Call("reloadSections", .sections(sections))
    case .moveSection(let from, let to):
      TableEvent.Call("moveSection", .value("\(from)"), .value("to"), .value("\(to)"))
    case .moveRowAdjustingSections(let from, let to):
      TableEvent.Call(
        "moveRowAdjustingSections", .indexPath(from), .value("to"), .indexPath(to))
    case .deleteRowsAdjustingSections(let indexPaths):
      TableEvent.Call("deleteRowsAdjustingSections", .indexPaths(indexPaths))
    case .insertRowsAdjustingSections(let indexPaths):
      TableEvent.Call("insertRowsAdjustingSections", .indexPaths(indexPaths))
    }
  }
}

extension Button.Event {
  /// The events' names as in UIKit, joined by `+`: `touchUpInside`, `valueChanged`,
  /// `primaryActionTriggered`; other bits as their raw value.
  var eventName: String {
    let known: [(Button.Event, String)] = [
      (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
      (.valueChanged, "valueChanged"),
      (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    var rest = self
    var names: [String] = []
    for (event, name) in known where rest.contains(event) {
      names.append(name)
      rest.remove(event)
    }
    if !rest.isEmpty || names.isEmpty { names.append("\(rest.rawValue)") }
    return names.joined(separator: "+")
  }
}
