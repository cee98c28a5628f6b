import Foundation
import ListBinding
import Testing

/// The examples of the doc comments of the geometry rules, as written.
@MainActor
@Suite("Doc comment examples: geometry rules")
struct GeometryDocExamplesTests {
  @Test("TableViewError.InvalidGeometry")
  func invalidGeometry() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let dataSource = ListDataSource<MenuCell>(dataItems: ["a", "b", "c"])
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    try dataSource.bind(to: tableView)

    tableView.rowHeight = .nan
    do {
      try tableView.performLayout()
    } catch .invalidGeometry(let reason) {
      print(reason.message)  // rowHeight is nan; it must be finite, from 0 to 1000000000 ...
    } catch {
      print(error)
    }

    #expect(
      printed == [
        "rowHeight is nan; it must be finite, from 0 to 1000000000 points, or automaticDimension"
      ])
  }
}
