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
    #expect(try tableView.cellForRow(at: selected)?.textLabel?.text == "d")
    #expect(tableView.visibleCells.map(\.isSelected) == [false, true])
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
