import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Plain text: the section index")
struct PlainTextRendererSectionIndexTests {
  @Test("The index is a column two after the widest line, with lines added for more titles")
  func column() throws {
    let contacts = try IndexedContacts(
      [("A", ["Anna", "Anton"]), ("B", ["Bert"])], titles: ["A", "B", "C", "D", "E", "F"],
      viewportHeight: 40)
    #expect(
      try contacts.tableView.render(with: PlainTextRenderer()) == """
        A        A
          Anna   B
          Anton  C
        B        D
          Bert   E
                 F

        """)
  }

  @Test("The doc comment's drawing: the column of titles beside sections of contacts")
  func docDrawing() throws {
    let contacts = try IndexedContacts(
      [("A", ["Anna", "Anton"]), ("B", ["Bert"])], titles: ["A", "B", "C"], viewportHeight: 40)
    let drawn = try contacts.tableView.render(with: PlainTextRenderer())
    #expect(
      drawn == """
        A        A
          Anna   B
          Anton  C
        B
          Bert

        """)
  }

  @Test("With a width, rows are cut before the column; long titles are cut; titles are inert")
  func width() throws {
    let contacts = try IndexedContacts(
      [("A", ["Annabelle Lee"])], titles: ["\u{1B}[31mA", "Longest"], viewportHeight: 40)
    let lines = try contacts.tableView.render(with: PlainTextRenderer(width: 14))
    #expect(
      lines == """
        A         \\u{…
          Annab…  Lon…

        """)
    #expect(!lines.contains("\u{1B}"))
    for line in lines.split(separator: "\n") { #expect(line.count <= 14) }
  }

  @Test("Too narrow for the column: the table is drawn without it", arguments: [0, 1, 3])
  func narrow(width: Int) throws {
    let contacts = try IndexedContacts([("A", ["Anna"])], titles: ["A"], viewportHeight: 40)
    let plain = try IndexedContacts([("A", ["Anna"])], titles: [], viewportHeight: 40)
    #expect(
      try contacts.tableView.render(with: PlainTextRenderer(width: width))
        == (try plain.tableView.render(with: PlainTextRenderer(width: width))))
  }

  @Test("renderLines keeps each row's index path beside the index; added lines have none")
  func lines() throws {
    let contacts = try IndexedContacts([("A", ["Anna"])], titles: ["A", "B", "C"])
    let lines = PlainTextRenderer().renderLines(try contacts.tableView.renderedTable())
    #expect(lines.map(\.text) == ["A       A", "  Anna  B", "        C"])
    #expect(lines.map(\.indexPath) == [nil, IndexPath(row: 0, section: 0), nil])
  }

  @Test("A table without an index draws exactly as before; a RenderedTable defaults to none")
  func unchanged() throws {
    let contacts = try IndexedContacts([("A", ["Anna"])])
    contacts.titles = nil
    try contacts.tableView.reloadSectionIndexTitles()
    #expect(try contacts.tableView.render(with: PlainTextRenderer()) == "A\n  Anna\n")
    #expect(RenderedTable(sections: []).sectionIndexTitles == nil)
  }
}
