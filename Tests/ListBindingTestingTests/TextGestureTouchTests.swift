import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Text gestures reach only what a finger can touch")
struct TextGestureTouchTests {
  @Test("tapButton(inRowWithText:) skips buttons a tap cannot reach; sendActions still runs them")
  func unreachableButtons() throws {
    let menu = try Menu()
    let cell = try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let box = View()
    let yes = Button()
    yes.setTitle("要", for: .normal)
    let no = Button()
    no.setTitle("不要", for: .normal)
    var tapped: [String] = []
    yes.addAction { _ in tapped.append("要") }
    no.addAction { _ in tapped.append("不要") }
    box.addSubview(yes)
    cell.contentView.addSubview(box)
    cell.contentView.addSubview(no)

    box.isUserInteractionEnabled = false
    try menu.tableView.tapButton(inRowWithText: "排骨面")
    #expect(tapped == ["不要"])
    #expect(throws: TextGestureError.noButton(text: "排骨面", title: "要")) {
      try menu.tableView.tapButton(inRowWithText: "排骨面", titled: "要")
    }
    try yes.send(.touchUpInside)
    #expect(tapped == ["不要", "要"])

    box.isUserInteractionEnabled = true
    box.alpha = 0
    #expect(throws: TextGestureError.noButton(text: "排骨面", title: "要")) {
      try menu.tableView.tapButton(inRowWithText: "排骨面", titled: "要")
    }
    box.alpha = 1
    cell.isUserInteractionEnabled = false
    #expect(throws: TextGestureError.noButton(text: "排骨面", title: nil)) {
      try menu.tableView.tapButton(inRowWithText: "排骨面")
    }
    cell.isUserInteractionEnabled = true
    #expect(throws: TextGestureError.severalButtons(text: "排骨面", titles: ["要", "不要"])) {
      try menu.tableView.tapButton(inRowWithText: "排骨面")
    }
  }

  @Test("tapRow(withText:) on a row whose cell takes no touches selects nothing")
  func unreachableRow() throws {
    let menu = try Menu()
    let cell = try #require(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    cell.isUserInteractionEnabled = false
    try menu.tableView.tapRow(withText: "红椒面")
    #expect(menu.tableView.indexPathForSelectedRow == nil)
  }
}
