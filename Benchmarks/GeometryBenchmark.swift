import Foundation
import ListBinding

/// Scrolling a table with a frame and delegate heights costs the same over a thousand rows and
/// over a million: positions come from runs of equal heights, and only displayed rows are
/// measured.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum GeometryBenchmark {
  final class Cell: TableViewCell, Bindable {
    func bind(to item: Int) {
      textLabel?.text = "row \(item)"
    }
  }

  /// Heights of three kinds, by row: what a delegate with content of varied size gives.
  final class Heights: TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      44 + CGFloat(indexPath.row % 3) * 10
    }
  }

  @MainActor
  static func run() {
    var medians: [Int: Duration] = [:]
    for count in [1_000, 1_000_000] {
      let dataSource = ListDataSource<Cell>(dataItems: Array(0..<count))
      let heights = Heights()
      let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
      tableView.delegate = heights
      var generator = SystemRandomNumberGenerator()
      let renderer = PlainTextRenderer()
      var bytes = 0
      do {
        try dataSource.bind(to: tableView)
        let memoryBefore = residentBytes()
        var scrolls = 0
        let median = try Measure.median(runs: 501) {
          let y = CGFloat.random(in: 0..<tableView.contentSize.height, using: &generator)
          try tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
          bytes &+= try tableView.render(with: renderer).utf8.count
          scrolls += 1
        }
        let measured = scrolls * tableView.indexPathsForVisibleRows.count
        let grown = max(0, residentBytes() - memoryBefore)
        medians[count] = median
        print(
          "rows \(count): scroll to a random point + render, median \(Measure.microseconds(median)); "
            + "\(tableView.indexPathsForVisibleRows.count) rows visible; about \(measured) rows "
            + "measured, resident memory grew \(grown / 1024) KiB"
            + (measured > 0 ? " (\(grown / max(1, measured)) bytes per measured row)" : ""))
      } catch {
        print("rows \(count): failed: \(error)")
      }
      if bytes == 42 { print("") }  // keeps the rendering from being optimised away
    }
    if let small = medians[1_000], let large = medians[1_000_000] {
      print(
        String(format: "ratio 1,000,000 / 1,000 rows: %.2f× (goal: at most 1.5×)", large / small))
    }
  }

  /// The process's resident memory, from /proc on Linux; 0 where it cannot be read.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
