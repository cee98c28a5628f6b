import Foundation
import ListBinding

/// Rendering a 40-row viewport costs the same over a thousand rows and over a million.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum ViewportBenchmark {
  final class Cell: TableViewCell, Bindable {
    static var created = 0

    override init(style: Style, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      Cell.created += 1
    }

    required init?(coder: NSCoder) { return nil }

    func bind(to item: Int) {
      textLabel?.text = "row \(item)"
    }
  }

  @MainActor
  static func run() {
    var medians: [Int: Duration] = [:]
    for count in [1_000, 1_000_000] {
      Cell.created = 0
      let dataSource = ListDataSource<Cell>(dataItems: Array(0..<count))
      let tableView = TableView(style: .plain)  // a 40-row viewport
      var generator = SystemRandomNumberGenerator()
      let renderer = PlainTextRenderer()
      var bytes = 0
      do {
        try dataSource.bind(to: tableView)
        let median = try Measure.median(runs: 501) {
          let offset = Int.random(in: 0..<count, using: &generator)
          try tableView.setContentOffset(offset)
          bytes &+= try tableView.render(with: renderer).utf8.count
        }
        medians[count] = median
        print(
          "rows \(count): scroll + render 40 rows, median \(Measure.microseconds(median)); "
            + "cells created \(Cell.created)")
      } catch {
        print("rows \(count): failed: \(error)")
      }
      if bytes == 42 { print("") }  // keeps the rendering from being optimised away
    }
    if let small = medians[1_000], let large = medians[1_000_000] {
      print(String(format: "ratio 1,000,000 / 1,000 rows: %.2f×", large / small))
    }
  }
}
