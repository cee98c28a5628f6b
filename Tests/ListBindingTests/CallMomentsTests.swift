import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A one-section list whose data source and delegate run closures a test sets, with a Delete
/// swipe action, an accessory button on every row and an insert control on the row that
/// `insertRow` names: the callbacks of each moment (see the "Call moments" article).
@MainActor
final class MomentList: TableViewDataSource, EditCommitting, TableViewDelegate {
  let tableView: TableView
  var items: [String]
  var insertRow: Int?
  var onCommit: ((TableViewCell.EditingStyle, IndexPath) throws -> Void)?
  var onWillSelect: ((IndexPath) throws -> Void)?
  var onDidSelect: ((IndexPath) throws -> Void)?
  var onWillDisplay: ((IndexPath) throws -> Void)?
  var onAccessory: ((IndexPath) throws -> Void)?
  var onDelete: ((IndexPath) throws -> Void)?
  var onCellForRow: ((IndexPath) throws -> Void)?
  /// The rows the table asked cells for, in order.
  var cellRequests: [IndexPath] = []

  init(_ items: [String], height: Int = 10) throws {
    self.items = items
    tableView = try TableView(style: .plain, viewportHeight: height)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int { 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    cellRequests.append(indexPath)
    try onCellForRow?(indexPath)
    let cell = try tableView.dequeueReusableCell(
      as: TextCell.self, withIdentifier: "cell", for: indexPath)
    cell.bind(to: items[indexPath.row])
    cell.accessoryType = .detailButton
    return cell
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    try onCommit?(editingStyle, indexPath)
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    indexPath.row == insertRow ? .insert : .delete
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?
  {
    try onWillSelect?(indexPath)
    return indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try onDidSelect?(indexPath)
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try onWillDisplay?(indexPath)
  }

  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    throws
  {
    try onAccessory?(indexPath)
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    SwipeActionsConfiguration(actions: [
      ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
        try self.onDelete?(indexPath)
        done(true)
      }
    ])
  }

  /// Deletes the row from the data and the table, as a UIKit data source does.
  func delete(_ indexPath: IndexPath) throws {
    items.remove(at: indexPath.row)
    try tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  /// Inserts a row into the data and the table.
  func insert(_ item: String, at row: Int) throws {
    items.insert(item, at: row)
    try tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
  }

  /// The text the cell at `row` shows, or `nil` without a cell: the one place these tests ask
  /// `cellForRow(at:)`, for when it stops throwing.
  func text(_ row: Int) throws -> String? {
    tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
  }
}

/// Lines recorded by closures that run later, in order.
@MainActor
final class MomentRecorder {
  var lines: [String] = []
}

/// What a call from user code does, by the moment the table calls that code: deferred while the
/// table lays out or asks, at once at a touch or once a change is committed, later for
/// completions (the "Call moments" article, which cites the sources).
@MainActor
@Suite("Call moments: what a call from user code does")
struct CallMomentsTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  // Table View Programming Guide, "Inserting and Deleting Rows in Editing Mode": the data
  // source's commit sends insertRows/deleteRows; a row inserted there is the table's at once.
  @Test("commit inserts a row, and cellForRow(at:) right after gives its new cell")
  func commitInsertThenCell() throws {
    let list = try MomentList(["a", "Add"])
    list.insertRow = 1
    var seen: [String?] = []
    list.onCommit = { [unowned list] style, indexPath in
      #expect(style == .insert)
      try list.insert("new", at: indexPath.row)
      #expect(try list.tableView.numberOfRows(inSection: 0) == 3)
      seen.append(try list.text(indexPath.row))
    }
    try list.tableView.setEditing(true, animated: false)
    try list.tableView.tapEditingControl(at: path(1))
    #expect(seen == ["new"])
    #expect(try list.tableView.numberOfRows(inSection: 0) == 3)
    // Table and data agree: the next delete validates. The delete control's confirmation shows
    // the row's trailing actions, whose Delete deletes.
    list.onDelete = { [unowned list] indexPath in try list.delete(indexPath) }
    try list.tableView.tapEditingControl(at: path(0))
    try list.tableView.tapSwipeAction(at: 0)
    #expect(list.items == ["new", "Add"])
    #expect(try list.text(0) == "new")
  }

  // *Assumed* from UIKit's documentation of reloadRows(at:with:): the table asks the data
  // source for a new cell; a call at a touch runs at once, so the new cell is there.
  @Test("didSelect reloads its row, and cellForRow(at:) right after gives the reloaded cell")
  func didSelectReloadThenCell() throws {
    let list = try MomentList(["a", "b"])
    var seen: [String?] = []
    list.onDidSelect = { [unowned list] indexPath in
      let before = list.tableView.cellForRow(at: indexPath)
      list.items[indexPath.row] = "b, chosen"
      try list.tableView.reloadRows(at: [indexPath], with: .none)
      let after = list.tableView.cellForRow(at: indexPath)
      #expect(before !== after)
      seen.append(after?.textLabel?.text)
    }
    try list.tableView.tapRow(at: path(1))
    #expect(seen == ["b, chosen"])
    // A reload deselects the row, as UIKit's reloadRows does.
    #expect(list.tableView.indexPathsForSelectedRows == nil)
  }

  // Apple engineer's answer, forums thread 117537: the table refuses calls made while it asks
  // for cells; load more from willDisplay keeps working as a deferred call.
  @Test("A change asked for from willDisplay is deferred: the count changes after the call")
  func willDisplayDefers() throws {
    let list = try MomentList(["a", "b"], height: 5)
    var countsInside: [Int] = []
    list.onWillDisplay = { [unowned list] indexPath in
      guard indexPath.row == list.items.count - 1, list.items.count < 4 else { return }
      try list.insert("more", at: list.items.count)
      countsInside.append(try list.tableView.numberOfRows(inSection: 0))
    }
    try list.tableView.reloadData()
    // Each insert runs after the call that displayed the row; its own willDisplay asks again.
    #expect(countsInside == [2, 3])
    #expect(try list.tableView.numberOfRows(inSection: 0) == 4)
  }

  @Test("A call from willSelect runs at once, on the table before the selection")
  func willSelectRunsAtOnce() throws {
    let list = try MomentList(["a", "b"])
    var selectedInside: [IndexPath]? = [IndexPath(row: 9, section: 9)]
    list.onWillSelect = { [unowned list] _ in
      try list.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false)
      selectedInside = list.tableView.indexPathsForSelectedRows
    }
    try list.tableView.tapRow(at: path(1))
    #expect(selectedInside == [path(0)])
    #expect(list.tableView.indexPathsForSelectedRows == [path(1)])
  }

