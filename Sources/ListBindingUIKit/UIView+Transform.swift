import Foundation
import ListBinding

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// A view's transform, which UIKit code sets to turn a disclosure chevron or shrink a pressed
// card: recorded, not drawn. Where Core Graphics is not available, `CGAffineTransform` is a value
// of the face with Core Graphics' members.

#if !canImport(CoreGraphics)
  /// A 2D affine transform, as Core Graphics' `CGAffineTransform`: the matrix
  /// `[a b 0; c d 0; tx ty 1]`, which maps a point (x, y) to (a x + c y + tx, b x + d y + ty).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entry at row 1, column 1.
    public var a: CGFloat
    /// The matrix's entry at row 1, column 2.
    public var b: CGFloat
    /// The matrix's entry at row 2, column 1.
    public var c: CGFloat
    /// The matrix's entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// A transform from its six entries.
    ///
    /// - Complexity: O(1).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    ///
    /// - Complexity: O(1).
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians.
    ///
    /// - Parameter angle: The angle, in radians.
    /// - Complexity: O(1).
    public init(rotationAngle angle: CGFloat) {
      let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    /// - Complexity: O(1).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by `tx` horizontally and `ty` vertically.
    ///
    /// - Parameters:
    ///   - tx: The horizontal distance.
    ///   - ty: The vertical distance.
    /// - Complexity: O(1).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    ///
    /// - Parameter t2: The transform applied after this one.
    /// - Returns: The combined transform.
    /// - Complexity: O(1).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A rotation by `angle` radians, followed by this transform.
    ///
    /// - Parameter angle: The angle, in radians.
    /// - Returns: The combined transform.
    /// - Complexity: O(1).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale, followed by this transform.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    /// - Returns: The combined transform.
    /// - Complexity: O(1).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation, followed by this transform.
    ///
    /// - Parameters:
    ///   - tx: The horizontal distance.
    ///   - ty: The vertical distance.
    /// - Returns: The combined transform.
    /// - Complexity: O(1).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
  }
#endif

extension View {
  /// The view's transform, as `UIView.transform`; the identity by default. Recorded only: a
  /// text renderer draws a view untransformed, and the frame is not changed by it.
  ///
  /// - Complexity: O(1) expected.
  public var transform: CGAffineTransform {
    get { Transforms.views.existing(self) ?? .identity }
    set { Transforms.views[self] = newValue }
  }
}

/// The side table of the views' transforms.
@MainActor
private enum Transforms {
  static let views = SideTable<View, CGAffineTransform> { .identity }
}
