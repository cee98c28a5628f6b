import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// The text gestures find a cell's buttons in a loop, however deep the cell's view tree.
@MainActor
@Suite("Text gestures: deep view trees")
struct DeepViewTreeGestureTests {
  @Test("tapButton(inRowWithText:) taps a button 100,000 views deep")
  func deepButton() throws {
    let menu = try Menu(["soup"])
    let cell = try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    var bottom = cell.contentView
    for _ in 0..<100_000 {
      let next = View()
      bottom.addSubview(next)
      bottom = next
    }
    let button = Button()
    button.setTitle("deep", for: .normal)
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    bottom.addSubview(button)
    try menu.tableView.tapButton(inRowWithText: "soup", titled: "deep")
    #expect(taps == 1)
  }
}
