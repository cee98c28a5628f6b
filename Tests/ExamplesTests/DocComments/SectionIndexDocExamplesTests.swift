import Foundation
import ListBinding
import Testing

/// Contacts under the letters A to C, with a section index.
@MainActor
final class LetteredContacts: TableViewDataSource {
  let letters = ["A", "B", "C"]
  let tableView = TableView(style: .plain)

  init() throws {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int { letters.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  func sectionIndexTitles(for tableView: TableView) -> [String]? { letters }
}

@MainActor
@Suite("Doc comments: the section index")
struct SectionIndexDocExamplesTests {
  @Test("tapSectionIndexTitle(at:) and reloadSectionIndexTitles()'s examples")
  func examples() throws {
    let contacts = try LetteredContacts()
    let tableView = contacts.tableView
    try tableView.tapSectionIndexTitle(at: 2)  // "C"
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 20, section: 1))
    try tableView.reloadSectionIndexTitles()
    #expect(try tableView.renderedTable().sectionIndexTitles == ["A", "B", "C"])
  }
}
