import Foundation
import ListBinding

// The height a stack view's arranged subviews give it, for a self-sizing row whose content view
// holds a stack, a stack measured by `systemLayoutSizeFitting(_:)` and a stack whose height its
// constraints leave open. Apple's "UIStackView" page: along its axis a stack's fitting size is
// the sum of its arranged views' sizes and the spacing between them, across it the size of the
// largest arranged view, and the margins count when the arrangement is relative to them. The
// views are measured at the widths the stack's layout gives them (see `StackLayout`).

extension ConstraintFitting {
  /// The height of `stack` at `width`, from its visible arranged subviews, each measured by
  /// ``height(of:atWidth:depth:)`` (a view without a height measures 0, *assumed*):
  /// - vertical: the sum of their heights, each at the width the alignment gives it (the
  ///   stack's with `.fill`), plus the gaps (see ``StackLayout/gaps(of:_:)``); with
  ///   `.fillEqually`, as many times the tallest, as the views are equal;
  /// - horizontal: the tallest of them, each at the width the stack's layout gives it in
  ///   `width` (see ``StackLayout``);
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
    let vertical = margins.top + margins.bottom
    guard !views.isEmpty else { return vertical }
    let inner = StackLayout.innerRect(
      of: stack, in: CGRect(x: 0, y: 0, width: width.isFinite ? max(0, width) : 0, height: 0))
    let gaps = StackLayout.gaps(of: stack, views)
    if stack.axis == .vertical {
      let heights = views.map { view in
        let viewWidth =
          stack.alignment == .fill
          ? inner.width : min(inner.width, naturalWidth(of: view, depth: depth) ?? 0)
        return height(of: view, atWidth: viewWidth, depth: depth + 1) ?? 0
      }
      let total =
        stack.distribution == .fillEqually
        ? (heights.max() ?? 0) * CGFloat(heights.count) : heights.reduce(0, +)
      return vertical + gaps.reduce(0, +) + total
    }
    let natural = views.map { naturalWidth(of: $0, depth: depth) }
    let spans = StackLayout.distribute(
      natural, gaps: gaps, in: inner.width, stack.distribution,
      hugging: views.map { $0.contentHuggingPriority(for: .horizontal) },
      compression: views.map { $0.contentCompressionResistancePriority(for: .horizontal) },
      fixed: views.map { hasRequiredConstantLength($0, horizontal: true) })
    var tallest: CGFloat = 0
    for (view, span) in zip(views, spans) {
      tallest = max(tallest, height(of: view, atWidth: span.length, depth: depth + 1) ?? 0)
    }
    return vertical + tallest
  }
}
