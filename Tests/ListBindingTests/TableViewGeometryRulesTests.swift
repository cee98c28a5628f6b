import Foundation
import ListBinding
import Testing

/// A geometry setting of the table, set to a value of the test's choosing.
enum GeometrySetting: String, CaseIterable, Sendable {
  case rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight
  case frameX = "frame.origin.x"
  case frameY = "frame.origin.y"
  case frameWidth = "frame.size.width"
  case frameHeight = "frame.size.height"
  case insetTop = "contentInset.top"
  case insetLeft = "contentInset.left"
  case insetBottom = "contentInset.bottom"
  case insetRight = "contentInset.right"
  case tableHeaderView = "tableHeaderView.frame.size.height"
  case tableFooterView = "tableFooterView.frame.size.height"

  /// The rule the setting follows.
  var rule: InvalidGeometry.Rule {
    switch self {
    case .rowHeight, .estimatedRowHeight, .sectionHeaderHeight, .sectionFooterHeight:
      return .lengthOrAutomatic
    case .frameX, .frameY: return .coordinate
    case .frameWidth, .frameHeight, .tableHeaderView, .tableFooterView: return .length
    case .insetTop, .insetLeft, .insetBottom, .insetRight: return .inset
    }
  }

  /// Values the setting refuses.
  var hostileValues: [CGFloat] {
    switch rule {
    case .length, .lengthOrAutomatic: return hostileLengths
    case .inset: return hostileInsets
    case .coordinate: return hostileCoordinates
    }
  }

  /// Sets the setting on `tableView`.
  @MainActor
  func set(_ value: CGFloat, on tableView: TableView) {
    switch self {
    case .rowHeight: tableView.rowHeight = value
    case .estimatedRowHeight: tableView.estimatedRowHeight = value
    case .sectionHeaderHeight: tableView.sectionHeaderHeight = value
    case .sectionFooterHeight: tableView.sectionFooterHeight = value
    case .frameX: tableView.frame.origin.x = value
    case .frameY: tableView.frame.origin.y = value
    case .frameWidth: tableView.frame.size.width = value
    case .frameHeight: tableView.frame.size.height = value
    case .insetTop: tableView.contentInset.top = value
    case .insetLeft: tableView.contentInset.left = value
    case .insetBottom: tableView.contentInset.bottom = value
    case .insetRight: tableView.contentInset.right = value
    case .tableHeaderView, .tableFooterView:
      let view = View()
      view.frame = CGRect(x: 0, y: 0, width: 320, height: value)
      if self == .tableHeaderView {
        tableView.tableHeaderView = view
      } else {
        tableView.tableFooterView = view
      }
    }
  }

  /// The setting's value on `tableView`.
  @MainActor
  func value(on tableView: TableView) -> CGFloat {
    switch self {
    case .rowHeight: return tableView.rowHeight
    case .estimatedRowHeight: return tableView.estimatedRowHeight
    case .sectionHeaderHeight: return tableView.sectionHeaderHeight
    case .sectionFooterHeight: return tableView.sectionFooterHeight
    case .frameX: return tableView.frame.origin.x
    case .frameY: return tableView.frame.origin.y
    case .frameWidth: return tableView.frame.size.width
    case .frameHeight: return tableView.frame.size.height
    case .insetTop: return tableView.contentInset.top
    case .insetLeft: return tableView.contentInset.left
    case .insetBottom: return tableView.contentInset.bottom
    case .insetRight: return tableView.contentInset.right
    case .tableHeaderView: return tableView.tableHeaderView?.frame.size.height ?? 0
    case .tableFooterView: return tableView.tableFooterView?.frame.size.height ?? 0
    }
  }

  /// Every setting with every value it refuses.
  static let hostileCases: [(GeometrySetting, CGFloat)] = allCases.flatMap { setting in
    setting.hostileValues.map { (setting, $0) }
  }
}

