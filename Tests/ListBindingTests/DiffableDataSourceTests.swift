import DiffingTestSupport
import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Diffable data source")
struct DiffableDataSourceTests {
  /// A table with a Bindable diffable data source over string sections and items.
  @MainActor
  final class Fixture {
    let tableView: TableView
    let dataSource: DiffableDataSource<String, String>

    init() throws {
      tableView = try TableView(style: .plain, viewportHeight: 100)
      dataSource = DiffableDataSource(tableView: tableView, cellType: TextCell.self)
    }

    /// Applies sections written as `"A: a b"`.
    func apply(_ lines: [String], selecting: Bool = false) throws {
      try dataSource.apply(try DiffableDataSourceTests.snapshot(lines))
    }

    var rows: [String] {
      (0..<tableView.numberOfSections).map { section in
        let count = (try? tableView.numberOfRows(inSection: section)) ?? 0
        let items = (0..<count).map { row in
          tableView.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text
            ?? "?"
        }
        let name = dataSource.snapshot().sectionIdentifiers[section]
        return "\(name): " + items.joined(separator: " ")
      }
    }

    var selectedItems: [String] {
      (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier(for:))
    }
  }

  static func snapshot(_ lines: [String]) throws -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    for entry in SectionedCases.sections(lines) {
      try snapshot.appendSections([entry.section])
      try snapshot.appendItems(entry.items, toSection: entry.section)
    }
    return snapshot
  }

  @Test("The first apply inserts the snapshot; later ones move rows, cells following them")
  func applies() throws {
    let fixture = try Fixture()
    try fixture.apply(["A: a b", "B: c"])
    #expect(fixture.rows == ["A: a b", "B: c"])
    let cellOfC = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
    try fixture.apply(["B: c a", "C: b"])
    #expect(fixture.rows == ["B: c a", "C: b"])
    // c stays in B, which moves from section 1 to 0: its cell follows it.
    #expect(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfC)
    #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "b")
    #expect(fixture.dataSource.indexPath(for: "a") == IndexPath(row: 1, section: 0))
    #expect(fixture.dataSource.indexPath(for: "z") == nil)
    #expect(fixture.dataSource.snapshot() == (try Self.snapshot(["B: c a", "C: b"])))
  }

  @Test("An update the table refuses changes neither the table nor the snapshot")
  func refusedUpdate() throws {
    let fixture = try Fixture()
    try fixture.apply(["A: a b"])
    // The table shows another data source's counts behind the diffable one's back.
    let other = ArrayDataSource([["x", "y", "z"]])
    fixture.tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    fixture.tableView.dataSource = other
    try fixture.tableView.reloadData()
    fixture.tableView.dataSource = fixture.dataSource
    #expect {
      try fixture.dataSource.apply(try Self.snapshot(["A: a b c"]))
    } throws: { error in
      (error as? TableViewError)?.message
        == "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out)."
    }
    #expect(fixture.dataSource.snapshot() == (try Self.snapshot(["A: a b"])))
    #expect(visibleTexts(fixture.tableView) == ["x", "y", "z"])
  }

  @Test("Reconfigure binds the same visible cell again; reload gives the row a new cell")
  func reconfigureAndReload() throws {
    let tableView = TableView()
    var made = 0
    let dataSource = DiffableDataSource<String, Dish>(tableView: tableView) {
      tableView, indexPath, item in
      made += 1
      let cell = try tableView.dequeueReusableCell(DishCell.self, for: indexPath)
      cell.bind(to: item)
      return cell
    }
    tableView.register(DishCell.self)
    dataSource.cellRebinder = { cell, _, item in (cell as? DishCell)?.bind(to: item) }
    var snapshot = Snapshot<String, Dish>()
    try snapshot.appendSections(["S"])
    try snapshot.appendItems([Dish(id: 1, text: "one"), Dish(id: 2, text: "two")])
    try dataSource.apply(snapshot)
    #expect(made == 2)
    let first = tableView.cellForRow(at: IndexPath(row: 0, section: 0))

    // The items' content changes under the same identity.
    snapshot = Snapshot()
    try snapshot.appendSections(["S"])
    try snapshot.appendItems([Dish(id: 1, text: "ONE"), Dish(id: 2, text: "TWO")])
    try snapshot.reconfigureItems([Dish(id: 1, text: "ONE")])
    try snapshot.reloadItems([Dish(id: 2, text: "TWO")])
    try dataSource.apply(snapshot)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
    #expect(made == 3)  // only the reloaded row asked the provider
    #expect(visibleTexts(tableView) == ["ONE", "TWO"])
    #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test("Without a rebinder, reconfigured items are reloaded through the cell provider")
  func reconfigureWithoutRebinder() throws {
    let tableView = TableView()
    var made = 0
    tableView.register(TextCell.self)
    let dataSource = DiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      made += 1
      let cell = try tableView.dequeueReusableCell(TextCell.self, for: indexPath)
      cell.bind(to: item)
      return cell
    }
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["a", "b"])
    try dataSource.apply(snapshot)
    try snapshot.reconfigureItems(["b"])
    try dataSource.apply(snapshot)
    #expect(made == 3)
    #expect(tableView.animationsOfLastUpdate == [.automatic])
  }

  @Test("Selection follows identity: moved items stay selected, deleted and reloaded ones leave")
  func selectionFollowsIdentity() throws {
    let fixture = try Fixture()
    fixture.tableView.allowsMultipleSelection = true
    try fixture.apply(["A: a b c d", "D: e"])
    for item in ["a", "c", "d", "e"] {
      let indexPath = try #require(fixture.dataSource.indexPath(for: item))
      try fixture.tableView.selectRow(at: indexPath)
    }
    var next = try Self.snapshot(["A: c a", "N: d", "B: b e"])
    try next.reloadItems(["c"])
    try fixture.dataSource.apply(next)
    // a moved within A; d went to a new section and e out of a deleted one (delete + insert in
    // the staging); c was reloaded.
    #expect(fixture.selectedItems == ["a", "d", "e"])
    let cellOfA = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cellOfA?.isSelected == true)
    try fixture.apply(["A: c", "N: d", "B: b e"])
    #expect(fixture.selectedItems == ["d", "e"])
  }

  @Test("Selection restored after the staging respects the section's selection rule")
  func selectionRule() throws {
    let fixture = try Fixture()
    fixture.tableView.selectionRule = .single()
    try fixture.apply(["A: a", "D: d"])
    try fixture.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    try fixture.tableView.selectRow(at: IndexPath(row: 0, section: 1))
    try fixture.apply(["A: a d"])
    #expect(fixture.selectedItems == ["a"])
    try fixture.tableView.validateSelection()
  }

  @Test("Section titles and selection rules come from the providers")
  func providers() throws {
    let fixture = try Fixture()
    fixture.dataSource.headerTitleProvider = { _, _, section in "Section \(section)" }
    fixture.dataSource.footerTitleProvider = { _, index, _ in index == 0 ? "end" : nil }
    fixture.dataSource.selectionRuleProvider = { $0 == "B" ? SelectionRule.disabled : nil }
    try fixture.apply(["A: a", "B: b"])
    #expect(
      try fixture.tableView.render(with: PlainTextRenderer()) == """
        Section A
          a
        end
        Section B
          b

        """)
    #expect(throws: TableViewError.self) {
      try fixture.tableView.selectRow(at: IndexPath(row: 0, section: 1))
    }
  }

  @Test("Applying with reload data replaces everything and clears the selection")
  func reloadData() throws {
    let fixture = try Fixture()
    try fixture.apply(["A: a b"])
    try fixture.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    try fixture.dataSource.applySnapshotUsingReloadData(try Self.snapshot(["B: b a"]))
    #expect(fixture.rows == ["B: b a"])
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
  }

  @Test("An item lookup feeds Bindable cells from a model; a missing item is reported")
  func itemLookup() throws {
    let tableView = TableView()
    let names = [1: "one", 2: "two"]
    let dataSource = DiffableDataSource<Int, Int>(tableView: tableView, cellType: TextCell.self) {
      names[$0]
    }
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([2, 1])
    try dataSource.apply(snapshot)
    #expect(visibleTexts(tableView) == ["two", "one"])
    let shown = snapshot
    try snapshot.appendItems([3])
    #expect {
      try dataSource.apply(snapshot)
    } throws: { error in
      (error as? TableViewError)?.message
        == "failed to obtain a cell from its dataSource for the row at "
        + "{length = 2, path = 0 - 2}: no item for the identifier 3"
    }
    // The apply is a transaction: neither the data source nor the table changed.
    #expect(dataSource.snapshot() == shown)
    #expect(try tableView.numberOfRows(inSection: 0) == 2)
    #expect(visibleTexts(tableView) == ["two", "one"])
  }

  @Test("A staged apply keeps the viewport's offset: stages that remove then add do not scroll")
  func stagedApplyKeepsOffset() throws {
    let tableView = try TableView(style: .plain, viewportHeight: 8)
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    var before = Snapshot<String, String>()
    try before.appendSections(["A"])
    try before.appendItems((0..<20).map { "i\($0)" })
    try dataSource.apply(before)
    try tableView.setContentOffset(5)
    // Half the items move to a new section: removed in one stage, inserted in the next.
    var after = Snapshot<String, String>()
    try after.appendSections(["B", "A"])
    try after.appendItems((0..<10).map { "i\($0)" }, toSection: "A")
    try after.appendItems((10..<20).map { "i\($0)" }, toSection: "B")
    try dataSource.apply(after)
    #expect(dataSource.lastChangeset.stages.count > 1)
    #expect(tableView.rowOffset == 5)
    #expect(visibleTexts(tableView) == ["i15", "i16", "i17", "i18", "i19", "i0", "i1", "i2"])
  }
}

/// A dish whose identity is its id, whatever its text.
struct Dish: Hashable, Sendable {
  let id: Int
  let text: String
  static func == (lhs: Dish, rhs: Dish) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class DishCell: TableViewCell, Bindable {
  func bind(to item: Dish) {
    textLabel?.text = item.text
  }
}
