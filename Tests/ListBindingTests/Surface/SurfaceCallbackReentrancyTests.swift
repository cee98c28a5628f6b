import Foundation
import ListBinding
import Testing

/// A list whose delegate, in one chosen callback of the UIKit surface, either throws or calls
/// back into the table: it removes the last item and deletes its row, once.
@MainActor
final class ReenteringSurfaceList: TableViewDataSource, EditCommitting, TableViewDelegate {
  enum Behaviour { case throwing, reentering }

  struct Failure: Error {}

  var items = (0..<8).map { "item \($0)" }
  let callback: String
  let behaviour: Behaviour
  private(set) var reentered = false
  let tableView: TableView

  init(callback: String, behaviour: Behaviour) throws {
    self.callback = callback
    self.behaviour = behaviour
    tableView = try TableView(style: .plain, viewportHeight: 5)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.register(
      TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "section")
    tableView.dataSource = self
    tableView.delegate = self
  }

  private func hook(_ name: String) throws {
    guard name == callback else { return }
    switch behaviour {
    case .throwing:
      throw Failure()
    case .reentering:
      guard !reentered else { return }
      reentered = true
      items.removeLast()
      try tableView.deleteRows(at: [IndexPath(row: items.count, section: 0)], with: .automatic)
    }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: "section")
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: "section")
  }

  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) throws {
    try hook("didHighlightRowAt")
  }

  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) throws {
    try hook("didUnhighlightRowAt")
  }

  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) throws
    -> Int
  {
    try hook("indentationLevelForRowAt")
    return 0
  }

  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    throws -> Bool
  {
    try hook("shouldIndentWhileEditingRowAt")
    return true
  }

  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) throws -> String? {
    try hook("titleForDeleteConfirmationButtonForRowAt")
    return nil
  }

  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    throws
  {
    try hook("willDisplayHeaderView")
  }

  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    throws
  {
    try hook("willDisplayFooterView")
  }

  /// The gesture or call that makes the table call `callback`.
  func trigger() throws {
    switch callback {
    case "didHighlightRowAt", "didUnhighlightRowAt":
      try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    case "titleForDeleteConfirmationButtonForRowAt":
      try tableView.swipeRow(at: IndexPath(row: 1, section: 0))
    case "shouldIndentWhileEditingRowAt":
      // Asked of displayed cells while the table edits.
      try tableView.setEditing(true, animated: false)
    case "willDisplayHeaderView":
      _ = try tableView.renderedTable()
    case "willDisplayFooterView":
      // The footer shows once the viewport reaches the section's end: the scroll lays it out.
      try tableView.setContentOffset(3)
    default:
      try tableView.setContentOffset(2)
    }
  }

  /// Every visible row has a cell showing its item, and the table counts the items.
  func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
      try tableView.numberOfRows(inSection: 0) == items.count, sourceLocation: sourceLocation)
    for indexPath in tableView.indexPathsForVisibleRows {
      let cell = tableView.cellForRow(at: indexPath)
      #expect(cell?.textLabel?.text == items[indexPath.row], sourceLocation: sourceLocation)
    }
    for indexPath in tableView.indexPathsForSelectedRows ?? [] {
      #expect(indexPath.row < items.count, sourceLocation: sourceLocation)
    }
  }
}

@MainActor
@Suite("The UIKit surface's callbacks: a call back into the table, an error thrown")
struct SurfaceCallbackReentrancyTests {
  nonisolated static let callbacks = [
    "didHighlightRowAt", "didUnhighlightRowAt", "indentationLevelForRowAt",
    "shouldIndentWhileEditingRowAt", "titleForDeleteConfirmationButtonForRowAt",
    "willDisplayHeaderView", "willDisplayFooterView",
  ]

  @Test(
    "A callback that deletes a row: the delete runs after the call, the table stays whole",
    arguments: callbacks)
  func reentering(callback: String) throws {
    let list = try ReenteringSurfaceList(callback: callback, behaviour: .reentering)
    try list.tableView.reloadData()
    try list.trigger()
    #expect(list.reentered)
    #expect(list.items.count == 7)
    try list.expectConsistent()
    // The table goes on working.
    try list.tableView.setContentOffset(0)
    try list.expectConsistent()
  }

  @Test(
    "A callback that throws: the error comes out of the call that made it, the table stays whole",
    arguments: callbacks)
  func throwing(callback: String) throws {
    let list = try ReenteringSurfaceList(callback: callback, behaviour: .throwing)
    if callback == "indentationLevelForRowAt" || callback == "willDisplayHeaderView" {
      // Asked as cells and header views are displayed, and the reload displays the first
      // section's header: the reload itself reports the error.
      #expect(throws: TableViewError.self) { try list.tableView.reloadData() }
      try list.expectConsistent()
      return
    }
    try list.tableView.reloadData()
    let error = #expect(throws: TableViewError.self) { try list.trigger() }
    guard case .callbackFailed(let failed, let underlying) = error else {
      Issue.record("expected callbackFailed, got \(String(describing: error))")
      return
    }
    #expect(failed.name.contains(callback.replacingOccurrences(of: "RowAt", with: "")))
    #expect(underlying is ReenteringSurfaceList.Failure)
    #expect(list.items.count == 8)
    try list.expectConsistent()
  }
}
