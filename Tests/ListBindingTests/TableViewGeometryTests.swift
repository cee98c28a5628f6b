import Foundation
import ListBinding
import Testing

/// A data source and delegate over sections of strings with heights of the test's choosing.
@MainActor
final class SizedList: TableViewDataSource, TableViewDelegate {
  let tableView: TableView
  var sections: [[String]]
  var titles: [String?] = []
  var rowHeights: [IndexPath: CGFloat] = [:]
  var headerHeights: [Int: CGFloat] = [:]
  var footerHeights: [Int: CGFloat] = [:]
  var estimate: CGFloat = TableView.automaticDimension
  private(set) var heightRequests: [IndexPath] = []

  init(_ sections: [[String]], frame: CGRect? = nil, configure: (TableView) -> Void = { _ in })
    throws
  {
    self.sections = sections
    tableView = frame.map { TableView(frame: $0, style: .plain) } ?? TableView(style: .plain)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    configure(tableView)
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(
      as: TextCell.self, withIdentifier: "cell", for: indexPath)
    cell.bind(to: sections[indexPath.section][indexPath.row])
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heightRequests.append(indexPath)
    return rowHeights[indexPath] ?? tableView.rowHeight
  }
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    estimate
  }
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeights[section] ?? tableView.sectionHeaderHeight
  }
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeights[section] ?? tableView.sectionFooterHeight
  }
}

