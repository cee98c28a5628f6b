import Foundation
import ListBinding
import Testing

/// The examples of the doc comments of `TerminalText`, `IndexPath`, `InvalidUpdate` and
/// `SelectionRuleSource`, as written.
@MainActor
@Suite("Doc comment examples: text, index paths, update reasons, rule sources")
struct CoreDocExamplesTests {
  @Test("TerminalText")
  func terminalText() {
    let dish = TerminalText("排骨面").displayWidth  // 6: CJK characters take two columns
    let bowl = TerminalText("🍜 noodles").displayWidth  // 10
    let accent = TerminalText("e\u{301}").displayWidth  // 1: the combining accent takes none
    let escape = TerminalText("red\u{1B}[31m").inert  // #"red\u{1B}[31m"#: the escape is text

    #expect([dish, bowl, accent] as [Int] == [6, 10, 1])
    #expect(escape == #"red\u{1B}[31m"#)
  }

  @Test("TerminalText.displayWidth")
  func displayWidth() {
    let wide = TerminalText("排骨面").displayWidth  // 6
    let combined = TerminalText("e\u{301}").displayWidth  // 1
    let hearts = TerminalText("❤️ ❤︎").displayWidth  // 4: emoji 2, space 1, text style 1

    #expect([wide, combined, hearts] as [Int] == [6, 1, 4])
  }

  @Test("TerminalText.inert")
  func inert() {
    let escape = TerminalText("red\u{1B}[31m").inert  // #"red\u{1B}[31m"#: text now
    let controls = TerminalText("a\tb\u{202E}c").inert  // #"a\tb\u{202E}c"#
    let printable = TerminalText("文字 🍜 e\u{301}").inert  // "文字 🍜 e\u{301}", unchanged

    #expect(escape == #"red\u{1B}[31m"#)
    #expect(controls == #"a\tb\u{202E}c"#)
    #expect(printable == "文字 🍜 e\u{301}")
  }

  @Test("TerminalText.inert at the ends of a text")
  func inertEnds() {
    let mark = TerminalText("\u{301}abc").inert  // #"\u{301}abc"#: 10 columns of its own
    let accent = TerminalText("e\u{301}").inert  // "e\u{301}", unchanged: the mark has its base

    #expect(mark == #"\u{301}abc"#)
    #expect(TerminalText(mark).displayWidth == 10)
    #expect(accent == "e\u{301}")
  }

  @Test("IndexPath(row:section:)")
  func indexPath() {
    let same = IndexPath(row: 3, section: 1) == IndexPath(indexes: [1, 3])  // true

    #expect(same)
  }

  @Test("InvalidUpdate")
  func invalidUpdate() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let dataSource = ListDataSource<MenuCell>(dataItems: ["a", "b", "c"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)

    do {
      try tableView.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
    } catch .invalidUpdate(let reason) {
      print(reason.message)  // attempt to delete row 9 from section 0 which only contains 3 ...
    } catch {
      print(error)
    }

    #expect(
      printed == [
        "attempt to delete row 9 from section 0 which only contains 3 rows before the update"
      ])
  }

  @Test("SelectionRuleSource")
  func selectionRuleSource() throws {
    let survey = SurveyDataSource()
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = survey
    try tableView.reloadData()
    #expect(try tableView.selectionRule(forSection: 0) == .single(isRequired: true))
  }
}

/// A data source of the `SelectionRuleSource` example.
@MainActor
final class SurveyDataSource: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

extension SurveyDataSource: SelectionRuleSource {
  func selectionRule(forSection section: Int) -> SelectionRule? {
    .single(isRequired: true)
  }
}
