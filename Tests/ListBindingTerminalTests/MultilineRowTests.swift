import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// A cell whose detail goes on a line of its own.
final class SubtitleCell: TableViewCell, Bindable {
  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to item: String) {
    textLabel?.text = item
    detailTextLabel?.text = "about \(item)"
  }
}

@MainActor
@Suite("Rows of several lines on the screen")
struct MultilineRowTests {
  @Test("The focus marks the first line of a row of several lines; the table fits the screen")
  func focus() throws {
    let dataSource = ListDataSource<SubtitleCell>(dataItems: (0..<20).map { "item \($0)" })
    let tableView = TableView(style: .plain)
    tableView.tableHeaderView = Label(text: "Items")
    try dataSource.bind(to: tableView)
    let session = TerminalSession(tableView: tableView, size: TerminalSize(rows: 8, columns: 30))
    session.handle(.down)
    let screen = session.screen
    #expect(screen.count == 8)
    #expect(
      Array(screen[1...5]) == [
        "  Items", "    item 0", "    about item 0", "❯   item 1", "    about item 1",
      ])
  }
}
