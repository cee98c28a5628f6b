import Foundation
import ListBinding
import Testing

/// Attacks with values in points: settings, arguments, and heights a delegate returns.
@MainActor
@Suite("Hostile input: geometry")
struct GeometryHostileTests {
  /// Sets a setting to a hostile value, expects every call that lays out to refuse it, then puts
  /// it back and expects the table as it was.
  func expectSettingRefused(
    _ name: String, _ value: CGFloat, sourceLocation: SourceLocation = #_sourceLocation,
    set: (TableView, CGFloat) -> Void, restore: (TableView) -> Void
  ) throws {
    let fixture = try Fixture()
    let table = fixture.table
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    try table.performLayout()
    let before = Picture(table)
    set(table, value)
    let refused: (TableViewError) -> Bool = { error in
      guard case .invalidGeometry(let reason) = error else { return false }
      return reason.source == .property(name)
        && (reason.value == value || (reason.value.isNaN && value.isNaN))
    }
    for call in [
      { try table.performLayout() }, { try table.reloadData() },
      { try table.setContentOffset(CGPoint(x: 0, y: 10), animated: false) },
      { try table.selectRow(at: IndexPath(row: 0, section: 0)) },
      { _ = try table.render(with: PlainTextRenderer()) },
    ] as [() throws -> Void] {
      do {
        try call()
        Issue.record("\(name) = \(value) was taken", sourceLocation: sourceLocation)
      } catch let error as TableViewError {
        #expect(refused(error), "\(error)", sourceLocation: sourceLocation)
      } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
      }
    }
    restore(table)
    #expect(Picture(table) == before, sourceLocation: sourceLocation)
  }

  @Test("Row and section heights that are not lengths are refused", arguments: hostileLengths)
  func heights(_ value: CGFloat) throws {
    try expectSettingRefused("rowHeight", value, set: { $0.rowHeight = $1 }) { $0.rowHeight = 44 }
    try expectSettingRefused("estimatedRowHeight", value, set: { $0.estimatedRowHeight = $1 }) {
      $0.estimatedRowHeight = TableView.automaticDimension
    }
    try expectSettingRefused("sectionHeaderHeight", value, set: { $0.sectionHeaderHeight = $1 }) {
      $0.sectionHeaderHeight = TableView.automaticDimension
    }
    try expectSettingRefused("sectionFooterHeight", value, set: { $0.sectionFooterHeight = $1 }) {
      $0.sectionFooterHeight = TableView.automaticDimension
    }
  }

  @Test("A frame whose size is not a length, or whose origin is not finite, is refused")
  func frames() throws {
    for value in hostileLengths {
      try expectSettingRefused(
        "frame.size.height", value, set: { $0.frame.size.height = $1 }
      ) { $0.frame.size.height = 200 }
      try expectSettingRefused(
        "frame.size.width", value, set: { $0.frame.size.width = $1 }
      ) { $0.frame.size.width = 320 }
    }
    for value in nonFinite {
      try expectSettingRefused("frame.origin.y", value, set: { $0.frame.origin.y = $1 }) {
        $0.frame.origin.y = 0
      }
    }
  }

  @Test(
    "Content insets that are not finite or beyond the maximum are refused",
    arguments: nonFinite + [.greatestFiniteMagnitude, -TableView.maximumDimension.nextUp])
  func insets(_ value: CGFloat) throws {
    try expectSettingRefused("contentInset.top", value, set: { $0.contentInset.top = $1 }) {
      $0.contentInset = .zero
    }
    try expectSettingRefused("contentInset.bottom", value, set: { $0.contentInset.bottom = $1 }) {
      $0.contentInset = .zero
    }
  }

  @Test("Offsets and drags that are not finite are refused", arguments: nonFinite)
  func offsets(_ value: CGFloat) throws {
    let fixture = try Fixture()
    let table = fixture.table
    let refused: (TableViewError) -> Bool = { error in
      if case .invalidGeometry(let reason) = error {
        return reason.value.isNaN || !reason.value.isFinite
      }
      return false
    }
    expectRefused(table, matching: refused) {
      try table.setContentOffset(CGPoint(x: 0, y: value), animated: false)
    }
    expectRefused(table, matching: refused) {
      try table.setContentOffset(CGPoint(x: value, y: 0), animated: true)
    }
    expectRefused(table, matching: refused) { try table.drag(by: value) }
  }

  @Test(
    "Huge finite offsets scroll to the ends",
    arguments: [CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude, 1e300]
      as [CGFloat])
  func hugeOffsets(_ value: CGFloat) throws {
    let fixture = try Fixture([Array(repeating: "row", count: 40)])
    let table = fixture.table
    table.frame = CGRect(x: 0, y: 0, width: 100, height: 88)
    try table.performLayout()
    try table.setContentOffset(CGPoint(x: 0, y: value), animated: false)
    #expect(table.visibleCells.count <= 3)
    try table.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
  }

  @Test("A frame that would show more rows than the maximum is refused")
  func tooManyVisibleRows() throws {
    let fixture = try Fixture([["a"]])
    let table = fixture.table
    fixture.source.rowCounts[0] = 4 * TableView.maximumViewportHeight
    try table.reloadData()
    let before = Picture(table)
    table.rowHeight = 1e-3
    table.estimatedRowHeight = 1e-3
    table.frame = CGRect(x: 0, y: 0, width: 10, height: TableView.maximumDimension)
    expectRefused(
      table,
      matching: { error in
        if case .tooManyVisibleRows(_, let maximum) = error {
          return maximum == TableView.maximumViewportHeight
        }
        return false
      }
    ) { try table.performLayout() }
    table.rowHeight = 44
    table.estimatedRowHeight = TableView.automaticDimension
    table.frame = .zero
    try table.setViewportHeight(10)
    #expect(Picture(table) == before)
  }

  @Test("Measuring more rows than the maximum up front is refused")
  func tooManyRowsToMeasure() throws {
    let fixture = try Fixture([["a"]])
    let table = fixture.table
    table.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    table.estimatedRowHeight = 0
    try table.performLayout()
    let before = Picture(table)
    fixture.source.rowCounts[0] = TableView.maximumMeasuredRows + 1
    expectRefused(
      table,
      .tooManyRowsToMeasure(
        TableView.maximumMeasuredRows + 1, maximum: TableView.maximumMeasuredRows)
    ) { try table.reloadData() }
    #expect(Picture(table) == before)
  }
}

