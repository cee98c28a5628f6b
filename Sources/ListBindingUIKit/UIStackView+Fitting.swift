import Foundation
import ListBinding

// The height a stack view's arranged subviews give it, for a self-sizing row whose content view
// holds a stack. Apple's "UIStackView" page: along its axis a stack's fitting size is the sum of
// its arranged views' sizes and the spacing between them, across it the size of the largest
// arranged view, and the margins count when the arrangement is relative to them. The stack
// computes no frames here (see `UIStackView`): only its height is measured.

extension ConstraintFitting {
  /// The height of `stack` at `width`, from its visible arranged subviews, each measured by
  /// ``height(of:atWidth:depth:)`` (a view without a height measures 0, *assumed*):
  /// - vertical: the sum of their heights, each at the stack's width, plus the spacing after
  ///   each but the last (its custom spacing when it has one; the system spacing counts 8
  ///   points, *assumed*);
  /// - horizontal: the tallest of them, each at its width: the stack's width shared equally with
  ///   `.fillEqually`; otherwise a view with a constant width or an intrinsic width (other than
  ///   a label) takes it, and the labels share what is left equally (*assumed*: UIKit gives it
  ///   by their hugging and compression priorities);
  ///
  /// plus the stack's top and bottom layout margins with `isLayoutMarginsRelativeArrangement`.
  ///
  /// - Parameters:
  ///   - stack: The stack view.
  ///   - width: The stack's width.
  ///   - depth: How many measures this one is inside.
  /// - Complexity: O(*a*) measures, where *a* is the number of arranged subviews.
  static func stackHeight(of stack: UIStackView, width: CGFloat, depth: Int) -> CGFloat {
    let views = stack.arrangedSubviews.filter { !$0.isHidden }
    let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    let inner = max(0, width - margins.left - margins.right)
    let vertical = margins.top + margins.bottom
    guard !views.isEmpty else { return vertical }
    var gaps: CGFloat = 0
    for view in views.dropLast() {
      let custom = stack.customSpacing(after: view)
      let gap = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
      gaps += gap == UIStackView.spacingUseSystem ? 8 : max(0, gap.isFinite ? gap : 0)
    }
    if stack.axis == .vertical {
      let heights = views.map { height(of: $0, atWidth: inner, depth: depth + 1) ?? 0 }
      return vertical + gaps + heights.reduce(0, +)
    }
    let widths = arrangedWidths(of: views, in: max(0, inner - gaps), stack.distribution)
    var tallest: CGFloat = 0
    for (view, viewWidth) in zip(views, widths) {
      tallest = max(tallest, height(of: view, atWidth: viewWidth, depth: depth + 1) ?? 0)
    }
    return vertical + tallest
  }

  /// The widths of a horizontal stack's arranged views in `width`, the room the gaps leave.
  private static func arrangedWidths(
    of views: [View], in width: CGFloat, _ distribution: UIStackView.Distribution
  ) -> [CGFloat] {
    let share = width / CGFloat(views.count)
    if distribution == .fillEqually { return Array(repeating: share, count: views.count) }
    let fixed: [CGFloat?] = views.map { view in
      if view is Label { return nil }
      if let constant = constantWidth(of: view) { return constant }
      let intrinsic = view.intrinsicContentSize.width
      return intrinsic.isFinite && intrinsic >= 0 ? intrinsic : nil
    }
    let flexible = fixed.filter { $0 == nil }.count
    let left = max(0, width - fixed.reduce(0) { $0 + ($1 ?? 0) })
    return fixed.map { $0 ?? (flexible > 0 ? left / CGFloat(flexible) : share) }
  }

  /// The constant of `view`'s own equal width constraint, if any.
  private static func constantWidth(of view: View) -> CGFloat? {
    AutoLayoutPins.entries.existing(view)?.active.first { constraint in
      constraint.firstItem === view && constraint.firstAttribute == .width
        && constraint.secondItem == nil && constraint.relation == .equal
        && constraint.constant.isFinite && constraint.constant >= 0
    }?.constant
  }
}
