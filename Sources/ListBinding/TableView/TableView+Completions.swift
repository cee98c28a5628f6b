import Foundation

// Completions run later: UIKit calls a batch's or an apply's completion after its animations,
// so the code after the call that asked for the change runs first. The table calls them when
// the main queue next turns, and keeps what they throw for its next outermost call.

extension TableView {
  /// How many completions, over all tables, wait for the main queue to turn: those of
  /// `performBatchUpdates(_:completion:)`, a diffable apply and the other calls that run theirs
  /// later, as UIKit runs them after its animations.
  ///
  /// A helper that drains the main queue for a test (ListBindingTesting's `drainMainQueue`)
  /// turns it until this is 0: a completion may schedule another.
  ///
  /// - Complexity: O(1).
  public internal(set) static var pendingCompletionCount = 0

  /// Calls `completion` when the main queue next turns, as a callback of the table named
  /// `callback`: a call it makes to the table runs at once, as an outermost call of its own;
  /// what it throws is kept, and thrown by the table's next outermost call.
  ///
  /// The queue does not keep the table: in a process whose main queue never turns, a table
  /// goes when its owner lets it go. A completion whose table is gone by then still runs; what
  /// it throws has no call of that table left to come out of, and is dropped.
  ///
  /// A data source of your own runs the completion of its apply with it, as
  /// ``DiffableDataSource/apply(_:animatingDifferences:completion:)`` does; it counts in
  /// ``pendingCompletionCount`` until it has run.
  ///
  /// - Parameters:
  ///   - callback: Names the completion for observers and for the error that wraps what it
  ///     throws, such as `TableViewError.Callback("apply completion")`.
  ///   - completion: The completion.
  /// - Complexity: O(1); the completion runs later.
  public func runLater(
    _ callback: TableViewError.Callback, _ completion: @escaping @MainActor () throws -> Void
  ) {
    Self.pendingCompletionCount += 1
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        Self.pendingCompletionCount -= 1
        guard let self else {
          do {
            try completion()
          } catch {
            // The table is gone: no call of it is left for the error to come out of.
          }
          return
        }
        self.runCompletion(callback, completion)
      }
    }
  }

  /// Calls a completion now, keeping what it throws.
  private func runCompletion(
    _ callback: TableViewError.Callback, _ completion: @MainActor () throws -> Void
  ) {
    do {
      try invoke(callback, at: .touch) { try completion() }
    } catch {
      calls.completionErrors.append(error)
    }
  }

  /// Throws the oldest error a completion threw since the last one thrown, if any: the end of
  /// an outermost call, whose own change is in place.
  ///
  /// - Complexity: O(*e*), where *e* is the number of errors kept.
  func throwCompletionError() throws(TableViewError) {
    guard !calls.completionErrors.isEmpty else { return }
    throw calls.completionErrors.removeFirst()
  }
}
