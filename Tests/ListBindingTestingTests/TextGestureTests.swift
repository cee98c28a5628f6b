import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A delegate that logs the selection calls and offers swipe actions.
@MainActor
final class GestureLog: TableViewDelegate {
  var events: [String] = []

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelectRowAt [\(indexPath.section), \(indexPath.row)]")
  }

  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [RowAction]? {
    [
      RowAction(style: .destructive, title: "删除") { [weak self] _, indexPath in
        self?.events.append("删除 [\(indexPath.section), \(indexPath.row)]")
      },
      RowAction(style: .normal, title: "其他") { _, _ in },
    ]
  }
}

@MainActor
@Suite("Gestures by visible text")
struct TextGestureTests {
  @Test("tapRow(withText:) taps the row whose cell shows the text, through the delegate")
  func tapRow() throws {
    let menu = try Menu()
    let tableView = menu.tableView
    let log = GestureLog()
    tableView.delegate = log

    try tableView.tapRow(withText: "红椒面")

    #expect(log.events == ["didSelectRowAt [0, 1]"])
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test("A text no visible row shows throws, naming what the visible rows show")
  func noRow() throws {
    let menu = try Menu(["排骨面", "红椒面", "青椒面", "牛肉面"], viewportHeight: 3)
    #expect(throws: TextGestureError.noRow(text: "牛肉面", visibleRows: ["排骨面", "红椒面", "青椒面"])) {
      try menu.tableView.tapRow(withText: "牛肉面")
    }
    #expect(menu.tableView.indexPathsForSelectedRows == nil)
    #expect(
      TextGestureError.noRow(text: "牛肉面", visibleRows: ["排骨面", "红\u{1B}"]).description
        == #"no visible row shows "牛肉面"; visible rows: "排骨面", "红\u{1B}""#)
    #expect(
      TextGestureError.noRow(text: "x", visibleRows: []).description
        == #"no visible row shows "x"; no row is visible"#)
  }

  @Test("A text several visible rows show throws with their index paths, and taps nothing")
  func severalRows() throws {
    let menu = try Menu(["排骨面", "红椒面", "排骨面"])
    let error = TextGestureError.severalRows(
      text: "排骨面", indexPaths: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    #expect(throws: error) { try menu.tableView.tapRow(withText: "排骨面") }
    #expect(menu.tableView.indexPathsForSelectedRows == nil)
    #expect(error.description == #"2 visible rows show "排骨面": [0, 0], [0, 2]"#)
  }

  @Test("The text must be a whole label's text; a hidden label does not count")
  func wholeVisibleText() throws {
    let menu = try Menu()
    #expect(throws: TextGestureError.self) { try menu.tableView.tapRow(withText: "排骨") }
    let cell = try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.textLabel?.isHidden = true
    #expect(throws: TextGestureError.self) { try menu.tableView.tapRow(withText: "排骨面") }
    #expect(
      try menu.tableView.indexPathForVisibleRow(withText: "红椒面") == IndexPath(row: 1, section: 0))
  }

