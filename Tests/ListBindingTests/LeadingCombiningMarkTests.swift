import Foundation
import ListBinding
import Testing

/// Text that starts with a combining mark, or ends with a prepended mark, keeps to its own
/// columns: the mark shows as an escape instead of joining the gutter's space, a separator or a
/// bracket next to it.
@MainActor
@Suite("Combining marks at the edges of text")
struct LeadingCombiningMarkTests {
  @Test(
    "A mark, joiner or selector at the start of a text shows as its escape",
    arguments: [
      ("\u{301}abc", #"\u{301}abc"#), ("\u{301}\u{302}x", #"\u{301}\u{302}x"#),
      ("\u{200D}a", #"\u{200D}a"#), ("\u{FE0F}a", #"\u{FE0F}a"#),
      ("\u{1F3FB}a", #"\u{1F3FB}a"#), ("\u{20DD}", #"\u{20DD}"#),
      ("a\u{600}", #"a\u{600}"#), ("e\u{301}", "e\u{301}"),
      ("a\u{301}\u{301}b", "a\u{301}\u{301}b"),
      ("🍜 noodles", "🍜 noodles"), ("\u{600}a", "\u{600}a"),
    ])
  func inert(text: String, expected: String) {
    let inert = TerminalText(text).inert
    #expect(inert == expected)
    // What the text shows keeps to its own columns: a space before it and after it stays a
    // character of its own.
    #expect((" " + inert + " ").count == inert.count + 2)
    #expect(TerminalText(" " + inert).displayWidth == 1 + TerminalText(inert).displayWidth)
  }

  /// A data source of one section: the title and the rows' texts and details.
  @MainActor
  final class Rows: TableViewDataSource {
    let title: String
    let rows: [(text: String, detail: String?, button: String?)]
    init(title: String, rows: [(text: String, detail: String?, button: String?)]) {
      self.title = title
      self.rows = rows
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      title
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let row = rows[indexPath.row]
      let cell = TableViewCell(style: row.detail == nil ? .default : .value1, reuseIdentifier: nil)
      cell.textLabel?.text = row.text
      cell.detailTextLabel?.text = row.detail
      if let title = row.button {
        let button = Button()
        button.setTitle(title, for: .normal)
        cell.contentView.addSubview(button)
      }
      return cell
    }
  }

  @Test("A cell whose text starts with a combining mark renders with its columns aligned")
  func rendered() throws {
    let dataSource = Rows(
      title: "\u{301}Menu",
      rows: [
        ("\u{301}abc", nil, nil), ("abc", nil, nil), ("x", "\u{301}y", nil),
        ("xyz", "y", nil), ("b", nil, "\u{301}ok"),
      ])
    let tableView = try TableView(style: .plain, viewportHeight: 10)
    tableView.dataSource = dataSource
    try tableView.reloadData()
    try tableView.selectRow(at: IndexPath(row: 0, section: 0))
    let text = try tableView.render(with: PlainTextRenderer())
    #expect(
      text == #"""
        \u{301}Menu
        ▸ \u{301}abc
          abc
          x   \u{301}y
          xyz y
          b [\u{301}ok]

        """#)
    // Every line's width is what its characters show.
    for line in text.split(separator: "\n") {
      #expect(TerminalText(line).displayWidth == line.count)
    }
  }

  @Test("A wrapped label whose second line starts with a mark keeps it off the gutter")
  func wrappedLines() throws {
    let label = Label(text: "one\n\u{301}two")
    label.numberOfLines = 0
    let cell = TableViewCell()
    cell.contentView.addSubview(label)
    let dataSource = FixedCell(cell)
    let tableView = try TableView(style: .plain, viewportHeight: 10)
    tableView.dataSource = dataSource
    try tableView.reloadData()
    #expect(
      try tableView.render(with: PlainTextRenderer(width: 20)) == #"""
          one
          \u{301}two

        """#)
  }

  /// A data source of one row showing a given cell.
  @MainActor
  final class FixedCell: TableViewDataSource {
    let cell: TableViewCell
    init(_ cell: TableViewCell) { self.cell = cell }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      cell
    }
  }
}
