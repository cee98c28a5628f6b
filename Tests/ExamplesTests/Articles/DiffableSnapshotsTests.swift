import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A dish of the article "Diffable snapshots": identified by its id, shown with its price.
struct PricedDish: Identifiable, Sendable {
  let id: String
  var price: Int
}

/// A cell that shows a dish and its price.
final class PriceCell: TableViewCell, Bindable {
  func bind(to dish: PricedDish) {
    textLabel?.text = dish.id
    detailTextLabel?.text = "\(dish.price)"
  }

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { return nil }
}

/// The code of the article "Diffable snapshots", with what it prints.
@MainActor
@Suite("Article: Diffable snapshots")
struct DiffableSnapshotsTests {
  @Test("A snapshot, its lookups, and an invalid change that changes nothing")
  func snapshot() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    var menu = Snapshot<String, String>()
    try menu.appendSections(["soup", "dessert"])
    try menu.appendItems(["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"], toSection: "soup")
    try menu.appendItems(["蘋果塔", "熔岩巧克力"], toSection: "dessert")
    try menu.moveItem("熔岩巧克力", beforeItem: "蘋果塔")
    print(menu.itemIdentifiers)  // ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯", "熔岩巧克力", "蘋果塔"]
    print(menu.sectionIdentifier(containingItem: "蘋果塔") ?? "none")  // dessert

    do {
      try menu.appendItems(["熔岩巧克力"], toSection: "dessert")
    } catch {
      print(error)
    }

    #expect(
      printed == [
        #"["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯", "熔岩巧克力", "蘋果塔"]"#, "dessert",
        """
        Attempted to insert or append item identifiers that already exist in the snapshot: {(
            熔岩巧克力
        )}
        """,
      ])
    #expect(menu.numberOfItems == 4)
  }

  @Test("Reconfigured items keep their cell; reloaded items get a new one")
  func reconfigure() throws {
    var prices = ["巴黎日安洋蔥湯": PricedDish(id: "巴黎日安洋蔥湯", price: 12)]
    let tableView = TableView()

    let dataSource = DiffableDataSource<String, PricedDish.ID>(
      tableView: tableView, cellType: PriceCell.self
    ) {
      prices[$0]
    }

    var menu = Snapshot<String, PricedDish.ID>()
    try menu.appendSections(["soup"])
    try menu.appendItems(["巴黎日安洋蔥湯"])
    try dataSource.apply(menu)
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    try tableView.tapRow(withText: "巴黎日安洋蔥湯")

    prices["巴黎日安洋蔥湯"]?.price = 14
    var next = dataSource.snapshot()
    try next.reconfigureItems(["巴黎日安洋蔥湯"])
    try dataSource.apply(next)

    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    expectRendered(tableView, matches: "▸ 巴黎日安洋蔥湯 14\n")

    prices["巴黎日安洋蔥湯"]?.price = 15
    var reloaded = dataSource.snapshot()
    try reloaded.reloadItems(["巴黎日安洋蔥湯"])
    try dataSource.apply(reloaded)

    #expect(tableView.indexPathsForSelectedRows == nil)
    expectRendered(tableView, matches: "  巴黎日安洋蔥湯 15\n")
  }

  @Test("Applied by reloading: no diff, the selection cleared")
  func reloadData() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: MenuCell.self)
    var menu = Snapshot<String, String>()
    try menu.appendSections(["soup"])
    try menu.appendItems(["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"])
    try dataSource.apply(menu)
    try tableView.tapRow(withText: "生蠔鮮蝦濃湯")

    try dataSource.applySnapshotUsingReloadData(menu)

    #expect(tableView.indexPathsForSelectedRows == nil)
    #expect(dataSource.lastChangeset.stages.count == 1)
  }
}
