import Foundation

/// An invalid call to a table view, thrown where UIKit would raise an exception, or an error a
/// data source, delegate or handler threw, carried out of the call that triggered it.
///
/// Each case carries the values involved; ``message`` renders UIKit's text for it where UIKit
/// has words. A call that throws leaves the table as it was, except where the call's
/// documentation says what has already happened when the error arrives.
///
/// Errors compare by their cases and values; a wrapped error of your own compares by its
/// description.
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

  /// The data source reported more sections than a table holds (see
  /// ``TableView/maximumNumberOfSections``).
  case tooManySections(Int, maximum: Int)

  /// The data source's rows, counted up to the given section, exceed what a table holds (see
  /// ``TableView/maximumNumberOfRows``).
  case tooManyRows(section: Int, maximum: Int)

  /// The data source returned, for the row at the first path, the cell already showing the row
  /// at the second.
  case cellAlreadyDisplayed(IndexPath, shownAt: IndexPath)

  /// The data source returned, for the row at the index path, a cell that belongs to another
  /// table: one that table dequeued or displays.
  case cellOfAnotherTable(IndexPath)

  /// The data source threw while making the cell for the row at the index path.
  case dataSourceFailed(IndexPath, any Error)

  /// A data-source or delegate method, or a handler (a button action, a swipe action, a
  /// completion), threw an error that is not a ``TableViewError``.
  case callbackFailed(Callback, any Error)

  /// Callbacks kept asking the table for more calls while it performed them: more than the
  /// maximum were deferred during one call (see ``TableView/maximumDeferredCalls``).
  case tooManyDeferredCalls(maximum: Int)

  /// A callback called the table, which called it again, deeper than the maximum (see
  /// ``TableView/maximumCallbackDepth``); the callback named was not called.
  case callbacksTooDeep(Callback, maximum: Int)

  /// A view the table renders — a cell, a header or footer view — has subviews nested more
  /// than ``View/maximumRenderedDepth`` levels deep: the render stopped drawing at that depth,
  /// and returned nothing.
  case viewTreeTooDeep(ViewPlace, maximum: Int)

  /// A viewport height below zero or above ``TableView/maximumViewportHeight``.
  case invalidViewportHeight(Int)

  /// A layout in points that would show more rows at once than
  /// ``TableView/maximumViewportHeight`` (rows far shorter than the frame): it carries how many
  /// rows the frame would show, and the maximum.
  case tooManyVisibleRows(Int, maximum: Int)

  /// With ``TableView/estimatedRowHeight`` 0 the table measures every row up front, as UIKit
  /// does; a table of more rows than ``TableView/maximumMeasuredRows`` is refused: it carries
  /// the number of rows and the maximum.
  case tooManyRowsToMeasure(Int, maximum: Int)

  /// A value in points that is not finite, or outside the range its rule allows: a geometry
  /// setting, a height a delegate method or a cell returned, or an argument (see
  /// ``InvalidGeometry``).
  case invalidGeometry(InvalidGeometry)

  /// A batch update that does not match the data source, with UIKit's reason.
  case invalidUpdate(InvalidUpdate)

  /// The closure given to ``TableView/performBatchUpdates(_:completion:)`` threw this error;
  /// nothing was applied.
  case batchUpdatesFailed(any Error)

  /// An ``TableView/endUpdates()`` without an open ``TableView/beginUpdates()`` to end: none is
  /// open, or the innermost open batch is a `performBatchUpdates` closure.
  case endUpdatesWithoutBeginUpdates

  /// A `performBatchUpdates` closure returned with this many ``TableView/beginUpdates()`` of
  /// its own not ended; the calls it recorded were taken back.
  case beginUpdatesNotEnded(Int)

  /// A tap on the accessory button of a row that shows none: its cell is not in the viewport,
  /// or its accessory is neither `.detailButton` nor `.detailDisclosureButton`.
  case noAccessoryButton(IndexPath)

  /// A pull to refresh on a table without a ``TableView/refreshControl``.
  case noRefreshControl

  /// A user's tap on a row of a table that is on screen (in a window) with empty bounds: no
  /// row shows, so no finger can reach one. Carries the row and the table's size; the usual
  /// cause is a table whose constraints or frame give it no height.
  case noRowOnScreen(IndexPath, tableSize: CGSize)

  /// A tap on the section index at a position where it shows no title; carries how many titles
  /// it shows.
  case noSectionIndexTitle(Int, count: Int)

  /// A tap on a section index that does not show: the table has fewer rows than its
  /// ``TableView/sectionIndexMinimumDisplayRowCount``.
  case sectionIndexHidden(numberOfRows: Int, minimum: Int)

  /// The data source's `tableView(_:sectionForSectionIndexTitle:at:)` returned a section the
  /// table does not have, for the index title at the given position.
  case sectionForIndexTitleOutOfRange(section: Int, titleIndex: Int, numberOfSections: Int)

  /// A tap on a swipe action at a position where none shows; carries how many show.
  case noSwipeAction(Int, revealed: Int)

  /// A tap on the editing control of a row that shows none.
  case notEditable(IndexPath)

  /// A drag of a row that shows no reorder control.
  case notMovable(IndexPath)

  /// A swipe on a row while the table is editing: a table in editing mode shows its rows'
  /// editing controls, and a swipe reveals no actions.
  case swipeWhileEditing(IndexPath)

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

  /// A method of a data source or delegate, or a handler, named in an error, with the row or
  /// section it was called for.
  public struct Callback: Hashable, Sendable {
    /// The method's or handler's name, such as `tableView(_:didSelectRowAt:)` or
    /// `Button action`.
    public var name: String
    /// The row it was called for, if any.
    public var indexPath: IndexPath?
    /// The section it was called for, if any.
    public var section: Int?
    /// The rows it was called for, when it was called for several (prefetching,
    /// `prefetchRowsAt` and `cancelPrefetchingForRowsAt`); empty otherwise. Table observers
    /// read it; errors do not show it, and ``==(_:_:)`` does not compare it.
    public var indexPaths: [IndexPath] = []

    /// Creates a callback reference.
    public init(_ name: String, indexPath: IndexPath? = nil, section: Int? = nil) {
      self.name = name
      self.indexPath = indexPath
      self.section = section
    }

    /// Creates a reference to a callback called for several rows.
    ///
    /// - Parameters:
    ///   - name: The method's name, such as `tableView(_:prefetchRowsAt:)`.
    ///   - indexPaths: The rows it is called for.
    /// - Complexity: O(1).
    public init(_ name: String, indexPaths: [IndexPath]) {
      self.name = name
      self.indexPaths = indexPaths
    }

    /// Whether two references name the same callback, for the same row or section; the rows
    /// of a callback called for several, which only the event log shows, are not compared.
    public static func == (lhs: Callback, rhs: Callback) -> Bool {
      lhs.name == rhs.name && lhs.indexPath == rhs.indexPath && lhs.section == rhs.section
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(indexPath)
      hasher.combine(section)
    }
  }
}
