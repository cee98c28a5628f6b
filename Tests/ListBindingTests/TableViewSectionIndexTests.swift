import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// Contacts in lettered sections, with a section index whose titles and answers a test sets.
@MainActor
final class IndexedContacts: TableViewDataSource {
  var sections: [(letter: String, names: [String])]
  var titles: [String]?
  var sectionForTitle: ((String, Int) throws -> Int)?
  var titleAsks = 0
  let tableView: TableView

  init(
    _ sections: [(letter: String, names: [String])], titles: [String]? = nil,
    viewportHeight: Int = 4
  ) throws {
    self.sections = sections
    self.titles = titles ?? sections.map(\.letter)
    tableView = try TableView(style: .plain, viewportHeight: viewportHeight)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].names.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].letter
  }

  func sectionIndexTitles(for tableView: TableView) -> [String]? {
    titleAsks += 1
    return titles
  }

  func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int {
    try sectionForTitle?(title, index) ?? index
  }

  static func abc(viewportHeight: Int = 4) throws -> IndexedContacts {
    try IndexedContacts(
      [("A", ["Anna", "Anton"]), ("B", ["Bert", "Bo"]), ("C", ["Cem", "Cleo"])],
      viewportHeight: viewportHeight)
  }
}

/// A data source that implements only the two required methods.
@MainActor
final class PlainList: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
}

