import Foundation
import ListBinding

// Where ListBinding's table throws, the face reports the exception UIKit raises there.

extension UITableView {
  /// Runs a native call; when it throws, reports the exception UIKit raises for the error and
  /// returns `fallback` (the native table changed nothing).
  ///
  /// - Complexity: O(1) besides the call.
  func perform<Result>(
    _ fallback: @autoclosure () -> Result, _ call: (TableView) throws(TableViewError) -> Result
  ) -> Result {
    do {
      return try call(table)
    } catch {
      UIKitException(tableViewError: error).raise()
      return fallback()
    }
  }

  /// Runs a native call with no result; when it throws, reports the exception UIKit raises.
  ///
  /// - Complexity: O(1) besides the call.
  func perform(_ call: (TableView) throws(TableViewError) -> Void) {
    perform((), call)
  }
}

extension UIKitException {
  /// The exception UIKit raises where ListBinding's table throws `error`: its name, and the
  /// error's message (UIKit's words where UIKit has words) as the reason.
  ///
  /// An index beyond a count is an `NSRangeException`, an index path that names no row an
  /// `NSInvalidArgumentException`, anything else (an invalid update, an unregistered reuse
  /// identifier, unbalanced `beginUpdates`/`endUpdates`) an
  /// `NSInternalInconsistencyException`.
  ///
  /// - Parameter error: What the table threw.
  /// - Complexity: O(*n*), where *n* is the length of the message.
  init(tableViewError error: TableViewError) {
    let name: NSExceptionName
    switch error {
    case .sectionOutOfRange, .rowOutOfRange, .noSectionIndexTitle,
      .sectionForIndexTitleOutOfRange, .noSwipeAction:
      name = .rangeException
    case .invalidIndexPath:
      name = .invalidArgumentException
    default:
      name = .internalInconsistencyException
    }
    self.init(name: name, reason: error.message)
  }
}
