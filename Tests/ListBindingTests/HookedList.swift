import Foundation
import ListBinding
import Testing

/// A table over sections of strings whose data source and delegate run closures a test sets:
/// the way to make callbacks call back into the table.
///
/// The list owns its hooks, so a hook that uses the list captures it `[unowned list]`: a strong
/// capture is a reference cycle, which LeakSanitizer reports (`Scripts/sanitizers`).
@MainActor
final class HookedList: TableViewDataSource, EditCommitting, TableViewDelegate {
  let tableView: TableView
  var sections: [[String]]

  var onCellForRow: ((IndexPath) throws -> Void)?
  var onWillDisplay: ((IndexPath) throws -> Void)?
  var onDidEndDisplaying: ((IndexPath) throws -> Void)?
  var onWillSelect: ((IndexPath) throws -> IndexPath?)?
  var onDidSelect: ((IndexPath) throws -> Void)?
  var onWillDeselect: ((IndexPath) throws -> IndexPath?)?
  var onNumberOfRows: ((Int) throws -> Void)?
  var onCommit: ((IndexPath) throws -> Void)?
  var onMove: ((IndexPath, IndexPath) throws -> Void)?
  var onEditActions: ((IndexPath) throws -> [RowAction]?)?
  var canMove = true
  private(set) var events: [String] = []

  init(_ sections: [[String]], height: Int = 40) throws {
    self.sections = sections
    tableView = try TableView(style: .plain, viewportHeight: height)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    try onNumberOfRows?(section)
    return sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    try onCellForRow?(indexPath)
    let cell = try tableView.dequeueReusableCell(
      as: TextCell.self, withIdentifier: "cell", for: indexPath)
    cell.bind(to: sections[indexPath.section][indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    try onCommit?(indexPath)
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    try onMove?(sourceIndexPath, destinationIndexPath)
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    events.append("willDisplay \(indexPath.section)-\(indexPath.row)")
    try onWillDisplay?(indexPath)
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    events.append("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
    try onDidEndDisplaying?(indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?
  {
    try onWillSelect.map { try $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try onDidSelect?(indexPath)
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws
    -> IndexPath?
  {
    try onWillDeselect.map { try $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) throws
    -> [RowAction]?
  {
    try onEditActions?(indexPath)
  }

  /// What the visible cells show, checked against the data: each visible row's cell shows the
  /// row's item, and each cell reports its own row.
  func checkCells(sourceLocation: SourceLocation = #_sourceLocation) {
    let paths = tableView.indexPathsForVisibleRows
    let cells = tableView.visibleCells
    #expect(paths.count == cells.count, sourceLocation: sourceLocation)
    for (path, cell) in zip(paths, cells) {
      #expect(tableView.indexPath(for: cell) == path, sourceLocation: sourceLocation)
      let item =
        sections.indices.contains(path.section)
          && sections[path.section].indices.contains(path.row)
        ? sections[path.section][path.row] : nil
      #expect(cell.textLabel?.text == item, "row \(path)", sourceLocation: sourceLocation)
    }
    for path in tableView.indexPathsForSelectedRows ?? [] {
      #expect(
        (try? tableView.numberOfRows(inSection: path.section)).map { path.row < $0 } == true,
        "selected \(path)", sourceLocation: sourceLocation)
    }
  }
}

/// An error of a test's own.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String = "test failure") { self.description = description }
}
