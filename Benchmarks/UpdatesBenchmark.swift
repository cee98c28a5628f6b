import Foundation
import ListBinding

/// A 10-row batch update costs the same on a table of a thousand rows and of a million.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum UpdatesBenchmark {
  /// Rows are numbers: the data source costs nothing per row, so the time is the table's.
  final class CountsDataSource: TableViewDataSource {
    var counts: [Int]

    init(counts: [Int]) {
      self.counts = counts
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      counts[section]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(indexPath.section)-\(indexPath.row)"
      return cell
    }
  }

  @MainActor
  static func run() {
    var medians: [Int: Duration] = [:]
    for total in [1_000, 1_000_000] {
      let sections = 10
      let dataSource = CountsDataSource(counts: Array(repeating: total / sections, count: sections))
      let tableView = TableView(style: .plain)  // a 40-row viewport
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
      tableView.dataSource = dataSource
      tableView.allowsMultipleSelection = true
      var generator = SystemRandomNumberGenerator()
      func randomPath() -> IndexPath {
        IndexPath(
          row: Int.random(in: 0..<total / sections, using: &generator),
          section: Int.random(in: 0..<sections, using: &generator))
      }
      do {
        try tableView.reloadData()
        for _ in 0..<20 { try tableView.selectRow(at: randomPath()) }
        try tableView.setContentOffset(total / 2)
        // Five deletes and five inserts in the same sections: the counts do not change.
        let batches = (0..<64).map { _ in
          let deletes = Set((0..<5).map { _ in randomPath() })
          let perSection = Dictionary(grouping: deletes, by: \.section)
          let inserts = perSection.flatMap { section, rows in
            rows.indices.map { IndexPath(row: $0, section: section) }
          }
          return (Array(deletes), inserts)
        }
        var index = 0
        let median = try Measure.median(runs: 501) {
          let (deletes, inserts) = batches[index % batches.count]
          index += 1
          try tableView.performBatchUpdates {
            try tableView.deleteRows(at: deletes, with: .automatic)
            try tableView.insertRows(at: inserts, with: .automatic)
          }
        }
        medians[total] = median
        print("rows \(total): 10-row batch update, median \(Measure.microseconds(median))")
      } catch {
        print("rows \(total): failed: \(error)")
      }
    }
    if let small = medians[1_000], let large = medians[1_000_000] {
      print(String(format: "ratio 1,000,000 / 1,000 rows: %.2f×", large / small))
    }
  }
}
