import Foundation
import ListBinding
import Testing

/// A feed that loads more rows as its table nears the bottom, with the method of
/// ``ScrollView``'s doc comment as written there.
@MainActor
private final class Feed: TableViewDataSource, TableViewDelegate {
  var items = (0..<20).map { "\($0) 号面" }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  private weak var table: TableView?

  init(_ tableView: TableView) {
    table = tableView
  }

  func loadMore() throws {
    guard let table, items.count < 100 else { return }
    let start = items.count
    items += (start..<start + 20).map { "\($0) 号面" }
    try table.insertRows(
      at: (start..<start + 20).map { IndexPath(row: $0, section: 0) }, with: .automatic)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) throws {
    let bottom = scrollView.contentOffset.y + scrollView.bounds.height
    if bottom > scrollView.contentSize.height - 100 { try loadMore() }
  }
}

/// The examples of the doc comments of scrolling, as written.
@MainActor
@Suite("Doc comment examples: scrolling")
struct ScrollingDocExamplesTests {
  @Test("ScrollView: loading more from scrollViewDidScroll")
  func scrollView() throws {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let feed = Feed(tableView)
    tableView.dataSource = feed
    tableView.delegate = feed
    try tableView.reloadData()
    try tableView.drag(by: 400)  // bottom 840 > 880 - 100
    #expect(feed.items.count == 40)
    #expect(try tableView.numberOfRows(inSection: 0) == 40)
  }

  @Test("TableView.drag(by:)")
  func drag() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let tableView = TableView()
    let dataSource = ListDataSource<MenuCell>(dataItems: (1...100).map { "\($0) 号面" })
    try dataSource.bind(to: tableView)

    tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
    try tableView.reloadData()  // 100 rows of 44 points
    try tableView.drag(by: 1_000)
    print(tableView.contentOffset.y)  // "1000.0"
    try tableView.drag(by: 1_000_000)
    print(tableView.contentOffset.y)  // "3960.0": the last rows fill the bounds

    #expect(printed == ["1000.0", "3960.0"])
  }
}
