import Foundation

/// A user's finger on a table: taps, swipes, drags, editing controls, buttons, pull to refresh,
/// scrolling and the section index, on a ``TableView`` and on a face's table (ListBindingUIKit's
/// `UITableView`) alike.
///
/// UIKit has no calls for what a user does; tests need them. They live here, in one type of
/// ListBinding, rather than among UIKit's names: a `UITableView` keeps only UIKit's members, and
/// the terminal driver and users' tests share the same gestures without linking
/// ListBindingTesting. Make one for the table a screen shows, and act:
///
/// ```swift
/// let user = SimulatedUser(controller.tableView)
/// try user.swipeRow(at: IndexPath(row: 0, section: 0))
/// try user.tapSwipeAction(at: 0)
/// ```
///
/// Each gesture is the table's own method of the same name (``TableView/tapRow(at:)``,
/// ``TableView/swipeRow(at:edge:fully:)``, …), on the table the host shows: the same callbacks
/// in the same order, the same lines in an event log, the same errors. A gesture that cannot
/// happen — a row the table does not have, a swipe action not showing, a row without an
/// accessory button, a table without a refresh control — throws a ``TableViewError`` and changes
/// nothing; what a data source, a delegate or a handler throws comes out of the gesture. On
/// ListBindingUIKit's `UITableView`, whose methods cannot throw, those errors are reported as
/// UIKit raises them and the gesture goes on.
///
/// The name says what it is and stays clear of the `User` type many apps declare.
@MainActor
public struct SimulatedUser: Sendable {
  /// The object whose table the gestures reach.
  public let host: any TableViewHosting

  /// Makes a user of the table `host` shows.
  ///
  /// - Parameter host: A ``TableView``, a ``TableViewController``, or a face's table.
  /// - Complexity: O(1).
  public init(_ host: any TableViewHosting) {
    self.host = host
  }

  /// The table the gestures reach, loaded as a table on screen is.
  ///
  /// - Complexity: O(1), besides a first load of the table's data.
  public var tableView: TableView { Self.table(of: host) }

  private static func table<Host: TableViewHosting>(of host: Host) -> TableView {
    Host.hostedTableView(of: host)
  }

  /// Taps a row: ``TableView/tapRow(at:)``, the selection changing through the delegate in
  /// UIKit's order.
  ///
  /// A table on screen (its host in a window, see ``TableViewHosting/isInWindow(_:)``) whose
  /// bounds are empty shows no row: no finger can tap one, and the tap throws
  /// ``TableViewError/noRowOnScreen(_:tableSize:)``, changing nothing — usually a sign that its
  /// constraints give it no height. A row outside the bounds of a table of some size is tapped
  /// as before, as a test taps a row it would scroll to.
  ///
  /// - Parameter indexPath: The row to tap.
  /// - Throws: ``TableViewError/noRowOnScreen(_:tableSize:)`` for a table in a window with empty
  ///   bounds; else as ``TableView/tapRow(at:)``: when the table has no such row, or what the
  ///   delegate throws.
  /// - Complexity: As ``TableView/tapRow(at:)``, plus O(*d*) for the depth *d* of the host.
  public func tapRow(at indexPath: IndexPath) throws(TableViewError) {
    let table = tableView
    if Self.isInWindow(host), table.frame.width <= 0 || table.frame.height <= 0 {
      throw .noRowOnScreen(indexPath, tableSize: table.frame.size)
    }
    try table.tapRow(at: indexPath)
  }

  private static func isInWindow<Host: TableViewHosting>(_ host: Host) -> Bool {
    Host.isInWindow(host)
  }

  /// Swipes a row, revealing its actions on `edge`; a full swipe performs the first action when
  /// the configuration allows: ``TableView/swipeRow(at:edge:fully:)``.
  ///
  /// - Parameters:
  ///   - indexPath: The row to swipe.
  ///   - edge: The edge to reveal actions on.
  ///   - fully: A full swipe, across the row.
  /// - Throws: As ``TableView/swipeRow(at:edge:fully:)``.
  /// - Complexity: As ``TableView/swipeRow(at:edge:fully:)``.
  public func swipeRow(
    at indexPath: IndexPath, edge: TableView.SwipeEdge = .trailing, fully: Bool = false
  ) throws(TableViewError) {
    try tableView.swipeRow(at: indexPath, edge: edge, fully: fully)
  }

  /// The swipe actions showing on a row, as the user sees them, or `nil` when none are.
  ///
  /// - Complexity: As ``TableView/revealedSwipeActions``.
  public var revealedSwipeActions: TableView.RevealedSwipeActions? {
    tableView.revealedSwipeActions
  }

  /// Taps one of the revealed swipe actions: ``TableView/tapSwipeAction(at:)``.
  ///
  /// - Parameter index: The action's position, from the edge inwards.
  /// - Throws: As ``TableView/tapSwipeAction(at:)``:
  ///   ``TableViewError/noSwipeAction(_:revealed:)`` when no action shows at `index`.
  /// - Complexity: As ``TableView/tapSwipeAction(at:)``.
  public func tapSwipeAction(at index: Int) throws(TableViewError) {
    try tableView.tapSwipeAction(at: index)
  }

  /// Drags a row by its reorder control and drops it: ``TableView/dragRow(from:to:)``.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: The row to drag.
  ///   - proposedIndexPath: Where the user drops it.
  /// - Throws: As ``TableView/dragRow(from:to:)``: ``TableViewError/notMovable(_:)`` when the
  ///   row shows no reorder control.
  /// - Complexity: As ``TableView/dragRow(from:to:)``.
  public func dragRow(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath)
    throws(TableViewError)
  {
    try tableView.dragRow(from: sourceIndexPath, to: proposedIndexPath)
  }

  /// Taps a row's delete or insert control while the table is editing:
  /// ``TableView/tapEditingControl(at:)``.
  ///
  /// - Parameter indexPath: The row whose control is tapped.
  /// - Throws: As ``TableView/tapEditingControl(at:)``: ``TableViewError/notEditable(_:)`` when
  ///   the row shows no editing control.
  /// - Complexity: As ``TableView/tapEditingControl(at:)``.
  public func tapEditingControl(at indexPath: IndexPath) throws(TableViewError) {
    try tableView.tapEditingControl(at: indexPath)
  }
}
