import Foundation
import ListBinding
import Testing

/// Attacks on the table's entry points that take an index path, a section or a count, and on the
/// calls made in the wrong state: each is refused with its error and leaves the table as it was.
@MainActor
@Suite("Hostile input: TableView")
struct TableViewHostileTests {
  // MARK: Queries

  @Test(
    "Queries by index path refuse every path the table does not have", arguments: hostileIndexPaths)
  func queriesByIndexPath(_ indexPath: IndexPath) throws {
    let fixture = try Fixture()
    let table = fixture.table
    let expected = pathError(indexPath, in: table)
    // Apple's documentation of `UITableView.cellForRow(at:)`: `nil` for a path out of range.
    #expect(table.cellForRow(at: indexPath) == nil)
    expectRefused(table, expected) { _ = try table.rectForRow(at: indexPath) }
  }

  @Test(
    "Queries by section refuse every section the table does not have", arguments: hostileSections)
  func queriesBySection(_ section: Int) throws {
    let fixture = try Fixture()
    let table = fixture.table
    let expected = TableViewError.sectionOutOfRange(section: section, numberOfSections: 2)
    let message =
      "Attempted to access an out-of-bounds section (\(section)) when there are only 2 sections."
    expectRefused(table, expected, message: message) {
      _ = try table.numberOfRows(inSection: section)
    }
    expectRefused(table, expected) { _ = try table.rect(forSection: section) }
    expectRefused(table, expected) { _ = try table.rectForHeader(inSection: section) }
    expectRefused(table, expected) { _ = try table.rectForFooter(inSection: section) }
    expectRefused(table, expected) { _ = try table.selectionRule(forSection: section) }
    #expect(table.headerView(forSection: section) == nil)
    #expect(table.footerView(forSection: section) == nil)
  }

  @Test("Point queries with points that are not finite find no row")
  func pointQueries() throws {
    let fixture = try Fixture()
    let table = fixture.table
    let before = Picture(table)
    for value in nonFinite + [.greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
      #expect(table.indexPathForRow(at: CGPoint(x: 0, y: value)) == nil)
      #expect(table.indexPathForRow(at: CGPoint(x: value, y: value)) == nil)
      let rows = table.indexPathsForRows(in: CGRect(x: 0, y: value, width: 10, height: value))
      #expect(rows == nil, "\(value)")
    }
    #expect(Picture(table) == before)
  }

