import Foundation

/// An exception UIKit raises, reported by ListBindingUIKit where UIKit would raise it.
///
/// Where UIKit raises an `NSException` (pushing a view controller twice, presenting one that is
/// already presented, a second cancel action in an alert), the UIKit face changes nothing and
/// reports a `UIKitException` with UIKit's name and reason. What happens then is up to the
/// handler in effect (see ``withHandler(_:operation:)``): by default the process stops, as on
/// iOS, with the text of ``terminationMessage`` on the standard error.
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exception's name, such as `NSInternalInconsistencyException`.
  public let name: NSExceptionName
  /// Why UIKit raised it, in UIKit's words.
  public let reason: String

  /// Creates an exception with a name and a reason.
  ///
  /// - Parameters:
  ///   - name: The exception's name.
  ///   - reason: Why it is raised.
  public init(name: NSExceptionName, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The line iOS prints when the exception ends the app:
  /// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the reason.
  public var terminationMessage: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }

  /// The exception's ``terminationMessage``.
  public var description: String { terminationMessage }
}

#if !canImport(Darwin)
  // Apple's Foundation declares these names; the one on Linux does not.
  extension NSExceptionName {
    /// The name of the exception raised when an internal inconsistency is found.
    public static let internalInconsistencyException = NSExceptionName(
      "NSInternalInconsistencyException")
    /// The name of the exception raised when an argument is invalid.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// The name of a generic exception, raised where no more specific name applies (among
    /// others, by Auto Layout for constraints without a common ancestor).
    public static let genericException = NSExceptionName("NSGenericException")
    /// The name of the exception raised when an index is out of range.
    public static let rangeException = NSExceptionName("NSRangeException")
  }
#endif
