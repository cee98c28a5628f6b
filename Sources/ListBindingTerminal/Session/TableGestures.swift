import Foundation
import ListBinding

/// The gestures the driver performs on a table for a key or a command line, through the
/// table's public API only: what a user's finger would do in UIKit.
@MainActor
enum TableGestures {
  /// Whether the row can take the focus: the delegate lets it highlight and its section's rule
  /// allows selection.
  ///
  /// A delegate or rule source that throws leaves the row focusable: the tap on it then goes
  /// through the table, which reports the error on the status line.
  static func isFocusable(_ indexPath: IndexPath, in tableView: TableView) -> Bool {
    do {
      let highlight = try tableView.delegate?.tableView(tableView, shouldHighlightRowAt: indexPath)
      guard highlight ?? true else { return false }
      guard let rule = try tableView.selectionRule(forSection: indexPath.section) else {
        return true
      }
      switch rule.mode {
      case .single, .multiple: return true
      default: return false
      }
    } catch {
      return true
    }
  }

  /// The rows of every section, from the table's counts.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  static func rowIndex(of tableView: TableView) -> RowIndex {
    RowIndex(
      rowCounts: (0..<tableView.numberOfSections).map {
        tableView.numberOfRowsIfPresent(inSection: $0) ?? 0
      })
  }

  /// The buttons of a cell a finger can tap, in the order the renderer shows them: those not
  /// inside a hidden or transparent view, or one that takes no touches.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the cell.
  static func buttons(of cell: TableViewCell) -> [Button] {
    buttons(of: cell, where: \.receivesTouches)
  }

  /// The position among the buttons the renderer draws in the cell's row of the button at
  /// `position` among those a finger can tap (see ``buttons(of:)``); `nil` when there is none.
  /// They differ when a drawn button takes no touches.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the cell.
  static func drawnPosition(ofButton position: Int, in cell: TableViewCell) -> Int? {
    let tappable = buttons(of: cell)
    guard tappable.indices.contains(position) else { return nil }
    return buttons(of: cell, where: \.isDrawn).firstIndex { $0 === tappable[position] }
  }

  /// The buttons of the cell's content view, in order, not inside a view (the cell included)
  /// that fails `isIncluded`.
  private static func buttons(of cell: TableViewCell, where isIncluded: (View) -> Bool)
    -> [Button]
  {
    var found: [Button] = []
    guard isIncluded(cell) else { return [] }
    // A loop, not nested calls: the content view's tree may be of any depth.
    cell.contentView.visitSubtree { view in
      guard isIncluded(view) else { return false }
      if let button = view as? Button { found.append(button) }
      return true
    }
    return found
  }

  /// The cell of a row, scrolled into the viewport first when it is not there.
  static func cell(at indexPath: IndexPath, in tableView: TableView) throws(TableViewError)
    -> TableViewCell?
  {
    if let cell = tableView.cellForRow(at: indexPath) { return cell }
    try tableView.scrollToRow(at: indexPath, at: .none)
    return tableView.cellForRow(at: indexPath)
  }

  /// Taps the button at `position` among the row's buttons, as a finger would
  /// (``ListBinding/Button/tap()``): a disabled button, or one in a table or view that takes no
  /// touches, takes the tap and sends nothing, as UIKit's controls ignore touches while
  /// disabled.
  ///
  /// - Returns: Whether the row has such a button.
  static func tapButton(_ position: Int, at indexPath: IndexPath, in tableView: TableView)
    throws(TableViewError) -> Bool
  {
    guard let cell = try cell(at: indexPath, in: tableView) else { return false }
    let buttons = buttons(of: cell)
    guard buttons.indices.contains(position) else { return false }
    try buttons[position].tap()
    return true
  }

  /// Where a row dragged one step up or down lands: the next row of its section, or across the
  /// section boundary, the end of the section above or the start of the one below; `nil` at the
  /// table's top or bottom.
  static func dragTarget(from indexPath: IndexPath, down: Bool, in tableView: TableView)
    -> IndexPath?
  {
    let (section, row) = (indexPath.section, indexPath.row)
    let rows = tableView.numberOfRowsIfPresent(inSection: section) ?? 0
    if down {
      if row + 1 < rows { return IndexPath(row: row + 1, section: section) }
      guard section + 1 < tableView.numberOfSections else { return nil }
      return IndexPath(row: 0, section: section + 1)
    }
    if row > 0 { return IndexPath(row: row - 1, section: section) }
    guard section > 0, let above = tableView.numberOfRowsIfPresent(inSection: section - 1) else {
      return nil
    }
    return IndexPath(row: above, section: section - 1)
  }

  /// Deletes a row by its editing control in one step, as the terminal's delete key and
  /// `delete` command do: taps the control, then the first action of the delete confirmation
  /// the tap reveals (the row's Delete, or the first of its trailing swipe actions), as a
  /// finger taps the red minus and then Delete. The key names the deletion, so it confirms
  /// it too. A row with an insert control commits `.insert` at the first tap; a confirmation
  /// showing before, on any row, is hidden first.
  static func deleteRow(at indexPath: IndexPath, in tableView: TableView) throws(TableViewError) {
    if tableView.revealedSwipeActions != nil { try tableView.hideSwipeActions() }
    try tableView.tapEditingControl(at: indexPath)
    guard let shown = tableView.revealedSwipeActions, shown.indexPath == indexPath,
      !shown.titles.isEmpty
    else { return }
    try tableView.tapSwipeAction(at: 0)
  }
}
