import Foundation
import ListBinding
import ListBindingTesting
import Testing

// Seed 002's code, ported: the types are renamed and `bind(to:)` gains a `try`.
final class MenuCell: TableViewCell, Bindable {
  typealias DataItem = String
  func bind(to item: String) {
    textLabel?.text = item
  }
}

@MainActor
@Suite("ListDataSource")
struct ListDataSourceTests {
  @Test("Seed 002: the menu list in one data source and one bind")
  func seed002() throws {
    let dataSource = ListDataSource<MenuCell>(dataItems: [
      "排骨面", "红椒面", "青椒面",
    ])
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)

    #expect(tableView.dataSource === dataSource)
    #expect(dataSource.tableView === tableView)
    #expect(try tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.visibleCells.allSatisfy { $0 is MenuCell })
    #expect(visibleTexts(tableView) == ["排骨面", "红椒面", "青椒面"])
    expectRendered(
      tableView,
      matches: """
          排骨面
          红椒面
          青椒面
        """)
  }

  @Test("Cells are dequeued and reused, never made per row")
  func reuse() throws {
    final class CountingMenuCell: TableViewCell, Bindable {
      static var created = 0  // main-actor isolated, as the cell class is
      override init(style: Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingMenuCell.created += 1
      }

      required init?(coder: NSCoder) { return nil }
      func bind(to item: Int) { textLabel?.text = String(item) }
    }
    CountingMenuCell.created = 0
    let dataSource = ListDataSource<CountingMenuCell>(dataItems: Array(0..<1_000))
    let tableView = try TableView(viewportHeight: 8)
    try dataSource.bind(to: tableView)
    for offset in stride(from: 0, through: 1_000, by: 3) {
      try tableView.setContentOffset(offset)
    }
    #expect(CountingMenuCell.created <= 2 * 8)
    #expect(visibleTexts(tableView) == (992..<1_000).map(String.init))
    #expect(dataSource.reuseIdentifier == CountingMenuCell.defaultReuseIdentifier)
  }

  @Test("Items changed without telling the table give a clear error, not a crash")
  func outOfSync() throws {
    let dataSource = ListDataSource<MenuCell>(dataItems: ["a", "b", "c", "d"])
    let tableView = try TableView(viewportHeight: 2)
    try dataSource.bind(to: tableView)
    dataSource.dataItems = ["a"]
    let error = #expect(throws: TableViewError.self) { try tableView.setContentOffset(2) }
    #expect(
      error?.message
        == "Attempted to access an out-of-bounds row (2) when there are only 1 rows in section 0.")
    #expect(tableView.rowOffset == 0)
    try tableView.reloadData()
    #expect(visibleTexts(tableView) == ["a"])
  }

  @Test("A table does not keep its data source alive; without one it throws, not crashes")
  func weakDataSource() throws {
    let tableView = try TableView(viewportHeight: 1)
    do {
      let dataSource = ListDataSource<MenuCell>(dataItems: ["a", "b"])
      try dataSource.bind(to: tableView)
    }
    #expect(tableView.dataSource == nil)
    let error = #expect(throws: TableViewError.self) { try tableView.setContentOffset(1) }
    #expect(
      error?.message
        == "failed to obtain a cell from its dataSource for the row at "
        + "{length = 2, path = 0 - 1}: the table has no data source")
    try tableView.reloadData()
    #expect(tableView.numberOfSections == 0)
  }
}

@MainActor
@Suite("SectionedDataSource")
struct SectionedDataSourceTests {
  @Test("Sections show their items under their header and footer titles")
  func sections() throws {
    let dataSource = SectionedDataSource<MenuCell>(sections: [
      .init(headerTitle: "面", items: ["排骨面", "红椒面"], footerTitle: "辣度可选"),
      .init(headerTitle: "饭", items: []),
      .init(items: ["米线"]),
    ])
    let tableView = TableView(style: .grouped)
    try dataSource.bind(to: tableView)
    #expect(tableView.numberOfSections == 3)
    #expect(dataSource.item(at: IndexPath(row: 1, section: 0)) == "红椒面")
    #expect(dataSource.item(at: IndexPath(row: 0, section: 1)) == nil)
    #expect(dataSource.item(at: IndexPath(index: 0)) == nil)
    expectRendered(
      tableView,
      matches: """
        面
          排骨面
          红椒面
        辣度可选

        饭

          米线
        """)
  }

  @Test("A viewport in the middle shows the sections it overlaps, footers only at their end")
  func partialSections() throws {
    let dataSource = SectionedDataSource<MenuCell>(sections: [
      .init(headerTitle: "A", items: ["a0", "a1", "a2"], footerTitle: "end A"),
      .init(headerTitle: "B", items: []),
      .init(headerTitle: "C", items: ["c0", "c1", "c2"], footerTitle: "end C"),
    ])
    let tableView = try TableView(style: .plain, viewportHeight: 3)
    try dataSource.bind(to: tableView)
    try tableView.setContentOffset(1)
    expectRendered(
      tableView,
      matches: """
        ⋮ 1 row above
        A
          a1
          a2
        end A
        B
        C
          c0
        ⋮ 2 rows below
        """)
  }
}
