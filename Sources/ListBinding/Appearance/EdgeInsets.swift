import Foundation

/// Distances from the edges of a rectangle, in points, as `UIEdgeInsets`.
///
/// The table's ``TableView/separatorInset`` is one.
public struct EdgeInsets: Hashable, Sendable {
  /// The distance from the top edge.
  public var top: CGFloat
  /// The distance from the left edge.
  public var left: CGFloat
  /// The distance from the bottom edge.
  public var bottom: CGFloat
  /// The distance from the right edge.
  public var right: CGFloat

  /// Creates insets.
  ///
  /// - Complexity: O(1).
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
