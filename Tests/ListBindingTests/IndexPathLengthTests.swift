import Foundation
import ListBinding
import Testing

/// Index paths that are not two long — empty, one index, three, thousands — given to every
/// public entry point that takes one: each refuses them with a typed error (or answers `nil`),
/// changes nothing, and every message renders them without reading an index they lack.
///
/// UIKit raises `NSInternalInconsistencyException` with "Invalid index path for use with
/// UITableView. Index paths passed to table view must contain exactly two indices specifying the
/// section and row." (the text of its exception, as reported by developers hitting it; the
/// documentation of `IndexPath` for UIKit says a table's paths have a section and a row).
@MainActor
@Suite("Index paths of any length")
struct IndexPathLengthTests {
  nonisolated static let badPaths: [IndexPath] = [
    IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 1, 2]),
    IndexPath(indexes: Array(0..<5_000)),
  ]

  /// A loaded table of two sections, one row selected, in editing mode when asked.
  func makeTable(editing: Bool = false) throws -> (TableView, ArrayDataSource) {
    let dataSource = ArrayDataSource([["a", "b"], ["c"]])
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    try tableView.reloadData()
    try tableView.selectRow(at: IndexPath(row: 1, section: 0))
    if editing { try tableView.setEditing(true, animated: false) }
    return (tableView, dataSource)
  }

  func picture(_ tableView: TableView) throws -> String {
    try tableView.render(with: PlainTextRenderer())
      + "\(tableView.indexPathsForSelectedRows ?? [])"
  }

  @Test("Messages render a path of any length", arguments: badPaths)
  func messages(path: IndexPath) {
    let shown = path.count > 16 ? " - …" : ""
    let description =
      "{length = \(path.count), path = "
      + path.prefix(16).map(String.init).joined(separator: " - ") + shown + "}"
    let invalid =
      "Invalid index path for use with UITableView. Index paths passed to table view must "
      + "contain exactly two indices specifying the section and row. (got \(description))"
    #expect(TableViewError.invalidIndexPath(path).message == invalid)
    #expect(TableViewError.rowOutOfRange(path, numberOfRows: 3).message == invalid)
    let section = path.first.map(String.init) ?? "(none)"
    #expect(
      TableViewError.selectionNotAllowed(path).message
        == "cannot select the row at \(description): the selection rule of section \(section) "
        + "allows no selection")
    #expect(
      TableViewError.selectionLimitReached(path, maximum: 1).message
        == "cannot select the row at \(description): section \(section) already has 1 "
        + "selected row, the most its selection rule allows")
  }

  @Test("Every table call that takes a path refuses a bad one and changes nothing")
  func tableCalls() throws {
    for path in Self.badPaths {
      let (tableView, _) = try makeTable()
      let before = try picture(tableView)
      let calls: [(String, () throws(TableViewError) -> Void)] = [
        ("tapRow", { () throws(TableViewError) in try tableView.tapRow(at: path) }),
        ("selectRow", { () throws(TableViewError) in try tableView.selectRow(at: path) }),
        ("deselectRow", { () throws(TableViewError) in try tableView.deselectRow(at: path) }),
        (
          "scrollToRow",
          { () throws(TableViewError) in try tableView.scrollToRow(at: path, at: .top) }
        ),
        ("rectForRow", { () throws(TableViewError) in _ = try tableView.rectForRow(at: path) }),
        (
          "insertRows",
          { () throws(TableViewError) in try tableView.insertRows(at: [path], with: .fade) }
        ),
        (
          "deleteRows",
          { () throws(TableViewError) in try tableView.deleteRows(at: [path], with: .fade) }
        ),
        (
          "reloadRows",
          { () throws(TableViewError) in try tableView.reloadRows(at: [path], with: .fade) }
        ),
        (
          "moveRow from",
          { () throws(TableViewError) in
            try tableView.moveRow(at: path, to: IndexPath(row: 0, section: 0))
          }
        ),
        (
          "moveRow to",
          { () throws(TableViewError) in
            try tableView.moveRow(at: IndexPath(row: 0, section: 0), to: path)
          }
        ),
        (
          "reconfigureRows",
          { () throws(TableViewError) in try tableView.reconfigureRows(at: [path]) }
        ),
        ("swipeRow", { () throws(TableViewError) in try tableView.swipeRow(at: path) }),
        (
          "tapAccessoryButton",
          { () throws(TableViewError) in try tableView.tapAccessoryButton(at: path) }
        ),
        (
          "moveRowAdjustingSections",
          { () throws(TableViewError) in
            try tableView.moveRowAdjustingSections(at: path, to: IndexPath(row: 0, section: 1))
          }
        ),
      ]
      for (name, call) in calls {
        #expect(throws: TableViewError.self, "\(name) with \(path.count) indices") {
          try call()
        }
        #expect(try picture(tableView) == before, "\(name) with \(path.count) indices")
      }
    }
  }

  // Apple's documentation of `UITableView.cellForRow(at:)`: `nil` "if indexPath is out of range".
  @Test("cellForRow(at:) has no cell for a bad path: nil")
  func queries() throws {
    for path in Self.badPaths {
      let (tableView, _) = try makeTable()
      #expect(tableView.cellForRow(at: path) == nil)
    }
  }

  @Test("Editing gestures refuse a bad path and change nothing")
  func editingCalls() throws {
    for path in Self.badPaths {
      let (tableView, _) = try makeTable(editing: true)
      let before = try picture(tableView)
      #expect(throws: TableViewError.self) { try tableView.tapEditingControl(at: path) }
      #expect(throws: TableViewError.self) {
        try tableView.dragRow(from: path, to: IndexPath(row: 0, section: 0))
      }
      #expect(throws: TableViewError.self) {
        try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: path)
      }
      #expect(try picture(tableView) == before)
    }
  }

  @Test("The data sources' cellForRowAt refuse a bad path with invalidIndexPath")
  func dataSources() throws {
    for path in Self.badPaths {
      let tableView = TableView()
      let sectioned = SectionedDataSource<TextCell>(sections: [.init(items: ["a"])])
      try sectioned.bind(to: tableView)
      #expect(throws: TableViewError.invalidIndexPath(path)) {
        _ = try sectioned.tableView(tableView, cellForRowAt: path)
      }
      #expect(sectioned.item(at: path) == nil)

      let other = TableView()
      let diffable = DiffableDataSource<String, String>(tableView: other) {
        tableView, indexPath, item in
        let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
      }
      other.register(TableViewCell.self, forCellReuseIdentifier: "cell")
      var snapshot = Snapshot<String, String>()
      try snapshot.appendSections(["s"])
      try snapshot.appendItems(["a"])
      try diffable.apply(snapshot)
      #expect(throws: TableViewError.invalidIndexPath(path)) {
        _ = try diffable.tableView(other, cellForRowAt: path)
      }
      #expect(diffable.itemIdentifier(for: path) == nil)
    }
  }
}
