import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Cells follow the table's editing mode, as UIKit's do")
struct CellEditingTests {
  @Test("setEditing tells the displayed cells after the mode changed, then asks the indentation")
  func propagation() throws {
    let table = try SurfaceTable()
    try table.tableView.setEditing(true, animated: true)
    #expect(
      table.takeLines() == [
        "a setEditing true animated", "b setEditing true animated", "c setEditing true animated",
        "shouldIndentWhileEditing 0", "shouldIndentWhileEditing 1", "shouldIndentWhileEditing 2",
      ])
    #expect(table.tableView.visibleCells.allSatisfy { $0.isEditing })
    try table.tableView.setEditing(true, animated: false)
    #expect(
      table.takeLines() == [
        "shouldIndentWhileEditing 0", "shouldIndentWhileEditing 1", "shouldIndentWhileEditing 2",
      ])
    try table.tableView.setEditing(false, animated: false)
    #expect(
      table.takeLines() == ["a setEditing false", "b setEditing false", "c setEditing false"])
    #expect(table.tableView.visibleCells.allSatisfy { !$0.isEditing })
  }

  @Test("A cell's setEditing sees the table editing already")
  func cellSeesCommittedMode() throws {
    final class Observing: StateLoggingCell {
      var tableWasEditing: [Bool] = []
      weak var table: TableView?
      override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableWasEditing.append(table?.isEditing ?? false)
      }
    }
    let tableView = TableView()
    let list = SurfaceList(["a"])
    list.attach(to: tableView)
    tableView.register(Observing.self, forCellReuseIdentifier: "state")
    try tableView.reloadData()
    let cell = try #require(tableView.visibleCells.first as? Observing)
    cell.table = tableView
    try tableView.setEditing(true, animated: false)
    try tableView.setEditing(false, animated: false)
    #expect(cell.tableWasEditing == [true, false])
  }

  @Test(
    "Cells displayed while the table edits are set editing before willDisplay, indentation asked")
  func cellsLoadedWhileEditing() throws {
    let table = try SurfaceTable()
    try table.tableView.setEditing(true, animated: false)
    _ = table.takeLines()
    try table.tableView.setContentOffset(2)
    #expect(
      table.takeLines() == [
        "cellForRowAt 3", "cellForRowAt 4",
        "d setEditing true", "e setEditing true",
        "didEndDisplaying 0", "didEndDisplaying 1",
        "indentationLevel 3", "shouldIndentWhileEditing 3", "willDisplay 3 editing true",
        "indentationLevel 4", "shouldIndentWhileEditing 4", "willDisplay 4 editing true",
      ])
  }

  @Test("A reused cell that was editing is set back when the table no longer edits")
  func reusedCell() throws {
    let table = try SurfaceTable()
    try table.tableView.setEditing(true, animated: false)
    // Rows 0 and 1 leave: their cells wait for reuse, editing.
    try table.tableView.setContentOffset(2)
    try table.tableView.setEditing(false, animated: false)
    _ = table.takeLines()
    try table.tableView.setContentOffset(0)
    let lines = table.takeLines()
    #expect(
      Array(lines.prefix(6)) == [
        "cellForRowAt 0", "b prepareForReuse", "cellForRowAt 1", "a prepareForReuse",
        "a setEditing false", "b setEditing false",
      ])
    #expect(table.tableView.visibleCells.allSatisfy { !$0.isEditing })
  }

  @Test("A delegate error while editing begins comes out with the mode changed and every cell told")
  func throwingIndentation() throws {
    let table = try SurfaceTable()
    table.delegate.throwing = ["shouldIndentWhileEditing"]
    #expect(throws: TableViewError.self) {
      try table.tableView.setEditing(true, animated: false)
    }
    #expect(table.tableView.isEditing)
    #expect(table.tableView.visibleCells.allSatisfy { $0.isEditing })
  }

  @Test("Hiding swipe actions: the cells hear of the mode before didEndEditingRow")
  func swipeHidden() throws {
    let table = try SurfaceTable()
    try table.tableView.swipeRow(at: IndexPath(row: 1, section: 0))
    _ = table.takeLines()
    table.delegate.throwing = ["didEndEditingRow"]
    #expect(throws: TableViewError.self) {
      try table.tableView.setEditing(true, animated: false)
    }
    #expect(table.tableView.isEditing)
    #expect(table.tableView.revealedSwipeActions == nil)
    #expect(
      table.takeLines() == [
        "a setEditing true", "b setEditing true", "c setEditing true", "didEndEditingRow 1",
      ])
  }

  @Test("The delegate's shouldIndentWhileEditing reaches the cell; its default keeps the cell's")
  func shouldIndent() throws {
    let table = try SurfaceTable()
    table.delegate.indents = [1: false]
    try table.tableView.setEditing(true, animated: false)
    let cells = table.tableView.visibleCells
    #expect(cells.map(\.shouldIndentWhileEditing) == [true, false, true])

    let plain = try SurfaceTable()
    let quiet = QuietDelegate()
    plain.tableView.delegate = quiet
    try #require(plain.tableView.visibleCells.first).shouldIndentWhileEditing = false
    try plain.tableView.setEditing(true, animated: false)
    #expect(plain.tableView.visibleCells.map(\.shouldIndentWhileEditing) == [false, true, true])
  }
}

/// A delegate that leaves every method to its default.
@MainActor
final class QuietDelegate: TableViewDelegate {}
