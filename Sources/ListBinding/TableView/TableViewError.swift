import Foundation

/// An invalid call to a table view, thrown where UIKit would raise an exception.
///
/// Each case carries the values involved; ``message`` renders UIKit's text for it. A call that
/// throws leaves the table as it was, except where a case's documentation says otherwise.
public enum TableViewError: Error, Sendable {
  /// An index path that does not have exactly two indices, section and row.
  case invalidIndexPath(IndexPath)

  /// An index path or section beyond the table's sections.
  case sectionOutOfRange(section: Int, numberOfSections: Int)

  /// An index path beyond the rows of its section.
  case rowOutOfRange(IndexPath, numberOfRows: Int)

  /// A dequeue with an identifier no cell class is registered for.
  case unregisteredIdentifier(String)

  /// A dequeued cell that is not of the class the caller needs: the identifier is registered for
  /// another class.
  case unexpectedCellType(identifier: String, expected: String, found: String)

  /// The data source reported a negative number of sections.
  case negativeNumberOfSections(Int)

  /// The data source reported a negative number of rows for a section.
  case negativeNumberOfRows(Int, section: Int)

  /// The data source returned, for the row at the first path, the cell already showing the row
  /// at the second.
  case cellAlreadyDisplayed(IndexPath, shownAt: IndexPath)

  /// The data source threw while making the cell for the row at the index path.
  ///
  /// When this comes from ``TableView/reloadData()``, the new counts are in place and the rows
  /// whose cells were made are shown; the failing row stays empty until the next load.
  case dataSourceFailed(IndexPath, any Error)

  /// A viewport height below zero.
  case invalidViewportHeight(Int)

  /// A batch update that does not match the data source, with UIKit's message.
  case invalidUpdate(String)

  /// The closure given to ``TableView/performBatchUpdates(_:completion:)`` threw this error;
  /// nothing was applied.
  case batchUpdatesFailed(any Error)

  /// A tap on a swipe action at a position where none shows; carries how many show.
  case noSwipeAction(Int, revealed: Int)

  /// A tap on the editing control of a row that shows none.
  case notEditable(IndexPath)

  /// A drag of a row that shows no reorder control.
  case notMovable(IndexPath)

  /// A programmatic selection in a section whose ``SelectionRule`` allows none.
  case selectionNotAllowed(IndexPath)

  /// A programmatic selection in a section that already has the most selected rows its rule
  /// allows.
  case selectionLimitReached(IndexPath, maximum: Int)

  /// A section with more selected rows than its rule allows.
  case selectionRuleViolated(section: Int, selected: Int, maximum: Int)

  /// Required sections without a selected row.
  case missingRequiredSelection([SectionReference])

  /// A section named in an error: its index and header title.
  public struct SectionReference: Hashable, Sendable {
    /// The section's index.
    public var index: Int
    /// The section's header title, if it has one.
    public var headerTitle: String?

    /// Creates a section reference.
    public init(index: Int, headerTitle: String? = nil) {
      self.index = index
      self.headerTitle = headerTitle
    }
  }
}
