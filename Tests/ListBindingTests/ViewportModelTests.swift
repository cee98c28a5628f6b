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
    // The model's viewport: its offset follows UIKit's arithmetic, clamped to the rows.
    var offset = 0
    func clamp(_ proposed: Int) -> Int {
      let total = dataSource.sections.reduce(0) { $0 + $1.count }
      return min(max(0, proposed), max(0, total - height))
    }
    for step in 0..<2_000 {
      let context = "seed \(seed) step \(step)"
      switch random.next() % 10 {
      case 0..<6:
        let proposed = Int(random.next() % 150) - 20
        try tableView.setContentOffset(proposed)
        offset = clamp(proposed)
      case 6, 7:
        let all = dataSource.sections.indices.flatMap { section in
          dataSource.sections[section].indices.map { IndexPath(row: $0, section: section) }
        }
        if let target = all.randomElement(using: &random) {
          let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
          let position = positions[Int(random.next() % 4)]
          try tableView.scrollToRow(at: target, at: position)
          let row = all.firstIndex(of: target) ?? 0
          let last = max(height, 1) - 1
          switch position {
          case .top: offset = clamp(row)
          case .middle: offset = clamp(row - last / 2)
          case .bottom: offset = clamp(row - last)
          case .none: offset = clamp(row < offset ? row : row - offset > last ? row - last : offset)
          }
          #expect(tableView.indexPathsForVisibleRows.contains(target) || height == 0, "\(context)")
        }
      case 8:
        height = Int(random.next() % 12)
        try tableView.setViewportHeight(height)
        offset = clamp(offset)
      default:
        dataSource.sections = randomSections()
        try tableView.reloadData()
        offset = clamp(offset)
      }
      let all = dataSource.sections.flatMap { $0 }
      #expect(tableView.rowOffset == offset, "\(context)")
      let expected = Array(all.dropFirst(offset).prefix(height))
      #expect(visibleTexts(tableView) == expected, "\(context)")
      let cells = tableView.visibleCells
      #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "\(context)")
      for (cell, indexPath) in zip(cells, tableView.indexPathsForVisibleRows) {
        #expect(tableView.indexPath(for: cell) == indexPath, "\(context)")
        #expect(tableView.cellForRow(at: indexPath) === cell, "\(context)")
      }
    }
  }
}
