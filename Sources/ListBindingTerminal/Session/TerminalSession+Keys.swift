import Foundation
import ListBinding

extension TerminalSession {
  /// Handles the keys every key map shares: the moves (↑/↓, k/j, PgUp/PgDn, Home/End), `/`
  /// and pasted text, which open the filter, `?`, Ctrl-C and Ctrl-L.
  ///
  /// - Returns: The response, or `nil` when `key` is not one of them.
  func handleSharedKey(_ key: Key) -> Response? {
    switch key {
    case .up, .character("k"): moveFocus(by: -1)
    case .down, .character("j"): moveFocus(by: 1)
    case .pageUp: scrollPage(down: false)
    case .pageDown: scrollPage(down: true)
    case .home: jump(toEnd: false)
    case .end: jump(toEnd: true)
    case .character("/"): openFilter()
    case .paste:
      // Pasted text filters, as typed after `/`; it never taps, confirms or finishes.
      openFilter()
      if filterInput != nil { return editFilter(key) }
    case .character("?"): showsHelp = true
    case .interrupt: return .interrupt
    case .control("l"): return .redrawAll
    default: return nil
    }
    return .update
  }

  /// Handles a key while the list has the keyboard.
  func browse(_ key: Key) -> Response {
    if let response = handleSharedKey(key) { return response }
    switch key {
    case .character(" "): tapFocusedRow()
    case .enter: tapFocusedButtonOrRow()
    case .tab: cycleButtons(forward: true)
    case .backTab: cycleButtons(forward: false)
    case .character("e"):
      perform { try tableView.setEditing(!tableView.isEditing, animated: false) }
    case .character("d"), .delete, .backspace: deleteFocusedRow()
    case .character("K"), .modified(.up, .shift): dragFocusedRow(down: false)
    case .character("J"), .modified(.down, .shift): dragFocusedRow(down: true)
    case .character("q"): return .finish
    case .escape:
      guard !clearKeptFilter() else { break }
      return .finish
    default: break
    }
    return .update
  }

  /// Handles a key while the filter line is open: typing filters as it goes, Enter keeps the
  /// filter, Esc clears it.
  func editFilter(_ key: Key) -> Response {
    guard var input = filterInput else { return .update }
    switch key {
    case .character(let character):
      input.append(character)
    case .paste(let text):
      input += Self.filterText(pasted: text)
    case .backspace:
      guard !input.isEmpty else { return .update }
      input.removeLast()
    case .enter:
      filterInput = nil
      return .update
    case .escape:
      input = ""
      filterInput = nil
    case .up: moveFocus(by: -1)
    case .down: moveFocus(by: 1)
    case .interrupt: return .interrupt
    default: return .update
    }
    if filterInput != nil { filterInput = input }
    applyFilter(input)
    return .update
  }

  /// Clears the filter when rows are filtered out and the filter line is closed, as Esc does
  /// before it finishes or cancels.
  ///
  /// - Returns: Whether there was a filter to clear.
  func clearKeptFilter() -> Bool {
    guard let filter = configuration.filter, !filter.filterText.isEmpty else { return false }
    applyFilter("")
    return true
  }

  /// Pasted text as filter text: each line break, tab and other control character a space.
  static func filterText(pasted text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }

  /// Moves the focus to the next focusable row `count` rows away.
  func moveFocus(by count: Int) {
    guard let current = focus else { return }
    let target = mover.moved(current.indexPath, by: count)
    if target != current.indexPath { focus = Focus(indexPath: target) }
  }

  /// Scrolls by the viewport's height, as a user's drag (the delegate hears of the drag), and
  /// moves the focus as far; only moves the focus when the table's `isScrollEnabled` is off, as
  /// a user cannot scroll it.
  func scrollPage(down: Bool) {
    let page = max(1, tableView.viewportHeight)
    moveFocus(by: down ? page : -page)
    guard tableView.isScrollEnabled else { return }
    let (offset, overflow) = tableView.rowOffset.addingReportingOverflow(down ? page : -page)
    perform { try tableView.drag(toRowOffset: overflow ? Int.max : offset) }
  }

  /// Moves the focus to the first or the last focusable row, and scrolls there.
  func jump(toEnd: Bool) {
    let target =
      toEnd
      ? mover.nearest(from: rows.totalRows - 1, forward: false)
      : mover.nearest(from: 0, forward: true)
    if let target { focus = Focus(indexPath: target) }
    perform { try tableView.setContentOffset(toEnd ? rows.totalRows : 0) }
  }

  /// Taps the focused row, as a finger would.
  func tapFocusedRow() {
    guard let indexPath = focus?.indexPath else { return }
    perform { try tableView.tapRow(at: indexPath) }
  }

