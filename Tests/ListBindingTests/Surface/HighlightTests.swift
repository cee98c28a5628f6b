import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Highlighting: a tap highlights its row, then unhighlights it, before selecting")
struct HighlightTests {
  @Test(
    "A tap: shouldHighlight, the cell highlighted, didHighlight, unhighlighted, didUnhighlight, then selection"
  )
  func order() throws {
    let table = try SurfaceTable()
    let log = TableEventLog(table.tableView, omitting: [.selectionRules])
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(
      log.lines == [
        "tapRow [0, 1]", "shouldHighlightRowAt [0, 1]", "didHighlightRowAt [0, 1]",
        "didUnhighlightRowAt [0, 1]", "willSelectRowAt [0, 1]", "didSelectRowAt [0, 1]",
      ])
    #expect(
      table.takeLines() == [
        "b setHighlighted true", "didHighlight 1 cell highlighted true",
        "b setHighlighted false", "didUnhighlight 1", "willSelect 1", "didSelect 1",
      ])
    let cell = try #require(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(!cell.isHighlighted)
    #expect(cell.isSelected)
  }

  @Test("A tap on a row outside the viewport highlights no cell but tells the delegate")
  func rowWithoutCell() throws {
    let table = try SurfaceTable()
    try table.tableView.tapRow(at: IndexPath(row: 4, section: 0))
    #expect(
      table.takeLines() == [
        "didHighlight 4 cell highlighted false", "didUnhighlight 4", "willSelect 4",
        "didSelect 4",
      ])
  }

  @Test("No highlight where the tap selects nothing before it: refused highlight, no selection")
  func noHighlight() throws {
    final class Refusing: TableViewDelegate {
      var highlights = 0
      func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        false
      }
      func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        highlights += 1
      }
    }
    let table = try SurfaceTable()
    let refusing = Refusing()
    table.tableView.delegate = refusing
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    table.tableView.delegate = table.delegate
    table.tableView.allowsSelection = false
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(refusing.highlights == 0)
    #expect(table.takeLines().isEmpty)
  }

  @Test(
    "A didHighlight that throws: its error comes out of the tap, the cell is unhighlighted, nothing is selected"
  )
  func throwingHighlight() throws {
    let table = try SurfaceTable()
    table.delegate.throwing = ["didHighlight"]
    let row = IndexPath(row: 0, section: 0)
    #expect {
      try table.tableView.tapRow(at: row)
    } throws: { error in
      guard case .callbackFailed(let callback, let inner) = error as? TableViewError else {
        return false
      }
      return callback.name == "tableView(_:didHighlightRowAt:)" && callback.indexPath == row
        && "\(inner)" == "didHighlight failed"
    }
    #expect(
      table.takeLines() == [
        "a setHighlighted true", "didHighlight 0 cell highlighted true", "a setHighlighted false",
      ])
    #expect(table.tableView.cellForRow(at: row)?.isHighlighted == false)
    #expect(table.tableView.indexPathForSelectedRow == nil)
  }

  @Test("A didUnhighlight that throws stops the tap before it selects")
  func throwingUnhighlight() throws {
    let table = try SurfaceTable()
    table.delegate.throwing = ["didUnhighlight"]
    #expect(throws: TableViewError.self) {
      try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    }
    #expect(table.tableView.indexPathForSelectedRow == nil)
    #expect(!table.takeLines().contains("willSelect 0"))
  }

  @Test("The highlights category leaves the highlight calls out of a log")
  func category() throws {
    let table = try SurfaceTable()
    let log = TableEventLog(table.tableView, omitting: [.highlights, .selectionRules])
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(
      log.lines == [
        "tapRow [0, 0]", "shouldHighlightRowAt [0, 0]", "willSelectRowAt [0, 0]",
        "didSelectRowAt [0, 0]",
      ])
  }
}
