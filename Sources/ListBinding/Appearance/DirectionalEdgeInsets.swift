import Foundation

/// Edge insets by leading and trailing edge, the counterpart of `NSDirectionalEdgeInsets`: with
/// text running left to right, leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The distance from the top edge.
  public var top: CGFloat
  /// The distance from the leading edge.
  public var leading: CGFloat
  /// The distance from the bottom edge.
  public var bottom: CGFloat
  /// The distance from the trailing edge.
  public var trailing: CGFloat

  /// Insets from the four distances.
  ///
  /// - Complexity: O(1).
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  ///
  /// - Complexity: O(1).
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets()
}
