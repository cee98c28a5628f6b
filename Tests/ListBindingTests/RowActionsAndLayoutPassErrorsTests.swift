import Foundation
import ListBinding
import Testing

// The native counterparts of the UIKit face's newest callbacks that can fail or call back into
// the table: the older row actions' tableView(_:editActionsForRowAt:), asked while a swipe
// prepares, and the layout pass observer (behind the face's viewWillLayoutSubviews() and
// viewDidLayoutSubviews()), told while the table lays out the cells it displays. The face's
// context menus and drag sessions have no native counterpart; a reorder's and a scroll drag's
// callbacks are checked in TableRollbackTests and TableViewDragTests. Sources: the "Call
// moments" article (a change asked for while the table lays out or asks is deferred, and its
// error comes out of the outermost call); Apple's tableView(_:editActionsForRowAt:) ("Use
// this method when you want to provide custom actions for one of your table rows").

@MainActor
@Suite("Row actions and the layout pass observer: errors come out of the gesture or the call")
struct RowActionsAndLayoutPassErrorsTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test("editActionsForRowAt that throws: the swipe throws it and reveals nothing")
  func editActionsThrow() throws {
    let list = try HookedList([["Dishes", "Laundry", "Bins"]])
    list.onEditActions = { _ in throw TestFailure("no actions") }
    let cells = list.tableView.visibleCells.map(ObjectIdentifier.init)
    let error = #expect(throws: TableViewError.self) {
      try SimulatedUser(list.tableView).swipeRow(at: self.path(1))
    }
    #expect(
      error
        == .callbackFailed(
          TableViewError.Callback("tableView(_:editActionsForRowAt:)", indexPath: path(1)),
          TestFailure("no actions")))
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(list.tableView.visibleCells.map(ObjectIdentifier.init) == cells)
    list.checkCells()
    // The next swipe, with actions, reveals them.
    list.onEditActions = { _ in [RowAction(style: .normal, title: "Done") { _, _ in }] }
    try SimulatedUser(list.tableView).swipeRow(at: path(1))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Done"])
  }

  @Test("editActionsForRowAt that deletes its row with the model: the delete runs after the swipe")
  func editActionsDelete() throws {
    let list = try HookedList([["Dishes", "Laundry", "Bins"]])
    list.onEditActions = { [unowned list] indexPath in
      list.sections[0].remove(at: indexPath.row)
      try list.tableView.deleteRows(at: [indexPath], with: .automatic)
      return [RowAction(style: .normal, title: "Done") { _, _ in }]
    }
    try SimulatedUser(list.tableView).swipeRow(at: path(0))
    #expect(try list.tableView.numberOfRows(inSection: 0) == 2)
    // The row whose actions showed is gone, and its actions with it.
    #expect(list.tableView.revealedSwipeActions == nil)
    list.checkCells()
  }

  @Test("editActionsForRowAt whose delete the model kept: the swipe throws UIKit's reason")
  func editActionsRefusedDelete() throws {
    let list = try HookedList([["Dishes", "Laundry", "Bins"]])
    list.onEditActions = { [unowned list] indexPath in
      try list.tableView.deleteRows(at: [indexPath], with: .automatic)
      return [RowAction(style: .normal, title: "Done") { _, _ in }]
    }
    let cells = list.tableView.visibleCells.map(ObjectIdentifier.init)
    let error = #expect(throws: TableViewError.self) {
      try SimulatedUser(list.tableView).swipeRow(at: self.path(2))
    }
    #expect(
      error?.message
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
    #expect(try list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(list.tableView.visibleCells.map(ObjectIdentifier.init) == cells)
    list.checkCells()
  }

  /// Runs `body` with `observer` as the layout pass observer, then puts the previous one back.
  /// The observer is process-wide: `body` must not suspend, so no other test sees it.
  func withLayoutPassObserver<Result>(
    _ observer: @escaping @MainActor (View, View.LayoutPassStep) -> Void,
    _ body: () throws -> Result
  ) rethrows -> Result {
    let previous = View.layoutPassObserver
    defer { View.layoutPassObserver = previous }
    View.layoutPassObserver = observer
    return try body()
  }

  /// What an observer did: whether it asked for its change, and what that call threw.
  final class ObserverProbe {
    var asked = false
    var failure: (any Error)?
  }

  @Test("An observer's delete asked while the table shows a cell runs once the reload is done")
  func observerDeletes() throws {
    let list = try HookedList([["Apple", "Banana", "Cherry", "Date"]])
    let probe = ObserverProbe()
    try withLayoutPassObserver(
      { [unowned list] view, step in
        guard !probe.asked, step == .didLayoutSubviews, view is TextCell else { return }
        probe.asked = true
        list.sections[0].removeFirst()
        do {
          try list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
          // Deferred: the reload still shows its rows.
          #expect(try list.tableView.numberOfRows(inSection: 0) == 4)
        } catch {
          probe.failure = error
        }
      }
    ) {
      try list.tableView.reloadData()
    }
    #expect(probe.asked)
    #expect(probe.failure == nil)
    #expect(try list.tableView.numberOfRows(inSection: 0) == 3)
    list.checkCells()
  }

  @Test("An observer's delete the model kept comes out of the call that laid out the cell")
  func observerRefusedDelete() throws {
    let list = try HookedList([["Apple", "Banana", "Cherry", "Date"]])
    list.sections[0].append("Elderberry")
    let probe = ObserverProbe()
    let error = withLayoutPassObserver(
      { [unowned list] view, step in
        guard !probe.asked, step == .willLayoutSubviews, view is TextCell else { return }
        probe.asked = true
        do {
          try list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        } catch {
          probe.failure = error
        }
      }
    ) {
      #expect(throws: TableViewError.self) { try list.tableView.reloadData() }
    }
    #expect(probe.asked)
    #expect(probe.failure == nil)
    guard case .invalidUpdate = error else {
      Issue.record("Expected invalidUpdate, got \(String(describing: error))")
      return
    }
    // The reload stays: the failing call was asked after it.
    #expect(try list.tableView.numberOfRows(inSection: 0) == 5)
    list.checkCells()
  }
}