  /// Taps the focused button, or the focused row when no button has the focus.
  func tapFocusedButtonOrRow() {
    guard let focus else { return }
    guard let button = focus.button else { return tapFocusedRow() }
    perform { _ = try TableGestures.tapButton(button, at: focus.indexPath, in: tableView) }
  }

  /// Moves the focus to the next (or previous) button of the focused row, and back to the row
  /// after the last one.
  func cycleButtons(forward: Bool) {
    guard var current = focus,
      let cell = tableView.displayedCell(at: current.indexPath)
    else { return }
    let count = TableGestures.buttons(of: cell).count
    guard count > 0 else { return }
    switch (current.button, forward) {
    case (nil, true): current.button = 0
    case (nil, false): current.button = count - 1
    case (let position?, true): current.button = position + 1 < count ? position + 1 : nil
    case (let position?, false): current.button = position > 0 ? position - 1 : nil
    }
    focus = current
  }

  /// Opens the filter line, or says the list cannot be filtered.
  func openFilter() {
    guard let filter = configuration.filter else {
      message = ScreenLayout.Status(text: "this list cannot be filtered", kind: .info)
      return
    }
    filterInput = filter.filterText
  }

  /// Filters the rows by `text`, keeping the focus on its row when the row still shows.
  ///
  /// A ranked filter (``IncrementalRowFiltering``) puts the best match first: the focus goes to
  /// the first row for a query; when the query is cleared, it stays on its item.
  func applyFilter(_ text: String) {
    guard let filter = configuration.filter else { return }
    let whole = filter as? any WholeListFiltering
    let focused = focus.flatMap { whole?.identity(ofRowAt: $0.indexPath) }
    perform { try filter.filterRows(by: text) }
    if filter is any IncrementalRowFiltering, !text.isEmpty {
      focusFirstRow()
    } else if let focused, let indexPath = whole?.indexPath(ofRowWith: focused) {
      focus = Focus(indexPath: indexPath)
    }
  }

  /// Moves the focus to the first focusable row and scrolls to the top.
  func focusFirstRow() {
    focus = mover.nearest(from: 0, forward: true).map { Focus(indexPath: $0) }
    perform { try tableView.setContentOffset(0) }
  }

  /// Deletes the focused row while the table is editing: taps its delete control and the
  /// confirmation it reveals, in one key (see `TableGestures.deleteRow(at:in:)`); an insert
  /// control commits at once.
  func deleteFocusedRow() {
    guard tableView.isEditing else {
      message = ScreenLayout.Status(text: "press e to edit the list", kind: .info)
      return
    }
    guard let indexPath = focus?.indexPath else { return }
    if let dataSource = tableView.dataSource, !(dataSource is any EditCommitting) {
      message = ScreenLayout.Status(
        text: "this list deletes nothing: its data source commits no edits", kind: .info)
      return
    }
    guard dataSourceAllows(.canEdit, indexPath) else {
      message = ScreenLayout.Status(text: "this row cannot be deleted", kind: .info)
      return
    }
    let before = rows.totalRows
    perform { try TableGestures.deleteRow(at: indexPath, in: tableView) }
    if message == nil, rows.totalRows == before {
      message = ScreenLayout.Status(
        text: "the row stays: the data source's tableView(_:commit:forRowAt:) deleted nothing",
        kind: .info)
    }
  }

  /// What the data source answers for the row, through its public methods; an error counts
  /// as no. Without a data source the gesture goes to the table, which reports its error.
  func dataSourceAllows(_ question: DataSourceQuestion, _ indexPath: IndexPath) -> Bool {
    guard let dataSource = tableView.dataSource else { return true }
    do {
      switch question {
      case .canEdit: return try dataSource.tableView(tableView, canEditRowAt: indexPath)
      case .canMove: return try dataSource.tableView(tableView, canMoveRowAt: indexPath)
      }
    } catch {
      return false
    }
  }

  /// Drags the focused row one step up or down while the table is editing; the focus moves with
  /// the row.
  func dragFocusedRow(down: Bool) {
    guard tableView.isEditing else {
      message = ScreenLayout.Status(text: "press e to edit the list", kind: .info)
      return
    }
    guard let indexPath = focus?.indexPath else { return }
    guard dataSourceAllows(.canMove, indexPath) else {
      message = ScreenLayout.Status(text: "this row cannot be moved", kind: .info)
      return
    }
    guard let target = TableGestures.dragTarget(from: indexPath, down: down, in: tableView)
    else { return }
    perform { try tableView.dragRow(from: indexPath, to: target) }
  }
}

/// A question the session asks the data source about a row before an editing key.
enum DataSourceQuestion {
  case canEdit
  case canMove
}