  // Apple's UIControl.isEnabled: "If the enabled state is false, the control ignores touch
  // events and subclasses may draw differently."
  @Test("tapButton(inRowWithText:) on a disabled button sends nothing, as a finger's tap")
  func disabledButton() throws {
    let tableView = TableView()
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [
      .init(headerTitle: "您意向工作地点是：", items: ["成都", "上海"])
    ])
    var printed: [String] = []
    dataSource.onButtonTap = { tap in printed.append("\(tap.item)") }
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let button = try #require(cell.contentView.subviews.compactMap { $0 as? Button }.first)
    var actions = 0
    button.addAction(for: .touchUpInside) { _ in actions += 1 }
    button.isEnabled = false
    try tableView.tapButton(inRowWithText: "上海")
    #expect(actions == 0)
    #expect(printed.isEmpty)
    button.isEnabled = true
    try tableView.tapButton(inRowWithText: "上海")
    #expect(actions == 1)
    #expect(printed == ["上海"])
  }

  // Apple's UIView.hitTest(_:with:) ignores views "that are hidden, that have disabled user
  // interactions, or have an alpha level less than 0.01", and what is inside them: the table
  // a cell is in too.
  @Test("tapButton(inRowWithText:) in a table that takes no touches sends nothing")
  func tableTakesNoTouches() throws {
    let tableView = TableView()
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [.init(items: ["成都"])])
    var printed: [String] = []
    dataSource.onButtonTap = { tap in printed.append("\(tap.item)") }
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let button = try #require(cell.contentView.subviews.compactMap { $0 as? Button }.first)
    var events: [String] = []
    button.addAction(for: .touchDown) { _ in events.append("touchDown") }
    button.addAction(for: .primaryActionTriggered) { _ in events.append("primary") }
    tableView.isUserInteractionEnabled = false
    try tableView.tapButton(inRowWithText: "成都")
    #expect(events.isEmpty)
    #expect(printed.isEmpty)
    tableView.isUserInteractionEnabled = true
    try tableView.tapButton(inRowWithText: "成都")
    #expect(events == ["touchDown", "primary"])
    #expect(printed == ["成都"])
  }

  @Test("tapButton(inRowWithText:) taps the row's button, reported with the row's item")
  func tapButton() throws {
    let tableView = TableView()
    let dataSource = SectionedDataSource<ChoiceCell>(sections: [
      .init(headerTitle: "您的性别是：", items: ["男", "女"]),
      .init(headerTitle: "您意向工作地点是：", items: ["成都", "上海"]),
    ])
    var printed: [String] = []
    dataSource.onButtonTap = { tap in printed.append("您选择的答案是：\(tap.item)") }
    try dataSource.bind(to: tableView)
    try tableView.tapButton(inRowWithText: "上海")
    #expect(printed == ["您选择的答案是：上海"])
    expectRendered(
      tableView,
      matches: """
        您的性别是：
          [○] 男
          [○] 女
        您意向工作地点是：
          [○] 成都
          [●] 上海
        """)
    try tableView.tapButton(inRowWithText: "成都", titled: "○")
    #expect(printed == ["您选择的答案是：上海", "您选择的答案是：成都"])
  }

  @Test("A row without the button asked for, or with several that fit, throws")
  func buttonErrors() throws {
    let menu = try Menu()
    #expect(throws: TextGestureError.noButton(text: "排骨面", title: nil)) {
      try menu.tableView.tapButton(inRowWithText: "排骨面")
    }
    let cell = try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let yes = Button()
    yes.setTitle("要", for: .normal)
    let no = Button()
    no.setTitle("不要", for: .normal)
    cell.contentView.addSubview(yes)
    cell.contentView.addSubview(no)
    #expect(throws: TextGestureError.severalButtons(text: "排骨面", titles: ["要", "不要"])) {
      try menu.tableView.tapButton(inRowWithText: "排骨面")
    }
    #expect(throws: TextGestureError.noButton(text: "排骨面", title: "也许")) {
      try menu.tableView.tapButton(inRowWithText: "排骨面", titled: "也许")
    }
    var tapped: [String] = []
    no.addAction { _ in tapped.append("不要") }
    try menu.tableView.tapButton(inRowWithText: "排骨面", titled: "不要")
    #expect(tapped == ["不要"])
    #expect(
      TextGestureError.noButton(text: "排骨面", title: "也许").description
        == #"the row showing "排骨面" has no visible button titled "也许""#)
    #expect(
      TextGestureError.severalButtons(text: "排骨面", titles: ["要", "不要"]).description
        == #"the row showing "排骨面" has 2 visible buttons that fit: "要", "不要"; name the button's title"#
    )
  }

  @Test("swipeRow(withText:) and tapSwipeAction(titled:) reveal and tap an action by its title")
  func swipe() throws {
    let menu = try Menu()
    let log = GestureLog()
    menu.tableView.delegate = log
    try menu.tableView.swipeRow(withText: "青椒面")
    #expect(menu.tableView.revealedSwipeActions?.titles == ["删除", "其他"])
    try menu.tableView.tapSwipeAction(titled: "删除")
    #expect(log.events == ["删除 [0, 2]"])
    #expect(menu.tableView.revealedSwipeActions == nil)
  }

  @Test("The default Delete action, tapped by its title, commits the delete")
  func swipeToDelete() throws {
    let cities = Cities(["成都", "上海", "广州"])
    let tableView = TableView()
    tableView.dataSource = cities
    try tableView.reloadData()

    try tableView.swipeRow(withText: "成都")
    try tableView.tapSwipeAction(titled: "Delete")

    #expect(cities.names == ["上海", "广州"])
    expectRendered(tableView, matches: "  上海\n  广州\n")
  }

  @Test("A swipe action title that is not revealed, or is revealed twice, throws")
  func swipeErrors() throws {
    let menu = try Menu()
    #expect(throws: TextGestureError.noSwipeAction(title: "删除", revealed: [])) {
      try menu.tableView.tapSwipeAction(titled: "删除")
    }
    let log = GestureLog()
    menu.tableView.delegate = log
    try menu.tableView.swipeRow(withText: "青椒面")
    #expect(throws: TextGestureError.noSwipeAction(title: "分享", revealed: ["删除", "其他"])) {
      try menu.tableView.tapSwipeAction(titled: "分享")
    }
    #expect(
      TextGestureError.noSwipeAction(title: "分享", revealed: ["删除", "其他"]).description
        == #"no revealed swipe action is titled "分享"; revealed: "删除", "其他""#)
    #expect(
      TextGestureError.noSwipeAction(title: "删除", revealed: ["删除", "删除"]).description
        == #"2 revealed swipe actions are titled "删除"; revealed: "删除", "删除""#)
    #expect(
      TextGestureError.noSwipeAction(title: "删除", revealed: []).description
        == #"no revealed swipe action is titled "删除"; no swipe action is revealed"#)
  }
}

/// A list of cities whose rows can be deleted.
@MainActor
final class Cities: TableViewDataSource, EditCommitting {
  var names: [String]

  init(_ names: [String]) {
    self.names = names
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "city")
      ?? TableViewCell(style: .default, reuseIdentifier: "city")
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    names.remove(at: indexPath.row)
    try? tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
