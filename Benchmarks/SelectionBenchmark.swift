import Foundation
import ListBinding

/// A tap costs the same in a section of a hundred rows and of a hundred thousand.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum SelectionBenchmark {
  final class Cell: TableViewCell, Bindable {
    func bind(to item: Int) {
      textLabel?.text = "row \(item)"
    }
  }

  @MainActor
  static func run() {
    let taps = 10_000
    var rates: [Int: Double] = [:]
    for count in [100, 100_000] {
      let dataSource = ListDataSource<Cell>(dataItems: Array(0..<count))
      let tableView = TableView(style: .plain)  // a 40-row viewport
      tableView.selectionRule = .single(allowsDeselection: true)
      var generator = SystemRandomNumberGenerator()
      do {
        try dataSource.bind(to: tableView)
        let rows = (0..<taps).map { _ in Int.random(in: 0..<count, using: &generator) }
        let median = try Measure.median(runs: 11) {
          for row in rows {
            try tableView.tapRow(at: IndexPath(row: row, section: 0))
          }
        }
        let seconds =
          Double(median.components.seconds) + Double(median.components.attoseconds) / 1e18
        rates[count] = Double(taps) / seconds
        print(
          String(
            format: "rows %d: %.0f taps per second (median of 11 runs of %d taps)", count,
            Double(taps) / seconds, taps))
      } catch {
        print("rows \(count): failed: \(error)")
      }
    }
    if let small = rates[100], let large = rates[100_000] {
      print(String(format: "ratio of rates 100 / 100,000 rows: %.2f×", small / large))
    }
  }
}
