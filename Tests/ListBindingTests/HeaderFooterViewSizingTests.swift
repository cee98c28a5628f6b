import Foundation
import ListBinding
import Testing

/// A header view that fits the height it is told to.
final class SizedHeader: TableViewHeaderFooterView {
  var fitting: CGFloat = 60

  override func fittingHeight(forWidth width: CGFloat) -> CGFloat { fitting }
}

/// A delegate that gives each section a view of its own making, and, where given, a height.
@MainActor
final class SizingDelegate: TableViewDelegate {
  var views: [Int: View] = [:]
  var footers: [Int: View] = [:]
  var heights: [Int: CGFloat] = [:]

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    views[section]
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    footers[section]
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    heights[section] ?? tableView.sectionHeaderHeight
  }
}

// Apple's documentation of `UITableView.sectionHeaderHeight`: by default
// `automaticDimension`, and "the table view calculates the height automatically". The rule by
// which a view fits its height here (28 points a line) is *assumed*, as for cells.
@MainActor
@Suite("Header and footer views under automaticDimension size themselves, as cells do")
struct HeaderFooterViewSizingTests {
  func makeTable(_ delegate: SizingDelegate, sections: Int = 2) throws -> (
    TableView, ArrayDataSource
  ) {
    let tableView = try TableView(viewportHeight: 10)
    let dataSource = ArrayDataSource((0..<sections).map { ["r\($0)"] })
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    tableView.delegate = delegate
    return (tableView, dataSource)
  }

  @Test("A view without a title takes the height it fits, not 0; a hidden one 0")
  func fits() throws {
    let delegate = SizingDelegate()
    let twoLines = TableViewHeaderFooterView()
    twoLines.textLabel?.text = "Two\nlines"
    delegate.views = [0: twoLines, 1: Label(text: "One line")]
    delegate.footers = [1: SizedHeader()]
    let (tableView, dataSource) = try makeTable(delegate)
    try tableView.reloadData()
    #expect(try tableView.rectForHeader(inSection: 0).height == 48)
    #expect(try tableView.rectForHeader(inSection: 1).height == 28)
    #expect(try tableView.rectForFooter(inSection: 1).height == 60)
    #expect(try tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 48 + 44 + 28)
    twoLines.isHidden = true
    try tableView.reloadSections(IndexSet(integer: 0), with: .none)
    #expect(try tableView.rectForHeader(inSection: 0).height == 0)
    _ = dataSource
  }

  @Test("A height the delegate gives is kept; the measured height survives an update")
  func explicitAndUpdates() throws {
    let delegate = SizingDelegate()
    delegate.views = [0: SizedHeader(), 1: SizedHeader()]
    delegate.heights = [1: 10]
    let (tableView, dataSource) = try makeTable(delegate)
    try tableView.reloadData()
    #expect(try tableView.rectForHeader(inSection: 0).height == 60)
    #expect(try tableView.rectForHeader(inSection: 1).height == 10)
    dataSource.sections[1].append("more")
    try tableView.insertRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
    #expect(try tableView.rectForHeader(inSection: 0).height == 60)
    let expected: CGFloat = 60 + 44 + 10 + 44 + 44
    #expect(tableView.contentSize.height == expected, "\(tableView.contentSize.height - expected)")
  }

  @Test("A view that fits a height breaking the rule fails the layout, which changes nothing")
  func invalidHeight() throws {
    let delegate = SizingDelegate()
    let header = SizedHeader()
    header.fitting = .nan
    delegate.views = [0: header]
    let (tableView, dataSource) = try makeTable(delegate)
    let error = #expect(throws: TableViewError.self) { try tableView.reloadData() }
    guard case .invalidGeometry = error else {
      Issue.record("expected invalidGeometry, got \(String(describing: error))")
      return
    }
    #expect(tableView.visibleCells.isEmpty)
    #expect(tableView.headerView(forSection: 0) == nil)
    header.fitting = 30
    try tableView.reloadData()
    #expect(try tableView.rectForHeader(inSection: 0).height == 30)
    _ = dataSource
  }
}
