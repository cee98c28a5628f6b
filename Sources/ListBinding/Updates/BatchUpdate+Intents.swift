import Foundation

extension BatchUpdate {
  /// The batch with its intents — `moveRowAdjustingSections`, `deleteRowsAdjustingSections`
  /// and `insertRowsAdjustingSections` — turned into the update calls that match the data
  /// source's counts.
  ///
  /// UIKit cannot move a row out of a deleted section or into an inserted one, and refuses
  /// `deleteRows` of a section's last rows when the data source dropped the section, so code
  /// that moves rows across sections spends sixty lines choosing between `moveRow`,
  /// `deleteRows`, `insertRows`, `deleteSections` and `insertSections`. An intent leaves that
  /// choice to the batch, which makes it with every other call of the batch in view. It tries,
  /// in order, and returns the first batch UIKit accepts:
  /// 1. every intent as its plain call (`moveRow`, `deleteRows`, `insertRows`);
  /// 2. the sections the batch empties that an intent takes rows from, deleted: their intents'
  ///    deletes are absorbed, and their moves become inserts at the destination;
  /// 3. the sections the batch fills that an intent brings rows to, inserted: their intents'
  ///    inserts are absorbed, and their moves become deletes at the source;
  /// 4. both.
  ///
  /// ```swift
  /// // Before: [["a"], ["b", "c"]]. After: [["a", "b", "c"]], the emptied section dropped.
  /// var batch = BatchUpdate()
  /// batch.append(
  ///   .moveRowAdjustingSections(
  ///     from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0)))
  /// let resolved = try batch.resolvingIntents(rowCountsBefore: [1, 2], rowCountsAfter: [3])
  /// // resolved: insertRows(at: [IndexPath(row: 0, section: 0)]), deleteSections([0])
  /// ```
  ///
  /// - Parameters:
  ///   - rowCountsBefore: The number of rows in each section before the update.
  ///   - rowCountsAfter: The data source's number of rows in each section after the update.
  /// - Returns: The batch without intents; the batch itself when it has none.
  /// - Throws: When no candidate is valid, the failure of the first, the plain calls.
  /// - Complexity: O(*k* log *k* + *s*), where *k* is the number of paths and sections named and
  ///   *s* the number of sections.
  func resolvingIntents(rowCountsBefore before: [Int], rowCountsAfter after: [Int])
    throws(InvalidUpdate) -> BatchUpdate
  {
    guard operations.contains(where: \.isIntent) else { return self }
    let emptied = sectionsEmptied(before: before)
    let filled = sectionsFilled(after: after)
    var candidates = [resolved(deleting: [], inserting: [])]
    if !emptied.isEmpty { candidates.append(resolved(deleting: emptied, inserting: [])) }
    if !filled.isEmpty { candidates.append(resolved(deleting: [], inserting: filled)) }
    if !emptied.isEmpty, !filled.isEmpty {
      candidates.append(resolved(deleting: emptied, inserting: filled))
    }
    var firstFailure: InvalidUpdate?
    for candidate in candidates {
      guard let failure = candidate.validationError(rowCountsBefore: before, rowCountsAfter: after)
      else { return candidate }
      firstFailure = firstFailure ?? failure
    }
    throw firstFailure
      ?? .invalidNumberOfSections(
        after: after.count, before: before.count, inserted: 0, deleted: 0)
  }

  /// The batch with the intents' rows in `deleted` sections and `inserted` sections turned into
  /// section deletes and inserts, and every other intent into its plain call.
  private func resolved(deleting deleted: Set<Int>, inserting inserted: Set<Int>) -> BatchUpdate {
    var batch = BatchUpdate()
    func inDeleted(_ path: IndexPath) -> Bool { path.isTablePath && deleted.contains(path[0]) }
    func inInserted(_ path: IndexPath) -> Bool { path.isTablePath && inserted.contains(path[0]) }
    for operation in operations {
      switch operation {
      case .deleteRowsAdjustingSections(let paths):
        let rows = paths.filter { !inDeleted($0) }
        if !rows.isEmpty { batch.deleteRows(at: rows) }
      case .insertRowsAdjustingSections(let paths):
        let rows = paths.filter { !inInserted($0) }
        if !rows.isEmpty { batch.insertRows(at: rows) }
      case .moveRowAdjustingSections(let from, let to):
        switch (inDeleted(from), inInserted(to)) {
        case (false, false): batch.moveRow(at: from, to: to)
        case (true, false): batch.insertRows(at: [to])
        case (false, true): batch.deleteRows(at: [from])
        case (true, true): break
        }
      default:
        batch.append(operation)
      }
    }
    if !deleted.isEmpty { batch.deleteSections(IndexSet(deleted)) }
    if !inserted.isEmpty { batch.insertSections(IndexSet(inserted)) }
    return batch
  }

  /// The sections before the update that an intent takes rows from and that the batch leaves
  /// without a row: every row deleted or moved away.
  private func sectionsEmptied(before: [Int]) -> Set<Int> {
    var removed: [Int: Set<Int>] = [:]
    var touched: Set<Int> = []
    func remove(_ path: IndexPath, byIntent: Bool) {
      guard path.isTablePath, before.indices.contains(path[0]),
        (0..<before[path[0]]).contains(path[1])
      else { return }
      removed[path[0], default: []].insert(path[1])
      if byIntent { touched.insert(path[0]) }
    }
    for operation in operations {
      switch operation {
      case .deleteRows(let paths): paths.forEach { remove($0, byIntent: false) }
      case .moveRow(let from, _): remove(from, byIntent: false)
      case .deleteRowsAdjustingSections(let paths): paths.forEach { remove($0, byIntent: true) }
      case .moveRowAdjustingSections(let from, _): remove(from, byIntent: true)
      default: break
      }
    }
    return touched.filter { removed[$0]?.count == before[$0] }
  }

  /// The sections after the update that an intent brings rows to and whose every row the batch
  /// inserts or moves in.
  private func sectionsFilled(after: [Int]) -> Set<Int> {
    var added: [Int: Set<Int>] = [:]
    var touched: Set<Int> = []
    func add(_ path: IndexPath, byIntent: Bool) {
      guard path.isTablePath, after.indices.contains(path[0]),
        (0..<after[path[0]]).contains(path[1])
      else { return }
      added[path[0], default: []].insert(path[1])
      if byIntent { touched.insert(path[0]) }
    }
    for operation in operations {
      switch operation {
      case .insertRows(let paths): paths.forEach { add($0, byIntent: false) }
      case .moveRow(_, let to): add(to, byIntent: false)
      case .insertRowsAdjustingSections(let paths): paths.forEach { add($0, byIntent: true) }
      case .moveRowAdjustingSections(_, let to): add(to, byIntent: true)
      default: break
      }
    }
    return touched.filter { added[$0]?.count == after[$0] }
  }
}

extension BatchUpdate.Operation {
  /// Whether this is an intent, to be resolved against the counts.
  var isIntent: Bool {
    switch self {
    case .moveRowAdjustingSections, .deleteRowsAdjustingSections, .insertRowsAdjustingSections:
      return true
    default:
      return false
    }
  }
}
