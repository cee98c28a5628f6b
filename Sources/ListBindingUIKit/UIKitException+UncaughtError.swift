import Foundation
import ListBinding

extension UIKitException {
  /// The exception UIKit raises where ListBinding reports `error` to `UncaughtErrors`: the
  /// error itself when it is one, else an exception whose reason is the error's description
  /// (a `TableViewError`'s message, in UIKit's words).
  ///
  /// A `TableViewError` takes the name the table's own calls report it under
  /// (`init(tableViewError:)`: out of range `NSRangeException`, an index path naming no row
  /// `NSInvalidArgumentException`, the rest `NSInternalInconsistencyException`); any other
  /// error, `NSInternalInconsistencyException` (*assumed*).
  ///
  /// - Parameter error: The reported error.
  /// - Complexity: O(*n*), where *n* is the length of the error's description.
  init(uncaught error: any Error) {
    if let exception = error as? UIKitException {
      self = exception
      return
    }
    if let error = error as? TableViewError {
      self.init(tableViewError: error)
      return
    }
    self.init(name: .internalInconsistencyException, reason: String(describing: error))
  }

  /// Runs `body` with the errors ListBinding reports from it to `UncaughtErrors` raised as the
  /// exceptions UIKit raises for them (``init(uncaught:)``), through the handlers in effect
  /// around the call: so that a non-throwing native call inside a face's call (the native
  /// table's `layoutIfNeeded()` inside `UITableView.layoutIfNeeded()`) reports what UIKit
  /// raises, with UIKit's termination message when no handler is in effect.
  ///
  /// - Parameter body: The code to run.
  /// - Complexity: O(1) besides `body`, and O(*n*) for each error reported, where *n* is the
  ///   length of its description.
  static func raisingUncaughtErrors(_ body: () -> Void) {
    let outer = UncaughtErrors.handler
    UncaughtErrors.withHandler(
      { error in
        UncaughtErrors.$handler.withValue(outer) { UIKitException(uncaught: error).raise() }
      }, operation: body)
  }
}
