import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// Random scrolls, resizes and reloads against the obvious model: the viewport shows the rows
/// from its offset on, each in a cell of its own, bound to the row's item.
@MainActor
@Suite("Viewport against a reference model")
struct ViewportModelTests {
  @Test("Random scrolling, resizing and reloading", arguments: [UInt64(11), 0xFEED])
  func randomized(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func randomSections() -> [[String]] {
      (0..<Int(random.next() % 5)).map { section in
        (0..<Int(random.next() % 30)).map { "\(section).\($0)" }
      }
    }
    let tableView = try TableView(viewportHeight: 6)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource(randomSections())
    tableView.dataSource = dataSource
    try tableView.reloadData()
    var height = 6
    for step in 0..<2_000 {
      let context = "seed \(seed) step \(step)"
      switch random.next() % 10 {
      case 0..<6:
        try tableView.setContentOffset(Int(random.next() % 150) - 20)
      case 6, 7:
        let all = dataSource.sections.indices.flatMap { section in
          dataSource.sections[section].indices.map { IndexPath(row: $0, section: section) }
        }
        if let target = all.randomElement(using: &random) {
          let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
          try tableView.scrollToRow(
            at: target, at: positions[Int(random.next() % 4)])
          #expect(tableView.indexPathsForVisibleRows.contains(target) || height == 0, "\(context)")
        }
      case 8:
        height = Int(random.next() % 12)
        try tableView.setViewportHeight(height)
      default:
        dataSource.sections = randomSections()
        try tableView.reloadData()
      }
      let all = dataSource.sections.flatMap { $0 }
      let offset = tableView.contentOffset
      #expect(offset >= 0 && offset <= max(0, all.count - height), "\(context)")
      let expected = Array(all.dropFirst(offset).prefix(height))
      #expect(visibleTexts(tableView) == expected, "\(context)")
      let cells = tableView.visibleCells
      #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "\(context)")
      for (cell, indexPath) in zip(cells, tableView.indexPathsForVisibleRows) {
        #expect(tableView.indexPath(for: cell) == indexPath, "\(context)")
        #expect(try tableView.cellForRow(at: indexPath) === cell, "\(context)")
      }
    }
  }
}
