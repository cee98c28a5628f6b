import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// Attacks on `ListDataSource`, `SectionedDataSource` and `DiffableDataSource`.
@MainActor
@Suite("Hostile input: the package's data sources")
struct PackageDataSourceHostileTests {
  @Test("ListDataSource renders hostile items inert and refuses paths it does not have")
  func listDataSource() throws {
    let table = try TableView(viewportHeight: 20)
    let source = ListDataSource<WordCell>(dataItems: hostileStrings)
    try source.bind(to: table)
    let text = try table.render(with: PlainTextRenderer())
    #expect(!drivesTerminal(text))
    for indexPath in hostileIndexPaths where table.cellForRow(at: indexPath) == nil {
      expectRefused(table, pathError(indexPath, in: table)) { try table.tapRow(at: indexPath) }
    }
  }

  @Test("SectionedDataSource answers paths and sections it does not have without a trap")
  func sectionedDataSource() throws {
    let table = try TableView(viewportHeight: 20)
    let source = SectionedDataSource<WordCell>(sections: [
      ListSection(headerTitle: "\u{1B}[2J", items: ["a", "\u{9B}b"], footerTitle: "\u{202E}f"),
      ListSection(items: []),
    ])
    try source.bind(to: table)
    #expect(!drivesTerminal(try table.render(with: PlainTextRenderer())))
    for indexPath in hostileIndexPaths {
      if indexPath.count == 2, indexPath.section == 0, (0..<2).contains(indexPath.row) { continue }
      #expect(source.item(at: indexPath) == nil)
    }
    for section in hostileSections {
      #expect(source.tableView(table, numberOfRowsInSection: section) == 0 || section == 0)
      #expect(source.tableView(table, titleForHeaderInSection: section) == nil)
      #expect(source.selectionRule(forSection: section) == nil)
    }
    #expect(throws: TableViewError.invalidIndexPath(IndexPath(indexes: [0, 0, 0]))) {
      _ = try source.tableView(table, cellForRowAt: IndexPath(indexes: [0, 0, 0]))
    }
    #expect(throws: TableViewError.sectionOutOfRange(section: Int.min, numberOfSections: 2)) {
      _ = try source.tableView(table, cellForRowAt: IndexPath(row: 0, section: Int.min))
    }
  }

  @Test("A DiffableDataSource whose provider throws or gives no cell changes nothing")
  func diffableProviderFails() throws {
    let table = try TableView(viewportHeight: 10)
    table.register(WordCell.self, forCellReuseIdentifier: "word")
    let fails = Flag()
    let source = DiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
      if fails.isSet { throw Sabotage() }
      if item == "none" { return nil }
      let cell = try table.dequeueReusableCell(withIdentifier: "word", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["a", "b"])
    try source.apply(snapshot)
    let before = source.snapshot()
    var next = snapshot
    try next.appendItems(["c"])
    fails.isSet = true
    expectRefused(table, .dataSourceFailed(IndexPath(row: 2, section: 0), Sabotage())) {
      try source.apply(next)
    }
    #expect(source.snapshot() == before)
    expectRefused(table, matching: { if case .dataSourceFailed = $0 { true } else { false } }) {
      try source.applySnapshotUsingReloadData(next)
    }
    #expect(source.snapshot() == before)
    fails.isSet = false
    var none = snapshot
    try none.appendItems(["none"])
    expectRefused(table, matching: { if case .dataSourceFailed = $0 { true } else { false } }) {
      try source.apply(none)
    }
    #expect(source.snapshot() == before)
    for indexPath in hostileIndexPaths {
      #expect(source.itemIdentifier(for: indexPath) == nil)
    }
    for section in hostileSections {
      #expect(source.sectionIdentifier(for: section) == nil)
    }
  }

  @Test("A DiffableDataSource refuses a snapshot while the table's geometry is invalid")
  func diffableInvalidGeometry() throws {
    let table = try TableView(viewportHeight: 10)
    let source = DiffableDataSource<Int, String>(tableView: table, cellType: WordCell.self)
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["a"])
    try source.apply(snapshot)
    let before = source.snapshot()
    table.rowHeight = .nan
    var next = snapshot
    try next.appendItems(["b"])
    #expect(throws: TableViewError.self) { try source.apply(next) }
    #expect(source.snapshot() == before)
    table.rowHeight = 44
    try source.apply(next)
    #expect(table.totalNumberOfRows == 2)
  }

  @Test("A completion that throws is reported by the next call, the snapshot applied")
  func throwingCompletion() async throws {
    let table = try TableView(viewportHeight: 10)
    let source = DiffableDataSource<Int, String>(tableView: table, cellType: WordCell.self)
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["a"])
    try source.apply(snapshot) { throw Sabotage() }
    await drainMainQueue()
    #expect {
      try table.performLayout()
    } throws: { error in
      guard let error = error as? TableViewError, case .callbackFailed(_, let inner) = error
      else { return false }
      return inner is Sabotage
    }
    #expect(source.snapshot() == snapshot)
  }

  @Test("A bind(to:) whose reload fails leaves the table with the data source it had")
  func bindFails() throws {
    let fixture = try Fixture()
    let table = fixture.table
    table.rowHeight = .nan
    let list = ListDataSource<WordCell>(dataItems: ["x", "y", "z", "w"])
    #expect(throws: TableViewError.self) { try list.bind(to: table) }
    #expect(table.dataSource === fixture.source)
    #expect(list.tableView == nil)
    let sectioned = SectionedDataSource<WordCell>(sections: [ListSection(items: ["x"])])
    #expect(throws: TableViewError.self) { try sectioned.bind(to: table) }
    #expect(table.dataSource === fixture.source)
    #expect(sectioned.tableView == nil)
    table.rowHeight = 44
    try table.reloadData()
    #expect(table.totalNumberOfRows == 5)
  }
}

/// A flag a closure reads and a test sets.
@MainActor
final class Flag {
  var isSet = false
}
