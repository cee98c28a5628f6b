import Foundation
import ListBinding

/// A delegate that records selection calls and can refuse or redirect them.
@MainActor
final class SelectionLog: TableViewDelegate {
  var events: [String] = []
  var willSelect: (IndexPath) -> IndexPath? = { $0 }
  var willDeselect: (IndexPath) -> IndexPath? = { $0 }
  var shouldHighlight: (IndexPath) -> Bool = { _ in true }
  var rules: [Int: SelectionRule] = [:]

  nonisolated static func name(_ indexPath: IndexPath) -> String {
    "\(indexPath.section)-\(indexPath.row)"
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    shouldHighlight(indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willSelect \(Self.name(indexPath))")
    return willSelect(indexPath)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(Self.name(indexPath))")
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willDeselect \(Self.name(indexPath))")
    return willDeselect(indexPath)
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(Self.name(indexPath))")
  }

  func tableView(_ tableView: TableView, selectionRuleForSection section: Int) -> SelectionRule? {
    rules[section]
  }
}

/// A table of `TextCell`s over `sections`, its data source and a recording delegate.
@MainActor
final class SelectionFixture {
  let tableView: TableView
  let dataSource: ArrayDataSource
  let log = SelectionLog()

  init(_ sections: [[String]], height: Int = 40, style: TableView.Style = .plain) throws {
    tableView = try TableView(style: style, viewportHeight: height)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    dataSource = ArrayDataSource(sections)
    tableView.dataSource = dataSource
    tableView.delegate = log
    try tableView.reloadData()
  }

  func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  var selected: [String] {
    (tableView.indexPathsForSelectedRows ?? []).map(SelectionLog.name)
  }

  /// The visible rows whose cells show as selected.
  var cellsShowingSelection: [String] {
    tableView.visibleCells.filter(\.isSelected).compactMap(tableView.indexPath(for:)).map(
      SelectionLog.name)
  }
}
