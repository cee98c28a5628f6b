import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Batch updates on the table")
struct TableViewUpdatesTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// The table's state that a rejected update must leave as it was.
  struct State: Equatable {
    var counts: [Int]
    var visible: [String]
    var visiblePaths: [IndexPath]
    var selected: [IndexPath]
    var offset: Int
  }

  func state(_ tableView: TableView) throws -> State {
    State(
      counts: try (0..<tableView.numberOfSections).map {
        try tableView.numberOfRows(inSection: $0)
      },
      visible: visibleTexts(tableView), visiblePaths: tableView.indexPathsForVisibleRows,
      selected: tableView.indexPathsForSelectedRows ?? [], offset: tableView.rowOffset)
  }

  @Test("Seed 003's crash: deleting a row without changing the data throws UIKit's message")
  func seedCrash() throws {
    let fixture = try SelectionFixture([(0..<6).map { "a\($0)" }, ["b0"]])
    try fixture.tableView.selectRow(at: path(0, 2))
    let before = try state(fixture.tableView)
    let error = #expect(throws: TableViewError.self) {
      try fixture.tableView.deleteRows(at: [path(0, 1)], with: .automatic)
    }
    #expect(
      error?.message
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (6) must be equal to the number of rows contained "
        + "in that section before the update (6), plus or minus the number of rows inserted or "
        + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows "
        + "moved into or out of that section (0 moved in, 0 moved out).")
    guard case .invalidUpdate = error else {
      Issue.record("unexpected case")
      return
    }
    #expect(try state(fixture.tableView) == before)
  }

  /// A batch, the data source's sections after it, and UIKit's message.
  struct Rejected: Sendable, CustomTestStringConvertible {
    var name: String
    var after: [[String]]
    var batch: @MainActor @Sendable (TableView) throws -> Void
    var message: String
    var testDescription: String { name }
  }

  nonisolated static let rejected: [Rejected] = [
    Rejected(
      name: "sections", after: [["a0", "a1"], ["b0"], ["c0"]],
      batch: { try $0.performBatchUpdates {} },
      message:
        "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (3) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted or "
        + "deleted (0 inserted, 0 deleted)."),
    Rejected(
      name: "delete row beyond", after: [["a0"], ["b0"]],
      batch: { try $0.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade) },
      message: "attempt to delete row 5 from section 0 which only contains 2 rows before the update"
    ),
    Rejected(
      name: "delete from missing section", after: [["a0", "a1"], ["b0"]],
      batch: { try $0.deleteRows(at: [IndexPath(row: 0, section: 4)], with: .fade) },
      message:
        "attempt to delete row 0 from section 4, but there are only 2 sections before the update"),
    Rejected(
      name: "insert row beyond", after: [["a0", "a1", "x"], ["b0"]],
      batch: { try $0.insertRows(at: [IndexPath(row: 7, section: 0)], with: .fade) },
      message:
        "attempt to insert row 7 into section 0, but there are only 3 rows in section 0 after the update"
    ),
    Rejected(
      name: "insert into missing section", after: [["a0", "a1"], ["b0"]],
      batch: { try $0.insertRows(at: [IndexPath(row: 0, section: 3)], with: .fade) },
      message:
        "attempt to insert row 0 into section 3, but there are only 2 sections after the update"),
    Rejected(
      name: "insert section beyond", after: [["a0", "a1"], ["b0"], []],
      batch: { try $0.insertSections([5], with: .fade) },
      message: "attempt to insert section 5 but there are only 3 sections after the update"),
    Rejected(
      name: "delete and reload", after: [["a1"], ["b0"]],
      batch: { tableView in
        try tableView.performBatchUpdates {
          try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
          try tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
      },
      message: "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})"),
    Rejected(
      name: "delete and move", after: [["a1"], ["a0", "b0"]],
      batch: { tableView in
        try tableView.performBatchUpdates {
          try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
          try tableView.moveRow(
            at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        }
      },
      message:
        "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"
    ),
    Rejected(
      name: "insert and move", after: [["a1"], ["a0", "b0"]],
      batch: { tableView in
        try tableView.performBatchUpdates {
          try tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
          try tableView.moveRow(
            at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        }
      },
      message:
        "attempt to perform an insert and a move to the same index path ({length = 2, path = 1 - 0})"
    ),
    Rejected(
      name: "move into a new section", after: [["a1"], ["a0"], ["b0"]],
      batch: { tableView in
        try tableView.performBatchUpdates {
          try tableView.insertSections([1], with: .fade)
          try tableView.moveRow(
            at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        }
      },
      message: "cannot move a row into a newly inserted section (1)"),
  ]

  @Test("Each inconsistent update throws UIKit's message and changes nothing", arguments: rejected)
  func rejectedUpdates(_ rejected: Rejected) throws {
    let fixture = try SelectionFixture([["a0", "a1"], ["b0"]])
    try fixture.tableView.selectRow(at: path(0, 1))
    let before = try state(fixture.tableView)
    fixture.dataSource.sections = rejected.after
    let error = #expect(throws: TableViewError.self) { try rejected.batch(fixture.tableView) }
    #expect(error?.message == rejected.message)
    #expect(try state(fixture.tableView) == before)
    #expect(fixture.tableView.animationsOfLastUpdate.isEmpty)
  }

  @Test("Deletes use old paths and inserts new ones, whatever the call order")
  func deleteAndInsert() throws {
    for deleteFirst in [true, false] {
      let fixture = try SelectionFixture([["a", "b", "c", "d"]])
      fixture.dataSource.sections = [["x", "a", "c", "d"]]
      try fixture.tableView.performBatchUpdates {
        if deleteFirst { try fixture.tableView.deleteRows(at: [path(0, 1)], with: .fade) }
        try fixture.tableView.insertRows(at: [path(0, 0)], with: .top)
        if !deleteFirst { try fixture.tableView.deleteRows(at: [path(0, 1)], with: .fade) }
      }
      #expect(visibleTexts(fixture.tableView) == ["x", "a", "c", "d"])
      #expect(
        fixture.tableView.animationsOfLastUpdate == (deleteFirst ? [.fade, .top] : [.top, .fade]))
    }
  }

  @Test("Visible cells and the selection follow their rows; deleted rows leave the selection")
  func stateFollowsRows() throws {
    let fixture = try SelectionFixture([["a", "b", "c"], ["d", "e"]])
    fixture.tableView.allowsMultipleSelection = true
    try fixture.tableView.selectRow(at: path(0, 1))
    try fixture.tableView.selectRow(at: path(0, 2))
    try fixture.tableView.selectRow(at: path(1, 1))
    let cellB = try #require(fixture.tableView.cellForRow(at: path(0, 1)))
    fixture.dataSource.sections = [["new", "b"], ["d", "c", "e"]]
    try fixture.tableView.performBatchUpdates {
      try fixture.tableView.deleteRows(at: [path(0, 0)], with: .fade)
      try fixture.tableView.insertRows(at: [path(0, 0)], with: .fade)
      try fixture.tableView.moveRow(at: path(0, 2), to: path(1, 1))
    }
    #expect(visibleTexts(fixture.tableView) == ["new", "b", "d", "c", "e"])
    #expect(fixture.tableView.cellForRow(at: path(0, 1)) === cellB)
    #expect(fixture.selected == ["0-1", "1-1", "1-2"])
    #expect(fixture.cellsShowingSelection == ["0-1", "1-1", "1-2"])
  }

  @Test("Reloaded rows get new cells and lose their selection")
  func reloadRows() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    fixture.tableView.allowsMultipleSelection = true
    try fixture.tableView.selectRow(at: path(0, 0))
    try fixture.tableView.selectRow(at: path(0, 1))
    fixture.dataSource.sections = [["a", "B"]]
    try fixture.tableView.reloadRows(at: [path(0, 1)], with: .automatic)
    #expect(visibleTexts(fixture.tableView) == ["a", "B"])
    #expect(fixture.selected == ["0-0"])
    fixture.dataSource.sections = [["A", "B"]]
    try fixture.tableView.reloadSections([0], with: .automatic)
    #expect(visibleTexts(fixture.tableView) == ["A", "B"])
    #expect(fixture.tableView.indexPathsForSelectedRows == nil)
  }

  @Test("A batch inside a batch joins it; a throwing batch applies nothing")
  func nesting() async throws {
    let fixture = try SelectionFixture([["a", "b"]])
    fixture.dataSource.sections = [["b", "c"]]
    var completed: [Bool] = []
    try fixture.tableView.performBatchUpdates(
      {
        try fixture.tableView.deleteRows(at: [path(0, 0)], with: .left)
        try fixture.tableView.performBatchUpdates {
          try fixture.tableView.insertRows(at: [path(0, 1)], with: .right)
        }
        #expect(visibleTexts(fixture.tableView) == ["a", "b"])
      }, completion: { completed.append($0) })
    #expect(visibleTexts(fixture.tableView) == ["b", "c"])
    await drainMainQueue()
    #expect(completed == [true])
    fixture.dataSource.sections = [["b"]]
    #expect(throws: TableViewError.self) {
      try fixture.tableView.performBatchUpdates {
        try fixture.tableView.deleteRows(at: [path(0, 1)], with: .fade)
        throw CancellationError()
      }
    }
    #expect(visibleTexts(fixture.tableView) == ["b", "c"])
    try fixture.tableView.deleteRows(at: [path(0, 1)], with: .fade)
    #expect(visibleTexts(fixture.tableView) == ["b"])
  }

  @Test("Sections move with their rows and their selection")
  func sectionMoves() throws {
    let fixture = try SelectionFixture([["a"], ["b", "c"], ["d"]])
    try fixture.tableView.selectRow(at: path(1, 1))
    fixture.dataSource.sections = [["b", "c"], ["a"], ["d"]]
    try fixture.tableView.moveSection(1, toSection: 0)
    #expect(visibleTexts(fixture.tableView) == ["b", "c", "a", "d"])
    #expect(fixture.selected == ["0-1"])
    fixture.dataSource.sections = [["b", "c"], ["d"]]
    try fixture.tableView.deleteSections([1], with: .fade)
    fixture.dataSource.sections = [["b", "c"], ["n"], ["d"]]
    try fixture.tableView.insertSections([1], with: .fade)
    #expect(visibleTexts(fixture.tableView) == ["b", "c", "n", "d"])
  }

  @Test("An update outside the viewport costs no cell; rows scrolled in get cells")
  func viewportFollows() throws {
    let rows = (0..<100).map { "r\($0)" }
    let fixture = try SelectionFixture([rows], height: 3)
    try fixture.tableView.setContentOffset(50)
    let requests = fixture.dataSource.cellRequests.count
    fixture.dataSource.sections = [Array(rows.dropFirst(2))]
    try fixture.tableView.deleteRows(at: [path(0, 0), path(0, 1)], with: .fade)
    #expect(visibleTexts(fixture.tableView) == ["r52", "r53", "r54"])
    #expect(fixture.dataSource.cellRequests.count == requests + 2)
  }
}
