import Foundation
import Testing

@testable import ListBinding

@Suite("Batch update plans: UIKit's index semantics")
struct BatchUpdateMappingTests {
  /// The new index path of each old row, in order; `nil` for rows that do not stay.
  func newPaths(_ plan: UpdatePlan, section: Int) -> [IndexPath?] {
    (0..<plan.rowCountsBefore[section]).map { plan.newIndexPath(forOld: path(section, $0)) }
  }

  @Test("The documented example")
  func documentedExample() throws {
    var batch = BatchUpdate()
    batch.insertRows(at: [IndexPath(row: 0, section: 0)])
    batch.deleteRows(at: [IndexPath(row: 2, section: 0)])
    let plan = try batch.plan(rowCountsBefore: [3], rowCountsAfter: [3])
    #expect(newPaths(plan, section: 0) == [path(0, 1), path(0, 2), nil])
  }

  @Test("Deletes use old indices and inserts new ones, whatever the call order")
  func deleteAndInsertInAnyOrder() throws {
    let deleteFirst = batch {
      $0.deleteRows(at: [path(0, 0)])
      $0.insertRows(at: [path(0, 3)])
    }
    let insertFirst = batch {
      $0.insertRows(at: [path(0, 3)])
      $0.deleteRows(at: [path(0, 0)])
    }
    for update in [deleteFirst, insertFirst] {
      let plan = try update.plan(rowCountsBefore: [4], rowCountsAfter: [4])
      #expect(newPaths(plan, section: 0) == [nil, path(0, 0), path(0, 1), path(0, 2)])
      #expect(plan.fate(ofRowAt: path(0, 0)) == .deleted)
      #expect(plan.origin(ofRowAt: path(0, 3)) == .inserted)
      #expect(plan.oldIndexPath(forNew: path(0, 0)) == path(0, 1))
      #expect(plan.oldIndexPath(forNew: path(0, 3)) == nil)
    }
  }

