import Foundation
import ListBinding
import Testing

/// A list of notes whose detail labels take the number of lines the test gives.
@MainActor
final class NoteList: TableViewDataSource {
  let tableView = TableView()
  var numberOfLines = 1
  let notes = ["Pork ribs on noodles, with a clear broth", "Red pepper\nvery hot"]

  init() throws {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "note")
    tableView.dataSource = self
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    cell.textLabel?.numberOfLines = numberOfLines
    return cell
  }

  /// The table drawn `width` columns wide, with `numberOfLines` lines at most per label.
  func rendered(numberOfLines: Int, width: Int) throws -> String {
    self.numberOfLines = numberOfLines
    try tableView.reloadData()
    return try tableView.render(with: PlainTextRenderer(width: width))
  }
}

@MainActor
@Suite("Plain-text renderer: extreme widths and line counts never crash")
struct PlainTextRendererLimitsTests {
  @Test(
    "A width below 0 counts as 0, one above the maximum as the maximum",
    arguments: [
      (Int.min, 0), (-1, 0), (0, 0), (80, 80), (PlainTextRenderer.maximumWidth, 10_000),
      (PlainTextRenderer.maximumWidth + 1, 10_000), (Int.max, 10_000),
    ])
  func width(_ width: Int, _ kept: Int) {
    #expect(PlainTextRenderer(width: width).width == kept)
    var renderer = PlainTextRenderer(width: 20)
    renderer.width = width
    #expect(renderer.width == kept)
    renderer.width = nil
    #expect(renderer.width == nil)
  }

  @Test("A huge width draws lines no wider than the maximum", arguments: [Int.max, 1 << 40])
  func hugeWidth(_ width: Int) throws {
    let list = try NoteList()
    let renderer = PlainTextRenderer(width: width, drawsSeparators: true)
    let text = try list.tableView.render(with: renderer)
    let lines = text.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.count <= PlainTextRenderer.maximumWidth })
    #expect(lines.contains { $0.count == PlainTextRenderer.maximumWidth })
    #expect(
      text
        == (try list.tableView.render(
          with: PlainTextRenderer(width: PlainTextRenderer.maximumWidth, drawsSeparators: true))))
  }

  @Test("A width of 0 or below draws without crashing", arguments: [Int.min, -1, 0, 1, 2])
  func tinyWidth(_ width: Int) throws {
    let list = try NoteList()
    for lines in [1, 0, 3] {
      let text = try list.rendered(numberOfLines: lines, width: width)
      #expect(text.split(separator: "\n").allSatisfy { $0.count <= max(0, width) })
    }
  }

  @Test("A negative number of lines counts as 0 (as many as needed)", arguments: [Int.min, -1])
  func negativeNumberOfLines(_ lines: Int) throws {
    let list = try NoteList()
    let unlimited = try list.rendered(numberOfLines: 0, width: 16)
    #expect(unlimited.split(separator: "\n").count > 3)
    #expect(try list.rendered(numberOfLines: lines, width: 16) == unlimited)
  }

  @Test("A number of lines larger than the text needs draws it whole")
  func hugeNumberOfLines() throws {
    let list = try NoteList()
    let unlimited = try list.rendered(numberOfLines: 0, width: 16)
    #expect(try list.rendered(numberOfLines: Int.max, width: 16) == unlimited)
    #expect(try list.rendered(numberOfLines: 1, width: 16) != unlimited)
  }
}
