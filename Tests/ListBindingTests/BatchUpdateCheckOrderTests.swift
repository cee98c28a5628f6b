import Foundation
import Testing

@testable import ListBinding

@Suite("Batch update validation: the first problem is the one UIKit reports")
struct BatchUpdateCheckOrderTests {
  func failure(_ before: [Int], _ after: [Int], _ batch: BatchUpdate) -> InvalidUpdate? {
    batch.validationError(rowCountsBefore: before, rowCountsAfter: after)
  }

  @Test("A reload of a deleted row is reported before any bound")
  func reloadsFirst() {
    let update = batch {
      $0.deleteRows(at: [path(0, 9), path(0, 0)])
      $0.reloadRows(at: [path(0, 0)])
    }
    #expect(failure([2], [1], update) == .deleteAndReloadSameIndexPath(path(0, 0)))
  }

  @Test("Deletes are checked from the last one to the first")
  func deletesDescending() {
    let update = batch { $0.deleteRows(at: [path(0, 5), path(1, 5)]) }
    #expect(failure([1, 1], [1, 1], update) == .deleteRowOutOfRange(path(1, 5), numberOfRows: 1))
  }

  @Test("Deletes before inserts, inserts before moves, moves before counts")
  func phases() {
    let delete = batch {
      $0.moveRow(at: path(0, 7), to: path(0, 0))
      $0.insertRows(at: [path(0, 9)])
      $0.deleteRows(at: [path(0, 8)])
    }
    #expect(failure([1], [5], delete) == .deleteRowOutOfRange(path(0, 8), numberOfRows: 1))
    let insert = batch {
      $0.moveRow(at: path(0, 7), to: path(0, 0))
      $0.insertRows(at: [path(0, 9)])
    }
    #expect(failure([1], [5], insert) == .insertRowOutOfRange(path(0, 9), numberOfRows: 5))
    let move = batch { $0.moveRow(at: path(0, 7), to: path(0, 0)) }
    #expect(failure([1], [5, 5], move) == .moveRowSourceOutOfRange(path(0, 7), numberOfRows: 1))
  }

  @Test("Inserts are checked from the first one to the last, a section after its rows")
  func insertsAscending() {
    let update = batch {
      $0.insertSections([1])
      $0.insertRows(at: [path(1, 4), path(0, 6)])
    }
    #expect(failure([1], [1, 1], update) == .insertRowOutOfRange(path(0, 6), numberOfRows: 1))
    let rowsFirst = batch {
      $0.insertSections([1])
      $0.insertRows(at: [path(1, 4)])
    }
    #expect(failure([1], [1, 1], rowsFirst) == .insertRowOutOfRange(path(1, 4), numberOfRows: 1))
  }

  @Test("Moves are checked in the order of their sources")
  func movesBySource() {
    let update = batch {
      $0.moveRow(at: path(0, 2), to: path(0, 9))
      $0.moveRow(at: path(0, 1), to: path(0, 0))
      $0.moveRow(at: path(0, 0), to: path(0, 0))
    }
    #expect(
      failure([3], [3], update)
        == .rowsMovedToSameIndexPath(path(0, 0), and: path(0, 1), to: path(0, 0)))
  }

  @Test("The number of sections is checked before the rows, and rows by the new section index")
  func counts() {
    #expect(
      failure([1, 1], [2], BatchUpdate())
        == .invalidNumberOfSections(after: 1, before: 2, inserted: 0, deleted: 0))
    let moved = batch { $0.moveSection(0, toSection: 1) }
    #expect(
      failure([1, 2], [3, 1], moved)
        == .invalidNumberOfRows(
          section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
  }

  @Test("Rows deleted inside a deleted section are absorbed without a check")
  func absorbedDeletes() {
    let update = batch {
      $0.deleteRows(at: [path(0, 7), path(0, 0)])
      $0.deleteSections([0])
    }
    #expect(failure([2, 1], [1], update) == nil)
  }

  @Test("Repeated deletes, inserts and moves count once")
  func repeats() {
    let update = batch {
      $0.deleteRows(at: [path(0, 0), path(0, 0)])
      $0.insertRows(at: [path(0, 1)])
      $0.insertRows(at: [path(0, 1)])
      $0.moveRow(at: path(0, 2), to: path(0, 0))
      $0.moveRow(at: path(0, 2), to: path(0, 0))
    }
    #expect(failure([3], [3], update) == nil)
  }

  @Test("A reload counts as one deleted and one inserted row")
  func reloadCounts() {
    let update = batch { $0.reloadRows(at: [path(0, 0)]) }
    #expect(
      failure([2], [3], update)
        == .invalidNumberOfRows(
          section: 0, after: 3, before: 2, inserted: 1, deleted: 1, movedIn: 0, movedOut: 0))
  }

  @Test("Reloading a row of a moved section fails as in UIKit (rdar://27041784)")
  func reloadInMovedSection() {
    let update = batch {
      $0.reloadRows(at: [path(1, 0)])
      $0.moveSection(1, toSection: 0)
    }
    #expect(
      failure([3, 3], [3, 3], update)
        == .invalidNumberOfRows(
          section: 0, after: 3, before: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
  }

  @Test("A reload's insert can collide with a move's destination, as in UIKit")
  func reloadAndMoveDestination() {
    let update = batch {
      $0.reloadRows(at: [path(0, 1)])
      $0.moveRow(at: path(0, 0), to: path(0, 1))
    }
    #expect(failure([3], [3], update) == .insertAndMoveSameIndexPath(path(0, 1)))
  }
}
