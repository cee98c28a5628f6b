import Foundation

/// The cell classes registered with a table, and the cells waiting to be reused, by reuse
/// identifier.
///
/// A value: a call that fails puts back the pool it started with, so that the cells it took
/// wait again.
@MainActor
struct ReusePool {
  /// Cell classes by reuse identifier.
  private(set) var registrations: [String: TableViewCell.Type] = [:]
  /// Cells waiting, by reuse identifier, the most recently queued last.
  private var queued: [String: [TableViewCell]] = [:]
  /// The waiting cells.
  private var members: Set<ObjectIdentifier> = []

  /// The waiting cells, by identity: what a rollback test compares.
  ///
  /// - Complexity: O(1).
  var waiting: Set<ObjectIdentifier> { members }

  /// Registers `cellClass` for `identifier`, dropping cells of another class waiting under it.
  ///
  /// - Complexity: O(1), plus the number of cells dropped.
  mutating func register(_ cellClass: TableViewCell.Type, for identifier: String) {
    if let previous = registrations[identifier], previous != cellClass {
      for cell in queued[identifier] ?? [] { members.remove(ObjectIdentifier(cell)) }
      queued[identifier] = nil
    }
    registrations[identifier] = cellClass
  }

  /// Takes the most recently queued cell waiting under `identifier`, if any.
  ///
  /// - Complexity: O(1).
  mutating func take(_ identifier: String) -> TableViewCell? {
    guard let cell = queued[identifier]?.popLast() else { return nil }
    members.remove(ObjectIdentifier(cell))
    return cell
  }

  /// Queues a cell that left the viewport under its reuse identifier; a cell without one is let
  /// go.
  ///
  /// - Complexity: O(1) amortized.
  mutating func enqueue(_ cell: TableViewCell) {
    guard let identifier = cell.reuseIdentifier,
      members.insert(ObjectIdentifier(cell)).inserted
    else { return }
    queued[identifier, default: []].append(cell)
  }

  /// Queues cells that left the viewport, in order, as ``enqueue(_:)`` one by one: a run of
  /// cells under one identifier looks its queue up once.
  ///
  /// - Complexity: O(*k*) amortized, where *k* is the number of cells.
  mutating func enqueue(contentsOf cells: [(cell: TableViewCell, indexPath: IndexPath)]) {
    var identifier: String?
    var run: [TableViewCell] = []
    for (cell, _) in cells {
      guard let cellIdentifier = cell.reuseIdentifier,
        members.insert(ObjectIdentifier(cell)).inserted
      else { continue }
      if cellIdentifier != identifier {
        if let identifier, !run.isEmpty { queued[identifier, default: []].append(contentsOf: run) }
        identifier = cellIdentifier
        run.removeAll(keepingCapacity: true)
      }
      run.append(cell)
    }
    if let identifier, !run.isEmpty { queued[identifier, default: []].append(contentsOf: run) }
  }

  /// Takes `cell` out of the pool if it waits there: a data source kept it and returned it
  /// without dequeuing it.
  ///
  /// - Complexity: O(1) when it does not wait; O(*p*) when it does, where *p* is the number of
  ///   cells waiting under its identifier.
  mutating func withdraw(_ cell: TableViewCell) {
    guard members.remove(ObjectIdentifier(cell)) != nil, let identifier = cell.reuseIdentifier
    else { return }
    queued[identifier]?.removeAll { $0 === cell }
  }

  /// The number of cells waiting under `identifier`.
  ///
  /// - Complexity: O(1).
  func count(waitingUnder identifier: String) -> Int {
    queued[identifier]?.count ?? 0
  }
}
