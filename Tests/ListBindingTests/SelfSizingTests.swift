import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// One row of a self-sizing table: what its cell shows.
struct SizingItem: Sendable, CustomStringConvertible {
  var style = TableViewCell.Style.default
  var text = "row"
  var detail: String?
  /// The text label's `numberOfLines`.
  var numberOfLines = 1
  /// Whether the cell shows a list content configuration instead of its labels.
  var usesConfiguration = false

  var description: String {
    "\(style) \(text.debugDescription) \(detail.debugDescription) lines \(numberOfLines)"
      + (usesConfiguration ? " configured" : "")
  }
}

/// A data source and delegate of self-sizing rows, one section of them; its delegate returns
/// `tableView.rowHeight`, as UIKit code commonly does.
@MainActor
final class SizingList: TableViewDataSource, TableViewDelegate {
  let tableView: TableView
  var items: [SizingItem]

  init(_ items: [SizingItem], configure: (TableView) -> Void = { _ in }) throws {
    self.items = items
    tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000), style: .plain)
    tableView.dataSource = self
    tableView.delegate = self
    configure(tableView)
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let item = items[indexPath.row]
    let cell = TableViewCell(style: item.style, reuseIdentifier: nil)
    if item.usesConfiguration {
      var content = cell.defaultContentConfiguration()
      content.text = item.text
      content.secondaryText = item.detail
      content.textProperties.numberOfLines = item.numberOfLines
      cell.contentConfiguration = content
    } else {
      cell.textLabel?.text = item.text
      cell.textLabel?.numberOfLines = item.numberOfLines
      cell.detailTextLabel?.text = item.detail
    }
    return cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  func height(ofRow row: Int) throws -> CGFloat {
    try tableView.rectForRow(at: IndexPath(row: row, section: 0)).height
  }
}

/// The sizing model of rows at `automaticDimension`, now the default `rowHeight`: a row is as
/// tall as the lines the text renderer draws for it.
@MainActor
@Suite("Self-sizing rows")
struct SelfSizingTests {
  @Test("A two-line subtitle row returned as tableView.rowHeight sizes itself")
  func subtitleRow() throws {
    // rowHeight's default is automaticDimension, "which causes the table view to choose an
    // appropriate height based on your cell's content"
    // (https://developer.apple.com/documentation/uikit/uitableview/rowheight). The heights, 44
    // points for a line and 20 for each further one, are *assumed*: the model this package
    // states in "Porting from UIKit".
    let list = try SizingList([
      SizingItem(), SizingItem(style: .subtitle, text: "Home", detail: "Wi-Fi, secured"),
    ])
    #expect(try list.height(ofRow: 0) == 44)
    #expect(try list.height(ofRow: 1) == 64)
    #expect(list.tableView.contentSize.height == 108)
  }

  @Test("Labels of several lines take a line for each line break, up to their numberOfLines")
  func labelsOfSeveralLines() throws {
    let list = try SizingList([
      SizingItem(text: "a\nb\nc", numberOfLines: 0),
      SizingItem(text: "a\nb\nc", numberOfLines: 2),
      SizingItem(text: "a\nb\nc", numberOfLines: 1),
      SizingItem(style: .value1, text: "a\nb", detail: "right", numberOfLines: 0),
      SizingItem(text: "one", detail: "two", usesConfiguration: true),
    ])
    #expect(try list.height(ofRow: 0) == 84)
    #expect(try list.height(ofRow: 1) == 64)
    // A label of one line shows one line, as UIKit's does; the renderer draws its breaks as \n.
    #expect(try list.height(ofRow: 2) == 44)
    // A value1 detail is a column beside the text, not a line of its own.
    #expect(try list.height(ofRow: 3) == 64)
    // A list content configuration's secondary text starts a line.
    #expect(try list.height(ofRow: 4) == 64)
  }

  @Test("rowHeight = 44 keeps the fixed height of 0.2.0")
  func fixedHeight() throws {
    let list = try SizingList([SizingItem(text: "a\nb\nc", numberOfLines: 0)]) {
      $0.rowHeight = 44
    }
    #expect(try list.height(ofRow: 0) == 44)
  }

  @Test("Random rows: each row is as tall as the lines the text renderer draws for it")
  func heightsMatchRendering() throws {
    var random = SplitMix64(seed: 0x5E1F_512E)
    let texts = ["x", "two words", "a\nb", "a\nb\nc\nd", "", "\n"]
    let styles: [TableViewCell.Style] = [.default, .value1, .value2, .subtitle]
    for round in 0..<30 {
      let items = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        SizingItem(
          style: styles[Int.random(in: 0..<styles.count, using: &random)],
          text: texts[Int.random(in: 0..<texts.count, using: &random)],
          detail: Bool.random(using: &random)
            ? texts[Int.random(in: 0..<texts.count, using: &random)] : nil,
          numberOfLines: Int.random(in: 0...3, using: &random),
          usesConfiguration: Bool.random(using: &random))
      }
      let list = try SizingList(items)
      let lines = PlainTextRenderer().renderLines(try list.tableView.renderedTable())
      for (row, item) in items.enumerated() {
        let drawn = lines.filter { $0.indexPath == IndexPath(row: row, section: 0) }.count
        let height = try list.height(ofRow: row)
        #expect(
          height == 44 + 20 * CGFloat(drawn - 1),
          "round \(round), seed 0x5E1F512E, row \(row): \(item) draws \(drawn) lines")
      }
    }
  }
}
