import Foundation
import Testing

@testable import ListBinding

/// A row's index path, section first as UIKit prints it.
func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}

/// A batch built by calls, for tables of cases.
func batch(_ record: (inout BatchUpdate) -> Void) -> BatchUpdate {
  var batch = BatchUpdate()
  record(&batch)
  return batch
}

@Suite("Batch update validation: UIKit's checks and messages")
struct BatchUpdateValidationTests {
  /// One invalid batch and what UIKit says about it.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let before: [Int]
    let after: [Int]
    let batch: BatchUpdate
    let failure: InvalidUpdate
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "path without two indices", before: [1], after: [2],
      batch: batch { $0.insertRows(at: [IndexPath(index: 3)]) },
      failure: .invalidIndexPath(IndexPath(index: 3)),
      message: "Invalid index path for use with UITableView. Index paths passed to table view "
        + "must contain exactly two indices specifying the section and row. "
        + "(got {length = 1, path = 3})"),
    Case(
      name: "delete and reload a row", before: [3], after: [2],
      batch: batch {
        $0.deleteRows(at: [path(0, 1)])
        $0.reloadRows(at: [path(0, 1)])
      },
      failure: .deleteAndReloadSameIndexPath(path(0, 1)),
      message: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"),
    Case(
      name: "delete and reload a section", before: [1, 1], after: [1],
      batch: batch {
        $0.reloadSections([1])
        $0.deleteSections([1])
      },
      failure: .deleteAndReloadSameSection(1),
      message: "attempt to delete and reload the same index path "
        + "({length = 2, path = 1 - 9223372036854775807})"),
    Case(
      name: "delete and move a section", before: [1, 1], after: [1],
      batch: batch {
        $0.deleteSections([0])
        $0.moveSection(0, toSection: 0)
      },
      failure: .deleteAndMoveSameSection(0),
      message: "attempt to perform a delete and a move from the same section (0)"),
    Case(
      name: "delete and move a row", before: [3], after: [2],
      batch: batch {
        $0.moveRow(at: path(0, 1), to: path(0, 0))
        $0.deleteRows(at: [path(0, 1)])
      },
      failure: .deleteAndMoveSameIndexPath(path(0, 1)),
      message: "attempt to perform a delete and a move from the same index path "
        + "({length = 2, path = 0 - 1})"),
    Case(
      name: "reload and move a row", before: [3], after: [3],
      batch: batch {
        $0.reloadRows(at: [path(0, 2)])
        $0.moveRow(at: path(0, 2), to: path(0, 0))
      },
      failure: .deleteAndMoveSameIndexPath(path(0, 2)),
      message: "attempt to perform a delete and a move from the same index path "
        + "({length = 2, path = 0 - 2})"),
    Case(
      name: "move a row out of a deleted section", before: [1, 2], after: [3],
      batch: batch {
        $0.deleteSections([0])
        $0.moveRow(at: path(0, 0), to: path(0, 0))
      },
      failure: .moveFromDeletedSection(0),
      message: "cannot move a row from a deleted section (0)"),
    Case(
      name: "delete a section that does not exist", before: [1], after: [],
      batch: batch { $0.deleteSections([2]) },
      failure: .deleteSectionOutOfRange(section: 2, numberOfSections: 1),
      message: "attempt to delete section 2, but there are only 1 sections before the update"),
    Case(
      name: "delete a row from a section that does not exist", before: [1], after: [1],
      batch: batch { $0.deleteRows(at: [path(3, 0)]) },
      failure: .deleteRowSectionOutOfRange(path(3, 0), numberOfSections: 1),
      message: "attempt to delete row 0 from section 3, but there are only 1 sections before "
        + "the update"),
    Case(
      name: "delete a row that does not exist", before: [2], after: [1],
      batch: batch { $0.deleteRows(at: [path(0, 5)]) },
      failure: .deleteRowOutOfRange(path(0, 5), numberOfRows: 2),
      message: "attempt to delete row 5 from section 0 which only contains 2 rows before the "
        + "update"),
    Case(
      name: "reload a row that does not exist", before: [2], after: [2],
      batch: batch { $0.reloadRows(at: [path(0, 2)]) },
      failure: .deleteRowOutOfRange(path(0, 2), numberOfRows: 2),
      message: "attempt to delete row 2 from section 0 which only contains 2 rows before the "
        + "update"),
    Case(
      name: "insert and move to a section", before: [1, 1], after: [1, 1, 0],
      batch: batch {
        $0.insertSections([1])
        $0.moveSection(0, toSection: 1)
      },
      failure: .insertAndMoveSameSection(1),
      message: "attempt to perform an insert and a move to the same section (1)"),
    Case(
      name: "insert and move to a row", before: [3], after: [4],
      batch: batch {
        $0.insertRows(at: [path(0, 0)])
        $0.moveRow(at: path(0, 2), to: path(0, 0))
      },
      failure: .insertAndMoveSameIndexPath(path(0, 0)),
      message: "attempt to perform an insert and a move to the same index path "
        + "({length = 2, path = 0 - 0})"),
    Case(
      name: "move a row into an inserted section", before: [2], after: [1, 1],
      batch: batch {
        $0.insertSections([1])
        $0.moveRow(at: path(0, 0), to: path(1, 0))
      },
      failure: .moveIntoInsertedSection(1),
      message: "cannot move a row into a newly inserted section (1)"),
    Case(
      name: "insert a section beyond the end", before: [1], after: [1, 0],
      batch: batch { $0.insertSections([5]) },
      failure: .insertSectionOutOfRange(section: 5, numberOfSections: 2),
      message: "attempt to insert section 5 but there are only 2 sections after the update"),
    Case(
      name: "insert a row into a section that does not exist", before: [1], after: [2],
      batch: batch { $0.insertRows(at: [path(2, 0)]) },
      failure: .insertRowSectionOutOfRange(path(2, 0), numberOfSections: 1),
      message: "attempt to insert row 0 into section 2, but there are only 1 sections after "
        + "the update"),
    Case(
      name: "insert a row beyond the end", before: [1], after: [2],
      batch: batch { $0.insertRows(at: [path(0, 3)]) },
      failure: .insertRowOutOfRange(path(0, 3), numberOfRows: 2),
      message: "attempt to insert row 3 into section 0, but there are only 2 rows in section 0 "
        + "after the update"),
    Case(
      name: "move a section that does not exist", before: [1], after: [1],
      batch: batch { $0.moveSection(4, toSection: 0) },
      failure: .moveSectionSourceOutOfRange(section: 4, numberOfSections: 1),
      message: "attempt to move section 4, but there are only 1 sections before the update"),
    Case(
      name: "move a section beyond the end", before: [1, 1], after: [1, 1],
      batch: batch { $0.moveSection(0, toSection: 2) },
      failure: .moveSectionDestinationOutOfRange(from: 0, to: 2, numberOfSections: 2),
      message: "attempt to to move section 0 to section 2, but there are only 2 sections after "
        + "the update"),
    Case(
      name: "move a row from a section that does not exist", before: [1], after: [1],
      batch: batch { $0.moveRow(at: path(2, 0), to: path(0, 0)) },
      failure: .moveRowSourceSectionOutOfRange(path(2, 0), numberOfSections: 1),
      message: "attempt to move index path ({length = 2, path = 2 - 0}) from a section that "
        + "does not exist - there are only 1 sections before the update"),
    Case(
      name: "move a row that does not exist", before: [1], after: [1],
      batch: batch { $0.moveRow(at: path(0, 1), to: path(0, 0)) },
      failure: .moveRowSourceOutOfRange(path(0, 1), numberOfRows: 1),
      message: "attempt to move index path ({length = 2, path = 0 - 1}) that does not exist - "
        + "there are only 1 rows in section 0 before the update"),
    Case(
      name: "move a row into a section that does not exist", before: [2], after: [2],
      batch: batch { $0.moveRow(at: path(0, 0), to: path(1, 0)) },
      failure: .moveRowDestinationSectionOutOfRange(
        from: path(0, 0), to: path(1, 0), numberOfSections: 1),
      message: "attempt to move index path ({length = 2, path = 0 - 0}) to index path "
        + "({length = 2, path = 1 - 0}) in section that does not exist - there are only 1 "
        + "sections after the update"),
    Case(
      name: "move a row beyond the end", before: [2], after: [2],
      batch: batch { $0.moveRow(at: path(0, 0), to: path(0, 2)) },
      failure: .moveRowDestinationOutOfRange(from: path(0, 0), to: path(0, 2), numberOfRows: 2),
      message: "attempt to move index path ({length = 2, path = 0 - 0}) to index path "
        + "({length = 2, path = 0 - 2}) that does not exist - there are only 2 rows in section "
        + "0 after the update"),
    Case(
      name: "move a section twice", before: [1, 1, 1], after: [1, 1, 1],
      batch: batch {
        $0.moveSection(0, toSection: 1)
        $0.moveSection(0, toSection: 2)
      },
      failure: .sectionMovedTwice(0, to: 1, and: 2),
      message: "attempt to move section 0 to both section 1 and section 2"),
    Case(
      name: "move a row twice", before: [3], after: [3],
      batch: batch {
        $0.moveRow(at: path(0, 0), to: path(0, 1))
        $0.moveRow(at: path(0, 0), to: path(0, 2))
      },
      failure: .rowMovedTwice(path(0, 0), to: path(0, 1), and: path(0, 2)),
      message: "attempt to move row at index path {length = 2, path = 0 - 0} to both "
        + "{length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"),
    Case(
      name: "move two sections to one", before: [1, 1, 1], after: [1, 1, 1],
      batch: batch {
        $0.moveSection(1, toSection: 2)
        $0.moveSection(0, toSection: 2)
      },
      failure: .sectionsMovedToSameSection(0, and: 1, to: 2),
      message: "attempt to move both section 0 and section 1 to section 2"),
    Case(
      name: "move two rows to one", before: [3], after: [3],
      batch: batch {
        $0.moveRow(at: path(0, 1), to: path(0, 2))
        $0.moveRow(at: path(0, 0), to: path(0, 2))
      },
      failure: .rowsMovedToSameIndexPath(path(0, 0), and: path(0, 1), to: path(0, 2)),
      message: "attempt to move both row at index path {length = 2, path = 0 - 0} and "
        + "{length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"),
    Case(
      name: "wrong number of sections", before: [1], after: [1, 0],
      batch: BatchUpdate(),
      failure: .invalidNumberOfSections(after: 2, before: 1, inserted: 0, deleted: 0),
      message: "Invalid update: invalid number of sections. The number of sections contained in "
        + "the table view after the update (2) must be equal to the number of sections contained "
        + "in the table view before the update (1), plus or minus the number of sections "
        + "inserted or deleted (0 inserted, 0 deleted)."),
    Case(
      name: "negative number of rows", before: [1], after: [-1],
      batch: batch { $0.deleteRows(at: [path(0, 0)]) },
      failure: .deletedMoreRowsThanExist(section: 0),
      message: "Invalid update: invalid number of rows in section 0. Attempt to delete more rows "
        + "than exist in section."),
    Case(
      name: "seed 003: a row deleted but the data not changed", before: [6], after: [6],
      batch: batch { $0.deleteRows(at: [path(0, 2)]) },
      failure: .invalidNumberOfRows(
        section: 0, after: 6, before: 6, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0),
      message: "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (6) must be equal to the number of rows "
        + "contained in that section before the update (6), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out)."),
  ]

  @Test("Each check fails with UIKit's case and exact message", arguments: cases)
  func failure(_ example: Case) {
    #expect(throws: example.failure) {
      try example.batch.plan(rowCountsBefore: example.before, rowCountsAfter: example.after)
    }
    #expect(example.failure.message == example.message)
    #expect(example.failure.description == example.message)
    #expect(TableViewError.invalidUpdate(example.failure).message == example.message)
  }
}
