import Foundation
import ListBinding

/// An observer that keeps every event it hears.
@MainActor
final class TableEventRecorder: TableViewObserver {
  private(set) var events: [TableEvent] = []
  /// Called with each event, after it is kept.
  var onEvent: ((TableEvent) -> Void)?

  func tableView(_ tableView: TableView, observe event: TableEvent) {
    events.append(event)
    onEvent?(event)
  }

  /// The events that are calls to the table, or callbacks whose name contains one of `names`.
  func calls(andCallbacksNamed names: [String]) -> [TableEvent] {
    events.filter { event in
      guard case .callback(let callback) = event.kind else { return true }
      return names.contains { callback.name.contains($0) }
    }
  }
}

/// One section of strings, with a delegate whose selection and display tests can hook.
@MainActor
final class ObservedList: TableViewDataSource, TableViewDelegate {
  let tableView = TableView(style: .plain)
  var items: [String]
  var failingRow: IndexPath?
  var onDidSelect: ((IndexPath) throws -> Void)?
  var onWillDisplay: ((IndexPath) throws -> Void)?

  struct Failure: Error {}

  init(_ items: [String]) throws {
    self.items = items
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    try tableView.setViewportHeight(10)
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    if indexPath == failingRow { throw Failure() }
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try onDidSelect?(indexPath)
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  )
    throws
  {
    try onWillDisplay?(indexPath)
  }
}

extension IndexPath {
  /// The row `row` of section 0.
  static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
}

extension TableViewError.Callback {
  /// A table-view method's callback reference for a row of section 0.
  static func method(_ name: String, _ row: Int) -> TableViewError.Callback {
    TableViewError.Callback("tableView(_:\(name))", indexPath: .row(row))
  }
}
