import Foundation
import ListBinding

/// Rows identified by numbers in sections, with a prefetch data source that records its calls
/// as the numbers of the rows named.
@MainActor
final class PrefetchList: TableViewDataSource, TableViewDataSourcePrefetching {
  var sections: [[Int]]
  var calls: [String] = []
  var onPrefetch: ((TableView, [IndexPath]) throws -> Void)?
  let tableView: TableView

  init(sections: [[Int]], viewportHeight: Int = 4) throws {
    self.sections = sections
    tableView = try TableView(style: .plain, viewportHeight: viewportHeight)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.prefetchDataSource = self
    try tableView.reloadData()
  }

  convenience init(rows: Int, viewportHeight: Int = 4) throws {
    try self.init(sections: [Array(0..<rows)], viewportHeight: viewportHeight)
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) throws {
    calls.append("prefetch " + names(indexPaths))
    try onPrefetch?(tableView, indexPaths)
  }

  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    calls.append("cancel " + names(indexPaths))
  }

  /// The numbers of the rows, as `4 5 6`.
  func names(_ indexPaths: [IndexPath]) -> String {
    indexPaths.map { "\(sections[$0.section][$0.row])" }.joined(separator: " ")
  }

  /// The calls recorded since the last time, emptied.
  func takeCalls() -> [String] {
    defer { calls = [] }
    return calls
  }
}
