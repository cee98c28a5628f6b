import ListBinding

// The text gestures of `TableView+TextGestures.swift`, for the simulated user of any table:
// a test finds rows, buttons and swipe actions by what they show, on a native table and on
// ListBindingUIKit's `UITableView` alike.

extension SimulatedUser {
  /// Taps the one visible row that shows `text`: ``ListBinding/TableView/tapRow(withText:)``
  /// on the table the user sees.
  ///
  /// ```swift
  /// try SimulatedUser(controller.tableView).tapRow(withText: "Dune")
  /// ```
  ///
  /// - Parameter text: The text the row shows.
  /// - Throws: A ``TextGestureError`` when not exactly one visible row shows the text; the
  ///   ``ListBinding/TableViewError`` of the tap.
  /// - Complexity: As ``ListBinding/TableView/tapRow(withText:)``.
  public func tapRow(withText text: String) throws {
    try tableView.tapRow(withText: text)
  }

  /// Taps a button inside the one visible row that shows `text`:
  /// ``ListBinding/TableView/tapButton(inRowWithText:titled:)`` on the table the user sees.
  ///
  /// - Parameters:
  ///   - text: The text the row shows.
  ///   - title: The current title of the button to tap, or `nil` when the row has one visible
  ///     button.
  /// - Throws: As ``ListBinding/TableView/tapButton(inRowWithText:titled:)``.
  /// - Complexity: As ``ListBinding/TableView/tapButton(inRowWithText:titled:)``.
  public func tapButton(inRowWithText text: String, titled title: String? = nil) throws {
    try tableView.tapButton(inRowWithText: text, titled: title)
  }

  /// Swipes the one visible row that shows `text`:
  /// ``ListBinding/TableView/swipeRow(withText:edge:fully:)`` on the table the user sees.
  ///
  /// - Parameters:
  ///   - text: The text the row shows.
  ///   - edge: The edge to reveal actions on.
  ///   - fully: A full swipe, which performs the first action when the configuration allows.
  /// - Throws: As ``ListBinding/TableView/swipeRow(withText:edge:fully:)``.
  /// - Complexity: As ``ListBinding/TableView/swipeRow(withText:edge:fully:)``.
  public func swipeRow(
    withText text: String, edge: TableView.SwipeEdge = .trailing, fully: Bool = false
  ) throws {
    try tableView.swipeRow(withText: text, edge: edge, fully: fully)
  }

  /// Taps the revealed swipe action titled `title`:
  /// ``ListBinding/TableView/tapSwipeAction(titled:)`` on the table the user sees.
  ///
  /// - Parameter title: The action's title.
  /// - Throws: As ``ListBinding/TableView/tapSwipeAction(titled:)``.
  /// - Complexity: As ``ListBinding/TableView/tapSwipeAction(titled:)``.
  public func tapSwipeAction(titled title: String) throws {
    try tableView.tapSwipeAction(titled: title)
  }
}
