import Foundation
import ListBinding
import Testing

/// Seed 000's cell: a choice button and a label, ported.
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

@MainActor
final class ButtonTapLog: TableViewDelegate {
  var taps: [IndexPath] = []
  func tableView(_ tableView: TableView, didTap button: Button, inRowAt indexPath: IndexPath) {
    taps.append(indexPath)
  }
}

@MainActor
@Suite("Button taps in cells")
struct ButtonTapTests {
  func tapButton(in tableView: TableView, at indexPath: IndexPath) throws {
    let cell = try #require(tableView.cellForRow(at: indexPath) as? ChoiceCell)
    try cell.choiceButton.send(.touchUpInside)
  }

  @Test("A tap reaches the data source's closure with the current index path and item")
  func dataSourceClosure() throws {
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [
      .init(headerTitle: "您的性别是：", items: ["男", "女"]),
      .init(headerTitle: "您意向工作地点是：", items: ["成都", "上海"]),
    ])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    var taps: [String] = []
    dataSource.onButtonTap = { tap in
      taps.append("\(tap.indexPath.section)-\(tap.indexPath.row) \(tap.item)")
      #expect(tap.button.currentTitle == "○")
    }
    try tapButton(in: tableView, at: IndexPath(row: 1, section: 1))
    try tapButton(in: tableView, at: IndexPath(row: 0, section: 0))
    #expect(taps == ["1-1 上海", "0-0 男"])
  }

  @Test("Tap, insert a row above, tap again: the second callback gets the new index path")
  func pathStaysCurrent() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["成都", "上海", "北京"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let log = ButtonTapLog()
    tableView.delegate = log
    var items: [String] = []
    dataSource.onButtonTap = { items.append($0.item) }
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ChoiceCell)
    var handled: [IndexPath] = []
    cell.onTap(of: cell.choiceButton) { handled.append($0) }
    try cell.choiceButton.send(.touchUpInside)

    dataSource.dataItems.insert("深圳", at: 0)
    try tableView.reloadData()
    let moved = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? ChoiceCell)
    moved.onTap(of: moved.choiceButton) { handled.append($0) }
    try moved.choiceButton.send(.touchUpInside)

    #expect(log.taps == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    #expect(items == ["上海", "上海"])
    #expect(handled.last == IndexPath(row: 2, section: 0))
  }

  @Test("Tap, insertRows above, tap again: the same cell reports the row's new index path")
  func pathFollowsInsert() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["成都", "上海"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    var taps: [String] = []
    dataSource.onButtonTap = { taps.append("\($0.indexPath.row) \($0.item)") }
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ChoiceCell)
    try cell.choiceButton.send(.touchUpInside)
    dataSource.dataItems.insert("深圳", at: 0)
    try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    try cell.choiceButton.send(.touchUpInside)
    #expect(taps == ["1 上海", "2 上海"])
  }

  @Test("Setting a cell's tap closure again replaces it, as the seed sets it on every configure")
  func closureReplaced() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["a"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.visibleCells.first as? ChoiceCell)
    var calls: [String] = []
    cell.onTap(of: cell.choiceButton) { _ in calls.append("old") }
    cell.onTap(of: cell.choiceButton) { _ in calls.append("new") }
    try cell.choiceButton.send(.touchUpInside)
    cell.onTap(of: cell.choiceButton, nil)
    try cell.choiceButton.send(.touchUpInside)
    #expect(calls == ["new"])
    #expect(cell.currentIndexPath == IndexPath(row: 0, section: 0))
    #expect(
      tableView.indexPathForRow(containing: cell.choiceButton) == IndexPath(row: 0, section: 0))
  }

  @Test("A button in a cell that left the viewport reports nothing")
  func offscreen() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["a", "b", "c", "d"])
    let tableView = try TableView(viewportHeight: 2)
    try dataSource.bind(to: tableView)
    let log = ButtonTapLog()
    tableView.delegate = log
    let cell = try #require(tableView.visibleCells.last as? ChoiceCell)
    try tableView.setViewportHeight(1)
    #expect(!tableView.visibleCells.contains { $0 === cell })
    try cell.choiceButton.send(.touchUpInside)
    #expect(log.taps.isEmpty)
    #expect(cell.currentIndexPath == nil)
    #expect(tableView.indexPathForRow(containing: Button()) == nil)
  }

  @Test("Other events than a tap are not reported as taps")
  func otherEvents() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["a"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let log = ButtonTapLog()
    tableView.delegate = log
    let cell = try #require(tableView.visibleCells.first as? ChoiceCell)
    try cell.choiceButton.send(.valueChanged)
    #expect(log.taps.isEmpty)
  }

  @Test("A diffable data source reports taps with the item identifier, after moves too")
  func diffable() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<Int, String>(
      tableView: tableView, cellType: ChoiceCell.self)
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["成都", "上海"])
    try dataSource.apply(snapshot)
    var taps: [String] = []
    dataSource.onButtonTap = { taps.append("\($0.indexPath.row) \($0.item)") }
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ChoiceCell)
    try cell.choiceButton.send(.touchUpInside)
    try snapshot.insertItems(["深圳"], beforeItem: "成都")
    try dataSource.apply(snapshot)
    try cell.choiceButton.send(.touchUpInside)
    #expect(taps == ["1 上海", "2 上海"])
  }
}