  @Test("A row moves across sections; the others close up and make room")
  func moveAcrossSections() throws {
    let update = batch { $0.moveRow(at: path(0, 0), to: path(1, 1)) }
    let plan = try update.plan(rowCountsBefore: [2, 2], rowCountsAfter: [1, 3])
    #expect(newPaths(plan, section: 0) == [path(1, 1), path(0, 0)])
    #expect(newPaths(plan, section: 1) == [path(1, 0), path(1, 2)])
    #expect(plan.oldIndexPath(forNew: path(1, 1)) == path(0, 0))
    let unchanged = update.validationError(rowCountsBefore: [2, 2], rowCountsAfter: [2, 2])
    #expect(
      unchanged
        == .invalidNumberOfRows(
          section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
  }

  @Test("A section move carries its rows; a row moves into the moved section")
  func sectionMoveWithRowMove() throws {
    let update = batch {
      $0.moveSection(0, toSection: 2)
      $0.moveRow(at: path(1, 0), to: path(2, 0))
    }
    let plan = try update.plan(rowCountsBefore: [2, 1, 1], rowCountsAfter: [0, 1, 3])
    #expect(plan.fate(ofSection: 0) == .kept(2))
    #expect(plan.origin(ofSection: 0) == .kept(1))
    #expect(plan.newSection(forOld: 2) == 1)
    #expect(newPaths(plan, section: 0) == [path(2, 1), path(2, 2)])
    #expect(newPaths(plan, section: 1) == [path(2, 0)])
    #expect(newPaths(plan, section: 2) == [path(1, 0)])
  }

  @Test("A move inside a moved section is not a move into or out of it")
  func moveInsideMovedSection() throws {
    let update = batch {
      $0.moveSection(0, toSection: 1)
      $0.moveRow(at: path(0, 0), to: path(1, 1))
    }
    let plan = try update.plan(rowCountsBefore: [2, 1], rowCountsAfter: [1, 2])
    #expect(newPaths(plan, section: 0) == [path(1, 1), path(1, 0)])
  }

  @Test("Seed 003: moving the last row out of a section the data source drops")
  func seedMoveLastRowOut() throws {
    // The data source drops its empty first array: two sections become one.
    let moveOnly = batch { $0.moveRow(at: path(0, 0), to: path(0, 0)) }
    #expect(
      moveOnly.validationError(rowCountsBefore: [1, 3], rowCountsAfter: [4])
        == .invalidNumberOfSections(after: 1, before: 2, inserted: 0, deleted: 0))
    let deleteAndMove = batch {
      $0.deleteSections([0])
      $0.moveRow(at: path(0, 0), to: path(0, 0))
    }
    #expect(
      deleteAndMove.validationError(rowCountsBefore: [1, 3], rowCountsAfter: [4])
        == .moveFromDeletedSection(0))
    let deleteAndInsert = batch {
      $0.deleteSections([0])
      $0.insertRows(at: [path(0, 0)])
    }
    let plan = try deleteAndInsert.plan(rowCountsBefore: [1, 3], rowCountsAfter: [4])
    #expect(plan.fate(ofSection: 0) == .deleted)
    #expect(plan.fate(ofRowAt: path(0, 0)) == .deleted)
    #expect(newPaths(plan, section: 1) == [path(0, 1), path(0, 2), path(0, 3)])
  }

  @Test("Seed 003: moving the last row out of a section that stays, empty, is a plain move")
  func seedMoveLastRowKeepingSection() throws {
    let update = batch { $0.moveRow(at: path(0, 0), to: path(1, 0)) }
    let plan = try update.plan(rowCountsBefore: [1, 1], rowCountsAfter: [0, 2])
    #expect(newPaths(plan, section: 0) == [path(1, 0)])
    #expect(newPaths(plan, section: 1) == [path(1, 1)])
  }

  @Test("Seed 003: moving a row into a new section needs insertSections, not moveRow")
  func seedMoveIntoNewSection() throws {
    let moveOnly = batch { $0.moveRow(at: path(0, 0), to: path(1, 0)) }
    #expect(
      moveOnly.validationError(rowCountsBefore: [2], rowCountsAfter: [1, 1])
        == .invalidNumberOfSections(after: 2, before: 1, inserted: 0, deleted: 0))
    let insertAndMove = batch {
      $0.insertSections([1])
      $0.moveRow(at: path(0, 0), to: path(1, 0))
    }
    #expect(
      insertAndMove.validationError(rowCountsBefore: [2], rowCountsAfter: [1, 1])
        == .moveIntoInsertedSection(1))
    let deleteAndInsert = batch {
      $0.deleteRows(at: [path(0, 0)])
      $0.insertSections([1])
    }
    let plan = try deleteAndInsert.plan(rowCountsBefore: [2], rowCountsAfter: [1, 1])
    #expect(newPaths(plan, section: 0) == [nil, path(0, 0)])
    #expect(plan.origin(ofSection: 1) == .inserted)
    #expect(plan.origin(ofRowAt: path(1, 0)) == .inserted)
  }

  @Test("A reloaded row is replaced in place and reported as reloaded")
  func reloadedRow() throws {
    let update = batch {
      $0.reloadRows(at: [path(0, 2)])
      $0.deleteRows(at: [path(0, 0)])
    }
    let plan = try update.plan(rowCountsBefore: [3], rowCountsAfter: [2])
    #expect(plan.fate(ofRowAt: path(0, 2)) == .reloaded(path(0, 1)))
    #expect(plan.origin(ofRowAt: path(0, 1)) == .reloaded(path(0, 2)))
    #expect(plan.newIndexPath(forOld: path(0, 2)) == nil)
    #expect(plan.oldIndexPath(forNew: path(0, 1)) == nil)
    #expect(plan.newIndexPath(forOld: path(0, 1)) == path(0, 0))
  }

  @Test("A reloaded section reloads its rows that remain and deletes or inserts the others")
  func reloadedSection() throws {
    let update = batch { $0.reloadSections([1]) }
    let plan = try update.plan(rowCountsBefore: [2, 3], rowCountsAfter: [2, 1])
    #expect(plan.fate(ofSection: 1) == .reloaded(1))
    #expect(plan.newSection(forOld: 1) == nil)
    #expect(plan.fate(ofRowAt: path(1, 0)) == .reloaded(path(1, 0)))
    #expect(plan.fate(ofRowAt: path(1, 2)) == .deleted)
    #expect(plan.origin(ofRowAt: path(1, 0)) == .reloaded(path(1, 0)))
    #expect(plan.newIndexPath(forOld: path(0, 1)) == path(0, 1))
    let grown = try update.plan(rowCountsBefore: [2, 1], rowCountsAfter: [2, 2])
    #expect(grown.origin(ofRowAt: path(1, 1)) == .inserted)
  }

  @Test("Paths outside the table have no fate or origin")
  func outside() throws {
    let plan = try BatchUpdate().plan(rowCountsBefore: [1], rowCountsAfter: [1])
    #expect(plan.fate(ofRowAt: path(0, 1)) == nil)
    #expect(plan.fate(ofRowAt: path(1, 0)) == nil)
    #expect(plan.origin(ofRowAt: path(0, -1)) == nil)
    #expect(plan.fate(ofRowAt: IndexPath(index: 0)) == nil)
    #expect(plan.fate(ofSection: 1) == nil)
    #expect(plan.fate(ofRowAt: path(0, 0)) == .kept(path(0, 0)))
  }

  @Test("A plan stores what the batch touches, not the rows of the table")
  func costFollowsTheChange() throws {
    let update = batch {
      $0.deleteRows(at: (0..<5).map { path(0, $0 * 100_000) })
      $0.insertRows(at: (0..<5).map { path(0, $0 * 100_000 + 1) })
    }
    let plan = try update.plan(rowCountsBefore: [1_000_000], rowCountsAfter: [1_000_000])
    #expect(plan.removedRows.values.map(\.count).reduce(0, +) == 5)
    #expect(plan.addedRows.values.map(\.count).reduce(0, +) == 5)
    #expect(plan.newIndexPath(forOld: path(0, 999_999)) == path(0, 999_999))
    #expect(plan.newIndexPath(forOld: path(0, 1)) == path(0, 0))
    #expect(plan.oldIndexPath(forNew: path(0, 100_000)) == path(0, 100_001))
  }
}
