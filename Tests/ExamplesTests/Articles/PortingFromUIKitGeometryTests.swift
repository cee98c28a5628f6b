import Foundation
import ListBinding
import Testing

/// The porting article's sections on frames, heights and committing edits, as written.
@MainActor
final class NotesController: TableViewDataSource, TableViewDelegate {
  var notes = ["milk", "eggs", "bread"]
  var tableView: TableView?

  func makeTableWithFrame() throws -> TableView {
    let tableView = TableView(frame: CGRect(x: 0, y: 64, width: 320, height: 480), style: .grouped)
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
    self.tableView = tableView
    return tableView
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    return 40
  }
}

extension NotesController: EditCommitting {
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    notes.remove(at: indexPath.row)
    try tableView.deleteRows(at: [indexPath], with: .fade)
  }
}

@MainActor
@Suite("Porting from UIKit: frames, heights, committing edits")
struct PortingFromUIKitGeometryTests {
  @Test("A table with a frame lays out in points; the header takes the delegate's 40 points")
  func frameAndHeights() throws {
    let controller = NotesController()
    let tableView = try controller.makeTableWithFrame()
    #expect(try tableView.rectForHeader(inSection: 0).height == 40)
    #expect(try tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 84)
    #expect(tableView.indexPathsForVisibleRows.count == 3)
  }

  @Test("A two-line subtitle row sizes itself to 64 points")
  func sizingModel() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Home"
    cell.detailTextLabel?.text = "Wi-Fi, secured"
    print(cell.fittingHeight(forWidth: 320))  // 64.0
    #expect(printed == ["64.0"])
  }

  @Test("A data source that adopts EditCommitting shows Delete on a swipe and commits it")
  func commit() throws {
    let controller = NotesController()
    let tableView = try controller.makeTableWithFrame()
    try tableView.swipeRow(at: IndexPath(row: 1, section: 0), fully: true)
    #expect(controller.notes == ["milk", "bread"])
    #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["milk", "bread"])
  }
}
