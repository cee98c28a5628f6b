import Foundation

extension TableViewError: CustomStringConvertible {
  /// What is wrong, in UIKit's words where UIKit has words. Text that comes from data — reuse
  /// identifiers, header titles, a data source's own error — is shown inert (see
  /// ``TerminalText/inert``), so printing the message cannot drive a terminal.
  public var message: String {
    switch self {
    case .invalidIndexPath(let indexPath):
      return InvalidUpdate.invalidIndexPath(indexPath).message
    case .sectionOutOfRange(let section, let numberOfSections):
      return "Attempted to access an out-of-bounds section (\(section)) when there are only "
        + "\(numberOfSections) sections."
    case .rowOutOfRange(let indexPath, let numberOfRows):
      guard indexPath.isTablePath else {
        return InvalidUpdate.invalidIndexPath(indexPath).message
      }
      return "Attempted to access an out-of-bounds row (\(indexPath[1])) when there are only "
        + "\(numberOfRows) rows in section \(indexPath[0])."
    case .unregisteredIdentifier(let identifier):
      return
        "unable to dequeue a cell with identifier \(identifier.inert) - must register a nib or a "
        + "class for the identifier or connect a prototype cell in a storyboard"
    case .unexpectedCellType(let identifier, let expected, let found):
      return
        "the cell dequeued with identifier \(identifier.inert) is a \(found.inert), not a "
        + "\(expected.inert): "
        + "the identifier is registered for another class"
    case .negativeNumberOfSections(let count):
      return "the data source returned a negative number of sections (\(count))"
    case .negativeNumberOfRows(let count, let section):
      return "the data source returned a negative number of rows (\(count)) for section \(section)"
    case .tooManySections(let count, let maximum):
      return "the data source returned \(count) sections; a table holds at most \(maximum)"
    case .tooManyRows(let section, let maximum):
      return "the data source's rows up to section \(section) number more than a table holds "
        + "(\(maximum))"
    case .cellAlreadyDisplayed(let indexPath, let shownAt):
      return "the data source returned for the row at \(indexPath.uiKitDescription) the cell "
        + "already shown at \(shownAt.uiKitDescription): a cell shows one row at a time"
    case .cellOfAnotherTable(let indexPath):
      return "the data source returned for the row at \(indexPath.uiKitDescription) a cell that "
        + "belongs to another table: dequeue cells from the table that shows them"
    case .callbackFailed(let callback, let error):
      return "\(callback) threw: \(String(describing: error).inert)"
    case .dataSourceFailed(let indexPath, let error):
      return "failed to obtain a cell from its dataSource for the row at "
        + "\(indexPath.uiKitDescription): \(String(describing: error).inert)"
    case .tooManyDeferredCalls(let maximum):
      return "callbacks asked the table for more than \(maximum) calls while it performed them; "
        + "a callback that asks for a change each time that change calls it never lets a call end"
    case .callbacksTooDeep(let callback, let maximum):
      return "\(callback) was not called: callbacks that call the table are nested \(maximum) "
        + "deep already"
    case .viewTreeTooDeep(let place, let maximum):
      return "the \(place) has subviews nested more than \(maximum) levels deep: views are "
        + "drawn at most \(maximum) levels below the view rendered, so the table was not rendered"
    case .invalidViewportHeight(let height):
      return "the viewport height must be from 0 to \(TableView.maximumViewportHeight) rows, "
        + "not \(height)"
    case .tooManyVisibleRows(let count, let maximum):
      return "the frame would show \(count) rows at once; a table shows at most \(maximum): make "
        + "the rows taller or the frame shorter"
    case .tooManyRowsToMeasure(let count, let maximum):
      return "estimatedRowHeight is 0, so the table measures every row: \(count) rows are more "
        + "than the \(maximum) it measures; give estimatedRowHeight a height to estimate"
    case .invalidGeometry(let reason):
      return reason.message
    case .invalidUpdate(let reason):
      return reason.message
    case .batchUpdatesFailed(let error):
      return "the batch updates closure threw, so nothing was applied: "
        + String(describing: error).inert
    case .endUpdatesWithoutBeginUpdates:
      return "endUpdates() was called without a matching beginUpdates(): each endUpdates() "
        + "ends the innermost beginUpdates() still open, in the same performBatchUpdates closure"
    case .beginUpdatesNotEnded(let count):
      return "the performBatchUpdates closure returned with \(count) beginUpdates() "
        + "\(count == 1 ? "call" : "calls") not ended, so its update calls were taken back: end "
        + "each beginUpdates() inside the closure that began it"
    case .noAccessoryButton(let indexPath):
      return "the row at \(indexPath.uiKitDescription) shows no accessory button: its cell is "
        + "not in the viewport, or its accessory is neither detailButton nor "
        + "detailDisclosureButton"
    case .noRefreshControl:
      return "the table has no refresh control to pull: set its refreshControl first"
    case .noRowOnScreen(let indexPath, let size):
      let missing = size.height > 0 ? "width" : "height"
      return "the row at \(indexPath.uiKitDescription) cannot be tapped: the table has no "
        + "\(missing): no row is on screen (its size is \(size.width) × \(size.height); give it "
        + "a frame, or constraints that determine its \(missing))"
    case .noSectionIndexTitle(let index, let count):
      return "there is no section index title at position \(index): the section index shows "
        + "\(count) \(count == 1 ? "title" : "titles")"
    case .sectionIndexHidden(let rows, let minimum):
      return "the section index does not show: the table has \(rows) "
        + "\(rows == 1 ? "row" : "rows"), fewer than its sectionIndexMinimumDisplayRowCount "
        + "(\(minimum))"
    case .sectionForIndexTitleOutOfRange(let section, let titleIndex, let numberOfSections):
      return "tableView(_:sectionForSectionIndexTitle:at:) returned section \(section) for the "
        + "index title at \(titleIndex), but the table has \(numberOfSections) "
        + (numberOfSections == 1 ? "section" : "sections")
    case .noSwipeAction(let index, let revealed):
      return "there is no swipe action at position \(index): \(revealed) "
        + (revealed == 1 ? "action shows" : "actions show")
    case .notEditable(let indexPath):
      return "the row at \(indexPath.uiKitDescription) shows no editing control: the table is "
        + "not editing, the data source cannot edit the row, or its editing style is none"
    case .swipeWhileEditing(let indexPath):
      return "the row at \(indexPath.uiKitDescription) cannot be swiped: the table is editing, "
        + "and a table in editing mode shows its editing controls, not swipe actions"
    case .notMovable(let indexPath):
      return "the row at \(indexPath.uiKitDescription) shows no reorder control: the table is "
        + "not editing, or the data source cannot move the row"
    case .selectionNotAllowed(let indexPath):
      return "cannot select the row at \(indexPath.uiKitDescription): the selection rule of "
        + "section \(indexPath.sectionDescription) allows no selection"
    case .selectionLimitReached(let indexPath, let maximum):
      return "cannot select the row at \(indexPath.uiKitDescription): section "
        + "\(indexPath.sectionDescription) "
        + "already has \(maximum) selected \(maximum == 1 ? "row" : "rows"), the most its "
        + "selection rule allows"
    case .selectionRuleViolated(let section, let selected, let maximum):
      return "section \(section) has \(selected) selected rows, more than its selection rule "
        + "allows (\(maximum))"
    case .missingRequiredSelection(let sections):
      let names = sections.map { section in
        section.headerTitle.map { "\(section.index) \"\($0.inert)\"" } ?? "\(section.index)"
      }
      return "no row is selected in required "
        + (sections.count == 1 ? "section " : "sections ") + names.joined(separator: ", ")
    }
  }

