import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A data source that keeps a record it must put back when a drag fails: the example of
/// `RowReorderRecording`'s documentation.
@MainActor
final class MyDataSource: TableViewDataSource {
  var rows = ["a", "b", "c"]
  var saved: [String]?
  var refusesMoves = false

  struct Refused: Error {}

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    if refusesMoves { throw Refused() }
  }
}

extension MyDataSource: RowReorderRecording {
  func beginReorder(from source: IndexPath, to destination: IndexPath) {
    saved = rows  // what a failed drag puts back
  }
  func endReorder(committed: Bool) {
    if !committed, let saved { rows = saved }
    saved = nil
  }
}

/// The data source of `performDataSourceCall(_:_:)`'s documentation.
@MainActor
final class ShowingSource: TableViewDataSource {
  let tableView = TableView(style: .plain)
  var sections: [ItemSection<String, Int>] = []

  init() {
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
  }

  func show(_ newSections: [ItemSection<String, Int>]) throws(TableViewError) {
    try tableView.performDataSourceCall(.dataSourceCall("show")) {
      () throws(TableViewError) in
      let old = self.sections
      self.sections = newSections
      let update = StagedUpdate(
        SectionedChangeset(from: old, to: newSections),
        rowCountsBefore: old.map(\.items.count), rowCountsAfter: newSections.map(\.items.count))
      try self.tableView.applyStagedUpdate(update) { self.sections = old }
    }
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "\(sections[indexPath.section].items[indexPath.row])"
    return cell
  }
}

/// The examples of the observing and data-source-support documentation, run.
@MainActor
@Suite("Observing and data-source support: the documentation's examples")
struct ObservingDocExamplesTests {
  @Test("TableViewObserver's example counts one reload")
  func reloadCounter() throws {
    let tableView = TableView(style: .plain)
    final class ReloadCounter: TableViewObserver {
      var reloads = 0
      func tableView(_ tableView: TableView, observe event: TableEvent) {
        if case .call(.reloadData) = event.kind { reloads += 1 }
      }
    }
    let counter = ReloadCounter()
    tableView.addObserver(counter)
    try tableView.reloadData()  // counter.reloads == 1
    #expect(counter.reloads == 1)
  }

  @Test("visitSubtree's example finds the buttons a finger can reach")
  func reachableButtons() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let shown = Button()
    let hiddenBox = View()
    hiddenBox.isHidden = true
    let hidden = Button()
    hiddenBox.addSubview(hidden)
    cell.contentView.addSubview(shown)
    cell.contentView.addSubview(hiddenBox)
    var buttons: [Button] = []
    cell.contentView.visitSubtree { view in
      guard view.receivesTouches else { return false }  // nor what is inside it
      if let button = view as? Button { buttons.append(button) }
      return true
    }
    #expect(buttons.count == 1)
    #expect(buttons.first === shown)
    #expect(shown.isDrawn && !hiddenBox.isDrawn && hidden.isDrawn)
    #expect(shown.isReachableByTouch && !hidden.isReachableByTouch)
    shown.isUserInteractionEnabled = false
    #expect(shown.isDrawn && !shown.receivesTouches && !shown.isReachableByTouch)
  }

  @Test("RowReorderRecording's example: a drag that commits, and one that fails and is put back")
  func reorderRecording() throws {
    let source = MyDataSource()
    let tableView = TableView(style: .plain)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.reloadData()
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(source.rows == ["b", "c", "a"])
    #expect(source.saved == nil)
    source.refusesMoves = true
    #expect(throws: TableViewError.self) {
      try tableView.dragRow(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    }
    // moveRowAt moved the row, then threw: endReorder(committed: false) put the rows back.
    #expect(source.rows == ["b", "c", "a"])
    #expect(source.saved == nil)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "b")
  }

  @Test("performDataSourceCall's example shows the new sections")
  func showingSource() throws {
    let source = ShowingSource()
    try source.show([ItemSection(section: "odd", items: [1, 3])])
    try source.show([
      ItemSection(section: "even", items: [2]), ItemSection(section: "odd", items: [3, 1]),
    ])
    #expect(source.tableView.numberOfSections == 2)
    #expect(
      source.tableView.displayedCell(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "1")
  }

  @Test("invokeCallback's example: heard by observers, a foreign error wrapped with its name")
  func invokeCallback() throws {
    let list = try ObservedList(["a"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    let indexPath = IndexPath.row(0)
    let item = "b"
    struct Refused: Error {}
    var rebinder: (TableViewCell, IndexPath, String) throws -> Void = { cell, _, item in
      cell.textLabel?.text = item
    }
    let cell = try #require(list.tableView.displayedCell(at: indexPath))
    try tableViewCallback(list.tableView, rebinder, cell, indexPath, item)
    #expect(cell.textLabel?.text == "b")
    #expect(
      recorder.events == [
        TableEvent(.callback(TableViewError.Callback("cellRebinder", indexPath: .row(0))), depth: 0)
      ])
    rebinder = { _, _, _ in throw Refused() }
    do {
      try tableViewCallback(list.tableView, rebinder, cell, indexPath, item)
      Issue.record("the rebinder's error was lost")
    } catch {
      #expect(
        error.message == "cellRebinder for the row at {length = 2, path = 0 - 0} threw: Refused()")
    }
  }

  /// The example's lines, with its names.
  private func tableViewCallback(
    _ tableView: TableView, _ rebinder: (TableViewCell, IndexPath, String) throws -> Void,
    _ cell: TableViewCell, _ indexPath: IndexPath, _ item: String
  ) throws(TableViewError) {
    try tableView.invokeCallback(TableViewError.Callback("cellRebinder", indexPath: indexPath)) {
      try rebinder(cell, indexPath, item)
    }
  }

  @Test(
    "runLater runs a completion when the main queue turns; its error comes out of the next call")
  func runLater() async throws {
    let list = try ObservedList(["a"])
    var ran = false
    list.tableView.runLater(TableViewError.Callback("show completion")) {
      ran = true
      throw MyDataSource.Refused()
    }
    #expect(!ran)
    #expect(TableView.pendingCompletionCount >= 1)
    await drainMainQueue()
    #expect(ran)
    do {
      try list.tableView.deselectRow(at: .row(0))
      Issue.record("the completion's error was lost")
    } catch {
      #expect(
        error == .callbackFailed(TableViewError.Callback("show completion"), MyDataSource.Refused())
      )
    }
  }
}