  @Test("A rect or a point above the rows, or on the table's header view, is on no row")
  func aboveTheRows() throws {
    let fixture = try Fixture()
    let table = fixture.table
    for (y, height) in [(-100.0, 50.0), (-100.0, 100.0), (-.greatestFiniteMagnitude, 1.0)] {
      #expect(table.indexPathsForRows(in: CGRect(x: 0, y: y, width: 10, height: height)) == nil)
    }
    #expect(table.indexPathForRow(at: CGPoint(x: 0, y: -0.5)) == nil)
    let header = View()
    header.frame = CGRect(x: 0, y: 0, width: 10, height: 30)
    table.tableHeaderView = header
    try table.performLayout()
    #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 10)) == nil)
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 30)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 31)) == IndexPath(row: 0, section: 0))
    #expect(
      table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 31))
        == [IndexPath(row: 0, section: 0)])
  }

  @Test("A cell of another table has no index path here")
  func foreignCell() throws {
    let fixture = try Fixture()
    let other = try Fixture()
    let cell = try #require(other.table.visibleCells.first)
    #expect(fixture.table.indexPath(for: cell) == nil)
    #expect(fixture.table.indexPath(for: WordCell(style: .default, reuseIdentifier: nil)) == nil)
  }

  // MARK: Selection and gestures

  @Test(
    "Selection and gestures refuse every path the table does not have", arguments: hostileIndexPaths
  )
  func gesturesByIndexPath(_ indexPath: IndexPath) throws {
    let fixture = try Fixture()
    let table = fixture.table
    try table.selectRow(at: IndexPath(row: 1, section: 0))
    let expected = pathError(indexPath, in: table)
    expectRefused(table, expected) { try table.selectRow(at: indexPath) }
    expectRefused(table, expected) { try table.deselectRow(at: indexPath) }
    expectRefused(table, expected) { try table.tapRow(at: indexPath) }
    expectRefused(table, expected) { try table.scrollToRow(at: indexPath, at: .middle) }
    expectRefused(table, expected) { try table.swipeRow(at: indexPath) }
    expectRefused(table, expected) {
      try table.swipeRow(at: indexPath, edge: .leading, fully: true)
    }
    expectRefused(table, matching: { $0 == expected || $0 == .noAccessoryButton(indexPath) }) {
      try table.tapAccessoryButton(at: indexPath)
    }
    try table.setEditing(true, animated: false)
    expectRefused(table, matching: { $0 == expected || $0 == .notEditable(indexPath) }) {
      try table.tapEditingControl(at: indexPath)
    }
    expectRefused(table, matching: { $0 == expected || $0 == .notMovable(indexPath) }) {
      try table.dragRow(from: indexPath, to: IndexPath(row: 0, section: 0))
    }
    expectRefused(table, matching: { _ in true }) {
      try table.dragRow(from: IndexPath(row: 0, section: 0), to: indexPath)
    }
  }

  @Test("Swipe actions, the section index and pull to refresh refuse positions that show nothing")
  func positions() throws {
    let fixture = try Fixture()
    let table = fixture.table
    for index in [-1, 0, 1, Int.max, Int.min] {
      expectRefused(table, .noSwipeAction(index, revealed: 0)) {
        try table.tapSwipeAction(at: index)
      }
      expectRefused(
        table,
        matching: { error in
          if case .noSectionIndexTitle(index, count: 0) = error { return true }
          if case .sectionIndexHidden = error { return true }
          return false
        }
      ) { try table.tapSectionIndexTitle(at: index) }
    }
    expectRefused(
      table, .noRefreshControl,
      message: "the table has no refresh control to pull: set its refreshControl first"
    ) { try table.pullToRefresh() }
  }

  @Test("A section index that names a section the table does not have is refused")
  func sectionIndexOutOfRange() throws {
    let fixture = try Fixture()
    let table = fixture.table
    fixture.source.indexTitles = ["A", "\u{1B}[2J", "\u{9B}C"]
    try table.reloadSectionIndexTitles()
    for section in [-1, 2, Int.max, Int.min] {
      fixture.source.sectionForIndexTitle = section
      expectRefused(
        table, .sectionForIndexTitleOutOfRange(section: section, titleIndex: 1, numberOfSections: 2)
      ) { try table.tapSectionIndexTitle(at: 1) }
    }
    for index in [-1, 3, Int.max, Int.min] {
      expectRefused(table, .noSectionIndexTitle(index, count: 3)) {
        try table.tapSectionIndexTitle(at: index)
      }
    }
    let text = try table.render(with: PlainTextRenderer())
    #expect(!drivesTerminal(text))
  }

  @Test("Hiding swipe actions when none show, twice, changes nothing")
  func hideSwipeTwice() throws {
    let fixture = try Fixture()
    let before = Picture(fixture.table)
    try fixture.table.hideSwipeActions()
    try fixture.table.hideSwipeActions()
    #expect(Picture(fixture.table) == before)
  }

  // MARK: Viewport

  @Test(
    "A viewport height below 0 or above the maximum is refused",
    arguments: [-1, Int.min, Int.max, TableView.maximumViewportHeight + 1])
  func viewportHeight(_ height: Int) throws {
    let fixture = try Fixture()
    expectRefused(
      fixture.table, .invalidViewportHeight(height),
      message: "the viewport height must be from 0 to \(TableView.maximumViewportHeight) rows, "
        + "not \(height)"
    ) { try fixture.table.setViewportHeight(height) }
    #expect(throws: TableViewError.invalidViewportHeight(height)) {
      _ = try TableView(viewportHeight: height)
    }
  }

  @Test("A row offset anywhere is pulled into the table", arguments: [-1, Int.min, Int.max, 5, 6])
  func rowOffset(_ offset: Int) throws {
    let fixture = try Fixture([["a", "b", "c"], ["d", "e"]], viewportHeight: 2)
    try fixture.table.setContentOffset(offset)
    #expect((0...3).contains(fixture.table.rowOffset))
    #expect(fixture.table.visibleCells.count <= 2)
  }

  // MARK: Updates

  @Test("Row updates refuse every path the table does not have", arguments: hostileIndexPaths)
  func rowUpdates(_ indexPath: IndexPath) throws {
    let fixture = try Fixture()
    let table = fixture.table
    let refused: (TableViewError) -> Bool = { error in
      switch error {
      case .invalidUpdate, .invalidIndexPath, .sectionOutOfRange, .rowOutOfRange: true
      default: false
      }
    }
    expectRefused(table, matching: refused) { try table.insertRows(at: [indexPath], with: .fade) }
    expectRefused(table, matching: refused) { try table.deleteRows(at: [indexPath], with: .fade) }
    expectRefused(table, matching: refused) { try table.reloadRows(at: [indexPath], with: .none) }
    expectRefused(table, matching: refused) { try table.reconfigureRows(at: [indexPath]) }
    expectRefused(table, matching: refused) {
      try table.moveRow(at: indexPath, to: IndexPath(row: 0, section: 0))
    }
    expectRefused(table, matching: refused) {
      try table.moveRow(at: IndexPath(row: 0, section: 0), to: indexPath)
    }
    expectRefused(table, matching: refused) {
      try table.moveRowAdjustingSections(at: indexPath, to: IndexPath(row: 0, section: 0))
    }
    expectRefused(table, matching: refused) {
      try table.deleteRowsAdjustingSections(at: [indexPath], with: .automatic)
    }
    expectRefused(table, matching: refused) {
      try table.insertRowsAdjustingSections(at: [indexPath], with: .automatic)
    }
    expectRefused(table, matching: refused) {
      try table.performBatchUpdates {
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        try table.insertRows(at: [indexPath], with: .fade)
      }
    }
  }

  @Test("A path repeated in one update counts once; a repeat the counts do not match is refused")
  func duplicatePaths() throws {
    let fixture = try Fixture()
    let table = fixture.table
    let path = IndexPath(row: 0, section: 0)
    expectRefused(table, matching: { if case .invalidUpdate = $0 { true } else { false } }) {
      try table.deleteRows(at: [path, path], with: .fade)
    }
    fixture.source.sections[0].removeFirst()
    try table.deleteRows(at: [path, path, path], with: .fade)
    #expect(try table.numberOfRows(inSection: 0) == 2)
    #expect(table.indexPathsForVisibleRows.count == 4)
    try table.reloadRows(at: [path, path], with: .none)
    #expect(table.cellForRow(at: path)?.textLabel?.text == "b")
  }

  @Test(
    "Section updates and moves refuse sections the table does not have",
    arguments: [-1, 2, Int.max, Int.min, Int.max - 1, TableView.maximumNumberOfSections])
  func sectionUpdates(_ section: Int) throws {
    let fixture = try Fixture()
    let table = fixture.table
    let refused: (TableViewError) -> Bool = { error in
      switch error {
      case .invalidUpdate, .sectionOutOfRange: true
      default: false
      }
    }
    expectRefused(table, matching: refused) { try table.moveSection(section, toSection: 0) }
    expectRefused(table, matching: refused) { try table.moveSection(0, toSection: section) }
    // Foundation's IndexSet cannot hold Int.max on Linux (it traps making one): not ours to test.
    guard section >= 0, section < Int.max else { return }
    let sections = IndexSet(integer: section)
    expectRefused(table, matching: refused) { try table.insertSections(sections, with: .top) }
    expectRefused(table, matching: refused) { try table.deleteSections(sections, with: .top) }
    expectRefused(table, matching: refused) { try table.reloadSections(sections, with: .top) }
  }

  @Test("An update the data source's counts do not match is refused, with UIKit's reason")
  func countsDoNotMatch() throws {
    let fixture = try Fixture()
    let table = fixture.table
    expectRefused(table, matching: { if case .invalidUpdate = $0 { true } else { false } }) {
      try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    expectRefused(table, matching: { if case .invalidUpdate = $0 { true } else { false } }) {
      try table.deleteSections(IndexSet(integer: 1), with: .fade)
    }
  }

  // MARK: Calls in the wrong state

  @Test("endUpdates without beginUpdates is refused, twice")
  func endUpdatesAlone() throws {
    let fixture = try Fixture()
    let message =
      "endUpdates() was called without a matching beginUpdates(): each endUpdates() "
      + "ends the innermost beginUpdates() still open, in the same performBatchUpdates closure"
    expectRefused(fixture.table, .endUpdatesWithoutBeginUpdates, message: message) {
      try fixture.table.endUpdates()
    }
    expectRefused(fixture.table, .endUpdatesWithoutBeginUpdates) { try fixture.table.endUpdates() }
    fixture.table.beginUpdates()
    try fixture.table.endUpdates()
    expectRefused(fixture.table, .endUpdatesWithoutBeginUpdates) { try fixture.table.endUpdates() }
  }

  @Test("A batch closure that throws, or leaves beginUpdates open, applies nothing")
  func batchClosure() throws {
    let fixture = try Fixture()
    let table = fixture.table
    expectRefused(table, .batchUpdatesFailed(Sabotage())) {
      try table.performBatchUpdates {
        fixture.source.sections[0].removeFirst()
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        throw Sabotage()
      }
    }
    fixture.source.sections[0] = ["a", "b", "c"]
    expectRefused(table, .beginUpdatesNotEnded(2)) {
      try table.performBatchUpdates {
        table.beginUpdates()
        table.beginUpdates()
      }
    }
    expectRefused(table, .endUpdatesWithoutBeginUpdates) {
      try table.performBatchUpdates { try table.endUpdates() }
    }
  }

  @Test("A table without a data source takes every call without a trap")
  func noDataSource() throws {
    let table = TableView()
    try table.reloadData()
    try table.setEditing(true, animated: false)
    try table.setEditing(false, animated: false)
    try table.performLayout()
    expectRefused(table, .sectionOutOfRange(section: 0, numberOfSections: 0)) {
      _ = try table.numberOfRows(inSection: 0)
    }
    expectRefused(table, .sectionOutOfRange(section: 0, numberOfSections: 0)) {
      try table.tapRow(at: IndexPath(row: 0, section: 0))
    }
    expectRefused(table, matching: { _ in true }) {
      try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(try table.render(with: PlainTextRenderer()).isEmpty || true)
  }

  // MARK: Registration

  @Test(
    "Dequeuing with an identifier nobody registered is refused",
    arguments: hostileStrings.map(InertArgument.init))
  func unregisteredIdentifier(_ argument: InertArgument) throws {
    let identifier = argument.text
    let fixture = try Fixture()
    let table = fixture.table
    expectRefused(table, .unregisteredIdentifier(identifier)) {
      _ = try table.dequeueReusableCell(
        withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }
    #expect(table.dequeueReusableCell(withIdentifier: identifier) == nil)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: identifier) == nil)
  }

  @Test("A data source that dequeues with an identifier nobody registered fails with its row")
  func unregisteredIdentifierInCellForRow() throws {
    let fixture = try Fixture()
    fixture.source.cellIdentifier = "\u{1B}[2Jnobody"
    expectRefused(
      fixture.table,
      matching: { error in
        switch error {
        case .dataSourceFailed(IndexPath(row: 0, section: 0), _), .unregisteredIdentifier: true
        default: false
        }
      }
    ) {
      try fixture.table.reloadData()
    }
  }

  @Test("Dequeuing a registered cell as another class is refused")
  func unexpectedCellType() throws {
    final class OtherCell: TableViewCell {}
    let fixture = try Fixture()
    expectRefused(
      fixture.table, matching: { if case .unexpectedCellType = $0 { true } else { false } }
    ) {
      _ = try fixture.table.dequeueReusableCell(
        as: OtherCell.self, withIdentifier: "word", for: IndexPath(row: 0, section: 0))
    }
  }
}
