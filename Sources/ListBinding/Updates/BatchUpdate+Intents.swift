import Foundation

extension BatchUpdate {
  /// The batch that moves one row, deleting its section when the data source dropped it and
  /// inserting the destination's section when the data source added it.
  ///
  /// UIKit cannot move a row out of a deleted section or into an inserted one, so seed 003's
  /// case analysis becomes one call: the data source changes first, then the table asks this
  /// helper for the batch that matches the new counts. It tries, in order, the batch a developer
  /// would write by hand for each case, and returns the first UIKit accepts:
  /// 1. `moveRow(at:to:)`;
  /// 2. `deleteSections` of the source's section and `insertRows` at the destination, when the
  ///    source was alone in its section;
  /// 3. `deleteRows` at the source and `insertSections` of the destination's section, when the
  ///    destination is alone in its section;
  /// 4. `deleteSections` and `insertSections`, when both are.
  ///
  /// For the only row of a section moved to the top of the next one, the emptied section
  /// dropped (before `[["a"], ["b", "c"]]`, after `[["a", "b", "c"]]`), the batch is
  /// `deleteSections([0])` and `insertRows(at: [IndexPath(row: 0, section: 0)])`:
  ///
  /// ```swift
  /// let update = try BatchUpdate.movingRow(
  ///   at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0),
  ///   rowCountsBefore: [1, 2], rowCountsAfter: [3])
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: The row's path before the update.
  ///   - newIndexPath: The row's path after the update.
  ///   - rowCountsBefore: The number of rows in each section before the update.
  ///   - rowCountsAfter: The data source's number of rows in each section after the update.
  /// - Returns: The first of the batches above that passes validation.
  /// - Throws: When none does, the failure of the plain `moveRow(at:to:)`.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  static func movingRow(
    at indexPath: IndexPath, to newIndexPath: IndexPath, rowCountsBefore: [Int],
    rowCountsAfter: [Int]
  ) throws(InvalidUpdate) -> BatchUpdate {
    var candidates = [batch { $0.moveRow(at: indexPath, to: newIndexPath) }]
    let source = indexPath.isTablePath ? indexPath[0] : -1
    let destination = newIndexPath.isTablePath ? newIndexPath[0] : -1
    let sourceAlone = rowCountsBefore.indices.contains(source) && rowCountsBefore[source] == 1
    let destinationAlone =
      rowCountsAfter.indices.contains(destination) && rowCountsAfter[destination] == 1
    if sourceAlone {
      candidates.append(
        batch {
          $0.deleteSections([source])
          $0.insertRows(at: [newIndexPath])
        })
    }
    if destinationAlone {
      candidates.append(
        batch {
          $0.deleteRows(at: [indexPath])
          $0.insertSections([destination])
        })
    }
    if sourceAlone && destinationAlone {
      candidates.append(
        batch {
          $0.deleteSections([source])
          $0.insertSections([destination])
        })
    }
    return try firstValid(candidates, before: rowCountsBefore, after: rowCountsAfter)
  }

  /// The batch that deletes rows, deleting the sections they empty when the data source dropped
  /// those sections.
  ///
  /// UIKit refuses `deleteRows` of a section's last rows when the data source no longer has the
  /// section, and refuses `deleteSections` when it still has it, empty. This helper tries
  /// `deleteRows(at:)` for every row, then `deleteSections` of the emptied sections with
  /// `deleteRows(at:)` for the other rows, and returns the first UIKit accepts.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows' paths before the update.
  ///   - rowCountsBefore: The number of rows in each section before the update.
  ///   - rowCountsAfter: The data source's number of rows in each section after the update.
  /// - Throws: When neither batch is valid, the failure of the plain `deleteRows(at:)`.
  /// - Complexity: O(*k* log *k* + *s*), where *k* is the number of paths and *s* the number
  ///   of sections.
  static func deletingRows(
    at indexPaths: [IndexPath], rowCountsBefore: [Int], rowCountsAfter: [Int]
  ) throws(InvalidUpdate) -> BatchUpdate {
    let emptied = sections(filledBy: indexPaths, counts: rowCountsBefore)
    var candidates = [batch { $0.deleteRows(at: indexPaths) }]
    if !emptied.isEmpty {
      candidates.append(
        batch {
          $0.deleteSections(emptied)
          $0.deleteRows(at: indexPaths.filter { !$0.isTablePath || !emptied.contains($0[0]) })
        })
    }
    return try firstValid(candidates, before: rowCountsBefore, after: rowCountsAfter)
  }

  /// The batch that inserts rows, inserting the sections they fill when the data source added
  /// those sections.
  ///
  /// The counterpart of ``deletingRows(at:rowCountsBefore:rowCountsAfter:)``: it tries
  /// `insertRows(at:)` for every row, then `insertSections` of the sections made only of new
  /// rows with `insertRows(at:)` for the other rows.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows' paths after the update.
  ///   - rowCountsBefore: The number of rows in each section before the update.
  ///   - rowCountsAfter: The data source's number of rows in each section after the update.
  /// - Throws: When neither batch is valid, the failure of the plain `insertRows(at:)`.
  /// - Complexity: O(*k* log *k* + *s*), where *k* is the number of paths and *s* the number
  ///   of sections.
  static func insertingRows(
    at indexPaths: [IndexPath], rowCountsBefore: [Int], rowCountsAfter: [Int]
  ) throws(InvalidUpdate) -> BatchUpdate {
    let filled = sections(filledBy: indexPaths, counts: rowCountsAfter)
    var candidates = [batch { $0.insertRows(at: indexPaths) }]
    if !filled.isEmpty {
      candidates.append(
        batch {
          $0.insertSections(filled)
          $0.insertRows(at: indexPaths.filter { !$0.isTablePath || !filled.contains($0[0]) })
        })
    }
    return try firstValid(candidates, before: rowCountsBefore, after: rowCountsAfter)
  }

  /// The sections whose every row is one of `indexPaths`, given each section's row count.
  private static func sections(filledBy indexPaths: [IndexPath], counts: [Int]) -> IndexSet {
    var rows: [Int: Set<Int>] = [:]
    for path in indexPaths where path.isTablePath && counts.indices.contains(path[0]) {
      if (0..<counts[path[0]]).contains(path[1]) { rows[path[0], default: []].insert(path[1]) }
    }
    return IndexSet(rows.filter { $0.value.count == counts[$0.key] }.keys)
  }

  /// The first candidate that passes validation, or the first candidate's failure.
  private static func firstValid(
    _ candidates: [BatchUpdate], before: [Int], after: [Int]
  ) throws(InvalidUpdate) -> BatchUpdate {
    var firstFailure: InvalidUpdate?
    for candidate in candidates {
      guard let failure = candidate.validationError(rowCountsBefore: before, rowCountsAfter: after)
      else { return candidate }
      firstFailure = firstFailure ?? failure
    }
    if let firstFailure { throw firstFailure }
    return BatchUpdate()
  }

  /// A batch built by calls.
  private static func batch(_ record: (inout BatchUpdate) -> Void) -> BatchUpdate {
    var batch = BatchUpdate()
    record(&batch)
    return batch
  }
}