  @Test("A handler's call that fails throws out of the gesture; the gesture's change stays")
  func failingCallFromHandler() throws {
    let list = try MomentList(["a", "b"])
    list.onDidSelect = { [unowned list] _ in
      list.items.append("c")
      try list.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      // The data still has one row more than the table: the second insert does not validate.
      try list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(throws: TableViewError.self) { try list.tableView.tapRow(at: path(0)) }
    // The first insert ran as a call of its own and stays; so does the tap's selection.
    #expect(try list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(try list.text(2) == "c")
    #expect(list.tableView.indexPathsForSelectedRows == [path(0)])
  }

  @Test("What a handler throws after its own call succeeded comes out of the gesture")
  func handlerThrowsAfterItsCall() throws {
    struct Late: Error {}
    let list = try MomentList(["a", "b"])
    list.onAccessory = { [unowned list] indexPath in
      try list.delete(indexPath)
      throw Late()
    }
    #expect(throws: TableViewError.self) { try list.tableView.tapAccessoryButton(at: path(0)) }
    #expect(list.items == ["b"])
    #expect(try list.text(0) == "b")
    #expect(try list.tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test("A contextual action deletes its row at once; the count answers for the table after")
  func swipeDeleteAtOnce() throws {
    let list = try MomentList(["a", "b", "c"])
    var countInside: Int?
    list.onDelete = { [unowned list] indexPath in
      try list.delete(indexPath)
      countInside = try list.tableView.numberOfRows(inSection: 0)
    }
    try list.tableView.swipeRow(at: path(1))
    try list.tableView.tapSwipeAction(at: 0)
    #expect(countInside == 2)
    #expect(list.items == ["a", "c"])
    #expect(try list.text(1) == "c")
  }

  @Test("A button's action inserts a row at once and finds its cell")
  func buttonActionAtOnce() throws {
    let list = try MomentList(["a"])
    let cell = try #require(list.tableView.cellForRow(at: path(0)))
    let button = Button()
    cell.contentView.addSubview(button)
    var seen: String?
    button.addAction(for: .touchUpInside) { [unowned list] _ in
      try list.insert("added", at: 1)
      seen = try list.text(1)
    }
    try button.send(.touchUpInside)
    #expect(seen == "added")
  }

  @Test("A switch's action changes the table at once")
  func switchActionAtOnce() throws {
    let list = try MomentList(["Wi-Fi"])
    let cell = try #require(list.tableView.cellForRow(at: path(0)))
    let toggle = Switch()
    cell.accessoryView = toggle
    var countInside: Int?
    toggle.addAction { [unowned list] toggle in
      if toggle.isOn { try list.insert("Networks", at: 1) }
      countInside = try list.tableView.numberOfRows(inSection: 0)
    }
    try toggle.tap()
    #expect(countInside == 2)
  }

  // `reloadData()` reads the counts at once and the cells at the next layout (the
  // `reloadData()` row of the "Call moments" article).
  @Test("A refresh action reloads at once: counts at once, cells once the pull is done")
  func refreshAtOnce() throws {
    let list = try MomentList(["old"])
    let control = RefreshControl()
    list.tableView.refreshControl = control
    var count: Int?
    var seen: String?
    control.addAction(for: .valueChanged) { [unowned list] control in
      list.items = ["new", "newer"]
      try list.tableView.reloadData()
      count = try list.tableView.numberOfRows(inSection: 0)
      seen = try list.text(1)
      control.endRefreshing()
    }
    try list.tableView.pullToRefresh()
    #expect(count == 2)
    #expect(seen == nil)
    #expect(try list.text(1) == "newer")
  }

  @Test("A call from didSelect that calls back into a did… method nests as calls of its own")
  func nestedTouches() throws {
    let list = try MomentList(["a", "b", "c"])
    var order: [String] = []
    list.onDidSelect = { [unowned list] indexPath in
      order.append("didSelect \(indexPath.row)")
      if indexPath.row == 0 { try list.tableView.tapRow(at: IndexPath(row: 2, section: 0)) }
      order.append("end \(indexPath.row)")
    }
    try list.tableView.tapRow(at: path(0))
    #expect(order == ["didSelect 0", "didSelect 2", "end 2", "end 0"])
    #expect(list.tableView.indexPathsForSelectedRows == [path(2)])
  }

  // UIKit's performBatchUpdates(_:completion:): "A completion handler block to execute when
  // all of the operations are finished": after the animations, so the code after the call
  // runs first.
  @Test("A batch's completion runs when the main queue turns, after the code after the call")
  func completionLater() async throws {
    let list = try MomentList(["a"])
    let order = MomentRecorder()
    try list.tableView.performBatchUpdates(
      { try list.insert("b", at: 1) },
      completion: { finished in
        order.lines.append("completion \(finished)")
        // Called later, a call runs at once, as an outermost call.
        try list.insert("c", at: 2)
        order.lines.append("count \(try list.tableView.numberOfRows(inSection: 0))")
      })
    order.lines.append("after the call")
    #expect(order.lines == ["after the call"])
    await drainMainQueue()
    #expect(order.lines == ["after the call", "completion true", "count 3"])
  }

  @Test("A completion whose table is gone by the time the main queue turns still runs")
  func completionOutlivesItsTable() async throws {
    let ran = MomentRecorder()
    do {
      let list = try MomentList(["a"])
      try list.tableView.performBatchUpdates({}, completion: { _ in ran.lines.append("ran") })
    }
    await drainMainQueue()
    #expect(ran.lines == ["ran"])
  }

  @Test("A completion's error is thrown by the table's next outermost call, once")
  func completionErrorReachesTheNextCall() async throws {
    struct Broken: Error {}
    let list = try MomentList(["a"])
    try list.tableView.performBatchUpdates({}, completion: { _ in throw Broken() })
    await drainMainQueue()
    let error = #expect(throws: TableViewError.self) { try list.tableView.performLayout() }
    guard case .callbackFailed(let callback, _) = error else {
      Issue.record("expected callbackFailed, got \(String(describing: error))")
      return
    }
    #expect(callback.name == "performBatchUpdates completion")
    try list.tableView.performLayout()
  }

  // UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:): the completion
  // runs once the animations complete: later.
  @Test("An apply's completion runs later, with the snapshot shown")
  func applyCompletionLater() async throws {
    let tableView = TableView()
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = DiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = try tableView.dequeueReusableCell(
        as: TextCell.self, withIdentifier: "cell", for: indexPath)
      cell.bind(to: item)
      return cell
    }
    var snapshot = Snapshot<Int, String>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(["a", "b"])
    let rows = MomentRecorder()
    try dataSource.apply(snapshot) {
      rows.lines.append("\(try tableView.numberOfRows(inSection: 0))")
    }
    #expect(rows.lines.isEmpty)
    await drainMainQueue()
    #expect(rows.lines == ["2"])
  }

  @Test("drainMainQueue runs main-queue blocks, asyncAfter ones due, and what they enqueue")
  func drainRunsBlocks() async {
    let ran = MomentRecorder()
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        ran.lines.append("async")
        DispatchQueue.main.async { MainActor.assumeIsolated { ran.lines.append("nested") } }
      }
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
      MainActor.assumeIsolated { ran.lines.append("after") }
    }
    await drainMainQueue()
    // The block due later may have run too, when the drain took that long.
    #expect(Set(ran.lines).isSuperset(of: ["async", "nested"]))
    #expect(ran.lines.firstIndex(of: "async") ?? 9 < ran.lines.firstIndex(of: "nested") ?? 0)
    await drainMainQueue(waiting: 0.2)
    #expect(Set(ran.lines) == ["async", "nested", "after"])
  }
}

/// The example in `drainMainQueue(waiting:turns:)`'s doc comment.
@MainActor
@Suite("Doc example: drainMainQueue")
struct DrainMainQueueDocExampleTests {
  @Test("A batch's completion runs once the test drains the main queue")
  func example() async throws {
    let list = try MomentList([])
    let tableView = list.tableView
    list.items = ["a"]
    var completed = false
    try tableView.performBatchUpdates(
      {
        try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }, completion: { _ in completed = true })
    #expect(!completed)
    await drainMainQueue()
    #expect(completed)
  }
}
