import Foundation

/// An object in a chain of objects that may respond to events, as UIKit's `UIResponder`: the
/// common base of ``View`` and ``TableViewController``, and of ListBindingUIKit's controllers,
/// windows and app.
///
/// Each responder names the one after it in ``next``: a view its controller when it is the
/// controller's root view (see ``View/managingResponder``), else its superview; a cell a table
/// displays its table. Walk the chain to find what a view is in, as UIKit code does:
///
/// ```swift
/// extension Responder {
///   var enclosingController: TableViewController? {
///     (self as? TableViewController) ?? next?.enclosingController
///   }
/// }
/// ```
///
/// It also keeps UIKit's first-responder status (``isFirstResponder``): a responder that
/// ``canBecomeFirstResponder`` becomes it with ``becomeFirstResponder()``. Nothing delivers
/// events along the chain: there are no touches or keys to deliver, only your code's calls.
///
/// A responder holds nothing it names in ``next``: a view holds its controller and its
/// superview weakly, so the chain makes no reference cycle.
@preconcurrency @MainActor
open class Responder {
  /// Whether ``becomeFirstResponder()`` made this responder the first responder, as the base
  /// keeps it for a responder that does not keep its own.
  private var holdsFirstResponder = false

  /// Creates a responder, as `UIResponder()`: its ``next`` is `nil`.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The responder after this one in the chain, or `nil` when it is the last, as
  /// `UIResponder.next`: `nil` by default; ``View``, ``TableViewCell`` and
  /// ``TableViewController`` answer theirs, and a subclass may override it, as in UIKit.
  ///
  /// - Complexity: O(1) for the default.
  open var next: Responder? { nil }

  /// Whether this responder is the first responder, as `UIResponder.isFirstResponder`: by
  /// default, whether ``becomeFirstResponder()`` made it so and ``resignFirstResponder()`` has
  /// not ended it since. ListBindingUIKit's text fields, text views and search bars answer
  /// whether they are being edited.
  ///
  /// - Complexity: O(1) for the default.
  open var isFirstResponder: Bool { holdsFirstResponder }

  /// Whether this responder can become the first responder, as
  /// `UIResponder.canBecomeFirstResponder`: `false` by default, as in UIKit; a subclass that
  /// takes the status overrides it.
  ///
  /// - Complexity: O(1) for the default.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder agrees to give up the first-responder status, as
  /// `UIResponder.canResignFirstResponder`: `true` by default, as in UIKit.
  ///
  /// - Complexity: O(1) for the default.
  open var canResignFirstResponder: Bool { true }

  /// Asks to make this responder the first responder, as `UIResponder.becomeFirstResponder()`:
  /// by default it becomes it when ``canBecomeFirstResponder`` is `true`.
  ///
  /// UIKit keeps one first responder in a window and asks the previous one to resign; here each
  /// responder keeps its own status, and nothing else resigns (*assumed*: there is no window of
  /// keys to route).
  ///
  /// - Returns: Whether this responder is now the first responder.
  /// - Complexity: O(1) for the default.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    holdsFirstResponder = true
    return true
  }

  /// Asks this responder to give up the first-responder status, as
  /// `UIResponder.resignFirstResponder()`: by default it does unless ``canResignFirstResponder``
  /// is `false`. An override calls `super`, as Apple asks.
  ///
  /// - Returns: Whether this responder is no longer the first responder; `true` for one that
  ///   was not.
  /// - Complexity: O(1) for the default.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard holdsFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    holdsFirstResponder = false
    return true
  }

  /// Whether this object is an instance of `aClass` or of a subclass of it, as
  /// `NSObjectProtocol.isKind(of:)`: `self is aClass`.
  ///
  /// - Parameter aClass: The class.
  /// - Returns: Whether the object is of that class or of one of its subclasses.
  /// - Complexity: O(*d*), where *d* is the depth of the object's class below `aClass`.
  nonisolated public func isKind(of aClass: AnyClass) -> Bool {
    func isInstance<Class>(of _: Class.Type) -> Bool { self is Class }
    return isInstance(of: aClass)
  }

  /// Whether this object is an instance of exactly `aClass`, not of a subclass, as
  /// `NSObjectProtocol.isMember(of:)`.
  ///
  /// - Parameter aClass: The class.
  /// - Returns: Whether the object's class is `aClass`.
  /// - Complexity: O(1).
  nonisolated public func isMember(of aClass: AnyClass) -> Bool {
    ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass)
  }
}
