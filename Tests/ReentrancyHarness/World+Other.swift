import Foundation
import ListBinding

/// The other table's delegate: reports to the world, which may call either table back.
@MainActor
final class OtherDelegate: TableViewDelegate {
  weak var world: World?

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try world?.otherHook {
      guard let world else { return }
      if tableView.indexPath(for: cell) != indexPath {
        world.fail("other willDisplay at \(indexPath) for a cell shown elsewhere")
      }
      world.otherDisplayed.insert(ObjectIdentifier(cell))
    }
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try world?.otherHook {
      _ = world?.otherDisplayed.remove(ObjectIdentifier(cell))
    }
  }
}

extension World {
  /// Runs a callback of the other table, then, in a normal step, may make random calls; none
  /// from a handler the table calls at a touch (`atTouch`), whose calls of the other table run
  /// at once, which its model does not follow.
  func otherHook<Value>(atTouch: Bool = false, _ body: () throws -> Value) throws -> Value {
    let value = try body()
    if mode == .normal, !atTouch, budget > 0, choices.chance(1, in: 3) {
      budget -= 1
      act()
    }
    return value
  }

  /// The other table's cell provider.
  func otherCell(_ tableView: TableView, _ indexPath: IndexPath, _ item: Int) throws
    -> TableViewCell
  {
    if !troubleHappened, case .otherTrouble(let foreignCell) = mode {
      troubleHappened = true
      if foreignCell, let cell = list.visibleCells.first {
        otherCellFailure = "cellOfAnotherTable"
        return cell
      }
      otherCellFailure = "dataSourceFailed"
      throw HarnessError()
    }
    return try otherHook {
      let cell = try tableView.dequeueReusableCell(ItemCell.self, for: indexPath)
      track(cell, inList: false)
      cell.bind(to: item)
      return cell
    }
  }

  /// The diffable data source reports a button tap: with the item its row had when the tap
  /// began, the one the tapped cell shows.
  func otherButtonTapped(_ tap: ButtonTap<Int>) {
    guard let cell = tap.button.superview?.superview as? ItemCell else {
      fail("a button tap in the other table came from outside its cells")
      return
    }
    if cell.item != tap.item {
      fail(
        "a button tap reported item \(tap.item), the cell shows \(String(describing: cell.item))")
    }
    if other.indexPath(for: cell) != tap.indexPath {
      fail("a button tap reported \(tap.indexPath) for a cell the table shows elsewhere")
    }
  }

  /// Makes a call of the other table: the outermost, checked against the model, or deferred.
  func performOther(_ call: OtherCall) {
    guard otherSegment != nil else {
      performOtherOutermost(call)
      return
    }
    let place = otherSegment?.entries.count ?? 0
    do {
      try execute(call)
      otherSegment?.entries.insert(call, at: place)
      trail.append(.other(call, deferred: true))
      statistics.deferredCalls += 1
    } catch {
      trail.append(.refused(call.name, error))
      statistics.refusedCalls += 1
    }
  }

  private func performOtherOutermost(_ call: OtherCall) {
    trail.append(.otherBefore(otherModel))
    trail.append(.other(call, deferred: false))
    otherSegment = OtherSegment(outer: call)
    otherCellFailure = nil
    var thrown: Error?
    do {
      try execute(call)
    } catch {
      thrown = error
    }
    guard let finished = otherSegment else { return }
    otherSegment = nil
    var expected = otherModel.request(finished.outer)
    if expected == .ok { expected = otherModel.run(finished.outer, cellFailure: otherCellFailure) }
    for entry in finished.entries where expected == .ok {
      expected = otherModel.run(entry, cellFailure: nil)
    }
    let actual = thrown.map(Self.kind(of:))
    statistics.otherCalls += 1
    if let actual { statistics.errors["other " + actual, default: 0] += 1 }
    if expected.failure != actual {
      fail(
        "other \(call.name): expected \(expected.failure ?? "no error"), got "
          + "\(thrown.map { "\($0)" } ?? "no error")")
    }
    requestedSnapshot = otherModel.snapshot
    checkOther()
  }

  private func execute(_ call: OtherCall) throws {
    switch call {
    case .apply(let snapshot, let marks, let animating):
      try diffable.apply(
        makeSnapshot(snapshot, marks: marks), animatingDifferences: animating,
        completion: { [weak self] in try self?.otherHook {} })
    case .applyReloading(let snapshot):
      try diffable.applySnapshotUsingReloadData(makeSnapshot(snapshot, marks: OtherMarks()))
    case .select(let path): try other.selectRow(at: path)
    case .tap(let path): try other.tapRow(at: path)
    case .setOffset(let offset): try other.setContentOffset(offset)
    case .tapButton(let cell): try cell.button.send(.touchUpInside)
    }
  }

