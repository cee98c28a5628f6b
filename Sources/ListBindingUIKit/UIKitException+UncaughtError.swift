import Foundation
import ListBinding

extension UIKitException {
  /// The exception UIKit raises where ListBinding reports `error` to `UncaughtErrors`: the
  /// error itself when it is one, else an exception whose reason is the error's description
  /// (a `TableViewError`'s message, in UIKit's words).
  ///
  /// The name is UIKit's for the errors whose exception is documented or seen: an index path
  /// or section out of range raises `NSRangeException`; every other error,
  /// `NSInternalInconsistencyException` (as an invalid update and an unregistered identifier
  /// do; *assumed* for the rest).
  ///
  /// - Parameter error: The reported error.
  /// - Complexity: O(*n*), where *n* is the length of the error's description.
  init(uncaught error: any Error) {
    if let exception = error as? UIKitException {
      self = exception
      return
    }
    let name: NSExceptionName
    switch error as? TableViewError {
    case .invalidIndexPath?, .sectionOutOfRange?, .rowOutOfRange?: name = .rangeException
    default: name = .internalInconsistencyException
    }
    self.init(name: name, reason: String(describing: error))
  }
}
