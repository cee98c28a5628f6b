import Foundation
import Testing

@testable import ListBinding

@Suite("Batch update intents: the seed's case analysis in one call")
struct BatchUpdateIntentsTests {
  @Test("The documented example: a move out of a section the data source dropped")
  func documentedExample() throws {
    // Before: [["a"], ["b", "c"]]. After: [["a", "b", "c"]], the emptied section dropped.
    var batch = BatchUpdate()
    batch.append(
      .moveRowAdjustingSections(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0)))
    let resolved = try batch.resolvingIntents(rowCountsBefore: [1, 2], rowCountsAfter: [3])
    // resolved: insertRows(at: [IndexPath(row: 0, section: 0)]), deleteSections([0])

    var expected = BatchUpdate()
    expected.insertRows(at: [IndexPath(row: 0, section: 0)])
    expected.deleteSections([0])
    #expect(resolved == expected)
  }

  @Test("Moving a row between two sections that stay is a plain move")
  func plainMove() throws {
    let update = try BatchUpdate.movingRow(
      at: path(0, 1), to: path(1, 0), rowCountsBefore: [2, 2], rowCountsAfter: [1, 3])
    #expect(sameCalls(update, batch { $0.moveRow(at: path(0, 1), to: path(1, 0)) }))
  }

  @Test("Moving the last row out of a section the data source dropped deletes the section")
  func sourceDropped() throws {
    // The documented example.
    let update = try BatchUpdate.movingRow(
      at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0),
      rowCountsBefore: [1, 2], rowCountsAfter: [3])
    #expect(
      sameCalls(
        update,
        batch {
          $0.deleteSections([0])
          $0.insertRows(at: [path(0, 0)])
        }))
    let plan = try update.plan(rowCountsBefore: [1, 2], rowCountsAfter: [3])
    #expect(plan.newIndexPath(forOld: path(1, 0)) == path(0, 1))
  }

  @Test("Moving the last row out of a section that stays, empty, is a plain move")
  func sourceKeptEmpty() throws {
    let update = try BatchUpdate.movingRow(
      at: path(0, 0), to: path(1, 0), rowCountsBefore: [1, 2], rowCountsAfter: [0, 3])
    #expect(sameCalls(update, batch { $0.moveRow(at: path(0, 0), to: path(1, 0)) }))
  }

  @Test("Moving a row into a section the data source added inserts the section")
  func destinationAdded() throws {
    let update = try BatchUpdate.movingRow(
      at: path(0, 0), to: path(1, 0), rowCountsBefore: [2], rowCountsAfter: [1, 1])
    #expect(
      sameCalls(
        update,
        batch {
          $0.deleteRows(at: [path(0, 0)])
          $0.insertSections([1])
        }))
  }

  @Test("Moving the only row of one section into a new one replaces the section")
  func bothChange() throws {
    // Seed 003: the first array empties and is dropped; the second appears with the row.
    let update = try BatchUpdate.movingRow(
      at: path(0, 0), to: path(1, 0), rowCountsBefore: [1, 1], rowCountsAfter: [1, 1])
    #expect(
      sameCalls(
        update,
        batch {
          $0.deleteSections([0])
          $0.insertSections([1])
        }))
  }

  @Test("A move that no batch explains fails as the plain move fails")
  func impossibleMove() {
    let failure = InvalidUpdate.invalidNumberOfSections(
      after: 3, before: 1, inserted: 0, deleted: 0)
    #expect(throws: failure) {
      try BatchUpdate.movingRow(
        at: path(0, 0), to: path(1, 0), rowCountsBefore: [2], rowCountsAfter: [1, 1, 1])
    }
  }

  @Test("Deleting the last rows of a section the data source dropped deletes the section")
  func deleteDropsSection() throws {
    let update = try BatchUpdate.deletingRows(
      at: [path(0, 1), path(0, 0), path(1, 0)], rowCountsBefore: [2, 2], rowCountsAfter: [1])
    #expect(
      sameCalls(
        update,
        batch {
          $0.deleteSections([0])
          $0.deleteRows(at: [path(1, 0)])
        }))
  }

  @Test("Deleting the last rows of a section that stays, empty, deletes rows only")
  func deleteKeepsSection() throws {
    let update = try BatchUpdate.deletingRows(
      at: [path(0, 0)], rowCountsBefore: [1, 2], rowCountsAfter: [0, 2])
    #expect(sameCalls(update, batch { $0.deleteRows(at: [path(0, 0)]) }))
  }

  @Test("Deleting rows the data source still has fails with UIKit's message")
  func deleteWithoutDataChange() {
    #expect(
      throws: InvalidUpdate.invalidNumberOfRows(
        section: 0, after: 6, before: 6, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
    ) {
      try BatchUpdate.deletingRows(at: [path(0, 3)], rowCountsBefore: [6], rowCountsAfter: [6])
    }
  }

  @Test("Inserting the first rows of a section the data source added inserts the section")
  func insertAddsSection() throws {
    let update = try BatchUpdate.insertingRows(
      at: [path(0, 0), path(1, 0), path(1, 1)], rowCountsBefore: [1], rowCountsAfter: [2, 2])
    #expect(
      sameCalls(
        update,
        batch {
          $0.insertSections([1])
          $0.insertRows(at: [path(0, 0)])
        }))
  }

  @Test("Inserting into an empty section that exists inserts rows only")
  func insertIntoEmptySection() throws {
    let update = try BatchUpdate.insertingRows(
      at: [path(1, 0)], rowCountsBefore: [1, 0], rowCountsAfter: [1, 1])
    #expect(sameCalls(update, batch { $0.insertRows(at: [path(1, 0)]) }))
  }
}

/// The batch an intent resolves to against the counts, as `plan` resolves it.
extension BatchUpdate {
  fileprivate static func movingRow(
    at indexPath: IndexPath, to newIndexPath: IndexPath, rowCountsBefore: [Int],
    rowCountsAfter: [Int]
  ) throws(InvalidUpdate) -> BatchUpdate {
    var batch = BatchUpdate()
    batch.append(.moveRowAdjustingSections(from: indexPath, to: newIndexPath))
    return try batch.resolvingIntents(
      rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
  }

  fileprivate static func deletingRows(
    at indexPaths: [IndexPath], rowCountsBefore: [Int], rowCountsAfter: [Int]
  ) throws(InvalidUpdate) -> BatchUpdate {
    var batch = BatchUpdate()
    batch.append(.deleteRowsAdjustingSections(indexPaths))
    return try batch.resolvingIntents(
      rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
  }

  fileprivate static func insertingRows(
    at indexPaths: [IndexPath], rowCountsBefore: [Int], rowCountsAfter: [Int]
  ) throws(InvalidUpdate) -> BatchUpdate {
    var batch = BatchUpdate()
    batch.append(.insertRowsAdjustingSections(indexPaths))
    return try batch.resolvingIntents(
      rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
  }
}

/// Whether two batches make the same calls, in any order (validation does not depend on it).
private func sameCalls(_ lhs: BatchUpdate, _ rhs: BatchUpdate) -> Bool {
  lhs.operations.map { String(describing: $0) }.sorted()
    == rhs.operations.map { String(describing: $0) }.sorted()
}
