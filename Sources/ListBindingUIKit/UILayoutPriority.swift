import Foundation

/// The priority of a layout constraint, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// Recorded, not solved: the face keeps priorities for your code and tests; it lays out no
/// views by them (see ``NSLayoutConstraint``).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value.
  public var rawValue: Float

  /// A priority of `rawValue`.
  ///
  /// - Parameter rawValue: The value, 1 to 1000.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority of `rawValue`, as `UILayoutPriority(999)`.
  ///
  /// - Parameter rawValue: The value, 1 to 1000.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint: 1000.
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's content hugging: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a button's content compression resistance: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a view fits its content's size: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// The priority of a drag that resizes a split view: 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which a scene window stays its size: 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a drag that cannot resize the scene: 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// Whether `lhs` is the lower priority.
  ///
  /// - Complexity: O(1).
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` above `lhs`, as `.defaultHigh + 1`.
  ///
  /// - Complexity: O(1).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` below `lhs`, as `.required - 1`.
  ///
  /// - Complexity: O(1).
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
