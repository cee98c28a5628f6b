import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// The examples of the terminal driver's doc comments, run as written (with their context).
@MainActor
@Suite("Terminal doc comment examples")
struct TerminalDocExamplesTests {
  @Test("KeyDecoder's overview example")
  func keyDecoder() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("j\u{1B}[".utf8)) == [.character("j")])
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode(Array("B".utf8)) == [.down])
  }

  @Test("TerminalSession's overview example")
  func session() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: ["排骨面", "红椒面"])
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    let session = TerminalSession(tableView: tableView, size: TerminalSize(rows: 10, columns: 40))
    session.handle(.down)
    session.handle(.character(" "))  // taps the second row
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(session.screen[2] == "❯ ▸ 红椒面")
  }

  @Test("SnapshotFilter's overview example")
  func snapshotFilter() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup", "main"])
    try snapshot.appendItems(["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"], toSection: "soup")
    try snapshot.appendItems(["爐烤美國菲力牛排"], toSection: "main")
    try dataSource.apply(snapshot)
    let filter = SnapshotFilter(dataSource: dataSource) { dish in dish }
    try filter.filterRows(by: "湯")  // only the soups show
    #expect(dataSource.snapshot().itemIdentifiers == ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"])
    try filter.filterRows(by: "")  // every dish again
    #expect(tableView.totalNumberOfRows == 3)
  }

  @Test("TerminalCapabilities' environment example")
  func capabilities() {
    #expect(
      TerminalCapabilities(environment: ["TERM": "xterm-256color"])
        == TerminalCapabilities(attributes: true, colour: true))  // attributes and colour
    #expect(
      TerminalCapabilities(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        == TerminalCapabilities(attributes: true, colour: false))  // no colour
  }

  @Test("LineCommand's parsing example")
  func lineCommand() throws {
    #expect(try LineCommand(parsing: "tap 1 2") == .tap(IndexPath(row: 2, section: 1)))
  }
}
