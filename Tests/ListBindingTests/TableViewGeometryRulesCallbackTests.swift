import Foundation
import ListBinding
import Testing

/// A cell whose self-sizing height is the test's.
final class FittingCell: TableViewCell {
  var fitting: CGFloat = 44
  private(set) var widths: [CGFloat] = []

  override func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    widths.append(width)
    return fitting
  }
}

/// A data source of self-sizing cells, each fitting the height the test gives its row.
@MainActor
final class FittingList: TableViewDataSource {
  let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  var rows = 30
  var fitting: [Int: CGFloat] = [:]

  init() throws {
    tableView.register(FittingCell.self, forCellReuseIdentifier: "cell")
    tableView.rowHeight = TableView.automaticDimension
    tableView.estimatedRowHeight = 44
    tableView.dataSource = self
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(
      as: FittingCell.self, withIdentifier: "cell", for: indexPath)
    cell.fitting = fitting[indexPath.row] ?? 44
    return cell
  }
}

/// A delegate height method, answering a value of the test's choosing.
enum DelegateHeight: String, CaseIterable, Sendable {
  case row = "tableView(_:heightForRowAt:)"
  case estimated = "tableView(_:estimatedHeightForRowAt:)"
  case header = "tableView(_:heightForHeaderInSection:)"
  case footer = "tableView(_:heightForFooterInSection:)"

  /// The row asked about: the first, for an estimate; for a height, one the fixture displays.
  var indexPath: IndexPath { self == .row ? [0, 10] : [0, 0] }

  /// Makes `list`'s delegate answer `value` for ``indexPath``, or the first section.
  @MainActor
  func answer(_ value: CGFloat, in list: SizedList) {
    switch self {
    case .row: list.rowHeights[indexPath] = value
    case .estimated: list.estimate = value
    case .header: list.headerHeights[0] = value
    case .footer: list.footerHeights[0] = value
    }
  }

  /// The callback an error names.
  var callback: TableViewError.Callback {
    switch self {
    case .row, .estimated: return TableViewError.Callback(rawValue, indexPath: indexPath)
    case .header, .footer: return TableViewError.Callback(rawValue, section: 0)
    }
  }

  static let hostileCases: [(DelegateHeight, CGFloat)] = allCases.flatMap { height in
    hostileLengths.map { (height, $0) }
  }
}

@MainActor
@Suite("Geometry rules: heights from the delegate and from self-sizing cells")
struct TableViewGeometryRulesCallbackTests {
  @Test(
    "A delegate height that breaks the rule is refused by the call that asked",
    arguments: DelegateHeight.hostileCases)
  func delegateHeight(_ method: DelegateHeight, _ value: CGFloat) throws {
    let list = try hostileFixture()
    let tableView = list.tableView
    let expected = InvalidGeometry(
      .callback(method.callback), value: value, rule: .lengthOrAutomatic)
    method.answer(value, in: list)
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      try tableView.reloadData()
    }
    if method != .row {
      // Headers, footers and the estimate are read at every update too.
      try expectRefused(expected, on: tableView) { () throws(TableViewError) in
        try tableView.reloadSections(IndexSet(integer: 1), with: .fade)
      }
    }
    // The answer fixed, the table reloads with it.
    method.answer(30, in: list)
    try tableView.reloadData()
    switch method {
    case .row: #expect(try tableView.rectForRow(at: method.indexPath).height == 30)
    case .estimated: #expect(try tableView.rectForRow(at: [1, 29]).height == 30)
    case .header: #expect(try tableView.rectForHeader(inSection: 0).height == 30)
    case .footer: #expect(try tableView.rectForFooter(inSection: 0).height == 30)
    }
  }

  @Test(
    "A row height read when the row scrolls into view is refused by the scroll",
    arguments: hostileLengths)
  func heightOnScroll(_ value: CGFloat) throws {
    let list = try hostileFixture()
    let far = IndexPath(row: 25, section: 1)
    list.rowHeights[far] = value
    let expected = InvalidGeometry(
      .callback(TableViewError.Callback("tableView(_:heightForRowAt:)", indexPath: far)),
      value: value, rule: .lengthOrAutomatic)
    try expectRefused(expected, on: list.tableView) { () throws(TableViewError) in
      try list.tableView.scrollToRow(at: far, at: .middle)
    }
    try expectRefused(expected, on: list.tableView) { () throws(TableViewError) in
      try list.tableView.setContentOffset(CGPoint(x: 0, y: 2_500), animated: false)
    }
    try expectRefused(expected, on: list.tableView) { () throws(TableViewError) in
      try list.tableView.selectRow(at: far, scrollPosition: .top)
    }
  }

  @Test(
    "Without estimates, every row's height is read, and one that breaks the rule is refused",
    arguments: hostileLengths)
  func exactHeights(_ value: CGFloat) throws {
    let list = try hostileFixture()
    list.tableView.estimatedRowHeight = 0
    try list.tableView.performLayout()
    let last = IndexPath(row: 29, section: 1)
    list.rowHeights[last] = value
    let expected = InvalidGeometry(
      .callback(TableViewError.Callback("tableView(_:heightForRowAt:)", indexPath: last)),
      value: value, rule: .lengthOrAutomatic)
    try expectRefused(expected, on: list.tableView) { () throws(TableViewError) in
      try list.tableView.reloadData()
    }
    try expectRefused(expected, on: list.tableView) { () throws(TableViewError) in
      list.sections[0].removeLast()
      defer { list.sections[0].append("a29") }
      try list.tableView.deleteRows(at: [IndexPath(row: 29, section: 0)], with: .fade)
    }
  }

  @Test(
    "A self-sizing cell's height that breaks the rule is refused",
    arguments: hostileLengths + [TableView.automaticDimension])
  func fittingHeight(_ value: CGFloat) throws {
    let list = try FittingList()
    let tableView = list.tableView
    let before = try ObservedTable(tableView)
    list.fitting[0] = value
    let expected = InvalidGeometry(
      .callback(TableViewError.Callback("fittingHeight(forWidth:)", indexPath: [0, 0])),
      value: value, rule: .length)
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      try tableView.reloadData()
    }
    // A row measured when it scrolls into view.
    list.fitting = [29: value]
    try expectRefused(
      InvalidGeometry(
        .callback(TableViewError.Callback("fittingHeight(forWidth:)", indexPath: [0, 29])),
        value: value, rule: .length),
      on: tableView
    ) { () throws(TableViewError) in
      try tableView.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom)
    }
    #expect(try ObservedTable(tableView) == before)
    list.fitting = [0: 64]
    try tableView.reloadData()
    #expect(try tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 64)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FittingCell)
    #expect(cell.widths.last == 320)
  }

  @Test("A delegate may answer the bounds of the rule and the automatic dimension")
  func boundsAccepted() throws {
    let list = try hostileFixture()
    for value in [0, TableView.maximumDimension, TableView.automaticDimension] {
      for method in DelegateHeight.allCases { method.answer(value, in: list) }
      try list.tableView.reloadData()
      try list.tableView.scrollToRow(at: IndexPath(row: 29, section: 1), at: .bottom)
      #expect(list.tableView.contentSize.height.isFinite)
      #expect(list.tableView.contentOffset.y.isFinite)
    }
  }
}
