import Foundation
import ListBinding

/// Hostile geometry for the fuzzer: each input is a program of settings (row heights and
/// estimates from a table of hostile values, frames, insets) and counts near the table's limits,
/// each followed by a call that lays the table out. After every call the table must be whole:
/// a call that throws leaves what a user can read as it was, and one that returns shows at most
/// ``TableView/maximumViewportHeight`` rows, in finite geometry.
@MainActor
enum GeometryFuzz {
  /// Lengths the rules accept at their edges, and values they refuse.
  static let lengths: [CGFloat] = [
    0, 1e-300, .leastNonzeroMagnitude, 1e-9, 0.5, 44, 812, TableView.maximumDimension,
    TableView.maximumDimension.nextUp, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -1,
    TableView.automaticDimension,
  ]

  /// Section counts and row counts at and past the limits.
  static let sectionCounts = [0, 1, 3, 1 << 12, (1 << 24) + 1, -1, Int.max, Int.min]
  static let rowCounts = [
    0, 1, 3, 1_000, 1 << 39, 1 << 40, (1 << 40) + 1, -1, Int.max, Int.min,
  ]

  /// Frames: none, a phone's, one point, the largest, and refused ones.
  static let frames: [CGRect] = [
    .zero, CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: 0, y: 0, width: 1, height: 1),
    CGRect(x: 0, y: 0, width: 375, height: TableView.maximumDimension),
    CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan), CGRect(x: 0, y: 0, width: -5, height: 100),
    CGRect(x: CGFloat.infinity, y: 0, width: 375, height: 812),
  ]

  /// A data source whose counts the input sets; a cell for every row it is asked for.
  final class HostileCounts: TableViewDataSource {
    var sections = 1
    var rows = 3

    func numberOfSections(in tableView: TableView) -> Int { sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(indexPath.section)-\(indexPath.row)"
      return cell
    }
  }

  /// What a user can read of the table: a call that throws must leave it as it was.
  struct Picture: Equatable {
    var sections: Int
    var visible: [IndexPath]
    var contentOffset: CGPoint
    var contentSize: CGSize
    var selected: [IndexPath]

    @MainActor
    init(_ tableView: TableView) {
      sections = tableView.numberOfSections
      visible = tableView.indexPathsForVisibleRows
      contentOffset = tableView.contentOffset
      contentSize = tableView.contentSize
      selected = tableView.indexPathsForSelectedRows ?? []
    }
  }

  /// Runs one input; returns the broken invariants, if any.
  static func run(bytes: [UInt8]) -> [String] {
    var reader = bytes.makeIterator()
    func next(_ bound: Int) -> Int? { reader.next().map { Int($0) % bound } }
    let dataSource = HostileCounts()
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    var failures: [String] = []
    var step = 0
    while step < 64, let operation = next(12) {
      step += 1
      // A setting first (settings are stored, and checked when a layout applies them).
      switch operation {
      case 0: if let index = next(lengths.count) { tableView.rowHeight = lengths[index] }
      case 1: if let index = next(lengths.count) { tableView.estimatedRowHeight = lengths[index] }
      case 2: if let index = next(lengths.count) { tableView.sectionHeaderHeight = lengths[index] }
      case 3: if let index = next(frames.count) { tableView.frame = frames[index] }
      case 4:
        if let index = next(sectionCounts.count) { dataSource.sections = sectionCounts[index] }
      case 5: if let index = next(rowCounts.count) { dataSource.rows = rowCounts[index] }
      case 6:
        if let index = next(lengths.count) {
          tableView.contentInset = EdgeInsets(
            top: lengths[index], left: 0, bottom: lengths[index], right: 0)
        }
      default: break
      }
      // Every call that changes the table first applies the settings changed since the last
      // layout, as a layout of its own (see `performLayout()`): do it apart, so that what the
      // call itself changes is what is compared.
      let unlaid = Picture(tableView)
      if let error = attempt({ () throws(TableViewError) in try tableView.performLayout() }),
        Picture(tableView) != unlaid
      {
        failures.append("step \(step): performLayout threw \(error.message) and changed the table")
        break
      }
      // Then a call that lays the table out.
      let before = Picture(tableView)
      let call = next(7) ?? 0
      let name: String
      let thrown: TableViewError?
      switch call {
      case 0:
        name = "reloadData"
        thrown = attempt { () throws(TableViewError) in try tableView.reloadData() }
      case 1:
        name = "performLayout"
        thrown = attempt { () throws(TableViewError) in try tableView.performLayout() }
      case 2:
        let y = lengths[next(lengths.count) ?? 0]
        name = "setContentOffset(\(y))"
        thrown = attempt { () throws(TableViewError) in
          try tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        }
      case 3:
        let row = rowCounts[next(rowCounts.count) ?? 0]
        name = "scrollToRow(\(row))"
        thrown = attempt { () throws(TableViewError) in
          try tableView.scrollToRow(at: IndexPath(indexes: [0, row]), at: .middle)
        }
      case 4:
        name = "insertRows"
        thrown = attempt { () throws(TableViewError) in
          try tableView.insertRows(at: [IndexPath(indexes: [0, 0])], with: .automatic)
        }
      case 5:
        name = "selectRow"
        thrown = attempt { () throws(TableViewError) in
          try tableView.selectRow(at: IndexPath(indexes: [0, 0]), scrollPosition: .bottom)
        }
      default:
        name = "render"
        thrown = attempt { () throws(TableViewError) in
          _ = try tableView.render(with: PlainTextRenderer(width: 40))
        }
      }
      let after = Picture(tableView)
      if let error = thrown {
        if after != before {
          failures.append(
            "step \(step): \(name) threw \(error.message) and changed the table from \(before) "
              + "to \(after)")
        }
        if error.message.isEmpty { failures.append("step \(step): \(name): empty message") }
      } else {
        if after.visible.count > TableView.maximumViewportHeight {
          failures.append("step \(step): \(name) shows \(after.visible.count) rows")
        }
        if !after.contentSize.height.isFinite || !after.contentOffset.y.isFinite {
          failures.append("step \(step): \(name) left geometry that is not finite")
        }
      }
      if !failures.isEmpty { break }
    }
    return failures
  }

  /// The error `body` throws, or `nil`.
  static func attempt(_ body: () throws(TableViewError) -> Void) -> TableViewError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }
}