@MainActor
@Suite("Geometry rules: settings that break them are refused, and nothing changes")
struct TableViewGeometryRulesTests {
  @Test(
    "Every call that lays out refuses the setting, until it is fixed",
    arguments: GeometrySetting.hostileCases)
  func refusedSetting(_ setting: GeometrySetting, _ value: CGFloat) throws {
    let list = try hostileFixture()
    let tableView = list.tableView
    let before = try ObservedTable(tableView)
    let rendered = try tableView.render(with: PlainTextRenderer())
    let saved = (tableView.frame, tableView.contentInset)
    setting.set(value, on: tableView)
    let expected = InvalidGeometry(.property(setting.rawValue), value: value, rule: setting.rule)
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      try tableView.performLayout()
    }
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      try tableView.reloadData()
    }
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      try tableView.scrollToRow(at: IndexPath(row: 20, section: 1), at: .middle)
    }
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      try tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
    }
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      list.sections[0].insert("new", at: 0)
      defer { list.sections[0].removeFirst() }
      try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    try expectRefused(expected, on: tableView) { () throws(TableViewError) in
      _ = try tableView.render(with: PlainTextRenderer())
    }
    // Fixed, the setting applies again: the table is the one it was.
    switch setting {
    case .rowHeight: tableView.rowHeight = 44
    case .estimatedRowHeight, .sectionHeaderHeight, .sectionFooterHeight:
      setting.set(TableView.automaticDimension, on: tableView)
    case .tableHeaderView: tableView.tableHeaderView = nil
    case .tableFooterView: tableView.tableFooterView = nil
    default: (tableView.frame, tableView.contentInset) = saved
    }
    try tableView.performLayout()
    #expect(try ObservedTable(tableView) == before)
    #expect(try tableView.render(with: PlainTextRenderer()) == rendered)
  }

  @Test("The bounds of each rule are accepted", arguments: GeometrySetting.allCases)
  func boundsAccepted(_ setting: GeometrySetting) throws {
    let list = try hostileFixture()
    let maximum = TableView.maximumDimension
    var values: [CGFloat] = [0, maximum]
    switch setting.rule {
    case .lengthOrAutomatic: values.append(TableView.automaticDimension)
    case .inset: values.append(-maximum)
    case .coordinate: values += [-.greatestFiniteMagnitude, .greatestFiniteMagnitude]
    case .length: break
    }
    for value in values {
      setting.set(value, on: list.tableView)
      try list.tableView.performLayout()
      try list.tableView.scrollToRow(at: IndexPath(row: 29, section: 1), at: .bottom)
      #expect(list.tableView.contentSize.height.isFinite, "\(setting) = \(value)")
      #expect(list.tableView.contentOffset.y.isFinite, "\(setting) = \(value)")
    }
  }

  @Test("Automatic heights keep working: rows fit their cells, titled headers take 28 points")
  func automaticDimension() throws {
    let list = try hostileFixture()
    let tableView = list.tableView
    tableView.rowHeight = TableView.automaticDimension
    tableView.estimatedRowHeight = TableView.automaticDimension
    tableView.sectionHeaderHeight = TableView.automaticDimension
    tableView.sectionFooterHeight = TableView.automaticDimension
    try tableView.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    try tableView.reloadData()
    #expect(TableView.automaticDimension == -1)
    #expect(try tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
    #expect(try tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(try tableView.rectForFooter(inSection: 0).height == 0)
  }

  @Test("A message names the value and states its rule")
  func messages() {
    let callback = TableViewError.Callback("tableView(_:heightForRowAt:)", indexPath: [0, 3])
    let cases: [(InvalidGeometry, String)] = [
      (
        InvalidGeometry(.property("rowHeight"), value: .nan, rule: .lengthOrAutomatic),
        "rowHeight is nan; it must be finite, from 0 to 1000000000 points, or automaticDimension"
      ),
      (
        InvalidGeometry(.callback(callback), value: -5, rule: .lengthOrAutomatic),
        "tableView(_:heightForRowAt:) for the row at {length = 2, path = 0 - 3} returned -5.0; "
          + "it must be finite, from 0 to 1000000000 points, or automaticDimension"
      ),
      (
        InvalidGeometry(.property("frame.size.width"), value: .infinity, rule: .length),
        "frame.size.width is inf; it must be finite, from 0 to 1000000000 points"
      ),
      (
        InvalidGeometry(.property("contentInset.top"), value: -2e9, rule: .inset),
        "contentInset.top is -2000000000.0; it must be finite, from -1000000000 to 1000000000 "
          + "points"
      ),
      (
        InvalidGeometry(
          .argument("contentOffset.y", method: "setContentOffset(_:animated:)"),
          value: -.infinity, rule: .coordinate),
        "setContentOffset(_:animated:) was given contentOffset.y = -inf; it must be finite"
      ),
    ]
    for (reason, message) in cases {
      #expect(reason.message == message)
      #expect(TableViewError.invalidGeometry(reason).message == message)
    }
  }

  @Test("An error carrying NaN equals itself, and hashes alike")
  func nanEquality() {
    let reason = InvalidGeometry(.property("rowHeight"), value: .nan, rule: .lengthOrAutomatic)
    #expect(
      reason == InvalidGeometry(.property("rowHeight"), value: -.nan, rule: .lengthOrAutomatic))
    #expect(TableViewError.invalidGeometry(reason) == .invalidGeometry(reason))
    #expect(Set([reason, reason]).count == 1)
    #expect(reason != InvalidGeometry(.property("rowHeight"), value: 1, rule: .lengthOrAutomatic))
    #expect(reason != InvalidGeometry(.property("rowHeight"), value: .nan, rule: .length))
  }

  @Test("Each rule allows what its documentation says")
  func rules() {
    let maximum = TableView.maximumDimension
    #expect(InvalidGeometry.Rule.length.allows(0) && InvalidGeometry.Rule.length.allows(maximum))
    #expect(!InvalidGeometry.Rule.length.allows(TableView.automaticDimension))
    #expect(InvalidGeometry.Rule.lengthOrAutomatic.allows(TableView.automaticDimension))
    #expect(!InvalidGeometry.Rule.lengthOrAutomatic.allows(-2))
    #expect(InvalidGeometry.Rule.inset.allows(-maximum) && !InvalidGeometry.Rule.inset.allows(.nan))
    #expect(InvalidGeometry.Rule.coordinate.allows(-.greatestFiniteMagnitude))
    for rule in [InvalidGeometry.Rule.length, .lengthOrAutomatic, .inset, .coordinate] {
      #expect(!rule.allows(.nan) && !rule.allows(.infinity) && !rule.allows(-.infinity))
      #expect(!rule.allows(maximum.nextUp) || rule == .coordinate)
    }
  }
}
