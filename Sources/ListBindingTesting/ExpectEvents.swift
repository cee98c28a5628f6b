import ListBinding
import Testing

/// Checks that a log holds the expected lines, and records one issue at the caller's line, with
/// a line diff, when it does not.
///
/// Here `log` is a ``TableEventLog`` made `omitting: [.counts, .heights, .titles]` for a table
/// whose viewport shows its three rows, and a row was just inserted at the top of the data:
///
/// ```swift
/// try tableView.performBatchUpdates {
///   try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
/// }
/// expectEvents(
///   log,
///   matches: """
///     performBatchUpdates
///       insertRows [0, 0]
///     cellForRowAt [0, 0]
///     didEndDisplaying [0, 3]
///     indentationLevelForRowAt [0, 0]
///     willDisplay [0, 0]
///     """)
/// ```
///
/// The log's ``TableEventLog/lines`` are compared with the expected text line by line (see
/// ``LineDiff``): the final newline is optional, and a multi-line string literal keeps the
/// indentation of nested calls relative to its closing delimiter. On a mismatch the issue's
/// comment draws the expected lines beside the logged ones and marks those that differ; had the
/// test above left out `cellForRowAt` and `indentationLevelForRowAt`, and expected
/// `willDisplay` before `didEndDisplaying`:
///
/// ```text
/// The events logged are not the expected ones (≠ changed, - expected only, + actual only):
///   expected                │ actual
///   performBatchUpdates     │ performBatchUpdates
///     insertRows [0, 0]     │   insertRows [0, 0]
/// ≠ willDisplay [0, 0]      │ cellForRowAt [0, 0]
///   didEndDisplaying [0, 3] │ didEndDisplaying [0, 3]
/// +                         │ indentationLevelForRowAt [0, 0]
/// +                         │ willDisplay [0, 0]
/// ```
///
/// The log is left as it is: call ``TableEventLog/clear()`` to check the next steps on their
/// own.
///
/// - Parameters:
///   - log: The log to check.
///   - expected: The lines the log should hold, one per line of the text.
///   - sourceLocation: Where to record the issue; by default the line of the call.
/// - Complexity: O(*n*) to compare, where *n* is the number of lines, plus the diff's (see
///   ``LineDiff/init(expected:actual:)``) on a mismatch.
@MainActor
public func expectEvents(
  _ log: TableEventLog, matches expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let diff = LineDiff(expected: expected, actual: log.lines.joined(separator: "\n"))
  guard diff.hasDifferences else { return }
  Issue.record(Report.eventsMismatch(diff), sourceLocation: sourceLocation)
}

/// Checks that a log holds the expected lines, given as an array, and records one issue at the
/// caller's line, with a line diff, when it does not.
///
/// ```swift
/// expectEvents(log, matches: ["reloadData", "cellForRowAt [0, 0]", "willDisplay [0, 0]"])
/// ```
///
/// The same check as ``expectEvents(_:matches:sourceLocation:)-(_,String,_)``, for lines kept in
/// an array.
///
/// - Parameters:
///   - log: The log to check.
///   - expected: The lines the log should hold, in order.
///   - sourceLocation: Where to record the issue; by default the line of the call.
/// - Complexity: O(*n*) to compare, where *n* is the number of lines, plus the diff's on a
///   mismatch.
@MainActor
public func expectEvents(
  _ log: TableEventLog, matches expected: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectEvents(log, matches: expected.joined(separator: "\n"), sourceLocation: sourceLocation)
}
