import Foundation
import ListBinding

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension DiffBenchmark {
  /// `Snapshot` applied end to end on a table: the scenario's source and target cut into sections
  /// of equal size, the target applied through a `DiffableDataSource` to a table that shows the
  /// source. Timed: `apply` alone (diff, staging, validation, the table's updates and the cells
  /// of the viewport); each run starts from a fresh table, set up outside the timing.
  ///
  /// Twice: with the new snapshot built by appending, as an app builds one from its model, and
  /// with the same snapshot built from its items in random order, then moved into place, so
  /// that its storage is in no useful order: the worst case for the diff's shortcuts.
  @MainActor
  ///
  /// With `fastestFloor`, the fastest apply is also compared with it: on a shared machine, the
  /// fastest runs of each are the least disturbed.
  static func runSnapshotApply(
    _ scenario: Scenario, floor: Double, fastestFloor: Double? = nil, sectionCount: Int = 10
  ) {
    let (source, target) = inputs(for: scenario)
    let peakBefore = peakMemoryMegabytes()
    let old = snapshot(of: source, sections: sectionCount)
    let new = snapshot(of: target, sections: sectionCount)
    let shuffled = snapshot(of: target, sections: sectionCount, shuffled: true)
    print(
      "snapshot apply end to end: \(scenario.name) in \(sectionCount) sections of"
        + " \(source.count / sectionCount) items, same changes, on a table (viewport 40 rows)")
    guard
      let (median, fastest) = measureApply(
        of: new, over: old, label: "Snapshot apply (median of 7)", floor: floor, stages: true)
    else { return }
    let ratio = median / floor
    print(
      "  apply / floor = \(format(ratio, digits: 2))× (goal ≤ 0.60×: "
        + (ratio <= 0.6 ? "met" : "not met") + ")")
    if let fastestFloor {
      print("  fastest apply / fastest floor = \(format(fastest / fastestFloor, digits: 2))×")
    }
    if let (_, fastest) = measureApply(
      of: shuffled, over: old, label: "Same, new snapshot built shuffled", floor: floor,
      stages: false), let fastestFloor
    {
      print("  fastest apply / fastest floor = \(format(fastest / fastestFloor, digits: 2))×")
    }
    print(
      "  peak memory (VmHWM): \(format(peakMemoryMegabytes(), digits: 1)) MB"
        + " (\(format(peakBefore, digits: 1)) MB before the snapshots and tables)")
  }

  /// Times `apply(new)` on fresh tables showing `old`, prints the median against `floor` with
  /// the spread and whether the table shows `new`, and returns the median and the fastest run in
  /// milliseconds.
  @MainActor
  static func measureApply(
    of new: Snapshot<Int, UUID>, over old: Snapshot<Int, UUID>, label: String, floor: Double,
    stages: Bool
  ) -> (median: Double, fastest: Double)? {
    var durations: [Duration] = []
    var last: (TableView, DiffableDataSource<Int, UUID>)?
    let clock = ContinuousClock()
    for run in 0..<8 {
      let tableView = TableView(style: .plain)  // a 40-row viewport
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
      let dataSource = DiffableDataSource<Int, UUID>(tableView: tableView) {
        tableView, indexPath, item in
        let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = item.uuidString
        return cell
      }
      do {
        try dataSource.applySnapshotUsingReloadData(old)
        let start = clock.now
        try dataSource.apply(new)
        if run > 0 { durations.append(clock.now - start) }  // run 0 warms up
      } catch {
        print("  apply FAILED: \(error)")
        return nil
      }
      last = (tableView, dataSource)
    }
    durations.sort()
    let median = Measure.milliseconds(durations[durations.count / 2])
    guard let (tableView, dataSource) = last else { return nil }
    let counts = (0..<tableView.numberOfSections).map {
      (try? tableView.numberOfRows(inSection: $0)) ?? -1
    }
    let expected = new.sectionIdentifiers.map { (try? new.numberOfItems(inSection: $0)) ?? -2 }
    let correct = counts == expected && dataSource.snapshot() == new
    if stages {
      for (index, stage) in dataSource.lastChangeset.stages.enumerated() {
        let sections =
          stage.sectionDeletions.count + stage.sectionInsertions.count + stage.sectionMoves.count
        print(
          "  stage \(index + 1), \(stage.kind): \(sections) sections changed,"
            + " \(stage.rowDeletions.count) rows deleted, \(stage.rowInsertions.count) inserted,"
            + " \(stage.rowMoves.count) moved")
      }
    }
    let spread =
      "min \(format(Measure.milliseconds(durations[0]), digits: 3)),"
      + " max \(format(Measure.milliseconds(durations[durations.count - 1]), digits: 3)) ms"
    print("  " + row(label, median, floor) + " (\(spread))")
    print("    table shows the new snapshot: \(correct ? "ok" : "FAILED")")
    return (median, Measure.milliseconds(durations[0]))
  }

  /// A snapshot of `items` cut into `sections` sections of equal size, identified 0, 1, ….
  ///
  /// Built `shuffled`, each section gets its items in random order, then each item is moved after
  /// the one before it: the order is the same, the storage in no useful order.
  static func snapshot(of items: [UUID], sections: Int, shuffled: Bool = false)
    -> Snapshot<Int, UUID>
  {
    var snapshot = Snapshot<Int, UUID>()
    var generator = SplitMix64(seed: 0x5A0F_F1ED)
    let size = (items.count + sections - 1) / sections
    do {
      try snapshot.appendSections(Array(0..<sections))
      for section in 0..<sections {
        let start = min(section * size, items.count)
        let end = min(start + size, items.count)
        let part = Array(items[start..<end])
        guard shuffled, part.count > 1 else {
          try snapshot.appendItems(part, toSection: section)
          continue
        }
        try snapshot.appendItems(part.shuffled(using: &generator), toSection: section)
        for offset in 1..<part.count {
          try snapshot.moveItem(part[offset], afterItem: part[offset - 1])
        }
      }
    } catch {
      print("  snapshot FAILED: \(error)")
    }
    return snapshot
  }

  /// The process's peak resident memory so far, from `/proc/self/status` (`VmHWM`), else
  /// `getrusage`.
  static func peakMemoryMegabytes() -> Double {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    {
      return kilobytes / 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}
