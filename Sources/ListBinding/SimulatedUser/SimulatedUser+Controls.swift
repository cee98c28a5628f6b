import Foundation

extension SimulatedUser {
  /// Taps a button, such as one in a cell's content view: ``Button/tap()``, which sends
  /// `.touchDown`, `.touchUpInside` and `.primaryActionTriggered` to its actions, and reports
  /// the tap to the table that displays the button's cell.
  ///
  /// As a finger, the tap does nothing on a button that is disabled, hidden or transparent, or
  /// inside a view that takes no touches.
  ///
  /// - Parameter button: The button to tap (a `UIButton` on ListBindingUIKit's face).
  /// - Throws: As ``Button/tap()``: what an action or the report throws.
  /// - Complexity: As ``Button/tap()``.
  public func tap(_ button: Button) throws(TableViewError) {
    try button.tap()
  }

  /// Taps a switch, flipping it: ``Switch/tap()``, which sends `.touchDown`, then
  /// `.valueChanged` and `.touchUpInside` to its actions.
  ///
  /// As a finger, the tap does nothing on a switch that is disabled, hidden or transparent, or
  /// inside a view that takes no touches.
  ///
  /// - Parameter toggle: The switch to tap (a `UISwitch` on ListBindingUIKit's face).
  /// - Throws: As ``Switch/tap()``: what an action throws.
  /// - Complexity: As ``Switch/tap()``.
  public func tap(_ toggle: Switch) throws(TableViewError) {
    try toggle.tap()
  }

  /// Taps a row's accessory button (a `.detailButton` or `.detailDisclosureButton`
  /// accessory): ``TableView/tapAccessoryButton(at:)``, which tells the delegate's
  /// `accessoryButtonTappedForRowWith`.
  ///
  /// - Parameter indexPath: The row whose accessory button is tapped.
  /// - Throws: As ``TableView/tapAccessoryButton(at:)``:
  ///   ``TableViewError/noAccessoryButton(_:)`` when the row shows none.
  /// - Complexity: As ``TableView/tapAccessoryButton(at:)``.
  public func tapAccessoryButton(at indexPath: IndexPath) throws(TableViewError) {
    try tableView.tapAccessoryButton(at: indexPath)
  }

  /// Pulls the table down: its refresh control starts refreshing and sends `.valueChanged`,
  /// ``TableView/pullToRefresh()``.
  ///
  /// - Throws: As ``TableView/pullToRefresh()``: ``TableViewError/noRefreshControl`` when the
  ///   table has none.
  /// - Complexity: As ``TableView/pullToRefresh()``.
  public func pullToRefresh() throws(TableViewError) {
    try tableView.pullToRefresh()
  }

  /// Drags the content by `distance` points, a positive distance moving it up to show later
  /// rows: ``TableView/drag(by:)``, with the scroll view delegate's drag callbacks.
  ///
  /// - Parameter distance: How far the content moves, in points; any finite number.
  /// - Throws: As ``TableView/drag(by:)``: ``TableViewError/invalidGeometry(_:)`` for a
  ///   distance that is not finite.
  /// - Complexity: As ``TableView/drag(by:)``.
  public func drag(by distance: CGFloat) throws(TableViewError) {
    try tableView.drag(by: distance)
  }

  /// Taps the title at position `index` of the section index:
  /// ``TableView/tapSectionIndexTitle(at:)``, which scrolls to the section the data source
  /// names.
  ///
  /// - Parameter index: The position of the title in the index, from 0.
  /// - Throws: As ``TableView/tapSectionIndexTitle(at:)``:
  ///   ``TableViewError/noSectionIndexTitle(_:count:)`` when the index shows no title there.
  /// - Complexity: As ``TableView/tapSectionIndexTitle(at:)``.
  public func tapSectionIndexTitle(at index: Int) throws(TableViewError) {
    try tableView.tapSectionIndexTitle(at: index)
  }
}
