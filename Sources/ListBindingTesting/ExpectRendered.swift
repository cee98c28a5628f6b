import ListBinding
import Testing

/// Checks that a table renders as the expected text, and records one issue at the caller's
/// line, with a line diff, when it does not.
///
/// ```swift
/// let tableView = TableView(style: .plain)
/// let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
/// try dataSource.bind(to: tableView)
/// try tableView.tapRow(at: IndexPath(row: 1, section: 0))
/// expectRendered(
///   tableView,
///   matches: """
///       排骨面
///     ▸ 红椒面
///       青椒面
///     """)
/// ```
///
/// The texts are compared line by line (see ``LineDiff``): the final newline is optional on
/// both sides, so a multi-line string literal can end with its last line. On a mismatch the
/// issue's comment draws the expected lines beside the actual ones and marks the lines that
/// differ; had the test above expected no row selected:
///
/// ```text
/// The table does not render as expected (≠ changed, - expected only, + actual only):
///   expected │ actual
///     排骨面 │   排骨面
/// ≠   红椒面 │ ▸ 红椒面
///     青椒面 │   青椒面
/// ```
///
/// When the table cannot render (its data source fails to make a visible cell), the table's
/// error is recorded as the issue instead.
///
/// - Parameters:
///   - tableView: The table to render. Rows of its viewport that have no cell yet are loaded.
///   - renderer: The renderer to draw the table with; by default a ``ListBinding/PlainTextRenderer`` at
///     natural width.
///   - expected: The text the table should render as.
///   - sourceLocation: Where to record the issue; by default the line of the call.
/// - Complexity: O(*v* + *w*) to render, where *v* is the viewport height and *w* the size of the
///   visible cells' view trees, plus the renderer's cost and the diff's (see
///   ``LineDiff/init(expected:actual:)``) on a mismatch.
@MainActor
public func expectRendered<Renderer: TableRenderer>(
  _ tableView: TableView, renderer: Renderer = PlainTextRenderer(), matches expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) where Renderer.Output == String {
  let actual: String
  do {
    actual = try tableView.render(with: renderer)
  } catch {
    Issue.record(error, Report.renderFailed, sourceLocation: sourceLocation)
    return
  }
  let diff = LineDiff(expected: expected, actual: actual)
  guard diff.hasDifferences else { return }
  Issue.record(Report.mismatch(diff), sourceLocation: sourceLocation)
}
