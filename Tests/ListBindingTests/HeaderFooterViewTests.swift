import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A header view that counts its resets.
final class CountingHeader: TableViewHeaderFooterView {
  private(set) var resets = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    resets += 1
  }
}

/// A delegate that gives each section a header view titled by `titles`, and a footer view to
/// the sections in `footers`, logging what it is asked.
@MainActor
final class HeaderViews: TableViewDelegate {
  var titles: [String]
  var footers: Set<Int> = []
  var failingSection: Int?
  var onRequest: ((Int) throws -> Void)?
  private(set) var requests: [String] = []

  init(_ titles: [String]) {
    self.titles = titles
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "no header today" }
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws -> View? {
    requests.append("header \(section)")
    if section == failingSection { throw Failure() }
    try onRequest?(section)
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    header?.textLabel?.text = titles[section]
    return header
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    guard footers.contains(section) else { return nil }
    requests.append("footer \(section)")
    return Label(text: "end of \(titles[section])")
  }
}

@MainActor
@Suite("Header and footer views")
struct HeaderFooterViewTests {
  /// A table of `sections` sections of two rows, with header views, showing `height` rows.
  func makeTable(sections: Int, height: Int = 40) throws
    -> (TableView, ArrayDataSource, HeaderViews, KeepAlive)
  {
    let tableView = try TableView(style: .plain, viewportHeight: height)
    let dataSource = ArrayDataSource((0..<sections).map { ["r\($0)a", "r\($0)b"] })
    dataSource.headers = (0..<sections).map { "title \($0)" }
    let delegate = HeaderViews((0..<sections).map { "Section \($0)" })
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.dataSource = dataSource
    tableView.delegate = delegate
    try tableView.reloadData()
    let keep = KeepAlive()
    keep.objects = [dataSource, delegate]
    return (tableView, dataSource, delegate, keep)
  }

  @Test("Dequeue: nil when unregistered, a new view of the class, then a waiting one, reset")
  func dequeue() throws {
    let (tableView, dataSource, _, keep) = try makeTable(sections: 2, height: 2)
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
    let fresh = try #require(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header"))
    #expect(fresh is CountingHeader)
    #expect(fresh.reuseIdentifier == "header")
    _ = try tableView.renderedTable()
    let shown = try #require(tableView.headerView(forSection: 0) as? CountingHeader)
    try tableView.setContentOffset(2)
    _ = try tableView.renderedTable()
    #expect(tableView.headerView(forSection: 0) == nil)
    #expect(tableView.headerView(forSection: 1) === shown)
    #expect(shown.resets == 1)
    #expect(shown.textLabel?.text == "Section 1")
    tableView.register(nil, forHeaderFooterViewReuseIdentifier: "header")
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    _ = (dataSource, keep)
  }

  @Test("Header and footer views render in place of titles")
  func rendered() throws {
    let (tableView, _, delegate, keep) = try makeTable(sections: 2)
    delegate.footers = [1]
    try tableView.reloadData()
    expectRendered(
      tableView,
      matches: """
        Section 0
          r0a
          r0b
        Section 1
          r1a
          r1b
        end of Section 1
        """)
    // Asked when the table lays out, at each reload, not when it renders.
    #expect(delegate.requests == ["header 0", "header 1", "header 0", "header 1", "footer 1"])
    #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Section 1")
    #expect(tableView.footerView(forSection: 1) == nil)  // a Label, not a header-footer view
    _ = keep
  }

