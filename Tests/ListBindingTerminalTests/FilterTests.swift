import Foundation
import ListBinding
import ListBindingTerminal
import Testing

@MainActor
@Suite("Filtering")
struct FilterTests {
  /// A diffable menu of three courses, one dish each required.
  static func menu() throws -> (TableView, DiffableDataSource<String, String>) {
    let tableView = TableView(style: .plain)
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    dataSource.headerTitleProvider = { _, _, course in course }
    dataSource.selectionRuleProvider = { _ in .single(isRequired: true) }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup", "main", "dessert"])
    try snapshot.appendItems(["Onion soup", "Oyster bisque"], toSection: "soup")
    try snapshot.appendItems(["Steak", "Lamb", "Lobster"], toSection: "main")
    try snapshot.appendItems(["Apple tart", "Lava cake"], toSection: "dessert")
    try dataSource.apply(snapshot)
    return (tableView, dataSource)
  }

  @Test("A snapshot filter shows fuzzy matches, best first, in their sections; smart case")
  func filterMatches() throws {
    let (tableView, dataSource) = try Self.menu()
    let filter = SnapshotFilter(dataSource: dataSource) { $0 }
    try filter.filterRows(by: "lo")
    #expect(dataSource.snapshot().sectionIdentifiers == ["main"])
    #expect(dataSource.snapshot().itemIdentifiers == ["Lobster"])
    try filter.filterRows(by: "LO")
    #expect(dataSource.snapshot().itemIdentifiers == [])
    try filter.filterRows(by: "Lb")
    #expect(dataSource.snapshot().itemIdentifiers == ["Lobster", "Lamb"])  // a shorter gap
    try filter.filterRows(by: "osp")
    #expect(dataSource.snapshot().itemIdentifiers == ["Onion soup"])
    try filter.filterRows(by: "tàrt")
    #expect(dataSource.snapshot().itemIdentifiers == ["Apple tart"])
    try filter.filterRows(by: "")
    #expect(dataSource.snapshot().itemIdentifiers == filter.snapshot.itemIdentifiers)
    #expect(tableView.totalNumberOfRows == 7)
  }

  @Test("A selected item the filter hides is selected again when it shows")
  func selectionSurvivesFilter() throws {
    let (tableView, dataSource) = try Self.menu()
    let filter = SnapshotFilter(dataSource: dataSource) { $0 }
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))  // Oyster bisque
    try filter.filterRows(by: "cake")
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))  // Lava cake
    try filter.filterRows(by: "")
    let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier)
    #expect(selected == ["Oyster bisque", "Lava cake"])
  }

  @Test("A hidden choice is not selected again over the choice made in its section meanwhile")
  func newerChoiceWins() throws {
    let (tableView, dataSource) = try Self.menu()
    let filter = SnapshotFilter(dataSource: dataSource) { $0 }
    try tableView.tapRow(at: IndexPath(row: 0, section: 1))  // Steak
    try filter.filterRows(by: "Lobster")
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))  // Lobster
    try filter.filterRows(by: "")
    let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier)
    #expect(selected == ["Lobster"])
  }

  @Test("/ opens the filter line; typing filters as it goes; Enter keeps it; Esc clears it")
  func filterKeys() throws {
    let (tableView, dataSource) = try Self.menu()
    let filter = SnapshotFilter(dataSource: dataSource) { $0 }
    let session = plainSession(tableView, rows: 12, filter: filter)
    session.press(.character("/"), .character("a"), .character("k"))
    #expect(session.filterInput == "ak")
    #expect(
      session.text == """
        T  up/down move · Space tap · q done...
          main
        *   Steak
          dessert
            Lava cake





        /ak · 2 of 7 · 0 selected
        Enter keeps the filter · Esc clears it
        """)
    session.press(.backspace, .backspace, .character("c"), .character("a"), .character("k"))
    #expect(dataSource.snapshot().itemIdentifiers == ["Lava cake"])
    session.press(.enter)
    #expect(session.filterInput == nil)
    #expect(filter.filterText == "cak")
    session.press(.character(" "))
    #expect(session.screen[2] == "* > Lava cake")
    session.press(.character("/"), .escape)
    #expect(filter.filterText == "")
    #expect(session.focus?.indexPath == IndexPath(row: 1, section: 2))
    #expect(session.screen.contains("* > Lava cake"))
  }

  @Test("end() clears the filter so that the final table shows every row")
  func endClears() throws {
    let (tableView, dataSource) = try Self.menu()
    let filter = SnapshotFilter(dataSource: dataSource) { $0 }
    let session = plainSession(tableView, rows: 12, filter: filter)
    session.press(.character("/"), .character("z"), .enter)
    #expect(tableView.totalNumberOfRows == 0)
    #expect(session.focus == nil)
    session.press(.down, .character(" "))
    try session.end()
    #expect(tableView.totalNumberOfRows == 7)
  }

  @Test("/ on a list that cannot be filtered says so")
  func notFilterable() throws {
    let fixture = try Fixture([(nil, ["a"])])
    let session = plainSession(fixture.tableView, rows: 5)
    session.press(.character("/"))
    #expect(session.filterInput == nil)
    #expect(session.screen.last == "this list cannot be filtered")
  }
}
