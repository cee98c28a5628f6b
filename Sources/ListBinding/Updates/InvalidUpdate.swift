import Foundation

/// Why `UITableView` would reject a batch update, with the values UIKit reports: the reason
/// ``TableViewError/invalidUpdate(_:)`` carries.
///
/// Each case carries the numbers and index paths involved; ``message`` renders UIKit's text for
/// it (see `InvalidUpdate+Messages.swift`, which says for every case whether the text is UIKit's
/// exact wording). Row and section numbers are those UIKit prints: positions before the update for
/// deletes, reloads and move sources, after the update for inserts and move destinations.
///
/// The cases are listed in the order the checks run, which is UIKit's: when a batch has several
/// faults, the one reported is the one UIKit would raise first.
///
/// ```swift
/// do {
///   try tableView.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
/// } catch .invalidUpdate(let reason) {
///   print(reason.message)  // attempt to delete row 9 from section 0 which only contains 3 ...
/// } catch {
///   print(error)
/// }
/// ```
public enum InvalidUpdate: Error, Sendable, Equatable, Hashable {
  /// An index path that does not have exactly two indices, section and row.
  case invalidIndexPath(IndexPath)

  /// A row both deleted and reloaded.
  case deleteAndReloadSameIndexPath(IndexPath)

  /// A section both deleted and reloaded.
  case deleteAndReloadSameSection(Int)

  /// A section both deleted (or reloaded) and moved.
  case deleteAndMoveSameSection(Int)

  /// A row both deleted (or reloaded) and moved.
  case deleteAndMoveSameIndexPath(IndexPath)

  /// A row moved out of a section that is deleted (or reloaded).
  case moveFromDeletedSection(Int)

  /// A section deleted (or reloaded) that does not exist before the update.
  case deleteSectionOutOfRange(section: Int, numberOfSections: Int)

  /// A row deleted (or reloaded) from a section that does not exist before the update.
  case deleteRowSectionOutOfRange(IndexPath, numberOfSections: Int)

  /// A row deleted (or reloaded) that does not exist before the update.
  case deleteRowOutOfRange(IndexPath, numberOfRows: Int)

  /// A section both inserted and the destination of a section move.
  case insertAndMoveSameSection(Int)

  /// A row both inserted and the destination of a move.
  case insertAndMoveSameIndexPath(IndexPath)

  /// A row moved into a section that is inserted (or reloaded).
  case moveIntoInsertedSection(Int)

  /// A section inserted beyond the sections after the update.
  case insertSectionOutOfRange(section: Int, numberOfSections: Int)

  /// A row inserted into a section that does not exist after the update.
  case insertRowSectionOutOfRange(IndexPath, numberOfSections: Int)

  /// A row inserted beyond the rows of its section after the update.
  case insertRowOutOfRange(IndexPath, numberOfRows: Int)

  /// A section moved that does not exist before the update.
  case moveSectionSourceOutOfRange(section: Int, numberOfSections: Int)

  /// A section moved to an index beyond the sections after the update.
  case moveSectionDestinationOutOfRange(from: Int, to: Int, numberOfSections: Int)

  /// A row moved from a section that does not exist before the update.
  case moveRowSourceSectionOutOfRange(IndexPath, numberOfSections: Int)

  /// A row moved that does not exist before the update.
  case moveRowSourceOutOfRange(IndexPath, numberOfRows: Int)

  /// A row moved into a section that does not exist after the update.
  case moveRowDestinationSectionOutOfRange(from: IndexPath, to: IndexPath, numberOfSections: Int)

  /// A row moved beyond the rows of its destination section after the update.
  case moveRowDestinationOutOfRange(from: IndexPath, to: IndexPath, numberOfRows: Int)

  /// One section moved to two places.
  case sectionMovedTwice(Int, to: Int, and: Int)

  /// One row moved to two places.
  case rowMovedTwice(IndexPath, to: IndexPath, and: IndexPath)

  /// Two sections moved to the same place.
  case sectionsMovedToSameSection(Int, and: Int, to: Int)

  /// Two rows moved to the same place.
  case rowsMovedToSameIndexPath(IndexPath, and: IndexPath, to: IndexPath)

  /// The data source's number of sections after the update does not match the batch.
  case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)

  /// The data source reported a negative number of rows for a section that survives the update.
  case deletedMoreRowsThanExist(section: Int)

  /// The data source's number of rows in a surviving section does not match the batch.
  ///
  /// `section` is the section's index after the update; `before` counts its rows before it.
  case invalidNumberOfRows(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int)
}