@MainActor
@Suite("Section index")
struct TableViewSectionIndexTests {
  @Test("Defaults: no titles, index i maps to section i, UIKit's stored settings")
  func defaults() throws {
    let tableView = TableView()
    let plain = PlainList()
    #expect(try plain.sectionIndexTitles(for: tableView) == nil)
    #expect(try plain.tableView(tableView, sectionForSectionIndexTitle: "Q", at: 7) == 7)
    #expect(tableView.sectionIndexColor == nil)
    #expect(tableView.sectionIndexBackgroundColor == nil)
    #expect(tableView.sectionIndexMinimumDisplayRowCount == 0)
    tableView.dataSource = plain
    try tableView.reloadData()
    #expect(try tableView.renderedTable().sectionIndexTitles == nil)
    #expect(throws: TableViewError.noSectionIndexTitle(0, count: 0)) {
      try tableView.tapSectionIndexTitle(at: 0)
    }
    let diffable = DiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    #expect(try diffable.sectionIndexTitles(for: tableView) == nil)
    #expect(try diffable.tableView(tableView, sectionForSectionIndexTitle: "B", at: 1) == 1)
    let controller = TableViewController(style: .plain)
    #expect(try controller.sectionIndexTitles(for: tableView) == nil)
    #expect(try controller.tableView(tableView, sectionForSectionIndexTitle: "B", at: 3) == 3)
  }

  @Test("A tap on a title scrolls its section's header to the top, as far as the table allows")
  func tapScrolls() throws {
    let contacts = try IndexedContacts.abc(viewportHeight: 2)
    let tableView = contacts.tableView
    try tableView.tapSectionIndexTitle(at: 1)
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 1))
    try tableView.tapSectionIndexTitle(at: 0)
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
    try tableView.setViewportHeight(4)
    try tableView.tapSectionIndexTitle(at: 2)
    // Four rows from section C's would pass the end: the table stops at its last rows.
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 1))
  }

  @Test("In points, the header's top goes to the top of the bounds")
  func tapScrollsInPoints() throws {
    let contacts = try IndexedContacts.abc()
    let tableView = contacts.tableView
    tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    try tableView.performLayout()
    try tableView.tapSectionIndexTitle(at: 1)
    #expect(tableView.contentOffset.y == (try tableView.rectForHeader(inSection: 1)).minY)
    try tableView.tapSectionIndexTitle(at: 2)
    #expect(tableView.contentOffset.y == (try tableView.rectForHeader(inSection: 2)).minY)
    tableView.frame.size.height = 200
    try tableView.tapSectionIndexTitle(at: 2)
    // Section C's header at the top would show space below the content: the table stops.
    #expect(tableView.contentOffset.y == tableView.contentSize.height - 200)
  }

  @Test("The data source maps titles to sections, with the title and its position")
  func mapping() throws {
    let contacts = try IndexedContacts.abc(viewportHeight: 2)
    contacts.titles = ["#", "A", "B", "C"]
    try contacts.tableView.reloadSectionIndexTitles()
    var asked: [String] = []
    contacts.sectionForTitle = { title, index in
      asked.append("\(title) \(index)")
      return max(0, index - 1)
    }
    try contacts.tableView.tapSectionIndexTitle(at: 3)
    #expect(asked == ["C 3"])
    #expect(contacts.tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 2))
  }

  @Test(
    "A tap where the index shows no title throws, names the count, and changes nothing",
    arguments: [-1, 3, 4, Int.min, Int.max])
  func noTitle(index: Int) throws {
    let contacts = try IndexedContacts.abc(viewportHeight: 2)
    let tableView = contacts.tableView
    try tableView.setContentOffset(2)
    let before = try tableView.render(with: PlainTextRenderer())
    let error = #expect(throws: TableViewError.self) {
      try tableView.tapSectionIndexTitle(at: index)
    }
    #expect(error == .noSectionIndexTitle(index, count: 3))
    #expect(
      error?.message
        == "there is no section index title at position \(index): the section index shows 3 titles"
    )
    #expect(try tableView.render(with: PlainTextRenderer()) == before)
  }

  @Test(
    "A section out of range from the data source throws in clear words and changes nothing",
    arguments: [-1, 3, Int.min, Int.max])
  func sectionOutOfRange(section: Int) throws {
    let contacts = try IndexedContacts.abc(viewportHeight: 2)
    let tableView = contacts.tableView
    contacts.sectionForTitle = { _, _ in section }
    let error = #expect(throws: TableViewError.self) {
      try tableView.tapSectionIndexTitle(at: 1)
    }
    #expect(
      error == .sectionForIndexTitleOutOfRange(section: section, titleIndex: 1, numberOfSections: 3)
    )
    #expect(
      error?.message
        == "tableView(_:sectionForSectionIndexTitle:at:) returned section \(section) for the "
        + "index title at 1, but the table has 3 sections")
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
  }

  @Test("An error the data source throws comes out of the tap, wrapped with the method's name")
  func dataSourceThrows() throws {
    struct Refused: Error {}
    let contacts = try IndexedContacts.abc(viewportHeight: 2)
    contacts.sectionForTitle = { _, _ in throw Refused() }
    let error = #expect(throws: TableViewError.self) {
      try contacts.tableView.tapSectionIndexTitle(at: 2)
    }
    #expect(
      error == .callbackFailed(.init("tableView(_:sectionForSectionIndexTitle:at:)"), Refused()))
    #expect(contacts.tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
  }

  @Test("Below sectionIndexMinimumDisplayRowCount the index neither shows nor takes taps")
  func minimumRows() throws {
    let contacts = try IndexedContacts.abc()
    let tableView = contacts.tableView
    tableView.sectionIndexMinimumDisplayRowCount = 7
    #expect(try tableView.renderedTable().sectionIndexTitles == nil)
    let error = #expect(throws: TableViewError.self) { try tableView.tapSectionIndexTitle(at: 0) }
    #expect(error == .sectionIndexHidden(numberOfRows: 6, minimum: 7))
    #expect(
      error?.message
        == "the section index does not show: the table has 6 rows, fewer than its "
        + "sectionIndexMinimumDisplayRowCount (7)")
    tableView.sectionIndexMinimumDisplayRowCount = 6
    #expect(try tableView.renderedTable().sectionIndexTitles == ["A", "B", "C"])
  }

  @Test("Titles are asked once per reload; reloadSectionIndexTitles asks again, updates do not")
  func caching() throws {
    let contacts = try IndexedContacts.abc()
    let tableView = contacts.tableView
    #expect(contacts.titleAsks == 0)
    _ = try tableView.renderedTable()
    _ = try tableView.renderedTable()
    #expect(contacts.titleAsks == 1)
    contacts.sections.append(("D", ["Dana"]))
    contacts.titles = ["A", "B", "C", "D"]
    try tableView.insertSections(IndexSet(integer: 3), with: .automatic)
    #expect(try tableView.renderedTable().sectionIndexTitles == ["A", "B", "C"])
    try tableView.reloadSectionIndexTitles()
    #expect(contacts.titleAsks == 2)
    #expect(try tableView.renderedTable().sectionIndexTitles == ["A", "B", "C", "D"])
    contacts.titles = nil
    try tableView.reloadData()
    #expect(try tableView.renderedTable().sectionIndexTitles == nil)
    #expect(contacts.titleAsks == 3)
  }

  @Test("The log shows the tap, the titles asked and the mapping")
  func log() throws {
    let contacts = try IndexedContacts.abc(viewportHeight: 2)
    let log = TableEventLog(contacts.tableView, omitting: [.cells, .display])
    try contacts.tableView.tapSectionIndexTitle(at: 1)
    try contacts.tableView.reloadSectionIndexTitles()
    #expect(
      log.lines == [
        "tapSectionIndexTitle 1", "sectionIndexTitles", "sectionForSectionIndexTitle",
        // The layout of the section new to the display asks its titles, for its header and
        // footer views, as UIKit's does.
        "titleForHeaderInSection 1", "titleForFooterInSection 1",
        "reloadSectionIndexTitles", "sectionIndexTitles",
      ])
    let quiet = TableEventLog(contacts.tableView, omitting: [.sectionIndex])
    try contacts.tableView.reloadSectionIndexTitles()
    #expect(quiet.lines == ["reloadSectionIndexTitles"])
  }

  @Test("A tap asked for from a callback runs after the call that made it")
  func deferred() throws {
    let contacts = try IndexedContacts.abc(viewportHeight: 2)
    let tableView = contacts.tableView
    var requested = false
    contacts.sectionForTitle = { _, index in
      if !requested {
        requested = true
        try tableView.tapSectionIndexTitle(at: 2)
        // Deferred: the table has not scrolled yet.
        #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
      }
      return index
    }
    try tableView.tapSectionIndexTitle(at: 1)
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 2))
  }
}
