import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// Random batches against a model of sections of unique ids: valid batches must leave the
/// table showing the model's rows with the selection and cells following their ids; invalid
/// ones must be rejected with nothing changed.
@MainActor
@Suite("Batch updates against a reference model")
struct TableViewUpdatesModelTests {
  struct Step {
    var after: [[String]]
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var reloads: [IndexPath] = []
    var reloadedIDs: Set<String> = []
  }

  static func paths(of sections: [[String]]) -> [String: IndexPath] {
    var result: [String: IndexPath] = [:]
    for (section, ids) in sections.enumerated() {
      for (row, id) in ids.enumerated() { result[id] = IndexPath(row: row, section: section) }
    }
    return result
  }

  /// A random rearrangement of the rows with deletes, inserts, moves and reloads, and the
  /// batch that describes it.
  static func randomStep(
    from before: [[String]], nextID: inout Int, using random: inout SplitMix64
  ) -> Step {
    var after = before
    let oldPaths = paths(of: before)
    for section in after.indices {
      after[section].removeAll { _ in random.next() % 6 == 0 }
    }
    for _ in 0..<Int(random.next() % 4) where !after.isEmpty {
      let section = Int(random.next() % UInt64(after.count))
      guard !after[section].isEmpty else { continue }
      let id = after[section].remove(at: Int(random.next() % UInt64(after[section].count)))
      let target = Int(random.next() % UInt64(after.count))
      after[target].insert(id, at: Int(random.next() % UInt64(after[target].count + 1)))
    }
    for _ in 0..<Int(random.next() % 4) where !after.isEmpty {
      let section = Int(random.next() % UInt64(after.count))
      nextID += 1
      after[section].insert("i\(nextID)", at: Int(random.next() % UInt64(after[section].count + 1)))
    }
    var step = Step(after: after)
    let newPaths = paths(of: after)
    for (id, old) in oldPaths {
      guard let new = newPaths[id] else {
        step.deletes.append(old)
        continue
      }
      if old != new { step.moves.append((old, new)) }
    }
    // UIKit places a reload ignoring the batch's moves, so reloads go in batches without moves,
    // as UIKit's documentation advises.
    if step.moves.isEmpty {
      for (id, old) in oldPaths where newPaths[id] == old && random.next() % 8 == 0 {
        step.reloads.append(old)
        step.reloadedIDs.insert(id)
      }
    }
    step.inserts = newPaths.filter { oldPaths[$0.key] == nil }.map(\.value)
    return step
  }

  @Test("Thousands of random batches, valid and invalid", arguments: [UInt64(7), 0xBADC0DE])
  func randomized(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var nextID = 0
    var data: [[String]] = (0..<4).map { _ in
      (0..<Int(random.next() % 6)).map { _ in
        nextID += 1
        return "i\(nextID)"
      }
    }
    let fixture = try SelectionFixture(data, height: 7)
    fixture.tableView.allowsMultipleSelection = true
    var selectedIDs = Set<String>()
    // The model's viewport offset: it stays through updates, clamped to the rows.
    var offset = 0
    func clamp(_ proposed: Int, total: Int) -> Int { min(max(0, proposed), max(0, total - 7)) }
    for stepIndex in 0..<1_500 {
      let context = "seed \(seed) step \(stepIndex)"
      let visibleBefore = Dictionary(
        uniqueKeysWithValues: fixture.tableView.visibleCells.map { ($0.textLabel?.text ?? "", $0) })
      let countsBefore = data.map(\.count)
      var step = Self.randomStep(from: data, nextID: &nextID, using: &random)
      let corrupt = random.next() % 4 == 0 && !(step.deletes.isEmpty && step.inserts.isEmpty)
      if corrupt {
        if !step.deletes.isEmpty { step.deletes.removeLast() } else { step.inserts.removeLast() }
      }
      fixture.dataSource.sections = step.after
      let apply = {
        try fixture.tableView.performBatchUpdates {
          for path in step.reloads { try fixture.tableView.reloadRows(at: [path], with: .fade) }
          try fixture.tableView.insertRows(at: step.inserts, with: .top)
          for (from, to) in step.moves { try fixture.tableView.moveRow(at: from, to: to) }
          try fixture.tableView.deleteRows(at: step.deletes, with: .bottom)
        }
      }
      if corrupt {
        let texts = visibleTexts(fixture.tableView)
        let selected = fixture.tableView.indexPathsForSelectedRows
        #expect(throws: TableViewError.self, "\(context)") { try apply() }
        #expect(visibleTexts(fixture.tableView) == texts, "\(context)")
        #expect(fixture.tableView.indexPathsForSelectedRows == selected, "\(context)")
        #expect(
          try (0..<fixture.tableView.numberOfSections).map {
            try fixture.tableView.numberOfRows(inSection: $0)
          } == countsBefore, "\(context)")
        fixture.dataSource.sections = data
        continue
      }
      try apply()
      data = step.after
      selectedIDs.subtract(step.reloadedIDs)
      let newPaths = Self.paths(of: data)
      selectedIDs = selectedIDs.filter { newPaths[$0] != nil }
      let all = data.flatMap { $0 }
      offset = clamp(offset, total: all.count)
      #expect(fixture.tableView.rowOffset == offset, "\(context)")
      #expect(
        visibleTexts(fixture.tableView) == Array(all.dropFirst(offset).prefix(7)), "\(context)")
      #expect(
        (fixture.tableView.indexPathsForSelectedRows ?? [])
          == selectedIDs.compactMap { newPaths[$0] }.sorted(),
        "\(context)")
      for cell in fixture.tableView.visibleCells {
        let id = cell.textLabel?.text ?? ""
        #expect(cell.isSelected == selectedIDs.contains(id), "\(context)")
        if let previous = visibleBefore[id], !step.reloadedIDs.contains(id) {
          #expect(previous === cell, "\(context): the cell of \(id) should have followed it")
        }
      }
      // Between updates: select, deselect and scroll at random.
      if !all.isEmpty {
        let id = all[Int(random.next() % UInt64(all.count))]
        if let path = newPaths[id] {
          if selectedIDs.contains(id) {
            try fixture.tableView.deselectRow(at: path)
            selectedIDs.remove(id)
          } else {
            try fixture.tableView.selectRow(at: path)
            selectedIDs.insert(id)
          }
        }
      }
      if random.next() % 3 == 0 {
        let proposed = Int(random.next() % UInt64(all.count + 1))
        try fixture.tableView.setContentOffset(proposed)
        offset = clamp(proposed, total: all.count)
      }
    }
  }
}
