import Foundation

/// What the face knows of the optional methods UIKit decides behaviour by.
///
/// UIKit asks `responds(to:)`: whether a data source implements
/// `tableView(_:commit:forRowAt:)` decides swipe-to-delete, whether it implements
/// `tableView(_:moveRowAt:to:)` the reorder control. Swift has no such question for a
/// protocol requirement. The program's symbol table answers when it can (``DeclaredMethods``);
/// otherwise the protocol-extension default of each method, when it runs, records that the type
/// of the object it runs on lacks the method. Swift
/// chooses a conformance's implementations once per type, so what one instance shows holds for
/// every instance of that type (see the article "The object model", "Optional methods").
@MainActor
enum OptionalMethods {
  /// A method whose presence UIKit decides by.
  enum Method: Hashable {
    /// `tableView(_:commit:forRowAt:)`.
    case commit
    /// `tableView(_:moveRowAt:to:)`.
    case move
  }

  /// The types known to lack each method.
  private static var lacking: [Method: Set<ObjectIdentifier>] = [:]
  /// The types known to have each method.
  private static var having: [Method: Set<ObjectIdentifier>] = [:]

  /// Records that `object`'s type lacks `method`: its default implementation ran.
  ///
  /// - Complexity: O(1) amortized.
  static func recordAbsent(_ method: Method, _ object: AnyObject) {
    lacking[method, default: []].insert(ObjectIdentifier(type(of: object)))
  }

  /// The types whose methods the program's symbols could not tell of.
  private static var undetermined: [Method: Set<ObjectIdentifier>] = [:]

  /// Whether `object`'s type is known to lack `method`. A type not known yet is looked up in
  /// the program's symbols first (``DeclaredMethods``), once.
  ///
  /// - Complexity: O(1), besides that one lookup (O(*d*) in the depth of the class hierarchy;
  ///   the process's first reads the symbol table).
  static func lacks(_ method: Method, _ object: AnyObject) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: object))
    if lacking[method]?.contains(type) ?? false { return true }
    guard !(having[method]?.contains(type) ?? false),
      !(undetermined[method]?.contains(type) ?? false)
    else { return false }
    switch DeclaredMethods.declares(method, in: Swift.type(of: object)) {
    case true?:
      having[method, default: []].insert(type)
      return false
    case false?:
      lacking[method, default: []].insert(type)
      return true
    case nil:
      undetermined[method, default: []].insert(type)
      return false
    }
  }

  /// Whether `object`'s type is known to implement `method`.
  ///
  /// - Complexity: O(1).
  static func has(_ method: Method, _ object: AnyObject) -> Bool {
    having[method]?.contains(ObjectIdentifier(type(of: object))) ?? false
  }

  /// Records that `object`'s type implements `method`: it ran, and its default did not.
  ///
  /// - Complexity: O(1) amortized.
  static func recordPresent(_ method: Method, _ object: AnyObject) {
    having[method, default: []].insert(ObjectIdentifier(type(of: object)))
  }
}
