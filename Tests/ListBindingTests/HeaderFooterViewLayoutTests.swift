import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A delegate that records the display of cells and of header and footer views, and the views
/// it was told of.
@MainActor
final class SectionDisplayLog: TableViewDelegate {
  var events: [String] = []
  var told: [View] = []
  /// The colour `willDisplayHeaderView` gives a title's label, and the text it puts there.
  var restyle: ((TableViewHeaderFooterView) -> Void)?

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    events.append("cell \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  {
    events.append("header \(section)")
    told.append(view)
    if let view = view as? TableViewHeaderFooterView { restyle?(view) }
  }

  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
  {
    events.append("footer \(section)")
    told.append(view)
  }
}

@MainActor
@Suite("Header and footer views as UIKit makes them: at layout, for titles too")
struct HeaderFooterViewLayoutTests {
  /// A table of `sections` sections of two rows titled "title n", footers "end n" where given.
  func makeTable(
    sections: Int, height: Int = 40, footers: Bool = false, delegate: (any TableViewDelegate)?
  ) throws -> (TableView, ArrayDataSource) {
    let tableView = try TableView(style: .plain, viewportHeight: height)
    let dataSource = ArrayDataSource((0..<sections).map { ["r\($0)a", "r\($0)b"] })
    dataSource.headers = (0..<sections).map { "title \($0)" }
    if footers { dataSource.footers = (0..<sections).map { "end \($0)" } }
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.dataSource = dataSource
    tableView.delegate = delegate
    return (tableView, dataSource)
  }

