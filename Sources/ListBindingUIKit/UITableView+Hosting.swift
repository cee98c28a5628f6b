import ListBinding

// The face's table adopts ListBinding's `TableViewHosting`, so that ListBinding's
// `SimulatedUser` drives it. The protocol's requirements are static: a `UITableView`
// instance gains no member UIKit lacks, and subclasses cannot override it.

extension UITableView: TableViewHosting {
  /// The native table `host` forwards to, loaded as a table on screen is: what ListBinding's
  /// `SimulatedUser` acts on. UIKit has no such method; call the gestures instead,
  /// `SimulatedUser(tableView).tapRow(at:)`.
  ///
  /// - Parameter host: The table.
  /// - Returns: The native table inside `host`.
  /// - Complexity: O(1), besides a first load of the table's data.
  public static func hostedTableView(of host: UITableView) -> TableView { host.shown }

  /// Whether a `UIWindow` is among `host`'s superviews: a `SimulatedUser` then taps only a
  /// table whose bounds are not empty. UIKit has no such method.
  ///
  /// - Parameter host: The table.
  /// - Returns: Whether the table is in a window.
  /// - Complexity: O(*d*), where *d* is the depth of the table in its view tree.
  public static func isInWindow(_ host: UITableView) -> Bool { host.isInWindow }
}
