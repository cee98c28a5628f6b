import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// The prefetching rule on plain values: rows are numbers, the rows prefetched a set of them.
struct PrefetchModel {
  var prefetched: Set<Int> = []
  var scrollsUp = false
  var isEnabled = true

  /// The calls the table should make after a commit, given the rows in order, the visible
  /// range before and after, and whether the commit moved rows.
  mutating func calls(
    rows: [Int], visible: Range<Int>, firstBefore: Int?, movesRows: Bool, reloads: Bool
  ) -> [String] {
    let position = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1, $0) })
    if reloads { prefetched = [] }
    prefetched = prefetched.filter { position[$0] != nil }
    if !movesRows, let firstBefore, let before = position[firstBefore], !visible.isEmpty {
      if visible.lowerBound > before { scrollsUp = false }
      if visible.lowerBound < before { scrollsUp = true }
    }
    guard isEnabled else {
      prefetched = []
      return []
    }
    let size = visible.count
    let window =
      scrollsUp
      ? max(0, visible.lowerBound - size)..<visible.lowerBound
      : visible.upperBound..<min(rows.count, visible.upperBound + size)
    let sorted = prefetched.sorted { (position[$0] ?? -1) < (position[$1] ?? -1) }
    let cancelled = sorted.filter {
      !window.contains((position[$0] ?? -1)) && !visible.contains((position[$0] ?? -1))
    }
    let kept = Set(sorted.filter { window.contains((position[$0] ?? -1)) })
    let new = window.map { rows[$0] }.filter { !kept.contains($0) }
    prefetched = kept.union(new)
    var calls: [String] = []
    if !cancelled.isEmpty {
      calls.append("cancel " + cancelled.map(String.init).joined(separator: " "))
    }
    if !new.isEmpty { calls.append("prefetch " + new.map(String.init).joined(separator: " ")) }
    return calls
  }
}

@MainActor
@Suite("Prefetching against a model")
struct PrefetchingModelTests {
  @Test("Random scrolls, updates and reloads prefetch and cancel as the model", arguments: 0..<20)
  func random(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let list = try PrefetchList(
      sections: [Array(0..<15), [], Array(15..<30)], viewportHeight: 5)
    var model = PrefetchModel()
    var nextID = 100
    func flat() -> [Int] { list.sections.flatMap { $0 } }
    func visible() -> Range<Int> {
      let rows = flat()
      let shown = list.tableView.indexPathsForVisibleRows.map { list.sections[$0.section][$0.row] }
      guard let first = shown.first, let start = rows.firstIndex(of: first) else { return 0..<0 }
      return start..<(start + shown.count)
    }
    _ = model.calls(
      rows: flat(), visible: visible(), firstBefore: nil, movesRows: true, reloads: true)
    #expect(list.takeCalls() == ["prefetch 5 6 7 8 9"], "seed \(seed)")
    for step in 0..<60 {
      let rows = flat()
      let range = visible()
      let firstBefore = range.isEmpty ? nil : rows[range.lowerBound]
      var movesRows = true
      var reloads = false
      var description = ""
      switch Int.random(in: 0..<8, using: &generator) {
      case 0, 1, 2:
        let offset = Int.random(in: -2..<(rows.count + 3), using: &generator)
        description = "scroll \(offset)"
        movesRows = false
        try list.tableView.setContentOffset(offset)
      case 3:
        let section = Int.random(in: 0..<3, using: &generator)
        let row = Int.random(in: 0...list.sections[section].count, using: &generator)
        description = "insert \(nextID) at \(row) in \(section)"
        list.sections[section].insert(nextID, at: row)
        nextID += 1
        try list.tableView.insertRows(at: [IndexPath(row: row, section: section)], with: .none)
      case 4:
        let section = Int.random(in: 0..<3, using: &generator)
        guard !list.sections[section].isEmpty else { continue }
        let row = Int.random(in: 0..<list.sections[section].count, using: &generator)
        description = "delete \(row) in \(section)"
        list.sections[section].remove(at: row)
        try list.tableView.deleteRows(at: [IndexPath(row: row, section: section)], with: .none)
      case 5:
        guard !list.sections[0].isEmpty else { continue }
        let item = list.sections[0].removeFirst()
        list.sections[2].append(item)
        description = "move the first row to the end"
        try list.tableView.moveRow(
          at: IndexPath(row: 0, section: 0),
          to: IndexPath(row: list.sections[2].count - 1, section: 2))
      case 6:
        description = "reload"
        reloads = true
        try list.tableView.reloadData()
      default:
        list.tableView.isPrefetchingEnabled.toggle()
        model.isEnabled = list.tableView.isPrefetchingEnabled
        description = "enabled \(model.isEnabled)"
        #expect(list.takeCalls() == [], "seed \(seed), step \(step): \(description)")
        continue
      }
      let expected = model.calls(
        rows: flat(), visible: visible(), firstBefore: firstBefore, movesRows: movesRows,
        reloads: reloads)
      #expect(list.takeCalls() == expected, "seed \(seed), step \(step): \(description)")
    }
  }
}
