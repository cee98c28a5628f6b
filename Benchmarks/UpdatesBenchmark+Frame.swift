import Foundation
import ListBinding

/// The expand pattern in a 375×812 frame with delegate heights and estimates: a row on screen
/// grows while two rows are inserted below it, then shrinks while they are deleted. Every update
/// asks the heights of the rows on screen, so it costs the same over a thousand rows and a
/// million.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension UpdatesBenchmark {
  /// One section of numbered rows; expanded rows are 88 points, their details 30, others 44.
  final class ExpandingList: TableViewDataSource, TableViewDelegate {
    var count: Int
    /// The expanded row, whose two details follow it, if any.
    var expanded: Int?
    /// How many heights the delegate gave.
    var heightsAsked = 0

    init(count: Int) {
      self.count = count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      count + (expanded == nil ? 0 : 2)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "row \(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heightsAsked += 1
      guard let expanded else { return 44 }
      if indexPath.row == expanded { return 88 }
      return (expanded + 1...expanded + 2).contains(indexPath.row) ? 30 : 44
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      44
    }
  }

  @MainActor
  static func runFrame() {
    var medians: [Int: Duration] = [:]
    for total in [1_000, 1_000_000] {
      let list = ExpandingList(count: total)
      let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
      tableView.dataSource = list
      tableView.delegate = list
      do {
        try tableView.reloadData()
        try tableView.setContentOffset(CGPoint(x: 0, y: CGFloat(total / 2) * 44), animated: false)
        var updates = 0
        list.heightsAsked = 0
        let median = try Measure.median(runs: 501) {
          let first = tableView.indexPathsForVisibleRows.first?.row ?? 0
          if let expanded = list.expanded {
            let shown = [1, 2].map { IndexPath(row: expanded + $0, section: 0) }
            list.expanded = nil
            try tableView.performBatchUpdates {
              try tableView.deleteRows(at: shown, with: .fade)
            }
          } else {
            let row = first + 3
            list.expanded = row
            let details = [1, 2].map { IndexPath(row: row + $0, section: 0) }
            try tableView.performBatchUpdates {
              try tableView.insertRows(at: details, with: .fade)
            }
          }
          updates += 1
        }
        medians[total] = median
        print(
          "rows \(total), 375×812 frame, delegate heights: expand or collapse a row on screen, "
            + "median \(Measure.microseconds(median)); "
            + "\(tableView.indexPathsForVisibleRows.count) rows visible; "
            + String(
              format: "%.1f heights asked per update", Double(list.heightsAsked) / Double(updates)))
      } catch {
        print("rows \(total), frame: failed: \(error)")
      }
    }
    if let small = medians[1_000], let large = medians[1_000_000] {
      print(String(format: "ratio 1,000,000 / 1,000 rows, frame: %.2f×", large / small))
    }
  }
}
