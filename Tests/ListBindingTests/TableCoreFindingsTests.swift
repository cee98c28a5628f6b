import Foundation
import ListBinding
import Testing

/// Regression tests for what the re-entrancy model test and the fuzzer found in the table core,
/// each through the public API.
@MainActor
@Suite("Table core findings")
struct TableCoreFindingsTests {
  static func snapshot(_ sections: [(String, [String])]) throws -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(sections.map(\.0))
    for (section, items) in sections { try snapshot.appendItems(items, toSection: section) }
    return snapshot
  }

  @Test("An apply in several stages keeps the offset the final table allows")
  func stagedApplyKeepsOffset() throws {
    let tableView = try TableView(viewportHeight: 2)
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    try dataSource.apply(Self.snapshot([("A", ["d", "e", "a"])]))
    try tableView.setContentOffset(1)
    var next = try Self.snapshot([("B", ["g", "h"]), ("A", ["i", "d", "e"])])
    try next.reloadItems(["h"])
    try dataSource.apply(next)
    #expect(dataSource.lastChangeset.stages.count > 1)
    #expect(tableView.rowOffset == 1)
    #expect(visibleTexts(tableView) == ["h", "i"])
  }

  /// A delegate whose display methods throw.
  final class ThrowingDisplay: TableViewDelegate {
    var throwsOnEnd = true
    var throwsOnDisplay = false
    struct Failure: Error {}

    func tableView(
      _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) throws {
      if throwsOnEnd { throw Failure() }
    }

    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) throws {
      if throwsOnDisplay { throw Failure() }
    }
  }

  @Test(
    "When a display method throws, the cells of the committed change still show their selection",
    arguments: [true, false])
  func selectionShownDespiteThrowingDelegate(duringUpdate: Bool) throws {
    let tableView = try TableView(viewportHeight: 2)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource([["a", "b", "c", "d"]])
    tableView.dataSource = dataSource
    try tableView.reloadData()
    try tableView.selectRow(at: IndexPath(row: 3, section: 0))
    let delegate = ThrowingDisplay()
    delegate.throwsOnEnd = duringUpdate
    delegate.throwsOnDisplay = !duringUpdate
    tableView.delegate = delegate
    if duringUpdate {
      // didEndDisplaying of "a" throws before the cells of "c" and "d" are told anything.
      dataSource.sections = [["c", "d"]]
      #expect(throws: TableViewError.self) {
        try tableView.deleteRows(
          at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
      }
    } else {
      // willDisplay of "c" throws before "d" is displayed.
      #expect(throws: TableViewError.self) { try tableView.setContentOffset(2) }
    }
    #expect(visibleTexts(tableView) == ["c", "d"])
    let selected = try #require(tableView.indexPathsForSelectedRows?.first)
    #expect(tableView.cellForRow(at: selected)?.textLabel?.text == "d")
    #expect(tableView.visibleCells.map(\.isSelected) == [false, true])
  }

  /// A delegate that counts the table's questions about its layout and fails on request.
  final class LayoutDelegate: TableViewDelegate {
    var layoutQuestions = 0
    var rowHeights = 0
    var fails = false
    struct Failure: Error {}

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) throws
      -> CGFloat
    {
      layoutQuestions += 1
      if fails { throw Failure() }
      return 10
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat {
      rowHeights += 1
      return 30
    }
  }

  @Test("Changing the viewport height of a table in rows reads no layout: only new rows' heights")
  func viewportHeightInRowsReadsNoLayout() throws {
    let tableView = try TableView(viewportHeight: 2)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.estimatedRowHeight = 0
    let dataSource = ArrayDataSource([["a", "b", "c"], ["d", "e", "f"]])
    tableView.dataSource = dataSource
    let delegate = LayoutDelegate()
    tableView.delegate = delegate
    try tableView.reloadData()
    (delegate.layoutQuestions, delegate.rowHeights) = (0, 0)
    delegate.fails = true
    // O(v): the heights of the two rows new to the viewport, not those of every row.
    try tableView.setViewportHeight(4)
    try tableView.setContentOffset(1)
    #expect(delegate.layoutQuestions == 0)
    #expect(delegate.rowHeights == 3)
    #expect(visibleTexts(tableView) == ["b", "c", "d", "e"])
    // Leaving a frame for rows is a change of the layout, read at once.
    tableView.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    delegate.fails = false
    try tableView.performLayout()
    delegate.fails = true
    #expect(throws: TableViewError.self) { try tableView.setViewportHeight(3) }
    delegate.fails = false
    try tableView.setViewportHeight(3)
    #expect(tableView.viewportHeight == 3)
  }

  /// A list whose delegate, asked for a header's height, drags a row once armed.
  final class DragWhileReading: TableViewDataSource, TableViewDelegate {
    var sections = [["a", "b"], ["c"]]
    var dragsWhenAsked = false

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(
        as: TextCell.self, withIdentifier: "cell", for: indexPath)
      let items = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : []
      cell.bind(to: items.indices.contains(indexPath.row) ? items[indexPath.row] : "missing")
      return cell
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
      sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
      dragsWhenAsked = true
      try tableView.reloadData()
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) throws
      -> CGFloat
    {
      if dragsWhenAsked {
        dragsWhenAsked = false
        try tableView.dragRow(
          from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
      }
      return TableView.automaticDimension
    }
  }

  @Test("A call asked for while a deferred reload reads its layout runs after the reload")
  func callFromDeferredReadRunsAfter() throws {
    let tableView = try TableView(viewportHeight: 5)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let list = DragWhileReading()
    tableView.dataSource = list
    tableView.delegate = list
    try tableView.reloadData()
    tableView.allowsSelectionDuringEditing = true
    try tableView.setEditing(true, animated: false)
    // The tap's reload reads the counts, then the header heights, which drag a row: the reload
    // runs with the counts it read, then the drag moves the row in the table and the data.
    try tableView.tapRow(at: IndexPath(row: 0, section: 1))
    #expect(list.sections == [["b"], ["a", "c"]])
    #expect(try tableView.numberOfRows(inSection: 0) == 1)
    #expect(try tableView.numberOfRows(inSection: 1) == 2)
    #expect(visibleTexts(tableView) == ["b", "a", "c"])
  }

  @Test(
    "A set of sections larger than the table is refused before it is materialized",
    arguments: 0..<3)
  func hugeSectionSets(kind: Int) throws {
    let tableView = try TableView(viewportHeight: 2)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource([["a"], ["b"]])
    tableView.dataSource = dataSource
    try tableView.reloadData()
    // A few bytes for the caller, more memory than exists as an array.
    let huge = IndexSet(integersIn: 1..<Int.max)
    let error = #expect(throws: TableViewError.self) {
      switch kind {
      case 0: try tableView.insertSections(huge, with: .fade)
      case 1: try tableView.deleteSections(huge, with: .fade)
      default: try tableView.reloadSections(huge, with: .fade)
      }
    }
    let expected: InvalidUpdate =
      kind == 0
      ? .insertSectionOutOfRange(section: 2, numberOfSections: 2)
      : .deleteSectionOutOfRange(section: Int.max - 1, numberOfSections: 2)
    #expect(error == .invalidUpdate(expected))
    #expect(visibleTexts(tableView) == ["a", "b"])
  }
}
