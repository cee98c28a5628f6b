/// An object that shows one of ListBinding's tables: a ``TableView`` itself, or a face's table
/// built on one, such as ListBindingUIKit's `UITableView`.
///
/// ``SimulatedUser`` works on any host, so one test drives a native table and a `UITableView`
/// with the same gestures. The requirement is a static method, not a property: a type that
/// adopts the protocol gains no instance member, so a face whose instances must show only
/// UIKit's names (`UITableView`) keeps them that way, and a subclass cannot override it.
///
/// ```swift
/// let user = SimulatedUser(tableView)  // a TableView or a UITableView
/// try user.tapRow(at: IndexPath(row: 0, section: 0))
/// ```
@MainActor
public protocol TableViewHosting: AnyObject, Sendable {
  /// The table `host` shows, ready for a user's gestures: loaded, as a table is once it is on
  /// screen.
  ///
  /// - Parameter host: The object that shows the table.
  /// - Returns: The table the host shows.
  /// - Complexity: O(1), besides a first load of the table's data.
  static func hostedTableView(of host: Self) -> TableView

  /// Whether `host` is on screen, in a window, so that a finger reaches only what its bounds
  /// show: ``SimulatedUser/tapRow(at:)`` refuses a table in a window whose bounds are empty.
  ///
  /// The default is `false`: a native table is in no window. ListBindingUIKit's `UITableView`
  /// answers whether a `UIWindow` is among its superviews.
  ///
  /// - Parameter host: The object that shows the table.
  /// - Returns: Whether the host is in a window.
  /// - Complexity: O(*d*), where *d* is the depth of the host in its view tree.
  static func isInWindow(_ host: Self) -> Bool
}

extension TableViewHosting {
  /// `false`: a native host is in no window.
  ///
  /// - Parameter host: The object that shows the table.
  /// - Returns: `false`.
  /// - Complexity: O(1).
  public static func isInWindow(_ host: Self) -> Bool { false }
}

extension TableView: TableViewHosting {
  /// The table itself: a table shows itself.
  ///
  /// - Parameter host: The table.
  /// - Returns: `host`.
  /// - Complexity: O(1).
  public static func hostedTableView(of host: TableView) -> TableView { host }
}

extension TableViewController: TableViewHosting {
  /// The controller's table view, made with the controller.
  ///
  /// - Parameter host: The controller.
  /// - Returns: The controller's ``TableViewController/tableView``.
  /// - Complexity: O(1).
  public static func hostedTableView(of host: TableViewController) -> TableView {
    host.tableView
  }
}
