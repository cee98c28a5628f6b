import Foundation
import ListBinding
import Testing

/// A table over a list of strings, its data source.
@MainActor
final class ItemList: TableViewDataSource {
  var items: [String]
  let tableView = TableView()

  init(_ items: [String]) throws {
    self.items = items
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    try tableView.reloadData()
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
}

@MainActor
@Suite("Refresh control")
struct RefreshControlTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  @Test("The doc comment's example: a pull starts refreshing and sends valueChanged")
  func docExample() throws {
    let list = try ItemList(["a"])
    let tableView = list.tableView
    let refreshControl = RefreshControl()
    refreshControl.addAction(for: .valueChanged) { [weak list] control in
      guard let list else { return }
      list.items.insert("new", at: 0)
      try list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      control.endRefreshing()
    }
    tableView.refreshControl = refreshControl
    try tableView.pullToRefresh()
    #expect(refreshControl.isRefreshing == false)
    #expect(visibleTexts(tableView) == ["new", "a"])
  }

  @Test("The actions see the control refreshing; it stays so until endRefreshing")
  func refreshingDuringActions() throws {
    let list = try ItemList(["a"])
    let control = RefreshControl()
    var seen: [Bool] = []
    control.addAction { seen.append($0.isRefreshing) }
    list.tableView.refreshControl = control
    #expect(control.isRefreshing == false)
    try list.tableView.pullToRefresh()
    #expect(seen == [true])
    #expect(control.isRefreshing)
    // A pull while refreshing does nothing.
    try list.tableView.pullToRefresh()
    #expect(seen == [true])
    control.endRefreshing()
    try list.tableView.pullToRefresh()
    #expect(seen == [true, true])
  }

  @Test("beginRefreshing and endRefreshing change the state and send no action")
  func programmatic() {
    let control = RefreshControl()
    var sent = 0
    control.addAction(for: .valueChanged) { _ in sent += 1 }
    control.beginRefreshing()
    #expect(control.isRefreshing)
    control.beginRefreshing()
    #expect(control.isRefreshing)
    control.endRefreshing()
    #expect(!control.isRefreshing)
    control.endRefreshing()
    #expect(!control.isRefreshing)
    #expect(sent == 0)
  }

  @Test("sendActions calls the actions of the events sent, in order, and changes no state")
  func sendActions() throws {
    let control = RefreshControl()
    var calls: [String] = []
    control.addAction(for: .valueChanged) { _ in calls.append("first") }
    control.addAction(for: .primaryActionTriggered) { _ in calls.append("primary") }
    control.addAction(for: [.valueChanged, .primaryActionTriggered]) { _ in
      calls.append("both")
    }
    try control.send(.valueChanged)
    #expect(calls == ["first", "both"])
    #expect(!control.isRefreshing)
    control.removeActions(for: .primaryActionTriggered)
    calls = []
    try control.send(.valueChanged)
    #expect(calls == ["first"])
  }

  @Test("A pull on a table without a refresh control throws")
  func noControl() throws {
    let list = try ItemList(["a"])
    let error = #expect(throws: TableViewError.self) { try list.tableView.pullToRefresh() }
    #expect(error == .noRefreshControl)
    #expect(
      error?.message == "the table has no refresh control to pull: set its refreshControl first")
  }

  @Test("An action's error comes out of the pull, named, with the control refreshing")
  func actionError() throws {
    let list = try ItemList(["a"])
    let control = RefreshControl()
    var later = false
    control.addAction { _ in throw Offline() }
    control.addAction { _ in later = true }
    list.tableView.refreshControl = control
    let error = #expect(throws: TableViewError.self) { try list.tableView.pullToRefresh() }
    #expect(error == .callbackFailed(TableViewError.Callback("RefreshControl action"), Offline()))
    #expect(error?.message == "RefreshControl action threw: offline")
    #expect(control.isRefreshing)
    #expect(!later)
  }

  @Test("A table error of an action passes through unwrapped")
  func tableErrorPassesThrough() throws {
    let list = try ItemList(["a"])
    let control = RefreshControl()
    control.addAction { [unowned list] _ in
      try list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    list.tableView.refreshControl = control
    let error = #expect(throws: TableViewError.self) { try list.tableView.pullToRefresh() }
    guard case .invalidUpdate = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(visibleTexts(list.tableView) == ["a"])
  }

  @Test("Updates an action asks for run at once")
  func deferredUpdates() throws {
    let list = try ItemList(["a"])
    let control = RefreshControl()
    control.addAction { [unowned list] control in
      list.items.append("b")
      try list.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      #expect(try list.tableView.numberOfRows(inSection: 0) == 2)
      control.endRefreshing()
    }
    list.tableView.refreshControl = control
    try list.tableView.pullToRefresh()
    #expect(visibleTexts(list.tableView) == ["a", "b"])
  }

  @Test("A pull asked for from didSelectRowAt runs at once")
  func deferredPull() throws {
    let fixture = try SelectionFixture([["a", "b"]])
    let control = RefreshControl()
    var events: [String] = []
    control.addAction { _ in events.append("valueChanged") }
    fixture.tableView.refreshControl = control
    let delegate = CallbackDelegate { tableView, _ in
      try tableView.pullToRefresh()
      events.append("didSelect returns, refreshing: \(control.isRefreshing)")
    }
    fixture.tableView.delegate = delegate
    try fixture.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(events == ["valueChanged", "didSelect returns, refreshing: true"])
    #expect(control.isRefreshing)
  }
}
