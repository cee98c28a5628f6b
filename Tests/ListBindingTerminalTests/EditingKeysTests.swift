import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// A list whose rows can be edited but whose data source deletes nothing, and cannot move
/// them: UIKit's defaults for `tableView(_:commit:forRowAt:)` (does nothing) and
/// `tableView(_:canMoveRowAt:)` (false, unless the data source implements `moveRowAt`).
@MainActor
class KeepingDataSource: TableViewDataSource {
  var rows = ["a", "b", "c"]
  var editable = true

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
}

/// The same list, committing edits as UIKit's `tableView(_:commit:forRowAt:)` would, but
/// deleting nothing.
@MainActor
final class CommittingNothingDataSource: KeepingDataSource, EditCommitting {
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// The editing keys say why they do nothing, instead of doing nothing silently, and the table a
/// session gives back shows no editing controls.
@MainActor
@Suite("Editing keys: what they say, and the table given back")
struct EditingKeysTests {
  static func session(editable: Bool = true, commits: Bool = true) throws
    -> (TerminalSession, KeepingDataSource)
  {
    let dataSource = commits ? CommittingNothingDataSource() : KeepingDataSource()
    dataSource.editable = editable
    let tableView = TableView()
    tableView.dataSource = dataSource
    try tableView.reloadData()
    return (plainSession(tableView, rows: 6), dataSource)
  }

  @Test("d on a row the data source does not delete says the row stays")
  func deleteKeepsRow() throws {
    let (session, dataSource) = try Self.session()
    session.press(.character("e"), .character("d"))
    #expect(dataSource.rows.count == 3)
    #expect(session.screen.last == "the row stays: the data source's tableVi")
  }

  @Test(
    "A data source that commits no edits: no e in the hints, and d says the list deletes nothing")
  func notCommitting() throws {
    let (session, dataSource) = try Self.session(commits: false)
    defer { withExtendedLifetime(dataSource) {} }
    #expect(!session.screen[0].contains("e edit"))
    session.press(.character("e"), .character("d"))
    #expect(dataSource.rows.count == 3)
    #expect(session.screen.last?.hasPrefix("this list deletes nothing: its data") == true)
  }

  @Test("d and e on rows the data source cannot edit: no e in the hints, and d says so")
  func notEditable() throws {
    let (session, dataSource) = try Self.session(editable: false)
    #expect(session.screen[0] == "T  up/down move · Space tap · q done...")
    #expect(!session.screen[0].contains("e edit"))
    session.press(.character("e"), .character("d"))
    #expect(session.screen.last == "this row cannot be deleted")
    withExtendedLifetime(dataSource) {}
  }

  @Test("J on a row that cannot move says so, without an index path's debug text")
  func notMovable() throws {
    let (session, dataSource) = try Self.session()
    session.press(.character("e"), .character("J"))
    #expect(session.screen.last == "this row cannot be moved")
    session.press(.modified(.up, .shift))
    #expect(session.screen.last == "this row cannot be moved")
    withExtendedLifetime(dataSource) {}
  }

  @Test("end() leaves the editing mode the session entered: the printed table has no markers")
  func endLeavesEditing() throws {
    let (session, dataSource) = try Self.session()
    defer { withExtendedLifetime(dataSource) {} }
    let before = try session.tableView.render(with: PlainTextRenderer())
    session.press(.character("e"))
    #expect(session.tableView.isEditing)
    try session.end()
    #expect(!session.tableView.isEditing)
    let printed = try session.tableView.render(with: PlainTextRenderer())
    #expect(printed == before)
    #expect(!printed.contains("⊖"))
  }

  @Test("A table editing before the session is editing after it")
  func endKeepsEditing() throws {
    let (session, dataSource) = try Self.session()
    defer { withExtendedLifetime(dataSource) {} }
    try session.tableView.setEditing(true, animated: false)
    let again = TerminalSession(
      tableView: session.tableView, size: TerminalSize(rows: 6, columns: 40))
    again.handle(.down)
    try again.end()
    #expect(session.tableView.isEditing)
  }

  @Test("Line mode: edit on, then the end of the input: the printed result has no markers")
  func linesLeaveEditing() throws {
    let (session, dataSource) = try Self.session()
    defer { withExtendedLifetime(dataSource) {} }
    let (result, _) = try LineModeTests.run(
      {
        TerminalDriver(tableView: session.tableView, input: $0, output: $1, environment: [:])
      }, input: "edit on\n")
    #expect(try result.get() == .finished)
    #expect(!session.tableView.isEditing)
  }
}
