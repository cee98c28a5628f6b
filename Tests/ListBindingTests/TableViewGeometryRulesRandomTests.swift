import DiffingTestSupport
import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Geometry rules: random hostile values among valid calls")
struct TableViewGeometryRulesRandomTests {
  static let seed: UInt64 = 0x6E0_4E7A_0005

  /// Values for a setting or a delegate height: half of them break the rule.
  static func value(for rule: InvalidGeometry.Rule, using generator: inout SplitMix64) -> CGFloat {
    let maximum = TableView.maximumDimension
    let hostile: [CGFloat]
    var valid: [CGFloat] = [0, 1, 22.5, 44, 100, 480, maximum]
    switch rule {
    case .length: hostile = hostileLengths
    case .lengthOrAutomatic:
      hostile = hostileLengths
      valid.append(TableView.automaticDimension)
    case .inset:
      hostile = hostileInsets
      valid += [-maximum, -30]
    case .coordinate:
      hostile = hostileCoordinates
      valid += [-1e300, .greatestFiniteMagnitude]
    }
    let pool = Bool.random(using: &generator) ? hostile : valid
    return pool[Int.random(in: 0..<pool.count, using: &generator)]
  }

  @Test(
    "No call crashes; a refused call changes nothing; an accepted one leaves a finite, consistent geometry (seeded)"
  )
  func randomCalls() throws {
    var generator = SplitMix64(seed: Self.seed)
    let list = try hostileFixture()
    let tableView = list.tableView
    var refused = 0
    var accepted = 0
    for step in 0..<600 {
      let context = Comment(rawValue: "seed \(Self.seed), step \(step)")
      let before = try ObservedTable(tableView)
      let rows = list.sections.map(\.count)
      func randomPath() -> IndexPath {
        let section = Int.random(in: 0..<rows.count, using: &generator)
        return IndexPath(
          row: Int.random(in: 0..<max(1, rows[section]), using: &generator), section: section)
      }
      var call: (() throws(TableViewError) -> Void)?
      var undo: () -> Void = {}
      switch Int.random(in: 0..<12, using: &generator) {
      case 0, 1:
        let setting = GeometrySetting.allCases.randomElement(using: &generator) ?? .rowHeight
        setting.set(Self.value(for: setting.rule, using: &generator), on: tableView)
      case 2:
        list.rowHeights[randomPath()] = Self.value(for: .lengthOrAutomatic, using: &generator)
      case 3:
        let value = Self.value(for: .lengthOrAutomatic, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: list.estimate = value
        case 1: list.headerHeights[Int.random(in: 0..<2, using: &generator)] = value
        default: list.footerHeights[Int.random(in: 0..<2, using: &generator)] = value
        }
      case 4: call = { () throws(TableViewError) in try tableView.reloadData() }
      case 5:
        let point = CGPoint(
          x: Self.value(for: .coordinate, using: &generator),
          y: Self.value(for: .coordinate, using: &generator))
        call = { () throws(TableViewError) in try tableView.setContentOffset(point, animated: false)
        }
      case 6:
        let path = randomPath()
        let position = TableViewGeometryRulesQueryTests.positions.randomElement(using: &generator)
        guard rows[path.section] > 0, let position else { continue }
        call = { () throws(TableViewError) in try tableView.scrollToRow(at: path, at: position) }
      case 7:
        let section = Int.random(in: 0..<2, using: &generator)
        let row = Int.random(in: 0...rows[section], using: &generator)
        list.sections[section].insert("n\(step)", at: row)
        undo = { list.sections[section].remove(at: row) }
        call = { () throws(TableViewError) in
          try tableView.insertRows(at: [IndexPath(row: row, section: section)], with: .fade)
        }
      case 8:
        let path = randomPath()
        guard rows[path.section] > 0 else { continue }
        let removed = list.sections[path.section].remove(at: path.row)
        undo = { list.sections[path.section].insert(removed, at: path.row) }
        call = { () throws(TableViewError) in try tableView.deleteRows(at: [path], with: .fade) }
      case 9:
        // Queries with any point or rect answer without crashing, with rows the table has.
        let x = Self.value(for: .coordinate, using: &generator)
        let y = Self.value(for: .coordinate, using: &generator)
        let size = Self.value(for: .lengthOrAutomatic, using: &generator)
        let found = tableView.indexPathsForRows(in: CGRect(x: x, y: y, width: size, height: size))
        let hit = tableView.indexPathForRow(at: CGPoint(x: x, y: y))
        for path in (found ?? []) + (hit.map { [$0] } ?? []) {
          #expect(throws: Never.self, context) { try tableView.rectForRow(at: path) }
        }
      case 10: call = { () throws(TableViewError) in try tableView.performLayout() }
      default:
        // Back to valid settings, so that the table goes on.
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = TableView.automaticDimension
        tableView.sectionHeaderHeight = TableView.automaticDimension
        tableView.sectionFooterHeight = TableView.automaticDimension
        tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        tableView.contentInset = .zero
        tableView.tableHeaderView = nil
        tableView.tableFooterView = nil
        (list.rowHeights, list.headerHeights, list.footerHeights) = ([:], [:], [:])
        list.estimate = TableView.automaticDimension
      }
      guard let call else {
        #expect(try ObservedTable(tableView) == before, context)
        continue
      }
      do {
        try call()
        accepted += 1
        let broken = GeometrySetting.allCases.filter { !$0.rule.allows($0.value(on: tableView)) }
        #expect(broken.isEmpty, "a call succeeded with \(broken) breaking the rule; \(context)")
        try checkConsistency(of: tableView, context)
      } catch {
        refused += 1
        undo()
        guard case .invalidGeometry? = error as? TableViewError else {
          Issue.record("\(error); \(context)")
          continue
        }
        #expect(try ObservedTable(tableView) == before, context)
      }
    }
    #expect(refused > 50, "only \(refused) calls refused; seed \(Self.seed)")
    #expect(accepted > 50, "only \(accepted) calls accepted; seed \(Self.seed)")
  }

  /// Checks what holds after every accepted call: a finite geometry, and visible rows that are
  /// those whose rects meet the bounds.
  func checkConsistency(of tableView: TableView, _ context: Comment) throws {
    #expect(tableView.contentSize.height.isFinite && tableView.contentSize.height >= 0, context)
    #expect(tableView.contentOffset.y.isFinite && tableView.contentOffset.x.isFinite, context)
    guard tableView.frame.size != .zero else { return }
    let visible = tableView.indexPathsForVisibleRows
    #expect(visible == tableView.indexPathsForRows(in: tableView.bounds) ?? [], context)
    for path in visible {
      let rect = try tableView.rectForRow(at: path)
      #expect(rect.minY.isFinite && rect.height.isFinite, context)
    }
  }
}