  /// A snapshot built through the public API.
  func makeSnapshot(_ value: OtherSnapshot, marks: OtherMarks) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    do {
      try snapshot.appendSections(value.sections)
      for (section, items) in zip(value.sections, value.items) {
        try snapshot.appendItems(items, toSection: section)
      }
      try snapshot.reloadItems(marks.reloaded)
      try snapshot.reconfigureItems(marks.reconfigured)
      try snapshot.reloadSections(marks.reloadedSections)
    } catch {
      fail("a valid snapshot was refused: \(error)")
    }
    return snapshot
  }

  /// A random call of the other table.
  func randomOtherCall() -> OtherCall {
    let paths = otherPaths()
    switch choices.below(20) {
    case 0..<9:
      let snapshot = randomOtherSnapshot()
      requestedSnapshot = snapshot
      return .apply(snapshot, marks: randomMarks(snapshot), animating: choices.chance(3, in: 4))
    case 9:
      let snapshot = randomOtherSnapshot()
      requestedSnapshot = snapshot
      return .applyReloading(snapshot)
    case 10..<13 where !paths.isEmpty:
      return .select(choices.pick(paths))
    case 13..<16 where !paths.isEmpty:
      return .tap(choices.chance(9, in: 10) ? choices.pick(paths) : IndexPath(row: -1, section: 0))
    case 16..<18:
      let cells = other.visibleCells.compactMap { $0 as? ItemCell }
      if let cell = cells.isEmpty ? nil : choices.pick(cells) { return .tapButton(cell) }
      return .setOffset(choices.below(12) - 2)
    default:
      return .setOffset(choices.chance(1, in: 8) ? Int.min : choices.below(12) - 2)
    }
  }

  private func otherPaths() -> [IndexPath] {
    requestedSnapshot.items.enumerated().flatMap { section, items in
      items.indices.map { IndexPath(row: $0, section: section) }
    }
  }

  /// The last requested snapshot changed at random: items deleted, moved and inserted,
  /// sections added, removed and swapped.
  private func randomOtherSnapshot() -> OtherSnapshot {
    var snapshot = requestedSnapshot
    func freshID() -> Int {
      defer { nextOtherID += 1 }
      return nextOtherID
    }
    if snapshot.sections.isEmpty || choices.chance(1, in: 6) {
      let index = choices.below(snapshot.sections.count + 1)
      snapshot.sections.insert(freshID(), at: index)
      snapshot.items.insert([], at: index)
    }
    if snapshot.sections.count > 3 || (snapshot.sections.count > 1 && choices.chance(1, in: 8)) {
      let index = choices.below(snapshot.sections.count)
      snapshot.sections.remove(at: index)
      snapshot.items.remove(at: index)
    }
    if snapshot.sections.count > 1, choices.chance(1, in: 6) {
      snapshot.sections.swapAt(0, snapshot.sections.count - 1)
      snapshot.items.swapAt(0, snapshot.items.count - 1)
    }
    for section in snapshot.items.indices {
      snapshot.items[section].removeAll { _ in choices.chance(1, in: 6) }
    }
    for _ in 0..<choices.below(3) where !snapshot.items.isEmpty {
      let from = choices.below(snapshot.items.count)
      guard !snapshot.items[from].isEmpty else { continue }
      let item = snapshot.items[from].remove(at: choices.below(snapshot.items[from].count))
      let to = choices.below(snapshot.items.count)
      snapshot.items[to].insert(item, at: choices.below(snapshot.items[to].count + 1))
    }
    for _ in 0..<choices.below(4) where !snapshot.items.isEmpty {
      let section = choices.below(snapshot.items.count)
      snapshot.items[section].insert(
        freshID(), at: choices.below(snapshot.items[section].count + 1))
    }
    return snapshot
  }

  private func randomMarks(_ snapshot: OtherSnapshot) -> OtherMarks {
    var marks = OtherMarks()
    for item in snapshot.items.joined() {
      switch choices.below(12) {
      case 0: marks.reloaded.append(item)
      case 1: marks.reconfigured.append(item)
      default: break
      }
    }
    marks.reloadedSections = snapshot.sections.filter { _ in choices.chance(1, in: 10) }
    return marks
  }
}
