import Foundation
import ListBinding

/// A cell that shows a string and counts how many of its kind exist.
final class TextCell: TableViewCell, Bindable {
  typealias DataItem = String
  private(set) var boundItem: String?

  func bind(to item: String) {
    boundItem = item
    textLabel?.text = item
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    boundItem = nil
  }
}

/// A data source over plain arrays whose behaviour tests can bend.
@MainActor
final class ArrayDataSource: TableViewDataSource {
  var sections: [[String]]
  var headers: [String?] = []
  var footers: [String?] = []
  var identifier = "cell"
  var failingRow: IndexPath?
  var sectionCountOverride: Int?
  var rowCountOverride: [Int: Int] = [:]
  var fixedCell: TableViewCell?
  private(set) var cellRequests: [IndexPath] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "no cell today" }
  }

  func numberOfSections(in tableView: TableView) -> Int {
    sectionCountOverride ?? sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowCountOverride[section] ?? sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    cellRequests.append(indexPath)
    if indexPath == failingRow { throw Failure() }
    if let fixedCell { return fixedCell }
    let cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headers.indices.contains(section) ? headers[section] : nil
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footers.indices.contains(section) ? footers[section] : nil
  }
}

/// A delegate that records the display events.
@MainActor
final class DisplayLog: TableViewDelegate {
  var events: [String] = []

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    events.append("willDisplay \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    events.append("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
  }
}

/// The text of the visible cells' main labels.
@MainActor
func visibleTexts(_ tableView: TableView) -> [String] {
  tableView.visibleCells.map { $0.textLabel?.text ?? "" }
}

/// Keeps objects alive for the length of a test.
final class KeepAlive {
  var objects: [AnyObject] = []
}
