import Foundation
import ListBinding
import Testing

/// The public table observer: typed events, in the order the table makes them, at the moments
/// the `TableViewObserver` documentation gives. The order of callbacks is UIKit's (Apple's
/// documentation of `tableView(_:willSelectRowAt:)` and `tableView(_:didSelectRowAt:)`; calls
/// made from `willDisplay` run after the table's call, as the "Call moments" article says,
/// *assumed* where UIKit documents no order).
@MainActor
@Suite("TableViewObserver: typed events at their moments")
struct TableViewObserverTests {
  @Test("A tap whose didSelectRowAt inserts a row: the insert runs at once, nested under it")
  func tapThatUpdates() throws {
    let list = try ObservedList(["a", "b"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    list.onDidSelect = { _ in
      list.items.append("c")
      try list.tableView.insertRows(at: [.row(2)], with: .fade)
    }
    try list.tableView.tapRow(at: .row(0))
    #expect(
      recorder.calls(andCallbacksNamed: ["SelectRowAt", "cellForRowAt"]) == [
        TableEvent(.call(.tapRow(.row(0))), depth: 0),
        TableEvent(.callback(.method("willSelectRowAt:", 0)), depth: 0),
        TableEvent(.callback(.method("didSelectRowAt:", 0)), depth: 0),
        TableEvent(.call(.insertRows([.row(2)], .fade)), depth: 1),
        TableEvent(.callback(.method("cellForRowAt:", 2)), depth: 1),
      ])
    #expect(list.tableView.visibleCells.count == 3)
  }

  @Test("A call made from willDisplay is heard as deferred, then as it runs, after the reload")
  func deferredFromWillDisplay() throws {
    let list = try ObservedList(["a", "b"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    list.onWillDisplay = { indexPath in
      guard indexPath == .row(1) else { return }
      try list.tableView.selectRow(at: .row(0), animated: false, scrollPosition: .none)
    }
    try list.tableView.reloadData()
    #expect(
      recorder.calls(andCallbacksNamed: ["willDisplay"]) == [
        TableEvent(.call(.reloadData), depth: 0),
        TableEvent(
          .callback(
            TableViewError.Callback(
              "tableView(_:willDisplay:forRowAt:)", indexPath: .row(0))), depth: 0),
        TableEvent(
          .callback(
            TableViewError.Callback(
              "tableView(_:willDisplay:forRowAt:)", indexPath: .row(1))), depth: 0),
        TableEvent(.deferredCall(.selectRow(.row(0), .none)), depth: 1),
        TableEvent(.deferredCallRuns(.selectRow(.row(0), .none)), depth: 0),
      ])
    #expect(list.tableView.indexPathForSelectedRow == .row(0))
  }

  @Test("A callback that throws is heard before its error comes out of the call")
  func errorEvent() throws {
    let list = try ObservedList(["a", "b"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    list.failingRow = .row(1)
    #expect(throws: TableViewError.self) { try list.tableView.reloadData() }
    let callbacks = recorder.events.compactMap { event -> TableViewError.Callback? in
      guard case .callback(let callback) = event.kind else { return nil }
      return callback
    }
    #expect(callbacks.last == .method("cellForRowAt:", 1))
    #expect(recorder.events.first == TableEvent(.call(.reloadData), depth: 0))
    do {
      try list.tableView.reloadData()
      Issue.record("the reload succeeded")
    } catch {
      guard case .dataSourceFailed(let indexPath, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(indexPath == .row(1))
      #expect(
        error.message
          == "failed to obtain a cell from its dataSource for the row at "
          + "{length = 2, path = 0 - 1}: Failure()")
    }
    #expect(recorder.events.last?.kind == .callback(.method("cellForRowAt:", 1)))
  }

  @Test("Update calls in a batch are heard as recorded, one level deeper, with their animation")
  func batch() throws {
    let list = try ObservedList(["a", "b", "c"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    try list.tableView.performBatchUpdates {
      list.items.remove(at: 0)
      try list.tableView.deleteRows(at: [.row(0)], with: .left)
      try list.tableView.moveRow(at: .row(2), to: .row(0))
    }
    #expect(
      recorder.events.filter { if case .call = $0.kind { true } else { false } } == [
        TableEvent(.call(.performBatchUpdates), depth: 0),
        TableEvent(.call(.deleteRows([.row(0)], .left)), depth: 1),
        TableEvent(.call(.moveRow(.row(2), to: .row(0))), depth: 1),
      ])
  }

  @Test("Observers hear each event in the order added; a removed or released one hears no more")
  func addingAndRemoving() throws {
    let list = try ObservedList(["a"])
    var heard: [String] = []
    let first = TableEventRecorder()
    let second = TableEventRecorder()
    first.onEvent = { _ in heard.append("first") }
    second.onEvent = { _ in heard.append("second") }
    list.tableView.addObserver(first)
    list.tableView.addObserver(second)
    try list.tableView.deselectRow(at: .row(0))
    #expect(heard == ["first", "second"])
    list.tableView.removeObserver(first)
    try list.tableView.deselectRow(at: .row(0))
    #expect(heard == ["first", "second", "second"])
    #expect(first.events == [TableEvent(.call(.deselectRow(.row(0))), depth: 0)])

    weak var released: TableEventRecorder?
    do {
      let temporary = TableEventRecorder()
      released = temporary
      list.tableView.addObserver(temporary)
    }
    #expect(released == nil, "the table holds its observers weakly")
    try list.tableView.deselectRow(at: .row(0))
    #expect(second.events.count == 3)
  }

  @Test("An observer added twice hears each event twice until it is removed")
  func addedTwice() throws {
    let list = try ObservedList(["a"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    list.tableView.addObserver(recorder)
    try list.tableView.deselectRow(at: .row(0))
    #expect(recorder.events.count == 2)
    list.tableView.removeObserver(recorder)
    try list.tableView.deselectRow(at: .row(0))
    #expect(recorder.events.count == 2)
  }

  @Test("A call that throws at once is heard, with the arguments it was given")
  func refusedCall() throws {
    let list = try ObservedList(["a"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    #expect(throws: TableViewError.self) { try list.tableView.tapRow(at: .row(5)) }
    #expect(recorder.events == [TableEvent(.call(.tapRow(.row(5))), depth: 0)])
    #expect(TableEvent.Call.tapRow(.row(5)).name == "tapRow")
    #expect(TableEvent.Call.dataSourceCall("show").name == "show")
  }
}