  /// The ``message``.
  public var description: String { message }
}

extension TableViewError: LocalizedError {
  /// The ``message``.
  public var errorDescription: String? { message }
}

extension TableViewError.Callback: CustomStringConvertible {
  /// The name, with the row or section: `tableView(_:didSelectRowAt:) for the row at
  /// {length = 2, path = 0 - 1}`.
  public var description: String {
    if let indexPath { return "\(name) for the row at \(indexPath.uiKitDescription)" }
    if let section { return "\(name) for section \(section)" }
    return name
  }
}

extension TableViewError.InvalidGeometry {
  /// What is wrong: the value's name, the value, and the rule, as
  /// `rowHeight is nan; it must be finite, from 0 to 1000000000 points, or automaticDimension`
  /// or `tableView(_:heightForRowAt:) for the row at {length = 2, path = 0 - 3} returned
  /// -5.0; it must be finite, from 0 to 1000000000 points, or automaticDimension`.
  ///
  /// - Complexity: O(1).
  public var message: String {
    let what: String
    switch source {
    case .property(let path): what = "\(path.inert) is \(value)"
    case .argument(let path, let method):
      what = "\(method.inert) was given \(path.inert) = \(value)"
    case .callback(let callback): what = "\(callback) returned \(value)"
    }
    let maximum = Int(TableView.maximumDimension)
    switch rule {
    case .length: return what + "; it must be finite, from 0 to \(maximum) points"
    case .lengthOrAutomatic:
      return what + "; it must be finite, from 0 to \(maximum) points, or automaticDimension"
    case .inset: return what + "; it must be finite, from -\(maximum) to \(maximum) points"
    case .coordinate: return what + "; it must be finite"
    }
  }
}
