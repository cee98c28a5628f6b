import Foundation
import ListBinding

extension DiffBenchmark {
  /// `Snapshot` applied end to end on a table: the scenario's source and target cut into sections
  /// of equal size, the target applied through a `DiffableDataSource` to a table that shows the
  /// source. Timed: `apply` alone (diff, staging, validation, the table's updates and the cells
  /// of the viewport); each run starts from a fresh table, set up outside the timing.
  @MainActor
  static func runSnapshotApply(_ scenario: Scenario, floor: Double, sectionCount: Int = 10) {
    let (source, target) = inputs(for: scenario)
    let peakBefore = peakMemoryMegabytes()
    let old = snapshot(of: source, sections: sectionCount)
    let new = snapshot(of: target, sections: sectionCount)
    print(
      "snapshot apply end to end: \(scenario.name) in \(sectionCount) sections of"
        + " \(source.count / sectionCount) items, same changes, on a table (viewport 40 rows)")

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
        return
      }
      last = (tableView, dataSource)
    }
    durations.sort()
    let median = Measure.milliseconds(durations[durations.count / 2])
    guard let (tableView, dataSource) = last else { return }
    let counts = (0..<tableView.numberOfSections).map {
      (try? tableView.numberOfRows(inSection: $0)) ?? -1
    }
    let expected = new.sectionIdentifiers.map { (try? new.numberOfItems(inSection: $0)) ?? -2 }
    let correct = counts == expected && dataSource.snapshot() == new
    for (index, stage) in dataSource.lastChangeset.stages.enumerated() {
      let sections =
        stage.sectionDeletions.count + stage.sectionInsertions.count + stage.sectionMoves.count
      print(
        "  stage \(index + 1), \(stage.kind): \(sections) sections changed,"
          + " \(stage.rowDeletions.count) rows deleted, \(stage.rowInsertions.count) inserted,"
          + " \(stage.rowMoves.count) moved")
    }
    print("  " + row("Snapshot apply (median of 7)", median, floor))
    print("    table shows the new snapshot: \(correct ? "ok" : "FAILED")")
    let ratio = median / floor
    print(
      "  apply / floor = \(format(ratio, digits: 2))× (goal ≤ 2.00×: "
        + (ratio <= 2.0 ? "met" : "not met") + ")")
    print(
      "  peak memory (VmHWM): \(format(peakMemoryMegabytes(), digits: 1)) MB"
        + " (\(format(peakBefore, digits: 1)) MB before the snapshots and tables)")
  }

  /// A snapshot of `items` cut into `sections` sections of equal size, identified 0, 1, ….
  static func snapshot(of items: [UUID], sections: Int) -> Snapshot<Int, UUID> {
    var snapshot = Snapshot<Int, UUID>()
    let size = (items.count + sections - 1) / sections
    do {
      try snapshot.appendSections(Array(0..<sections))
      for section in 0..<sections {
        let start = min(section * size, items.count)
        let end = min(start + size, items.count)
        try snapshot.appendItems(Array(items[start..<end]), toSection: section)
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
