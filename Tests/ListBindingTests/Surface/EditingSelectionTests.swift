import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Selection while editing follows UIKit's editing-mode settings")
struct EditingSelectionTests {
  @Test("allowsSelection and allowsMultipleSelection govern outside editing mode only")
  func outsideSettingsDoNotApply() throws {
    let table = try SurfaceTable()
    let tableView = table.tableView
    tableView.allowsSelection = false
    tableView.allowsMultipleSelection = true
    tableView.allowsSelectionDuringEditing = true
    try tableView.setEditing(true, animated: false)
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    try tableView.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    try tableView.setEditing(false, animated: false)
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
  }

  @Test(
    "allowsMultipleSelectionDuringEditing: taps toggle rows while editing, even without allowsSelectionDuringEditing"
  )
  func multipleDuringEditing() throws {
    let table = try SurfaceTable()
    let tableView = table.tableView
    tableView.allowsMultipleSelectionDuringEditing = true
    #expect(!tableView.allowsSelectionDuringEditing)
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    try tableView.setEditing(true, animated: false)
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try tableView.tapRow(at: IndexPath(row: 2, section: 0))
    #expect(
      tableView.indexPathsForSelectedRows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(tableView.indexPathsForSelectedRows == [0, 2].map { IndexPath(row: $0, section: 0) })
    try tableView.selectRow(at: IndexPath(row: 4, section: 0))
    #expect(tableView.indexPathsForSelectedRows?.count == 3)
  }

  @Test(
    "With allowsMultipleSelectionDuringEditing, editing rows show no control and no style is asked")
  func noEditingControls() throws {
    let table = try SurfaceTable(["a", "b"])
    let tableView = table.tableView
    tableView.allowsMultipleSelectionDuringEditing = true
    try tableView.setEditing(true, animated: false)
    let log = TableEventLog(tableView, omitting: [.titles])
    let rendered = try tableView.renderedTable()
    #expect(rendered.sections[0].rows.map(\.editingControl) == [.none, .none])
    #expect(!log.lines.contains { $0.hasPrefix("editingStyleForRowAt") })
    #expect(throws: TableViewError.notEditable(IndexPath(row: 0, section: 0))) {
      try tableView.tapEditingControl(at: IndexPath(row: 0, section: 0))
    }
    tableView.allowsMultipleSelectionDuringEditing = false
    #expect(
      try tableView.renderedTable().sections[0].rows.map(\.editingControl) == [.delete, .delete])
  }
}
