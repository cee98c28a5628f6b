import Foundation
import ListBinding

// How a solver measures its superview's height, as UIKit's `systemLayoutSizeFitting(_:)`
// measures a self-sizing cell's content view: see ``AutoLayoutSolver``.

extension AutoLayoutSolver {
  /// A solver that measures `superview`'s height at `width` (see ``measuredHeight()``).
  ///
  /// - Parameters:
  ///   - superview: The view measured, with its constrained subviews.
  ///   - width: The superview's width.
  ///   - depth: How many measures this one is inside.
  init(measuring superview: View, width: CGFloat, depth: Int) {
    self.init(superview: superview, measuringWidth: width, depth: depth)
  }

  /// The height the constraints give the superview of a solver made with
  /// ``init(measuring:width:depth:)``, or `nil` when they leave it open, give one below 0 or
  /// not finite, or the solver lays out rather than measures. No frame is set.
  ///
  /// - Complexity: That of ``solve()``, plus the measures of the subviews whose heights are
  ///   open (see ``ConstraintFitting``).
  mutating func measuredHeight() -> CGFloat? {
    guard let measured else { return nil }
    propagateAll()
    if !axes[measured][1].isDetermined, let bottom = lowestBottom(of: measured) {
      axes[measured][1].known[Edge.end.rawValue] = bottom
    }
    let vertical = axes[measured][1]
    guard vertical.isDetermined, let height = vertical.value(.size), height.isFinite, height >= 0
    else { return nil }
    return height
  }

  /// The lowest bottom the inequalities allow the measured superview, when its equalities leave
  /// its height open: the largest of the lower bounds on its bottom (or its guides' bottoms)
  /// that subviews already placed set, as `contentView.bottomAnchor.constraint(
  /// greaterThanOrEqualTo: image.bottomAnchor, constant: 12)` or `label.bottomAnchor.constraint(
  /// lessThanOrEqualTo: contentView.bottomAnchor)` do: the compressed fitting size keeps the
  /// content view as short as they let it be, so the tallest column decides. `nil` without any.
  ///
  /// - Complexity: O(*i*), where *i* is the number of the inequalities.
  private func lowestBottom(of measured: Int) -> CGFloat? {
    var lowest: CGFloat?
    for constraint in inequalities {
      guard constraint.multiplier == 1, constraint.constant.isFinite,
        let firstItem = constraint.firstItem, let secondItem = constraint.secondItem,
        let first = term(firstItem), let second = term(secondItem),
        let firstPlace = place(constraint.firstAttribute),
        let secondPlace = place(constraint.secondAttribute),
        firstPlace.axis == 1, secondPlace.axis == 1,
        firstPlace.edge != .size, secondPlace.edge != .size
      else { continue }
      // first (relation) second + constant, one side the superview's bottom.
      var bound: CGFloat?
      if constraint.relation == .greaterThanOrEqual,
        let offset = bottomOffset(first, firstPlace, measured),
        let other = value(second, secondPlace)
      {
        bound = other + constraint.constant - offset
      } else if constraint.relation == .lessThanOrEqual,
        let offset = bottomOffset(second, secondPlace, measured), let own = value(first, firstPlace)
      {
        bound = own - constraint.constant - offset
      }
      if let bound, bound.isFinite { lowest = max(lowest ?? bound, bound) }
    }
    return lowest
  }

  /// How far `place` of `term` lies from the measured superview's bottom, when it is that
  /// bottom or one of its guides' bottoms; else `nil`.
  private func bottomOffset(
    _ term: Term, _ place: (axis: Int, edge: Edge), _ measured: Int
  ) -> CGFloat? {
    guard place.axis == 1, place.edge == .end else { return nil }
    switch term {
    case .node(let position) where position == measured: return 0
    case .inset(let position, let insets) where position == measured: return -insets.bottom
    default: return nil
    }
  }
}
