import Foundation

// Constraints at the system's spacing between two views, as UIKit code writes beside a cell's
// icon and its labels. The spacing is recorded as a constant: 8 points, UIKit's standard
// spacing between sibling views (*assumed*: UIKit computes it from the views and fonts).

/// The system's spacing between two sibling views, in points, for a multiplier of 1.
let systemSpacing: CGFloat = 8

extension NSLayoutXAxisAnchor {
  /// A constraint placing this anchor the system's spacing, times `multiplier`, after `anchor`,
  /// as `constraint(equalToSystemSpacingAfter:multiplier:)`: recorded with a constant of 8
  /// points times `multiplier`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many times the system's spacing.
  /// - Returns: The constraint, not active.
  /// - Complexity: O(1).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at least the system's spacing, times `multiplier`, after
  /// `anchor`, as `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many times the system's spacing.
  /// - Returns: The constraint, not active.
  /// - Complexity: O(1).
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at most the system's spacing, times `multiplier`, after
  /// `anchor`, as `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: How many times the system's spacing.
  /// - Returns: The constraint, not active.
  /// - Complexity: O(1).
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, systemSpacing * multiplier)
  }
}

extension NSLayoutYAxisAnchor {
  /// A constraint placing this anchor the system's spacing, times `multiplier`, below `anchor`,
  /// as `constraint(equalToSystemSpacingBelow:multiplier:)`: recorded with a constant of 8
  /// points times `multiplier`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many times the system's spacing.
  /// - Returns: The constraint, not active.
  /// - Complexity: O(1).
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at least the system's spacing, times `multiplier`, below
  /// `anchor`, as `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many times the system's spacing.
  /// - Returns: The constraint, not active.
  /// - Complexity: O(1).
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at most the system's spacing, times `multiplier`, below
  /// `anchor`, as `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many times the system's spacing.
  /// - Returns: The constraint, not active.
  /// - Complexity: O(1).
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, systemSpacing * multiplier)
  }
}
