import ListBinding

/// A log of what happens to a table, as lines of text: the calls made to it, such as taps and
/// updates, and the calls it makes to its data source, its delegate and handlers, in the order
/// they happen.
///
/// Attach a log to a table, act, and compare its ``lines`` with the order you expect, with
/// ``expectEvents(_:matches:sourceLocation:)-(_,String,_)``. On a menu of three dishes whose
/// second is selected, and whose table has a delegate, a tap on the third:
///
/// ```swift
/// let log = TableEventLog(tableView, omitting: [.selectionRules])
/// try tableView.tapRow(at: IndexPath(row: 2, section: 0))
/// expectEvents(
///   log,
///   matches: """
///     tapRow [0, 2]
///     shouldHighlightRowAt [0, 2]
///     didHighlightRowAt [0, 2]
///     didUnhighlightRowAt [0, 2]
///     willSelectRowAt [0, 2]
///     willDeselectRowAt [0, 1]
///     didDeselectRowAt [0, 1]
///     didSelectRowAt [0, 2]
///     """)
/// ```
///
/// ## Lines
///
/// Each event is one line:
/// - **A call to the table** is its method's base name and its arguments: `tapRow [0, 1]`,
///   `insertRows [0, 1], [0, 2]`, `deleteSections 1...3`, `moveRow [0, 1] to [0, 3]`,
///   `swipeRow [0, 1] trailing fully`, `tapSwipeAction 0`, `sendActions [0, 1] "Yes"
///   touchUpInside` (the row, the button's title, the events), `selectRow nil`,
///   `setEditing true`, `scrollToRow [0, 9] top`, `performBatchUpdates`, `reloadData`,
///   `render`. The calls logged are those that change the table, perform a gesture or make
///   callbacks; queries such as `cellForRow(at:)` are not. A call is logged when it is made,
///   also when it then throws.
/// - **A call the table makes** is the method's first label, without `tableView(_:` and the
///   other labels, and the row or the section it is for: `willSelectRowAt [0, 1]`,
///   `cellForRowAt [2, 0]`, `numberOfRowsInSection 2`, `numberOfSections`, `didEndEditingRowAt`.
///   Handlers and completions keep their names: `Button action [0, 1]`,
///   `performBatchUpdates completion`, `apply completion`. Every method the table calls is
///   logged, including those a delegate leaves to the protocol's default answer.
/// - **A call made from inside a callback**: from a method the table calls while it lays out or
///   asks (`willDisplay`, `cellForRowAt`), it runs after the table's call, as the table's
///   documentation explains under "Re-entrancy": it is logged as `defer reloadData` when it is
///   made, and as `run reloadData` when it begins to run. One that never runs, because a call
///   deferred before it failed, has no `run` line. From a `did…` method or a handler, it runs
///   at once and is logged nested under it, as any call.
/// - **An alert**, what UIKit logs at run time where the native face answers and goes on:
///   `alert UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate [0, 1]` when
///   `cellForRow(at:)` is asked from a method the table calls while it reloads or updates rows
///   (see the "Call moments" article). The category named `alert` leaves them out.
/// - **Nesting**: what happens inside a callback, or inside the closure of
///   `performBatchUpdates(_:completion:)`, is indented by two spaces for each level.
///
/// Index paths are written `[section, row]`; sections as numbers, runs of three or more as
/// `first...last`. Text from your app, a button's title, is quoted and made inert: control
/// characters and escape sequences show as visible escapes. The rows' data never appears.
///
/// A log records from its creation for as long as it exists: the table holds it weakly, and
/// forgets it at the next event after it is released. Several logs of one table each record
/// everything, however many there are; the table tells them of each event one after the other,
/// the oldest first, so releasing one leaves the others recording.
@MainActor
public final class TableEventLog: TableViewObserver {
  /// The lines logged so far, oldest first, without the events of omitted categories.
  ///
  /// - Complexity: O(1).
  public private(set) var lines: [String] = []

  /// The categories of calls the log leaves out.
  public let omitted: Set<Category>

  /// The names the log leaves out: those of the omitted categories.
  private let omittedNames: Set<String>

  /// Creates a log and attaches it to a table: from now on, what happens to the table is
  /// logged.
  ///
  /// - Parameters:
  ///   - tableView: The table to log.
  ///   - omitted: Categories of calls to leave out, such as ``Category/counts`` and
  ///     ``Category/heights``, which the table makes at every reload and update.
  /// - Complexity: O(*c*) amortized, where *c* is the number of names in the omitted categories.
  public init(_ tableView: TableView, omitting omitted: Set<Category> = []) {
    self.omitted = omitted
    omittedNames = omitted.reduce(into: []) { $0.formUnion($1.names) }
    tableView.addObserver(self)
  }

  /// Removes every line logged so far: the log goes on from here.
  ///
  /// - Complexity: O(*n*), where *n* is the number of lines.
  public func clear() {
    lines.removeAll()
  }

  /// Logs an event, unless its category is omitted: the log's part as the table's
  /// ``ListBinding/TableViewObserver``.
  ///
  /// - Parameters:
  ///   - tableView: The table logged.
  ///   - event: What happens.
  /// - Complexity: O(*l*), where *l* is the length of the line.
  public func tableView(_ tableView: TableView, observe event: TableEvent) {
    guard !omittedNames.contains(event.loggedName) else { return }
    lines.append(event.line)
  }
}
