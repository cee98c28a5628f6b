import Foundation

// What the table shows of its editing on a cell: UIKit's two get-only properties.

extension TableViewCell {
  /// The editing control the cell's row shows, as `UITableViewCell.editingStyle`: the
  /// delegate's `tableView(_:editingStyleForRowAt:)` for the row (`.delete` without a delegate)
  /// while the table is editing, `.none` for a row the data source cannot edit, and `.none`
  /// outside editing mode, swipes included, and for a cell the table does not display.
  ///
  /// Apple's page: the property "specifies whether the cell is in an editable state and, if it
  /// is, whether it shows an insertion or deletion control"; its default is `.none` ("not
  /// editable"), and the delegate returns its value from `tableView(_:editingStyleForRowAt:)`.
  /// While the table edits, each read asks the data source (`tableView(_:canEditRowAt:)`) and
  /// the delegate for the row's style, so it is the row's at any moment, as UIKit's, which asks
  /// as it shows the cell (*assumed*: here the questions are asked when the property is read,
  /// so a table whose cells are not read makes no more calls than before). An error they throw
  /// is reported to ``UncaughtErrors`` and the style last found is given; so is it to a read
  /// from inside the delegate's `tableView(_:editingStyleForRowAt:)`.
  ///
  /// - Complexity: O(1), plus what the data source and delegate do.
  public var editingStyle: EditingStyle {
    (host as? TableView)?.editingStyleShown(on: self) ?? .none
  }

  /// Whether the cell's row shows its delete confirmation, as
  /// `UITableViewCell.showingDeleteConfirmation`: the Delete button (or the trailing swipe
  /// actions) a tap on the row's delete control reveals, or the trailing actions a swipe
  /// reveals (see ``TableView/tapEditingControl(at:)`` and
  /// ``TableView/swipeRow(at:edge:fully:)``).
  ///
  /// Apple's page: "When users tap the deletion control (the red circle to the left of the
  /// cell), the cell displays a “Delete” button on the right side of the cell". `true` only
  /// while the cell displays that row; a leading swipe's actions are no delete confirmation
  /// (*assumed*).
  ///
  /// - Complexity: O(1).
  public var showingDeleteConfirmation: Bool {
    (host as? TableView)?.showsDeleteConfirmation(on: self) ?? false
  }
}
