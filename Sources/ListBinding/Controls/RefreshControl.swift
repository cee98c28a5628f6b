import Foundation

/// A control that starts refreshing a table's content when the user pulls the table down, the
/// counterpart of `UIRefreshControl`.
///
/// Set it as the table's ``TableView/refreshControl`` and add an action for `.valueChanged`:
/// the user's pull (``TableView/pullToRefresh()``) starts refreshing and sends it. When the new
/// content is in, call ``endRefreshing()``.
///
/// The table keeps its refresh control, and the control its actions: an action that uses the
/// table, or what owns the table (`list` here), captures it weakly, or they keep each other
/// alive for good.
///
/// ```swift
/// let refreshControl = RefreshControl()
/// refreshControl.addAction(for: .valueChanged) { [weak list] control in
///   guard let list else { return }
///   list.items.insert("new", at: 0)
///   try list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
///   control.endRefreshing()
/// }
/// tableView.refreshControl = refreshControl
/// try tableView.pullToRefresh()
/// ```
///
/// Actions are closures, as a ``Button``'s. ``beginRefreshing()`` and ``endRefreshing()``
/// change the state only: they send no action, as in UIKit.
@preconcurrency @MainActor
public final class RefreshControl: Control {
  /// Whether the control shows that a refresh is under way.
  public private(set) var isRefreshing = false

  // A control is created not refreshing with `RefreshControl()`: `View`'s initializers,
  // inherited.

  /// Shows that a refresh is under way, as when the user pulled; sends no action. Does nothing
  /// while refreshing.
  ///
  /// - Complexity: O(1).
  public func beginRefreshing() {
    isRefreshing = true
  }

  /// Shows that the refresh is over. Does nothing while not refreshing.
  ///
  /// - Complexity: O(1).
  public func endRefreshing() {
    isRefreshing = false
  }

  /// Adds a closure called with the control each time one of `events` is sent.
  ///
  /// - Parameters:
  ///   - events: The events that call it: `.valueChanged` for a pull.
  ///   - handler: The closure; what it throws comes out of the pull.
  /// - Complexity: O(1) amortized.
  public func addAction(
    for events: Event = .valueChanged,
    handler: @escaping @MainActor (RefreshControl) throws -> Void
  ) {
    addHandler(for: events) { control in
      if let refreshControl = control as? RefreshControl { try handler(refreshControl) }
    }
  }

  /// Calls, in the order they were added, the actions added for any of `events`, throwing what
  /// they throw.
  ///
  /// This is not a pull: it changes no state. Simulate the user's pull with
  /// ``TableView/pullToRefresh()``.
  ///
  /// - Parameter events: The events whose actions run.
  /// - Throws: What an action throws: a ``TableViewError`` as it is, any other error wrapped in
  ///   ``TableViewError/callbackFailed(_:_:)`` named `RefreshControl action`. The actions after
  ///   it do not run.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  public override func send(_ events: Event) throws(TableViewError) {
    try runHandlers(for: events, as: TableViewError.Callback("RefreshControl action"))
  }

  /// The actions added for any of `events`, in the order they were added.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  func actions(for events: Event) -> [@MainActor (Control) throws -> Void] {
    handlers(for: events)
  }
}
