import Foundation

extension InvalidUpdate: CustomStringConvertible {
  /// What is wrong, in UIKit's words.
  ///
  /// Index paths print as UIKit prints an `NSIndexPath`, without the object's address:
  /// `{length = 2, path = 0 - 1}`. Unless a case below says otherwise, the text is the exact
  /// format string of `-[UITableView _endCellAnimationsWithContext:]` with its arguments filled
  /// in — including UIKit's own "attempt to to move section" — and the two "Invalid update"
  /// messages use the single space after the first sentence and omit the
  /// " Table view: <UITableView: 0x…>" suffix that recent iOS versions append.
  ///
  /// Not UIKit's exact text:
  /// - ``invalidIndexPath(_:)``: UIKit's text for a path without two indices, as the table's own
  ///   `TableViewError.invalidIndexPath` renders it.
  /// - ``deleteAndReloadSameSection(_:)``: UIKit reports it with the delete-and-reload index path
  ///   message and its internal path for a section, whose row is `NSNotFound`; we print that path.
  /// - ``moveFromDeletedSection(_:)``: UIKit's table view text was not found; this follows
  ///   `UICollectionView`'s "cannot move an item from a deleted section (%ld)" with "a row".
  ///
  /// - Complexity: O(1).
  public var message: String {
    switch self {
    case .invalidIndexPath(let path):
      return "Invalid index path for use with UITableView. Index paths passed to table view must "
        + "contain exactly two indices specifying the section and row. "
        + "(got \(path.uiKitDescription))"
    case .deleteAndReloadSameIndexPath(let path):
      return "attempt to delete and reload the same index path (\(path.uiKitDescription))"
    case .deleteAndReloadSameSection(let section):
      // UIKit's path for a whole section has the row NSNotFound (Int.max).
      let path = IndexPath(indexes: [section, Int.max])
      return "attempt to delete and reload the same index path (\(path.uiKitDescription))"
    case .deleteAndMoveSameSection(let section):
      return "attempt to perform a delete and a move from the same section (\(section))"
    case .deleteAndMoveSameIndexPath(let path):
      return "attempt to perform a delete and a move from the same index path "
        + "(\(path.uiKitDescription))"
    case .moveFromDeletedSection(let section):
      return "cannot move a row from a deleted section (\(section))"
    case .deleteSectionOutOfRange(let section, let count):
      return "attempt to delete section \(section), but there are only \(count) sections before "
        + "the update"
    case .deleteRowSectionOutOfRange(let path, let count):
      return "attempt to delete row \(path[1]) from section \(path[0]), but there are only "
        + "\(count) sections before the update"
    case .deleteRowOutOfRange(let path, let count):
      return "attempt to delete row \(path[1]) from section \(path[0]) which only contains "
        + "\(count) rows before the update"
    case .insertAndMoveSameSection(let section):
      return "attempt to perform an insert and a move to the same section (\(section))"
    case .insertAndMoveSameIndexPath(let path):
      return "attempt to perform an insert and a move to the same index path "
        + "(\(path.uiKitDescription))"
    case .moveIntoInsertedSection(let section):
      return "cannot move a row into a newly inserted section (\(section))"
    case .insertSectionOutOfRange(let section, let count):
      return "attempt to insert section \(section) but there are only \(count) sections after "
        + "the update"
    case .insertRowSectionOutOfRange(let path, let count):
      return "attempt to insert row \(path[1]) into section \(path[0]), but there are only "
        + "\(count) sections after the update"
    case .insertRowOutOfRange(let path, let count):
      return "attempt to insert row \(path[1]) into section \(path[0]), but there are only "
        + "\(count) rows in section \(path[0]) after the update"
    case .moveSectionSourceOutOfRange(let section, let count):
      return "attempt to move section \(section), but there are only \(count) sections before "
        + "the update"
    case .moveSectionDestinationOutOfRange(let from, let to, let count):
      return "attempt to to move section \(from) to section \(to), but there are only \(count) "
        + "sections after the update"
    case .moveRowSourceSectionOutOfRange(let path, let count):
      return "attempt to move index path (\(path.uiKitDescription)) from a section that does "
        + "not exist - there are only \(count) sections before the update"
    case .moveRowSourceOutOfRange(let path, let count):
      return "attempt to move index path (\(path.uiKitDescription)) that does not exist - there "
        + "are only \(count) rows in section \(path[0]) before the update"
    case .moveRowDestinationSectionOutOfRange(let from, let to, let count):
      return "attempt to move index path (\(from.uiKitDescription)) to index path "
        + "(\(to.uiKitDescription)) in section that does not exist - there are only \(count) "
        + "sections after the update"
    case .moveRowDestinationOutOfRange(let from, let to, let count):
      return "attempt to move index path (\(from.uiKitDescription)) to index path "
        + "(\(to.uiKitDescription)) that does not exist - there are only \(count) rows in "
        + "section \(to[0]) after the update"
    case .sectionMovedTwice(let section, let first, let second):
      return "attempt to move section \(section) to both section \(first) and section \(second)"
    case .rowMovedTwice(let path, let first, let second):
      return "attempt to move row at index path \(path.uiKitDescription) to both "
        + "\(first.uiKitDescription) and \(second.uiKitDescription)"
    case .sectionsMovedToSameSection(let first, let second, let destination):
      return "attempt to move both section \(first) and section \(second) to section "
        + "\(destination)"
    case .rowsMovedToSameIndexPath(let first, let second, let destination):
      return "attempt to move both row at index path \(first.uiKitDescription) and "
        + "\(second.uiKitDescription) to \(destination.uiKitDescription)"
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in "
        + "the table view after the update (\(after)) must be equal to the number of sections "
        + "contained in the table view before the update (\(before)), plus or minus the number "
        + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .deletedMoreRowsThanExist(let section):
      return "Invalid update: invalid number of rows in section \(section). Attempt to delete "
        + "more rows than exist in section."
    case .invalidNumberOfRows(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of rows in section \(section). The number of rows "
        + "contained in an existing section after the update (\(after)) must be equal to the "
        + "number of rows contained in that section before the update (\(before)), plus or "
        + "minus the number of rows inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out "
        + "of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
  }

  /// The ``message``.
  public var description: String { message }
}
