import Foundation
import ListBinding

extension TerminalSession {
  /// The first line: the title and the keys that apply now, cut with an ellipsis to the
  /// screen's width. Tab and `e` show when the first screen's rows have buttons, or can be
  /// edited or moved.
  var titleLine: String {
    let hints = (showsHelp ? ["any key closes this list"] : keyHints).joined(separator: " · ")
    let title = showsHelp ? "Keys" : configuration.title.map(ScreenText.inert)
    let line = title.map { $0 + "  " + hints } ?? hints
    return ScreenText.truncated(line, fitting: size.columns, ellipsis: configuration.marks.ellipsis)
  }

  /// The keys that do something now, most used first.
  var keyHints: [String] {
    let marks = configuration.marks
    let offers = self.offers ?? (displayedRowsHaveButtons, displayedRowsAreEditable)
    self.offers = offers
    let filterKept = !(configuration.filter?.filterText ?? "").isEmpty
    var keys: [String] = []
    switch configuration.keys {
    case .table:
      keys.append("\(marks.upDown) move")
      keys.append("Space tap")
      keys.append("q done")
      if offers.buttons { keys.append("Tab button") }
      if configuration.filter != nil { keys.append("/ filter") }
      if filterKept { keys.append("Esc clear") }
      if tableView.isEditing {
        keys.append("e done")
      } else if offers.editing {
        keys.append("e edit")
      }
    case .picker(let confirmsFocusedRow):
      if confirmsFocusedRow {
        keys.append("Enter choose")
      } else {
        keys.append("Space toggle")
        keys.append("Enter confirm")
      }
      if configuration.filter != nil { keys.append("/ filter") }
      keys.append(filterKept ? "Esc clear" : "Esc cancel")
    }
    keys.append("? keys")
    return keys
  }

  /// Whether a displayed row has a button a finger can tap.
  private var displayedRowsHaveButtons: Bool {
    tableView.visibleCells.contains { !TableGestures.buttons(of: $0).isEmpty }
  }

  /// Whether a displayed row can be deleted (the data source commits edits, as
  /// ``ListBinding/EditCommitting`` says, and can edit the row) or moved; a data source that
  /// throws counts as saying no.
  private var displayedRowsAreEditable: Bool {
    guard let dataSource = tableView.dataSource else { return false }
    let commits = dataSource is any EditCommitting
    return tableView.indexPathsForVisibleRows.contains { indexPath in
      do {
        return try (commits && dataSource.tableView(tableView, canEditRowAt: indexPath))
          || dataSource.tableView(tableView, canMoveRowAt: indexPath)
      } catch {
        return false
      }
    }
  }

  /// The filter line while the filter is typed or kept: its text and counts, such as
  /// `/湯 · 2 of 8 · 1 selected` or `/xyz · 0 matches`; `nil` when every row shows.
  var filterLine: String? {
    let kept = configuration.filter?.filterText ?? ""
    guard let text = filterInput ?? (kept.isEmpty ? nil : kept) else { return nil }
    var parts = ["/" + ScreenText.inert(text)]
    let shown = rows.totalRows
    if let whole = configuration.filter as? any WholeListFiltering {
      parts.append(shown == 0 ? "0 matches" : "\(shown) of \(whole.numberOfAllRows)")
      parts.append("\(whole.numberOfSelectedRows) selected")
    } else {
      parts.append(shown == 0 ? "0 matches" : "\(shown) shown")
    }
    return parts.joined(separator: " · ")
  }

  /// The position of the focused row among the rows shown, such as `12/2000`, in a picker;
  /// `nil` without a focus, and in a table session, whose status line a focus move leaves as
  /// it is.
  var positionText: String? {
    guard case .picker = configuration.keys, let focus,
      let offset = rows.offset(of: focus.indexPath)
    else { return nil }
    return "\(offset + 1)/\(rows.totalRows)"
  }

  /// The status line: what ``plainStatus`` says, after the loading indicator while items
  /// arrive.
  var status: ScreenLayout.Status {
    var status = plainStatus
    if let feed = configuration.feed, feed.isLoading {
      status.text = "loading… \(feed.loadedCount) · " + status.text
    }
    return status
  }

  /// The status line: a message, the filter's keys while it is typed (and `matching…` while
  /// a ranked filter still searches), or what the selection rules say of the whole list.
  private var plainStatus: ScreenLayout.Status {
    if let message { return message }
    if filterInput != nil {
      return ScreenLayout.Status(
        text: "Enter keeps the filter · Esc clears it" + (hasPendingWork ? " · matching…" : ""),
        kind: .info)
    }
    let editing = tableView.isEditing ? "editing: d delete · J/K move · e done   " : ""
    do {
      try validateWholeList()
      return ScreenLayout.Status(
        text: editing + configuration.marks.valid + " selection valid", kind: .success)
    } catch {
      var status = failure(error)
      status.text = editing + status.text
      return status
    }
  }

  /// The lines of the `?` screen: every key of the session's key map.
  var helpLines: [String] {
    var keys: [(String, String)] = [
      ("\(configuration.marks.upDown) k j", "move the focus"),
      ("PgUp PgDn", "scroll by a page"),
      ("Home End", "the first or the last row"),
    ]
    switch configuration.keys {
    case .table:
      keys += [
        ("Space", "tap the focused row"),
        ("Enter", "tap the focused button, or the row"),
        ("Tab S-Tab", "move among the row's buttons"),
        ("/", "filter the rows: Enter keeps the filter, Esc clears it"),
        ("e", "edit: d deletes the row, J K move it"),
        ("q", "done"),
        ("Esc", "clear a kept filter, else done"),
        ("Ctrl-C", "quit (status 130)"),
      ]
    case .picker(let confirmsFocusedRow):
      if !confirmsFocusedRow { keys.append(("Space", "choose or unchoose the focused row")) }
      keys += [
        ("Enter", confirmsFocusedRow ? "choose the focused row" : "confirm the choice"),
        ("/", "filter the rows: Enter keeps the filter, Esc clears it"),
        ("Esc", "clear a kept filter, else cancel"),
        ("Ctrl-C", "cancel (status 130)"),
      ]
    }
    keys.append(("?", "this list"))
    let width = keys.map { ScreenText.width($0.0) }.max() ?? 0
    return keys.map { key, action in
      key + String(repeating: " ", count: max(0, width - ScreenText.width(key))) + "  " + action
    }
  }
}
