import Foundation
import ListBinding
import Testing

@testable import ListBindingTerminal

/// A session on a table whose cell nests its views deeper than a render draws: the status says
/// so, and Tab still finds the cell's buttons, in a loop.
@MainActor
@Suite("Session: deep view trees")
struct DeepViewTreeSessionTests {
  @Test("Tab focuses a button 100,000 views deep; the status reports the depth")
  func deepButton() throws {
    let fixture = try Fixture([(nil, ["a", "b"])])
    let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    var bottom = cell.contentView
    for _ in 0..<100_000 {
      let next = View()
      bottom.addSubview(next)
      bottom = next
    }
    let button = Button()
    button.setTitle("deep", for: .normal)
    bottom.addSubview(button)
    let session = plainSession(fixture.tableView, rows: 5)
    session.handle(.tab)
    #expect(session.focus?.button == 0)
    #expect(session.screen.last?.hasPrefix("error: the cell of the row at") == true)
  }
}