/// A delegate whose every answer an attack can bend.
@MainActor
final class HostileDelegate: TableViewDelegate {
  var rowHeight: CGFloat?
  var headerHeight: CGFloat?
  var willSelect: ((IndexPath) throws -> IndexPath?)?
  var target: IndexPath?
  var indentation = 0
  var swipeTitles: [String]?
  var swipeHandlerThrows = false
  var onDidSelect: ((TableView, IndexPath) throws -> Void)?
  var onWillDisplay: ((TableView) throws -> Void)?

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat {
    rowHeight ?? tableView.rowHeight
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) throws -> CGFloat {
    headerHeight ?? TableView.automaticDimension
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?
  {
    try willSelect?(indexPath) ?? indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try onDidSelect?(tableView, indexPath)
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try onWillDisplay?(tableView)
  }

  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) throws -> IndexPath {
    target ?? proposedDestinationIndexPath
  }

  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) throws
    -> Int
  {
    indentation
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? {
    guard let swipeTitles else { return nil }
    let throwing = swipeHandlerThrows
    return SwipeActionsConfiguration(
      actions: swipeTitles.map { title in
        ContextualAction(style: .normal, title: title) { _, _, done in
          if throwing { throw Sabotage() }
          done(true)
        }
      })
  }
}

@MainActor
@Suite("Hostile input: delegates")
struct DelegateHostileTests {
  @Test("Heights a delegate returns that are not lengths are refused", arguments: hostileLengths)
  func delegateHeights(_ value: CGFloat) throws {
    let fixture = try Fixture()
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    fixture.table.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
    try fixture.table.performLayout()
    delegate.rowHeight = value
    expectRefused(
      fixture.table,
      matching: { error in
        if case .invalidGeometry(let reason) = error, case .callback = reason.source { return true }
        return false
      }
    ) { try fixture.table.reloadData() }
    delegate.rowHeight = nil
    delegate.headerHeight = value
    fixture.source.headers = ["H"]
    expectRefused(
      fixture.table,
      matching: { error in
        if case .invalidGeometry(let reason) = error, case .callback = reason.source { return true }
        return false
      }
    ) { try fixture.table.reloadData() }
  }

