import Foundation
import ListBinding
import Testing

// Sources: Apple's sample "Adopting Drag and Drop in a Table View" (a local drag proposes
// .move into .insertAtDestinationIndexPath, and the table reorders the rows through the data
// source's tableView(_:moveRowAt:to:)); UITableView.hasUncommittedUpdates ("avoid making any
// significant changes to the table, such as calling reloadData()"). That a drop reorders as a
// drag by the reorder control does, and that a call made from moveRowAt then waits for the
// move, is *assumed*, as for dragRow(from:to:) (see the "Call moments" article).

@MainActor
@Suite("dropRow(from:to:): a row dropped elsewhere in its table")
struct TableViewDropRowTests {
  func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("A drop moves the row without editing mode; moveRowAt sees the move uncommitted")
  func movesWithoutEditing() throws {
    let list = try HookedList([["Apple", "Banana", "Cherry"], ["Date"]])
    list.canMove = false
    var uncommitted: [Bool] = []
    list.onMove = { [unowned list] _, _ in uncommitted.append(list.tableView.hasUncommittedUpdates)
    }
    try list.tableView.dropRow(from: path(0), to: path(1, 1))
    #expect(uncommitted == [true])
    #expect(!list.tableView.hasUncommittedUpdates)
    #expect(list.sections == [["Banana", "Cherry"], ["Date", "Apple"]])
    #expect(try list.tableView.numberOfRows(inSection: 1) == 2)
    list.checkCells()
  }

  @Test("A reload or a delete from moveRowAt runs once the drop is done: the rows are the data's")
  func callsFromMoveWait() throws {
    let list = try HookedList([["Apple", "Banana", "Cherry", "Date", "Elderberry"]])
    list.onMove = { [unowned list] _, _ in
      list.sections[0].removeFirst()
      try list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      // Not yet: the drop completes first.
      #expect(try list.tableView.numberOfRows(inSection: 0) == 5)
      list.sections[0].reverse()
      try list.tableView.reloadData()
    }
    try list.tableView.dropRow(from: path(1), to: path(3))
    #expect(list.sections == [["Elderberry", "Banana", "Date", "Cherry"]])
    list.checkCells()
  }

  @Test("moveRowAt that throws: the drop throws it, and the table shows the rows as they were")
  func moveThrows() throws {
    let list = try HookedList([["Apple", "Banana", "Cherry"]])
    let cells = list.tableView.visibleCells.map(ObjectIdentifier.init)
    list.onMove = { _, _ in throw TestFailure("offline") }
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.dropRow(from: self.path(0), to: self.path(2))
    }
    #expect(
      error
        == .callbackFailed(
          TableViewError.Callback("tableView(_:moveRowAt:to:)", indexPath: path(0)),
          TestFailure("offline")))
    #expect(list.tableView.visibleCells.map(ObjectIdentifier.init) == cells)
    #expect(
      list.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
    #expect(!list.tableView.hasUncommittedUpdates)
  }

  @Test("A destination outside the table: the drop throws, nothing is asked or moved")
  func invalidDestination() throws {
    let list = try HookedList([["Apple", "Banana"]])
    var moves = 0
    list.onMove = { _, _ in moves += 1 }
    #expect(throws: TableViewError.rowOutOfRange(path(2), numberOfRows: 2)) {
      try list.tableView.dropRow(from: self.path(0), to: self.path(2))
    }
    #expect(throws: TableViewError.self) {
      try list.tableView.dropRow(from: self.path(5), to: self.path(0))
    }
    #expect(moves == 0)
    list.checkCells()
  }
}
