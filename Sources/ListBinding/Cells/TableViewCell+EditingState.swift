import Foundation

// What the table shows of its editing on a cell: UIKit's two get-only properties.

extension TableViewCell {
  /// The editing control the cell's row shows, as `UITableViewCell.editingStyle`: the
  /// delegate's `tableView(_:editingStyleForRowAt:)` for the row (`.delete` without a delegate)
  /// while the table is editing, `.none` for a row the data source cannot edit, and `.none`
  /// outside editing mode, swipes included.
  ///
  /// Apple's page: the property "specifies whether the cell is in an editable state and, if it
  /// is, whether it shows an insertion or deletion control"; its default is `.none` ("not
  /// editable"), and the delegate returns its value from `tableView(_:editingStyleForRowAt:)`.
  /// The table sets it on the displayed cell each time it asks the delegate for the row's
  /// style: as it draws the row (``TableView/render(with:)``) and when a finger taps the row's
  /// editing control; it sets `.none` when the cell is displayed anew and when editing ends.
  /// UIKit also asks as the cell is displayed; this table does not, so that it makes no calls
  /// UIKit's pages do not name there, and a cell displayed while the table edits reads `.none`
  /// until its row is drawn (*assumed*).
  ///
  /// - Complexity: O(1).
  public var editingStyle: EditingStyle { shownEditingStyle }

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