  // Apple's documentation of `UITableView.headerView(forSection:)`: the header view
  // associated with the section; *assumed*: UIKit makes it when it lays the section out.
  @Test("headerView(forSection:) answers after reloadData, before any rendering")
  func afterReload() throws {
    let delegate = HeaderViews(["A", "B"])
    delegate.footers = [1]
    let (tableView, dataSource) = try makeTable(sections: 2, delegate: delegate)
    try tableView.reloadData()
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "A")
    #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "B")
    #expect(delegate.requests == ["header 0", "header 1", "footer 1"])
    _ = dataSource
  }

  @Test("headerView(forSection:) answers after performLayout() lays out a new frame")
  func afterLayoutIfNeeded() throws {
    let delegate = HeaderViews(["A", "B"])
    let (tableView, dataSource) = try makeTable(sections: 2, height: 0, delegate: delegate)
    try tableView.reloadData()
    #expect(tableView.headerView(forSection: 0) == nil)  // no row in view
    tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    try tableView.performLayout()
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "A")
    _ = dataSource
  }

  @Test("headerView(forSection:) answers after a diffable data source's apply")
  func afterApply() throws {
    let tableView = try TableView(viewportHeight: 10)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = DiffableDataSource<String, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    dataSource.headerTitleProvider = { _, _, section in section }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["Fruit"])
    try snapshot.appendItems(["apple"])
    try dataSource.apply(snapshot)
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "Fruit")
  }

  // Apple's documentation of `tableView(_:willDisplayHeaderView:forSection:)`; that a title's
  // header is a `UITableViewHeaderFooterView` whose `textLabel` shows the title is *assumed*,
  // from apps that restyle titles there by casting the view (ownCloud's colour of its titles).
  @Test(
    "A title with no view of the delegate's gets a header view showing it, told to the delegate")
  func titleViews() throws {
    let delegate = SectionDisplayLog()
    delegate.restyle = { view in
      view.textLabel?.textColor = .systemOrange
      view.textLabel?.text = view.textLabel?.text?.uppercased()
    }
    let (tableView, dataSource) = try makeTable(sections: 2, footers: true, delegate: delegate)
    try tableView.reloadData()
    let header = try #require(tableView.headerView(forSection: 0))
    #expect(header.textLabel?.textColor == .systemOrange)
    #expect(tableView.footerView(forSection: 1)?.textLabel?.text == "end 1")
    #expect(delegate.told.count == 4)
    #expect(delegate.told.first === header)
    // What the label says after willDisplayHeaderView is what the section shows.
    expectRendered(
      tableView,
      matches: """
        TITLE 0
          r0a
          r0b
        end 0
        TITLE 1
          r1a
          r1b
        end 1
        """)
    _ = dataSource
  }

  // *Assumed*: UIKit tells of the views and cells a layout displays in content order.
  @Test("A layout tells of headers, cells and footers in content order, once each")
  func order() throws {
    let delegate = SectionDisplayLog()
    let (tableView, dataSource) = try makeTable(
      sections: 3, height: 3, footers: true, delegate: delegate)
    try tableView.reloadData()
    #expect(
      delegate.events == ["header 0", "cell 0-0", "cell 0-1", "footer 0", "header 1", "cell 1-0"])
    delegate.events = []
    try tableView.setContentOffset(3)
    #expect(
      delegate.events == ["cell 1-1", "footer 1", "header 2", "cell 2-0", "cell 2-1", "footer 2"])
    delegate.events = []
    _ = try tableView.renderedTable()
    try tableView.selectRow(
      at: IndexPath(row: 0, section: 2), animated: false, scrollPosition: .none)
    #expect(delegate.events.isEmpty)
    _ = dataSource
  }

  @Test("A section without a title or a view has none, and is not asked again while on display")
  func noView() throws {
    let delegate = HeaderViews(["A"])
    let (tableView, dataSource) = try makeTable(sections: 1, delegate: nil)
    dataSource.headers = []
    try tableView.reloadData()
    #expect(tableView.headerView(forSection: 0) == nil)
    #expect(try tableView.render(with: PlainTextRenderer()) == "  r0a\n  r0b\n")
    tableView.delegate = delegate
    try tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(delegate.requests.isEmpty)
    try tableView.reloadData()
    #expect(delegate.requests == ["header 0"])
  }

  @Test("A layout that fails in a title puts the views and the reuse pool back")
  func failedTitle() throws {
    let delegate = HeaderViews(["A", "B", "C"])
    let (tableView, dataSource) = try makeTable(sections: 3, height: 2, delegate: delegate)
    try tableView.reloadData()
    let first = try #require(tableView.headerView(forSection: 0))
    delegate.onRequest = { section in
      if section == 2 { throw HeaderViews.Failure() }
    }
    #expect(throws: TableViewError.self) { try tableView.setContentOffset(3) }
    #expect(tableView.headerView(forSection: 0) === first)
    #expect(tableView.rowOffset == 0)
    delegate.onRequest = nil
    try tableView.setContentOffset(3)
    #expect(tableView.headerView(forSection: 1) === first)
    #expect(tableView.headerView(forSection: 2)?.textLabel?.text == "C")
    _ = dataSource
  }

  @Test("Dequeue never hands out a view on display, through scrolls, updates and reloads")
  func dequeueSkipsDisplayed() throws {
    let delegate = HeaderViews((0..<6).map { "S\($0)" })
    delegate.footers = [0, 2, 4]
    let (tableView, dataSource) = try makeTable(sections: 6, height: 3, delegate: delegate)
    var displayed: [ObjectIdentifier] {
      (0..<tableView.numberOfSections).flatMap { section in
        [tableView.headerView(forSection: section), tableView.footerView(forSection: section)]
          .compactMap { $0.map(ObjectIdentifier.init) }
      }
    }
    let steps: [(String, () throws -> Void)] = [
      ("reload", { try tableView.reloadData() }),
      ("scroll", { try tableView.setContentOffset(4) }),
      ("scroll back", { try tableView.setContentOffset(1) }),
      (
        "reload section",
        { try tableView.reloadSections(IndexSet(integer: 1), with: .automatic) }
      ),
      (
        "delete section",
        {
          dataSource.sections.remove(at: 0)
          dataSource.headers.remove(at: 0)
          delegate.titles.remove(at: 0)
          try tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
        }
      ),
      ("scroll far", { try tableView.setContentOffset(8) }),
    ]
    for (name, step) in steps {
      try step()
      let shown = Set(displayed)
      #expect(!shown.isEmpty, "\(name)")
      // Take what waits for reuse: a view from the pool has been reset; a new one has not.
      while let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        as? CountingHeader, view.resets > 0
      {
        #expect(!shown.contains(ObjectIdentifier(view)), "\(name)")
      }
    }
  }
}
