import Foundation

/// One layout attribute of a view or layout guide, from which constraints are made, as UIKit's
/// `NSLayoutAnchor`: `view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 8)`.
///
/// The type parameter keeps the axes apart, as in UIKit: an ``NSLayoutXAxisAnchor`` is
/// constrained only to another, a ``NSLayoutYAxisAnchor`` likewise, a ``NSLayoutDimension`` to
/// a dimension or a constant. The constraints made are inactive until activated.
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide whose attribute this is.
  weak var item: AnyObject?
  /// The attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint: this anchor equals `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, 0)
  }

  /// A constraint: this anchor equals `anchor` plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, c)
  }

  /// A constraint: this anchor is at least `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, 0)
  }

  /// A constraint: this anchor is at least `anchor` plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, c)
  }

  /// A constraint: this anchor is at most `anchor`.
  ///
  /// - Parameter anchor: The other anchor.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, 0)
  }

  /// A constraint: this anchor is at most `anchor` plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other anchor.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, c)
  }

  /// A constraint between this anchor and `anchor`; an anchor whose item is gone makes one
  /// with no second item.
  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    _ constant: CGFloat, multiplier: CGFloat = 1
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item ?? self, attribute, relation, second: anchor?.item,
      anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// A horizontal anchor: leading, trailing, left, right, centre X, as UIKit's
/// `NSLayoutXAxisAnchor`.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor: top, bottom, centre Y, baselines, as UIKit's `NSLayoutYAxisAnchor`.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor, as UIKit's `NSLayoutDimension`: constrained to another dimension
/// or to a constant.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint: this dimension equals `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, c)
  }

  /// A constraint: this dimension is at least `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, c)
  }

  /// A constraint: this dimension is at most `c`.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, c)
  }

  /// A constraint: this dimension equals `anchor` times `m`.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The factor.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, 0, multiplier: m)
  }

  /// A constraint: this dimension equals `anchor` times `m`, plus `c`.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The factor.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  /// - Complexity: O(1).
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, c, multiplier: m)
  }
}
