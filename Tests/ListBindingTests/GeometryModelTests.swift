import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// Random heights, scrolls, scrolls to rows, reloads and updates against a model that lays the
/// rows out from the heights it gave the delegate: every rect, the content size, the offset and
/// the visible rows are the model's.
@MainActor
@Suite("Geometry against a model")
struct GeometryModelTests {
  @Test("Random heights, scrolls and updates", arguments: [UInt64(17), 42, 2026])
  func randomized(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
    let rowHeights: [CGFloat] = [0, 20, 44, 44, 60.5]
    let sectionHeights: [CGFloat] = [0, 0, 10, 28]
    var nextID = 0
    func newRow() -> String {
      nextID += 1
      return "r\(nextID)"
    }
    func randomHeights(for list: SizedList) {
      list.rowHeights = [:]
      for (section, rows) in list.sections.enumerated() {
        list.headerHeights[section] = sectionHeights[below(sectionHeights.count)]
        list.footerHeights[section] = sectionHeights[below(sectionHeights.count)]
        for row in rows.indices {
          list.rowHeights[IndexPath(row: row, section: section)] =
            rowHeights[below(rowHeights.count)]
        }
      }
    }
    let list = try SizedList(
      (0..<3).map { _ in (0..<below(8)).map { _ in newRow() } },
      frame: CGRect(x: 0, y: 0, width: 100, height: 150)
    ) {
      $0.estimatedRowHeight = 0
      $0.contentInset = EdgeInsets(top: 8, left: 0, bottom: 4, right: 0)
    }
    randomHeights(for: list)
    try list.tableView.reloadData()
    let table = list.tableView
    var offset: Double = Double(table.contentOffset.y)

    // The model's layout: the top of each row, and the content height.
    func layout() -> (tops: [IndexPath: Double], heights: [IndexPath: Double], content: Double) {
      var tops: [IndexPath: Double] = [:]
      var heights: [IndexPath: Double] = [:]
      var y = 0.0
      for (section, rows) in list.sections.enumerated() {
        y += Double(list.headerHeights[section] ?? 0)
        for row in rows.indices {
          let path = IndexPath(row: row, section: section)
          let height = Double(list.rowHeights[path] ?? 44)
          tops[path] = y
          heights[path] = height
          y += height
        }
        y += Double(list.footerHeights[section] ?? 0)
      }
      return (tops, heights, y)
    }
    func clamp(_ value: Double, content: Double) -> Double {
      let lowest = -8.0
      return min(max(value, lowest), max(lowest, content + 4 - 150))
    }

    for step in 0..<400 {
      let context = Comment(rawValue: "seed \(seed) step \(step)")
      var model = layout()
      let paths = model.tops.keys.sorted()
      switch below(6) {
      case 0:
        offset = Double(below(Int(model.content) + 60)) - 30
        try table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      case 1:
        guard let path = paths.randomElement(using: &random) else { continue }
        let position: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        let chosen = position[below(4)]
        try table.scrollToRow(at: path, at: chosen, animated: false)
        let top = model.tops[path] ?? 0
        let height = model.heights[path] ?? 0
        let visible = 150.0 - 8 - 4
        var target: Double
        switch chosen {
        case .top: target = top - 8
        case .bottom: target = top + height - visible - 8
        case .middle: target = top + height / 2 - visible / 2 - 8
        case .none:
          if top < offset + 8 {
            target = top - 8
          } else if top + height > offset + 8 + visible {
            target = top + height - visible - 8
          } else {
            target = offset
          }
        }
        offset = clamp(target, content: model.content)
      case 2:
        randomHeights(for: list)
        try table.reloadData()
        model = layout()
        offset = clamp(offset, content: model.content)
      case 3:
        // Insert a row and delete another, telling the table; heights are read again.
        let section = below(list.sections.count)
        let row = below(list.sections[section].count + 1)
        list.sections[section].insert(newRow(), at: row)
        var deleted: [IndexPath] = []
        let other = below(list.sections.count)
        if !list.sections[other].isEmpty, other != section {
          let removed = below(list.sections[other].count)
          list.sections[other].remove(at: removed)
          deleted = [IndexPath(row: removed, section: other)]
        }
        randomHeights(for: list)
        try table.performBatchUpdates {
          try table.insertRows(at: [IndexPath(row: row, section: section)], with: .fade)
          try table.deleteRows(at: deleted, with: .fade)
        }
        model = layout()
        offset = clamp(offset, content: model.content)
      default:
        // A small scroll, as a finger would make.
        offset += Double(below(80)) - 40
        try table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      }
      model = layout()
      #expect(Double(table.contentOffset.y) == offset, context)
      #expect(Double(table.contentSize.height) == model.content, context)
      for path in model.tops.keys {
        let rect = try table.rectForRow(at: path)
        #expect(Double(rect.minY) == model.tops[path], context)
        #expect(Double(rect.height) == model.heights[path], context)
      }
      let expected = model.tops.keys.filter { path in
        let top = model.tops[path] ?? 0
        let height = model.heights[path] ?? 0
        return height > 0 && top < offset + 150 && top + height > offset
      }
      let visible = Set(table.indexPathsForVisibleRows)
      // Rows of height 0 between visible rows are in the range too; every row with height is
      // there exactly when it intersects the bounds.
      #expect(Set(expected).isSubset(of: visible), context)
      #expect(
        visible.filter { (model.heights[$0] ?? 0) > 0 } == Set(expected), context)
      list.checkVisibleTexts(
        table.indexPathsForVisibleRows.map { list.sections[$0.section][$0.row] })
    }
  }
}