@MainActor
@Suite("Geometry in points, as UIKit's arithmetic")
struct TableViewGeometryTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("Fixed heights: rows of rowHeight, titled headers of 28 points, untitled of none")
  func fixedHeights() throws {
    let list = try SizedList([["a", "b"], ["c"], ["d", "e", "f"]]) { $0.rowHeight = 50 }
    list.titles = ["A", nil, "C"]
    try list.tableView.reloadData()
    let table = list.tableView
    // Section 0: header 28, rows 28..78, 78..128; footer 0. Section 1: no header, row 128..178.
    // Section 2: header 178..206, rows 206, 256, 306.
    #expect(try table.rectForRow(at: path(0, 0)) == CGRect(x: 0, y: 28, width: 0, height: 50))
    #expect(try table.rectForRow(at: path(0, 1)).minY == 78)
    #expect(try table.rectForRow(at: path(1, 0)).minY == 128)
    #expect(try table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 178, width: 0, height: 28))
    #expect(try table.rectForRow(at: path(2, 2)).minY == 306)
    #expect(try table.rect(forSection: 2) == CGRect(x: 0, y: 178, width: 0, height: 178))
    #expect(table.contentSize.height == 356)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 77.9)) == path(0, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 78)) == path(0, 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 190)) == nil)  // the header of 2
    #expect(
      table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 120)) == [
        path(0, 1), path(1, 0), path(2, 0),
      ])
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 400, width: 10, height: 10)) == nil)
  }

  @Test("Delegate heights without estimates: every row is asked at the reload, as UIKit")
  func exactHeights() throws {
    let list = try SizedList([Array(repeating: "x", count: 100)]) { $0.estimatedRowHeight = 0 }
    list.rowHeights = [path(0, 3): 100, path(0, 50): 10]
    try list.tableView.reloadData()
    #expect(list.heightRequests.count >= 100)
    #expect(try list.tableView.rectForRow(at: path(0, 4)).minY == 3 * 44 + 100)
    #expect(try list.tableView.rectForRow(at: path(0, 99)).minY == 97 * 44 + 100 + 10)
    #expect(list.tableView.contentSize.height == CGFloat(98 * 44 + 110))
  }

  @Test("Estimated heights: a row takes the estimate until it is displayed, then its height")
  func estimatedHeights() throws {
    let list = try SizedList(
      [Array(repeating: "x", count: 100)], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    list.estimate = 30
    list.rowHeights = [path(0, 2): 100, path(0, 90): 100]
    let asked = list.heightRequests.count
    try list.tableView.reloadData()
    // At 30 points each, rows 0 to 6 fill the 200 points: they are displayed and measured, and
    // measured, only rows 0 to 3 fit. Rows not displayed keep the estimate.
    #expect(list.heightRequests.count - asked == 7)
    #expect(
      list.tableView.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2), path(0, 3)])
    #expect(try list.tableView.rectForRow(at: path(0, 3)).minY == 44 + 44 + 100)
    #expect(try list.tableView.rectForRow(at: path(0, 91)).minY == CGFloat(188 + 44 * 4 + 84 * 30))
  }

  @Test("Headers and footers: delegate heights, the table's, and automatic ones")
  func headersAndFooters() throws {
    let list = try SizedList([["a"], ["b"]]) {
      $0.sectionHeaderHeight = 10
      $0.sectionFooterHeight = 5
    }
    list.headerHeights = [1: 40]
    try list.tableView.reloadData()
    #expect(try list.tableView.rectForHeader(inSection: 0).height == 10)
    #expect(
      try list.tableView.rectForFooter(inSection: 0) == CGRect(x: 0, y: 54, width: 0, height: 5))
    #expect(
      try list.tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 59, width: 0, height: 40))
    #expect(try list.tableView.rectForRow(at: path(1, 0)).minY == 99)
  }

  @Test("Each scroll position places the row where UIKit's arithmetic does, insets included")
  func scrollPositions() throws {
    let list = try SizedList(
      [Array(repeating: "x", count: 50)], frame: CGRect(x: 0, y: 0, width: 320, height: 200)
    ) { $0.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0) }
    let table = list.tableView
    // Row 10: 440 ..< 484. Visible area: 200 - 20 - 10 = 170 points below the top inset.
    try table.scrollToRow(at: path(0, 10), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(440 - 20))
    try table.scrollToRow(at: path(0, 10), at: .bottom, animated: false)
    #expect(table.contentOffset.y == CGFloat(484 - 170 - 20))
    try table.scrollToRow(at: path(0, 10), at: .middle, animated: false)
    #expect(table.contentOffset.y == CGFloat(462 - 85 - 20))
    // .none: no scroll when the row shows whole; else as little as shows it.
    try table.scrollToRow(at: path(0, 11), at: .none, animated: false)
    #expect(table.contentOffset.y == CGFloat(462 - 85 - 20))
    try table.scrollToRow(at: path(0, 20), at: .none, animated: false)
    #expect(table.contentOffset.y == CGFloat(924 - 170 - 20))
    try table.scrollToRow(at: path(0, 2), at: .none, animated: false)
    #expect(table.contentOffset.y == CGFloat(88 - 20))
    // Clamped: the first row cannot go below the top inset, the last above the bottom one.
    try table.scrollToRow(at: path(0, 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == CGFloat(-20))
    try table.scrollToRow(at: path(0, 49), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(50 * 44 + 10 - 200))
    #expect(table.contentSize == CGSize(width: 320, height: 2200))
    #expect(table.bounds == CGRect(x: 0, y: 2010, width: 320, height: 200))
  }

  @Test("With a frame, the visible rows are those whose rects intersect the bounds")
  func visibleRowsByRects() throws {
    let list = try SizedList(
      [Array(repeating: "x", count: 10), Array(repeating: "y", count: 10)],
      frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let table = list.tableView
    try table.setContentOffset(CGPoint(x: 0, y: 430), animated: false)
    // Rows of section 0 end at 440; section 1 starts with its rows at 440 (no headers); the
    // bounds end at 530, inside row (1, 2), which starts at 528.
    #expect(table.indexPathsForVisibleRows == [path(0, 9), path(1, 0), path(1, 1), path(1, 2)])
    list.checkVisibleTexts(["x", "y", "y", "y"])
    try table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    #expect(table.indexPathsForVisibleRows == [path(1, 0), path(1, 1), path(1, 2)])
  }

  @Test("Self-sizing rows of one-line labels are 44 points, line breaks or not")
  func selfSizing() throws {
    // A label of one line (`numberOfLines` 1, UIKit's default) shows one line whatever its
    // text, and the text renderer draws its line breaks as `\n` on that line: the row takes one
    // line. SelfSizingTests checks labels of several lines.
    let list = try SizedList(
      [["one", "two\nlines", "three\nlines\nhere"]],
      frame: CGRect(x: 0, y: 0, width: 320, height: 500)
    ) { $0.rowHeight = TableView.automaticDimension }
    #expect(
      try list.tableView.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 44, width: 320, height: 44))
    #expect(try list.tableView.rectForRow(at: path(0, 2)).height == 44)
    #expect(list.tableView.contentSize.height == 132)
  }

  @Test("A setting changed applies at the next layout")
  func pendingLayout() throws {
    let list = try SizedList([["a", "b"]])
    list.tableView.rowHeight = 60
    #expect(try list.tableView.rectForRow(at: path(0, 1)).minY == 44)
    try list.tableView.performLayout()
    #expect(try list.tableView.rectForRow(at: path(0, 1)).minY == 60)
  }

  @Test("Updates keep measured heights with their rows and give new rows the estimate")
  func updates() throws {
    let list = try SizedList([["a", "b", "c"]], frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    list.rowHeights = [path(0, 1): 100]
    try list.tableView.reloadData()
    #expect(try list.tableView.rectForRow(at: path(0, 2)).minY == 144)
    list.sections[0].insert("new", at: 0)
    list.rowHeights = [path(0, 2): 100]
    try list.tableView.insertRows(at: [path(0, 0)], with: .automatic)
    #expect(
      try list.tableView.rectForRow(at: path(0, 2)) == CGRect(x: 0, y: 88, width: 320, height: 100))
    #expect(list.tableView.contentSize.height == CGFloat(44 * 3 + 100))
  }

  @Test("The table's header and footer views take their frames' heights")
  func tableHeaderAndFooter() throws {
    let list = try SizedList([["a", "b"]], frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let header = View()
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 70)
    let footer = View()
    footer.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
    list.tableView.tableHeaderView = header
    list.tableView.tableFooterView = footer
    try list.tableView.performLayout()
    #expect(try list.tableView.rectForRow(at: path(0, 0)).minY == 70)
    #expect(list.tableView.contentSize.height == CGFloat(70 + 88 + 30))
    // 100 points tall: the header's 70, then the first row; the second starts at 114.
    #expect(list.tableView.indexPathsForVisibleRows == [path(0, 0)])
  }
}

extension SizedList {
  func checkVisibleTexts(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(visibleTexts(tableView) == texts, sourceLocation: sourceLocation)
  }
}