  @Test(
    "A redirect from willSelectRowAt to a row the table does not have is refused",
    arguments: hostileIndexPaths)
  func willSelectRedirect(_ indexPath: IndexPath) throws {
    let fixture = try Fixture()
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    delegate.willSelect = { _ in indexPath }
    expectRefused(fixture.table, matching: { _ in true }) {
      try fixture.table.tapRow(at: IndexPath(row: 0, section: 0))
    }
  }

  @Test("A willSelectRowAt that throws is reported with its callback, and selects nothing")
  func willSelectThrows() throws {
    let fixture = try Fixture()
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    delegate.willSelect = { _ in throw Sabotage() }
    expectRefused(
      fixture.table,
      matching: { error in
        if case .callbackFailed(_, let inner) = error { return inner is Sabotage }
        return false
      }
    ) { try fixture.table.tapRow(at: IndexPath(row: 1, section: 0)) }
  }

  @Test("A move target the table does not have is refused", arguments: hostileIndexPaths)
  func moveTarget(_ indexPath: IndexPath) throws {
    let fixture = try Fixture()
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    try fixture.table.setEditing(true, animated: false)
    delegate.target = indexPath
    expectRefused(fixture.table, matching: { _ in true }) {
      try fixture.table.dragRow(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    }
    #expect(fixture.source.sections == [["a", "b", "c"], ["d", "e"]])
  }

  @Test(
    "Indentation levels anywhere render within the renderer's limit",
    arguments: [Int.min, -1, Int.max, 1 << 40])
  func indentation(_ level: Int) throws {
    let fixture = try Fixture([["a"]])
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    delegate.indentation = level
    try fixture.table.reloadData()
    let lines = try fixture.table.render(with: PlainTextRenderer()).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 4 * PlainTextRenderer.maximumIndentationLevel + 20 })
  }

  @Test("Swipe action titles from data render inert; a throwing handler is reported")
  func swipeActions() throws {
    let fixture = try Fixture()
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    delegate.swipeTitles = hostileStrings
    try fixture.table.swipeRow(at: IndexPath(row: 0, section: 0))
    let text = try fixture.table.render(with: PlainTextRenderer())
    #expect(!drivesTerminal(text))
    expectRefused(
      fixture.table, .noSwipeAction(hostileStrings.count, revealed: hostileStrings.count)
    ) {
      try fixture.table.tapSwipeAction(at: hostileStrings.count)
    }
    delegate.swipeTitles = []
    try fixture.table.hideSwipeActions()
    try fixture.table.swipeRow(at: IndexPath(row: 0, section: 0))
    expectRefused(fixture.table, .noSwipeAction(0, revealed: 0)) {
      try fixture.table.tapSwipeAction(at: 0)
    }
  }

  @Test("A didSelectRowAt that taps again and again stops at the maximum depth")
  func recursiveTaps() throws {
    let fixture = try Fixture()
    let delegate = HostileDelegate()
    fixture.table.delegate = delegate
    fixture.table.allowsMultipleSelection = true
    delegate.onDidSelect = { table, indexPath in
      try table.deselectRow(at: indexPath)
      try table.tapRow(at: indexPath)
    }
    #expect {
      try fixture.table.tapRow(at: IndexPath(row: 0, section: 0))
    } throws: { error in
      switch error as? TableViewError {
      case .callbacksTooDeep(_, let maximum): maximum == TableView.maximumCallbackDepth
      case .tooManyDeferredCalls(let maximum): maximum == TableView.maximumDeferredCalls
      default: false
      }
    }
    delegate.onDidSelect = nil
    try fixture.table.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(
      fixture.table.indexPathsForSelectedRows?.contains(IndexPath(row: 1, section: 0)) == true)
  }
}
