import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Registration and dequeue")
struct TableViewRegistrationTests {
  @Test("Dequeuing an unregistered identifier throws UIKit's message")
  func unregistered() throws {
    let tableView = TableView()
    let dataSource = ArrayDataSource([["a"]])
    tableView.dataSource = dataSource
    let error = #expect(throws: TableViewError.self) { try tableView.reloadData() }
    #expect(
      error?.message
        == "unable to dequeue a cell with identifier cell - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard")
    guard case .unregisteredIdentifier("cell") = error else {
      Issue.record("unexpected case \(String(describing: error))")
      return
    }
  }

  @Test(
    "Dequeuing for a row the table does not have throws",
    arguments: [
      (
        IndexPath(row: 2, section: 0),
        "Attempted to access an out-of-bounds row (2) when there are only 2 rows in section 0."
      ),
      (
        IndexPath(row: -1, section: 0),
        "Attempted to access an out-of-bounds row (-1) when there are only 2 rows in section 0."
      ),
      (
        IndexPath(row: 0, section: 1),
        "Attempted to access an out-of-bounds section (1) when there are only 1 sections."
      ),
      (
        IndexPath(index: 0),
        "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row. (got {length = 1, path = 0})"
      ),
    ])
  func outOfRange(indexPath: IndexPath, message: String) throws {
    let tableView = TableView()
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource([["a", "b"]])
    tableView.dataSource = dataSource
    try tableView.reloadData()
    let error = #expect(throws: TableViewError.self) {
      try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    #expect(error?.message == message)
  }

  @Test("A registered class is created, then reused after prepareForReuse")
  func reuse() throws {
    let tableView = TableView()
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource([["a", "b", "c"]])
    tableView.dataSource = dataSource
    try tableView.reloadData()
    let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first is TextCell)
    #expect(first.reuseIdentifier == "cell")
    dataSource.sections = [["x", "y", "z"]]
    // A reload is a transaction: the cells shown before wait for reuse once the new ones are in
    // place, and the next reload reuses them.
    try tableView.reloadData()
    #expect(!tableView.visibleCells.contains { $0 === first })
    try tableView.reloadData()
    let again = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(Set(tableView.visibleCells.map(ObjectIdentifier.init)).count == 3)
    #expect(tableView.visibleCells.contains { $0 === first })
    #expect(again.textLabel?.text == "x")
  }

  @Test("The older dequeue returns nil when no cell is free and nothing is registered")
  func olderDequeue() throws {
    let tableView = TableView()
    #expect(tableView.dequeueReusableCell(withIdentifier: "cell") == nil)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    #expect(tableView.dequeueReusableCell(withIdentifier: "cell") is TextCell)
  }

  @Test("The typed dequeue derives the identifier from the type")
  func typedDequeue() throws {
    let tableView = TableView()
    let dataSource = ArrayDataSource([["a"]])
    dataSource.identifier = TextCell.defaultReuseIdentifier
    tableView.register(TextCell.self)
    tableView.dataSource = dataSource
    try tableView.reloadData()
    let cell: TextCell = try tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == TextCell.defaultReuseIdentifier)
    #expect(TextCell.defaultReuseIdentifier.hasSuffix(".TextCell"))
  }

  @Test("Each class keeps its own identifier: subclasses and generic specializations apart")
  func identifierPerClass() {
    // The name is spelled once per class and remembered; asking in any order gives each class
    // its own, never another's.
    let names = [
      GenericCell<Int>.defaultReuseIdentifier, TextCell.defaultReuseIdentifier,
      GenericCell<String>.defaultReuseIdentifier, SubCell.defaultReuseIdentifier,
      GenericCell<Int>.defaultReuseIdentifier, TextCell.defaultReuseIdentifier,
      BaseCell.defaultReuseIdentifier,
    ]
    #expect(names[0] == names[4] && names[1] == names[5])
    #expect(Set(names).count == 5)
    #expect(names[0].hasSuffix(".GenericCell<Swift.Int>"))
    #expect(names[2].hasSuffix(".GenericCell<Swift.String>"))
    #expect(names[3].hasSuffix(".SubCell") && names[6].hasSuffix(".BaseCell"))
  }

  @Test("Dequeuing as the wrong class throws and keeps the cell for reuse")
  func wrongClass() throws {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "plain")
    let dataSource = ArrayDataSource([["a"]])
    dataSource.identifier = "plain"
    tableView.dataSource = dataSource
    try tableView.reloadData()
    let error = #expect(throws: TableViewError.self) {
      try tableView.dequeueReusableCell(
        as: TextCell.self, withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
    }
    #expect(
      error?.message
        == "the cell dequeued with identifier plain is a ListBinding.TableViewCell, not a "
        + "ListBindingTests.TextCell: the identifier is registered for another class")
    let reused = tableView.dequeueReusableCell(withIdentifier: "plain")
    #expect(reused != nil)
    #expect(tableView.dequeueReusableCell(withIdentifier: "plain") !== reused)
  }
}

/// A cell class whose specializations are distinct classes, each with its own identifier.
private final class GenericCell<Item>: TableViewCell {}

/// A cell class with a subclass.
private class BaseCell: TableViewCell {}

/// A subclass of a cell class, with an identifier of its own.
private final class SubCell: BaseCell {}
