import Foundation
import ListBinding

extension TerminalSession {
  /// Handles a key in a picker: Space toggles the focused row, Enter confirms while the
  /// selection follows the rules, Esc clears a kept filter, then cancels; the moves, `/`,
  /// pasted text and `?` are the table's.
  func pick(_ key: Key, _ confirmsFocusedRow: Bool) -> Response {
    if let response = handleSharedKey(key) { return response }
    switch key {
    case .character(" "): tapFocusedRow()
    case .enter: return confirm(choosingFocusedRow: confirmsFocusedRow)
    case .escape:
      guard !clearKeptFilter() else { break }
      return .cancel
    default: break
    }
    return .update
  }

  /// Confirms the choice when the selection follows the rules over the whole list; otherwise
  /// leaves the session running with the reason on the status line.
  ///
  /// A single choice first selects the focused row, unless it is selected already.
  private func confirm(choosingFocusedRow: Bool) -> Response {
    if choosingFocusedRow, let indexPath = focus?.indexPath,
      !(tableView.indexPathsForSelectedRows ?? []).contains(indexPath)
    {
      var failed = false
      perform {
        do {
          try tableView.tapRow(at: indexPath)
        } catch {
          failed = true
          throw error
        }
      }
      if failed { return .update }
    }
    do {
      try validateWholeList()
    } catch {
      message = failure(error, prefix: "cannot confirm: ")
      return .update
    }
    return .finish
  }

  /// Checks the selection: the configuration's ``TerminalConfiguration/validation``, else the
  /// rules over the whole list, rows the filter hides included.
  func validateWholeList() throws {
    if let validation = configuration.validation { return try validation() }
    if let filter = configuration.filter as? any WholeListFiltering {
      return try filter.validateSelectionOfAllRows()
    }
    try tableView.validateSelection()
  }
}
