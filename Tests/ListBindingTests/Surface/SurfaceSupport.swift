import Foundation
import ListBinding

/// The calls a test's cells, data source and delegate saw, in order.
@MainActor
final class CallRecord {
  var lines: [String] = []
}

/// A cell that records the table's calls to its open state methods, named by its text.
class StateLoggingCell: TableViewCell {
  var record: CallRecord?
  private var name: String { textLabel?.text ?? "?" }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    record?.lines.append("\(name) setHighlighted \(highlighted)")
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    record?.lines.append("\(name) setEditing \(editing)\(animated ? " animated" : "")")
  }

  override func prepareForReuse() {
    record?.lines.append("\(name) prepareForReuse")
    super.prepareForReuse()
  }
}

/// A one-section list of editable, movable rows of `StateLoggingCell`s that records what the
/// table asks of it.
@MainActor
final class SurfaceList: TableViewDataSource, EditCommitting {
  var items: [String]
  let record = CallRecord()
  /// The identifier rows are dequeued under; a row in `otherIdentifierRows` uses "other".
  var otherIdentifierRows: Set<Int> = []
  /// A row whose cell the data source fails to make.
  var failingRow: Int?
  /// Whether the table is editing while the data source moves a row, seen from inside.
  private(set) var uncommittedDuringMove: Bool?

  struct Failure: Error, CustomStringConvertible {
    var description: String { "no cell today" }
  }

  init(_ items: [String]) {
    self.items = items
  }

  /// Registers the cells and becomes the table's data source.
  func attach(to tableView: TableView) {
    tableView.register(StateLoggingCell.self, forCellReuseIdentifier: "state")
    tableView.register(StateLoggingCell.self, forCellReuseIdentifier: "other")
    tableView.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    record.lines.append("cellForRowAt \(indexPath.row)")
    if indexPath.row == failingRow { throw Failure() }
    let identifier = otherIdentifierRows.contains(indexPath.row) ? "other" : "state"
    let cell = try tableView.dequeueReusableCell(
      as: StateLoggingCell.self, withIdentifier: identifier, for: indexPath)
    cell.record = record
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    uncommittedDuringMove = tableView.hasUncommittedUpdates
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    guard editingStyle == .delete else { return }
    items.remove(at: indexPath.row)
    try tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

/// A delegate that records the highlight, display and indentation calls into a record, and
/// answers as a test sets it up.
@MainActor
final class SurfaceDelegate: TableViewDelegate {
  let record: CallRecord
  /// The names of the methods that throw.
  var throwing: Set<String> = []
  /// The indentation level of rows, by row; others keep their cell's.
  var levels: [Int: Int] = [:]
  /// Whether rows indent while editing, by row; others keep their cell's.
  var indents: [Int: Bool] = [:]
  /// The title of the Delete action; `nil` for the table's.
  var deleteTitle: String?

  struct Failure: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) failed" }
  }

  init(record: CallRecord) {
    self.record = record
  }

  private func note(_ line: String, _ name: String) throws {
    record.lines.append(line)
    if throwing.contains(name) { throw Failure(name: name) }
  }

  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) throws {
    let cell = tableView.cellForRow(at: indexPath)
    try note(
      "didHighlight \(indexPath.row) cell highlighted \(cell?.isHighlighted == true)",
      "didHighlight")
  }

  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) throws {
    try note("didUnhighlight \(indexPath.row)", "didUnhighlight")
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws
    -> IndexPath?
  {
    try note("willSelect \(indexPath.row)", "willSelect")
    return indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try note("didSelect \(indexPath.row)", "didSelect")
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try note("willDisplay \(indexPath.row) editing \(cell.isEditing)", "willDisplay")
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try note("didEndDisplaying \(indexPath.row)", "didEndDisplaying")
  }

  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) throws
    -> Int
  {
    try note("indentationLevel \(indexPath.row)", "indentationLevel")
    return levels[indexPath.row] ?? tableView.cellForRow(at: indexPath)?.indentationLevel ?? 0
  }

  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    throws -> Bool
  {
    try note("shouldIndentWhileEditing \(indexPath.row)", "shouldIndentWhileEditing")
    return indents[indexPath.row] ?? true
  }

  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) throws -> String? {
    try note("titleForDeleteConfirmation \(indexPath.row)", "titleForDeleteConfirmation")
    return deleteTitle
  }

  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) throws {
    try note("didEndEditingRow \(indexPath.map { "\($0.row)" } ?? "nil")", "didEndEditingRow")
  }
}

/// A table of five rows in a viewport of three, with a `SurfaceList` and a `SurfaceDelegate`
/// sharing one record, loaded.
@MainActor
struct SurfaceTable {
  let tableView: TableView
  let list: SurfaceList
  let delegate: SurfaceDelegate

  init(_ items: [String] = ["a", "b", "c", "d", "e"], viewportHeight: Int = 3) throws {
    tableView = try TableView(viewportHeight: viewportHeight)
    list = SurfaceList(items)
    delegate = SurfaceDelegate(record: list.record)
    list.attach(to: tableView)
    tableView.delegate = delegate
    try tableView.reloadData()
    list.record.lines.removeAll()
  }

  /// The lines recorded since the last call, which clears them.
  func takeLines() -> [String] {
    defer { list.record.lines.removeAll() }
    return list.record.lines
  }
}