  @Test("Views stay while their section stays on display: rendering again asks nothing")
  func kept() throws {
    let (tableView, _, delegate, keep) = try makeTable(sections: 2)
    _ = try tableView.renderedTable()
    let header = tableView.headerView(forSection: 0)
    header?.textLabel?.text = "Changed in place"
    try tableView.selectRow(
      at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
    try tableView.insertRows(at: [], with: .none)
    let text = try tableView.render(with: PlainTextRenderer())
    #expect(text.hasPrefix("Changed in place\n"))
    #expect(delegate.requests == ["header 0", "header 1"])
    #expect(tableView.headerView(forSection: 0) === header)
    _ = keep
  }

  @Test("A section scrolled out of view gives its view back; scrolled in, it asks again")
  func scrolling() throws {
    let (tableView, _, delegate, keep) = try makeTable(sections: 3, height: 2)
    let first = try #require(tableView.headerView(forSection: 0))
    try tableView.setContentOffset(4)
    #expect(tableView.headerView(forSection: 0) == nil)
    #expect(tableView.headerView(forSection: 2) === first)  // laid out by the scroll
    try tableView.setContentOffset(0)
    #expect(delegate.requests == ["header 0", "header 2", "header 0"])
    _ = keep
  }

  @Test("Views follow their sections through updates; new and reloaded sections ask again")
  func updates() throws {
    let (tableView, dataSource, delegate, keep) = try makeTable(sections: 2)
    _ = try tableView.renderedTable()
    let zero = tableView.headerView(forSection: 0)
    let one = tableView.headerView(forSection: 1)
    dataSource.sections.insert(["new"], at: 0)
    dataSource.headers.insert("new title", at: 0)
    delegate.titles.insert("Inserted", at: 0)
    try tableView.insertSections(IndexSet(integer: 0), with: .automatic)
    #expect(tableView.headerView(forSection: 1) === zero)
    #expect(tableView.headerView(forSection: 2) === one)
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "Inserted")
    try tableView.reloadSections(IndexSet(integer: 2), with: .fade)
    #expect(tableView.headerView(forSection: 2)?.textLabel?.text == "Section 1")
    #expect(delegate.requests == ["header 0", "header 1", "header 0", "header 2"])
    try tableView.reloadData()
    #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Section 0")
    #expect(delegate.requests.count == 7)
    _ = keep
  }

  @Test("A layout that fails keeps the views on display and those waiting for reuse")
  func failedLayout() throws {
    let (tableView, _, delegate, keep) = try makeTable(sections: 3, height: 2)
    let first = tableView.headerView(forSection: 0)
    delegate.failingSection = 2
    // Sections 1 and 2: the first view goes to the pool, section 1 dequeues it, section 2 fails.
    let error = #expect(throws: TableViewError.self) { try tableView.setContentOffset(3) }
    #expect(
      error?.message == "tableView(_:viewForHeaderInSection:) for section 2 threw: no header today")
    #expect(tableView.rowOffset == 0)
    #expect(tableView.headerView(forSection: 0) === first)
    #expect(tableView.headerView(forSection: 1) == nil)
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") !== first)
    delegate.failingSection = nil
    try tableView.setContentOffset(3)
    #expect(tableView.headerView(forSection: 1) === first)  // reused once it left the display
    #expect(
      delegate.requests == ["header 0", "header 1", "header 2", "header 1", "header 2"])
    _ = keep
  }

  @Test("The table's header and footer views show while the viewport reaches them")
  func tableHeaderAndFooter() throws {
    let (tableView, _, delegate, keep) = try makeTable(sections: 2, height: 2)
    tableView.delegate = nil
    try tableView.reloadData()  // the sections' headers show their titles
    tableView.tableHeaderView = Label(text: "Top")
    let footer = View()
    footer.addSubview(Label(text: "Bottom"))
    footer.addSubview(Button())
    tableView.tableFooterView = footer
    expectRendered(
      tableView,
      matches: """
        Top
        title 0
          r0a
          r0b
        ⋮ 2 rows below
        """)
    try tableView.setContentOffset(2)
    expectRendered(
      tableView,
      matches: """
        ⋮ 2 rows above
        title 1
          r1a
          r1b
        Bottom []
        """)
    tableView.tableFooterView?.isHidden = true
    #expect(try tableView.renderedTable().tableFooterView == [])
    _ = (delegate, keep)
  }

  @Test("A render nested in the delegate leaves no view on display waiting for reuse")
  func nestedRender() throws {
    let (tableView, _, delegate, keep) = try makeTable(sections: 2)
    var nested = false
    delegate.onRequest = { section in
      guard section == 1, !nested else { return }
      nested = true
      _ = try tableView.renderedTable()
    }
    _ = try tableView.renderedTable()
    let shown = [tableView.headerView(forSection: 0), tableView.headerView(forSection: 1)]
    let spare = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    #expect(shown.allSatisfy { $0 != nil && $0 !== spare })
    #expect(shown[0] !== shown[1])
    _ = keep
  }
}
