import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Selection, as UIKit does it")
struct TableViewSelectionTests {
  @Test("Single selection: tapping B while A is selected calls the delegate in UIKit's order")
  func singleOrder() throws {
    let fixture = try SelectionFixture([["a", "b", "c"]])
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    fixture.log.events = []
    try fixture.tableView.tapRow(at: fixture.path(0, 1))
    #expect(
      fixture.log.events == [
        "willSelect 0-1", "willDeselect 0-0", "didDeselect 0-0", "didSelect 0-1",
      ])
    #expect(fixture.selected == ["0-1"])
    #expect(fixture.cellsShowingSelection == ["0-1"])
  }

  @Test("Single selection: tapping the selected row again keeps it selected")
  func singleAgain() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    try fixture.tableView.tapRow(at: fixture.path(0, 1))
    try fixture.tableView.tapRow(at: fixture.path(0, 1))
    #expect(
      fixture.log.events == ["willSelect 0-1", "didSelect 0-1", "willSelect 0-1", "didSelect 0-1"])
    #expect(fixture.selected == ["0-1"])
  }

  @Test("Multiple selection: a tap toggles the row")
  func multipleToggles() throws {
    let fixture = try SelectionFixture([["a", "b"], ["c"]])
    fixture.tableView.allowsMultipleSelection = true
    for (section, row) in [(0, 1), (1, 0), (0, 0), (0, 1)] {
      try fixture.tableView.tapRow(at: fixture.path(section, row))
    }
    #expect(
      fixture.log.events == [
        "willSelect 0-1", "didSelect 0-1", "willSelect 1-0", "didSelect 1-0",
        "willSelect 0-0", "didSelect 0-0", "willDeselect 0-1", "didDeselect 0-1",
      ])
    #expect(fixture.selected == ["0-0", "1-0"])
    #expect(fixture.tableView.indexPathForSelectedRow == fixture.path(0, 0))
  }

  @Test("willSelectRowAt can refuse a tap or redirect it, and the redirect is honoured")
  func willSelectVetoAndRedirect() throws {
    let fixture = try SelectionFixture([["a", "b", "c"]])
    fixture.log.willSelect = { $0.row == 0 ? nil : IndexPath(row: 2, section: 0) }
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    try fixture.tableView.tapRow(at: fixture.path(0, 1))
    #expect(fixture.selected == ["0-2"])
    #expect(fixture.log.events == ["willSelect 0-0", "willSelect 0-1", "didSelect 0-2"])
  }

  @Test("willDeselectRowAt can keep a row selected or redirect the deselection")
  func willDeselectVetoAndRedirect() throws {
    let fixture = try SelectionFixture([["a", "b", "c"]])
    fixture.tableView.allowsMultipleSelection = true
    try fixture.tableView.selectRow(at: fixture.path(0, 0))
    try fixture.tableView.selectRow(at: fixture.path(0, 1))
    fixture.log.willDeselect = { _ in nil }
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    #expect(fixture.selected == ["0-0", "0-1"])
    fixture.log.willDeselect = { _ in IndexPath(row: 1, section: 0) }
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    #expect(fixture.selected == ["0-0"])
    #expect(
      fixture.log.events == ["willDeselect 0-0", "willDeselect 0-0", "didDeselect 0-1"])
  }

  @Test("A redirect to a row the table does not have throws and changes nothing")
  func invalidRedirect() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    try fixture.tableView.selectRow(at: fixture.path(0, 0))
    fixture.log.willSelect = { _ in IndexPath(row: 9, section: 0) }
    let error = #expect(throws: TableViewError.self) {
      try fixture.tableView.tapRow(at: fixture.path(0, 1))
    }
    #expect(
      error?.message
        == "Attempted to access an out-of-bounds row (9) when there are only 2 rows in section 0.")
    #expect(fixture.selected == ["0-0"])
  }

  @Test("Programmatic selection calls no delegate method and replaces in single mode")
  func programmatic() throws {
    let fixture = try SelectionFixture([["a", "b"], ["c"]])
    try fixture.tableView.selectRow(at: fixture.path(0, 1), animated: false, scrollPosition: .none)
    try fixture.tableView.selectRow(at: fixture.path(1, 0), animated: true, scrollPosition: .none)
    #expect(fixture.selected == ["1-0"])
    fixture.tableView.allowsMultipleSelection = true
    try fixture.tableView.selectRow(at: fixture.path(0, 0), animated: false, scrollPosition: .none)
    #expect(fixture.selected == ["0-0", "1-0"])
    try fixture.tableView.deselectRow(at: fixture.path(1, 0), animated: false)
    #expect(fixture.selected == ["0-0"])
    try fixture.tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    #expect(fixture.tableView.indexPathForSelectedRow == nil)
    #expect(fixture.log.events.isEmpty)
  }

  @Test("Selecting with a scroll position scrolls the row into view")
  func selectAndScroll() throws {
    let fixture = try SelectionFixture([(0..<50).map { "r\($0)" }], height: 5)
    try fixture.tableView.selectRow(at: fixture.path(0, 30), scrollPosition: .top)
    #expect(fixture.tableView.rowOffset == 30)
    #expect(fixture.cellsShowingSelection == ["0-30"])
  }

  @Test(
    "Selection calls refuse rows the table does not have",
    arguments: [
      IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 3), IndexPath(index: 1),
    ])
  func outOfRange(indexPath: IndexPath) throws {
    let fixture = try SelectionFixture([["a", "b"]])
    try fixture.tableView.selectRow(at: fixture.path(0, 0))
    #expect(throws: TableViewError.self) { try fixture.tableView.tapRow(at: indexPath) }
    #expect(throws: TableViewError.self) { try fixture.tableView.selectRow(at: indexPath) }
    #expect(throws: TableViewError.self) { try fixture.tableView.deselectRow(at: indexPath) }
    #expect(fixture.selected == ["0-0"])
    #expect(fixture.log.events.isEmpty)
  }

  @Test("No selection by tap when allowsSelection is off or the row may not highlight")
  func tapsIgnored() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    fixture.tableView.allowsSelection = false
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    fixture.tableView.allowsSelection = true
    fixture.log.shouldHighlight = { $0.row == 0 }
    try fixture.tableView.tapRow(at: fixture.path(0, 1))
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    #expect(fixture.log.events.isEmpty)
    try fixture.tableView.tapRow(at: fixture.path(0, 0))
    #expect(fixture.selected == ["0-0"])
  }

  @Test("reloadData clears the selection")
  func reloadClears() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    try fixture.tableView.selectRow(at: fixture.path(0, 1))
    try fixture.tableView.reloadData()
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
    #expect(fixture.cellsShowingSelection.isEmpty)
  }

  @Test("A cell shows its row's selection whenever it is dequeued")
  func cellsShowSelection() throws {
    let fixture = try SelectionFixture([(0..<30).map { "r\($0)" }], height: 4)
    fixture.tableView.allowsMultipleSelection = true
    try fixture.tableView.selectRow(at: fixture.path(0, 1))
    try fixture.tableView.selectRow(at: fixture.path(0, 20))
    try fixture.tableView.setContentOffset(19)
    #expect(fixture.cellsShowingSelection == ["0-20"])
    try fixture.tableView.setContentOffset(0)
    #expect(fixture.cellsShowingSelection == ["0-1"])
    #expect(
      try fixture.tableView.render(with: PlainTextRenderer()) == """
          r0
        ▸ r1
          r2
          r3
        ⋮ 26 rows below

        """)
  }

  @Test("Seed 001's willSelectRowAt, ported, keeps one dish per course")
  func seed001() throws {
    final class Controller: TableViewDelegate {
      func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if let selectIndexPathInSection = tableView.indexPathsForSelectedRows?.first(where: {
          $0.section == indexPath.section
        }) {
          try? tableView.deselectRow(at: selectIndexPathInSection, animated: false)
        }
        return indexPath
      }
    }
    let fixture = try SelectionFixture([["soup 1", "soup 2"], ["main 1", "main 2", "main 3"]])
    let controller = Controller()
    fixture.tableView.delegate = controller
    fixture.tableView.allowsMultipleSelection = true
    for (section, row) in [(0, 0), (1, 2), (0, 1), (1, 0)] {
      try fixture.tableView.tapRow(at: fixture.path(section, row))
    }
    #expect(fixture.selected == ["0-1", "1-0"])
    #expect(fixture.cellsShowingSelection == ["0-1", "1-0"])
  }
}
