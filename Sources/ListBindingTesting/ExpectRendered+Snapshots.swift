import ListBinding
import Testing

/// Checks that a table renders as its snapshot file, writing the file when it is missing or
/// when record mode is on.
///
/// ```swift
/// @Test @MainActor func menu() throws {
///   let tableView = TableView(style: .plain)
///   let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
///   try dataSource.bind(to: tableView)
///   expectRendered(tableView, named: "menu")
/// }
/// ```
///
/// The snapshot of a test file `MenuTests.swift` named `menu` is
/// `__Snapshots__/MenuTests/menu.txt`, in the test file's folder (found from `sourceLocation`'s
/// file path). Commit the snapshot files with the tests.
///
/// - **Missing file**: the rendered text is written, and an issue says so: the first run of a
///   new snapshot fails, so that it is not silently green, and the next run compares.
/// - **Record mode** (``SnapshotRecordMode/all``, which `LISTBINDING_RECORD=1` in the
///   environment turns on): a snapshot that differs is written again, with an issue showing
///   what changed; one that matches is left alone and passes.
/// - **Otherwise** a mismatch records one issue at the caller's line with the line diff of the
///   snapshot (expected) beside the rendered text (actual), as
///   ``expectRendered(_:renderer:matches:sourceLocation:)-(TableView,_,_,_)`` does.
///
/// The file holds the rendered text with each line ending in `\n`: the same bytes on every
/// platform, nothing but the table's text (no paths, no dates). A file checked out with `\r\n`
/// line endings still matches. Name, path and file errors are recorded as issues with a
/// ``SnapshotFileError``; the table's error when it cannot render.
///
/// - Parameters:
///   - tableView: The table to render. Rows of its viewport that have no cell yet are loaded.
///   - renderer: The renderer to draw the table with; by default a ``ListBinding/PlainTextRenderer`` at
///     natural width.
///   - name: The snapshot's name, unique in its test file: letters (with their combining
///     marks), digits, spaces, `-`, `_` and `.`, checked scalar by scalar, not starting with a
///     dot, at most 200 bytes of UTF-8.
///   - record: Which snapshots to write; by default what the environment asks for (see
///     ``SnapshotRecordMode/environment``).
///   - sourceLocation: Where to record issues, and whose file the snapshot belongs to; by
///     default the line of the call.
/// - Complexity: O(*v* + *w* + *c*), where *v* is the viewport height, *w* the size of the
///   visible cells' view trees and *c* the size of the text, plus the renderer's cost, the file
///   access, and the diff's (see ``LineDiff/init(expected:actual:)``) on a mismatch.
@MainActor
public func expectRendered<Renderer: TableRenderer>(
  _ tableView: TableView, renderer: Renderer = PlainTextRenderer(), named name: String,
  record: SnapshotRecordMode = .environment, sourceLocation: SourceLocation = #_sourceLocation
) where Renderer.Output == String {
  let actual: String
  do {
    actual = try tableView.render(with: renderer)
  } catch {
    Issue.record(error, Report.renderFailed, sourceLocation: sourceLocation)
    return
  }
  do {
    let file = try SnapshotFile(named: name, testFilePath: sourceLocation.filePath)
    guard let stored = try file.read() else {
      try file.write(actual)
      Issue.record(Report.recordedMissing(path: file.relativePath), sourceLocation: sourceLocation)
      return
    }
    let diff = LineDiff(expected: stored, actual: actual)
    guard diff.hasDifferences else { return }
    switch record {
    case .all:
      try file.write(actual)
      Issue.record(Report.rerecorded(diff, path: file.relativePath), sourceLocation: sourceLocation)
    case .missing:
      Issue.record(
        Report.snapshotMismatch(diff, path: file.relativePath), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(error, Report.snapshotFileFailed, sourceLocation: sourceLocation)
  }
}
