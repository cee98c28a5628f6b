import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// Seed 000's cell, as the doc comments name it: a choice button and a label.
final class ChoiceCell: TableViewCell, Bindable {
  let choiceButton = Button()
  let displayLab = Label()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    choiceButton.setTitle("○", for: .normal)
    choiceButton.setTitle("●", for: .selected)
    contentView.addSubview(choiceButton)
    contentView.addSubview(displayLab)
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to item: String) {
    displayLab.text = item
  }
}

/// A dish of a model, shown by its id in a snapshot.
struct Dish: Identifiable, Sendable {
  let id: Int
  let name: String
}

/// The examples of the data sources' and the snapshot's doc comments, as written.
@MainActor
@Suite("Doc comment examples: data sources and snapshots")
struct DataSourceDocExamplesTests {
  @Test("SectionedDataSource's overview")
  func sectioned() throws {
    let tableView = TableView()
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [
      .init(headerTitle: "您的性别是：", items: ["男", "女"]),
      .init(headerTitle: "您是否参加公司内部培训：", items: ["参加", "不参加", "不确定"]),
    ])
    try dataSource.bind(to: tableView)

    expectRendered(
      tableView,
      matches: """
        您的性别是：
          [○] 男
          [○] 女
        您是否参加公司内部培训：
          [○] 参加
          [○] 不参加
          [○] 不确定
        """)
  }

  @Test("Snapshot's overview")
  func snapshot() throws {
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup", "dessert"])
    try snapshot.appendItems(["Onion soup"], toSection: "soup")
    try snapshot.appendItems(["Apple tart", "Lava cake"], toSection: "dessert")
    let index = snapshot.indexOfItem("Apple tart")  // 1

    #expect(index == 1)
    #expect(try snapshot.itemIdentifiers(inSection: "dessert") == ["Apple tart", "Lava cake"])
  }

  @Test("SnapshotError's message")
  func snapshotError() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["dishes"])
    do {
      try snapshot.appendItems(["Soup", "Salad", "Soup"])
    } catch {
      print(error)
      // Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(
      //     Soup
      // )}
    }

    #expect(
      printed == [
        """
        Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(
            Soup
        )}
        """
      ])
    #expect(snapshot.numberOfItems == 0)
  }

  @Test("DiffableDataSource's overview: a cell provider")
  func diffable() throws {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "dish")

    let dataSource = DiffableDataSource<String, String>(tableView: tableView) {
      tableView, indexPath, dish in
      let cell = try tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
      cell.textLabel?.text = dish
      return cell
    }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup"])
    try snapshot.appendItems(["Onion soup", "Oyster bisque"])
    try dataSource.apply(snapshot)

    expectRendered(tableView, matches: "  Onion soup\n  Oyster bisque\n")
  }

  @Test("DiffableDataSource.init(tableView:cellType:): the Bindable path")
  func bindable() throws {
    let tableView = TableView()

    final class DishCell: TableViewCell, Bindable {
      func bind(to dish: String) { textLabel?.text = dish }
    }
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: DishCell.self)

    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup"])
    try snapshot.appendItems(["Onion soup"])
    try dataSource.apply(snapshot)
    expectRendered(tableView, matches: "  Onion soup\n")
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell is DishCell)
  }

  @Test("DiffableDataSource.init(tableView:cellType:item:): identifiers in the snapshot")
  func bindableByIdentifier() throws {
    let tableView = TableView()
    let dishes = [1: Dish(id: 1, name: "Onion soup"), 2: Dish(id: 2, name: "Apple tart")]

    final class DishCell: TableViewCell, Bindable {
      func bind(to dish: Dish) { textLabel?.text = dish.name }
    }
    let dataSource = DiffableDataSource<Int, Dish.ID>(
      tableView: tableView, cellType: DishCell.self
    ) {
      dishes[$0]
    }

    var snapshot = Snapshot<Int, Dish.ID>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([2, 1])
    try dataSource.apply(snapshot)
    expectRendered(tableView, matches: "  Apple tart\n  Onion soup\n")
  }

  @Test("ListDataSource's overview")
  func list() throws {
    let tableView = TableView()

    final class MenuCell: TableViewCell, Bindable {
      func bind(to item: String) { textLabel?.text = item }
    }
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
    try dataSource.bind(to: tableView)

    expectRendered(tableView, matches: "  排骨面\n  红椒面\n  青椒面\n")
  }
}
