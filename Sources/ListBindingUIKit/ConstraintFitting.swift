import Foundation
import ListBinding

// Self-sizing by constraints. Apple's "UITableView.automaticDimension" and "estimatedRowHeight"
// pages, and the Auto Layout Guide's "Working with Self-Sizing Table View Cells": a row whose
// height is automatic takes the height its cell's content view fits, which Auto Layout computes
// from an unbroken chain of constraints and views of known heights from the content view's top
// edge to its bottom edge. The face measures with its own propagation (``AutoLayoutSolver``),
// the content view's height being the value sought.

/// The face's measure of a cell's or a header or footer view's height from its content view's
/// constraints, installed as `View.constraintFittingHeight`.
///
/// The content view's height is what its constraints determine at the width the table gives it
/// (the cell's width less the accessory's and the editing controls' room, see
/// ``ContentViewLayout``):
/// - a height constraint on the content view (`contentView.heightAnchor.constraint(equalToConstant:
///   80)`, required or optional);
/// - a chain of subviews pinned from the content view's top (or its `layoutMarginsGuide`, inset
///   by the content view's `layoutMargins`, 8 points on each edge here) to its bottom, through
///   each other, whose heights come from constant height constraints, aspect ratios to a known
///   width, a label's text wrapped at its width (`UILabel.sizeThatFits(_:)`), an image view's
///   image, a stack view's arranged subviews, or a view's own subviews pinned the same way;
/// - when those leave it open, the lowest bottom that inequalities between the content view's
///   bottom and subviews already placed allow (`contentView.bottomAnchor.constraint(
///   greaterThanOrEqualTo: image.bottomAnchor, constant: 12)`): the tallest column decides.
///
/// Inequalities on the content view's height (`greaterThanOrEqualToConstant:`,
/// `lessThanOrEqualToConstant:`) then bound that height, or, when the constraints leave the
/// height open, the height of the lines the cell draws (the rule the table used before: 44
/// points for a line and 20 for each further one). A view with no such constraints keeps that
/// rule. Subviews added to the cell itself rather than its content view and pinned to the
/// cell's edges count too (*assumed* from common practice: on iOS the content view fills the
/// cell, so those constraints hold): the cell is measured as its content view is, the content
/// view following its height; when both determine a height, the taller holds. Views that are
/// not cells are measured the same way for `systemLayoutSizeFitting(_:)` (see
/// ``fittingHeight(ofPlainView:width:)``). Constraints that contradict each other do not stop
/// the measure: the first the
/// propagation applies holds, as in the layout (``AutoLayoutSolver``), and a height below 0 or
/// not finite falls back to the rule. The row's height is the content view's: UIKit adds the
/// separator's height (1/scale, a third of a point on a 3× screen) below the content view; the
/// face does not (*assumed*, so that rows keep whole heights and the content view spans its
/// row).
@MainActor
enum ConstraintFitting {
  /// How many views deep a measure goes into views measured for their subviews' constraints
  /// (a view in a view in a content view is 2): deeper views keep their intrinsic size.
  static let depthLimit = 4

  /// The height of `view`, a cell or a header or footer view, laid out at `width`: the height its
  /// content view's constraints determine, or its own subviews' (the taller when both do),
  /// bounded by the content view's height inequalities, else `lineHeight()`, bounded the same
  /// way.
  ///
  /// - Parameters:
  ///   - view: The cell, or the header or footer view; any other view answers `lineHeight()`.
  ///   - width: The width the table lays the view out at.
  ///   - lineHeight: The height by the rule of the lines the view draws.
  /// - Returns: The height, at most `TableView.maximumDimension`.
  /// - Complexity: O(*c* × *v*²) at each level of views measured, where *c* is the number of
  ///   the constraints of a view's subviews and *v* the number of those subviews, at most
  ///   ``depthLimit`` levels deep; O(*s*), where *s* is the number of the content view's
  ///   subviews, for a view without constraints.
  static func fittingHeight(
    of view: View, width: CGFloat, lineHeight: () -> CGFloat
  ) -> CGFloat {
    let cell = view as? UITableViewCell
    guard
      let contentView = cell?.contentView ?? (view as? UITableViewHeaderFooterView)?.contentView
    else { return lineHeight() }
    // Views added to the cell itself and pinned to its edges size it too: the content view
    // fills the cell, so on iOS constraints to the cell's anchors hold as well (*assumed* from
    // common practice).
    let pinsContent = isConstrained(contentView)
    let pinsSelf = hasConstrainedSubviews(view)
    guard pinsContent || pinsSelf, width.isFinite, width >= 0 else { return lineHeight() }
    var contentFrame = CGRect(x: 0, y: 0, width: width, height: 0)
    if let cell {
      // Asked only of a cell with constraints: for an editing cell, the data source is asked
      // whether its row can be edited and moved.
      let bounds = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height)
      contentFrame = ContentViewLayout.contentFrame(of: cell, in: bounds)
    }
    guard contentFrame.width.isFinite, contentFrame.width >= 0 else { return lineHeight() }
    var heights: [CGFloat] = []
    if pinsContent {
      var solver = AutoLayoutSolver(measuring: contentView, width: contentFrame.width, depth: 0)
      if let height = solver.measuredHeight() { heights.append(height) }
    }
    if pinsSelf {
      // The content view follows the measured view: its full height, across the room the
      // accessory and the editing controls leave.
      var solver = AutoLayoutSolver(measuring: view, width: width, depth: 0)
      solver.follow(
        contentView,
        insets: UIEdgeInsets(
          top: 0, left: contentFrame.minX, bottom: 0, right: width - contentFrame.maxX))
      if let height = solver.measuredHeight() { heights.append(height) }
    }
    // Both measured: the taller holds (*assumed*; on iOS one constraint of the two chains
    // would be broken).
    let height = bounded(heights.max() ?? lineHeight(), by: contentView)
    guard height.isFinite, height >= 0 else { return lineHeight() }
    return min(height, TableView.maximumDimension)
  }

  /// The height of `view`, neither a cell nor a header or footer view, at `width`, as
  /// `systemLayoutSizeFitting(_:)` measures it: a required (else strongest) constant height
  /// constraint of its own, a stack view's arranged subviews, the height its subviews'
  /// constraints determine, else its intrinsic height (a label's text wrapped at `width`),
  /// bounded by its own constant height inequalities; `nil` when it has none of these.
  ///
  /// - Parameters:
  ///   - view: The view measured.
  ///   - width: Its width.
  /// - Returns: The height, at most `TableView.maximumDimension`, or `nil`.
  /// - Complexity: That of ``height(of:atWidth:depth:)``.
  static func fittingHeight(ofPlainView view: View, width: CGFloat) -> CGFloat? {
    guard width.isFinite, width >= 0, let measured = height(of: view, atWidth: width, depth: 0)
    else { return nil }
    let height = bounded(measured, by: view)
    guard height.isFinite, height >= 0 else { return nil }
    return min(height, TableView.maximumDimension)
  }

  /// The width `view` has of its own: a required (else strongest) constant width constraint,
  /// a stack view's arranged subviews' (see ``UIStackView``'s layout), else its intrinsic
  /// width; `nil` when it has none.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - depth: How many measures this one is inside.
  /// - Complexity: O(1) for a view with a constant or intrinsic width; O(*a*) measures for a
  ///   stack of *a* arranged subviews.
  static func naturalWidth(of view: View, depth: Int) -> CGFloat? {
    if let constant = constantLength(of: view, attribute: .width) { return constant }
    if let stack = view as? UIStackView, depth < depthLimit {
      return StackLayout.naturalSize(of: stack, depth: depth + 1).width
    }
    let width = view.intrinsicContentSize.width
    return width.isFinite && width >= 0 ? width : nil
  }

  /// The height of `view` at `width`, for a view whose constraints leave its height open: a
  /// label's text wrapped at `width`, a constant height constraint of the view's own, a stack
  /// view's arranged subviews (see ``stackHeight(of:width:depth:)``), the height the view's
  /// subviews' constraints determine, else its intrinsic height; `nil` when it has none.
  ///
  /// - Parameters:
  ///   - view: The view measured.
  ///   - width: Its width.
  ///   - depth: How many measures this one is inside; from ``depthLimit`` on, only a label, a
  ///     constant height and the intrinsic height are measured.
  /// - Complexity: O(*n*) for a label of *n* characters; that of a measure of the view's
  ///   subviews otherwise.
  static func height(of view: View, atWidth width: CGFloat, depth: Int) -> CGFloat? {
    if let label = view as? Label {
      let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        .height
      return height.isFinite && height >= 0 ? height : nil
    }
    if let constant = constantLength(of: view, attribute: .height) { return constant }
    if depth < depthLimit {
      if let stack = view as? UIStackView {
        return stackHeight(of: stack, width: width, depth: depth)
      }
      if hasConstrainedSubviews(view) {
        var solver = AutoLayoutSolver(measuring: view, width: width, depth: depth)
        if let height = solver.measuredHeight() { return height }
      }
    }
    let height = view.intrinsicContentSize.height
    return height.isFinite && height >= 0 ? height : nil
  }

  /// Whether `view` or one of its subviews takes part in a layout of constraints.
  ///
  /// - Complexity: O(*s*), where *s* is the number of the view's subviews.
  static func isConstrained(_ view: View) -> Bool {
    if let entry = AutoLayoutPins.entries.existing(view), !entry.active.isEmpty { return true }
    return hasConstrainedSubviews(view)
  }

  /// Whether a subview of `view` is placed by its constraints.
  static func hasConstrainedSubviews(_ view: View) -> Bool {
    view.subviews.contains { subview in
      AutoLayoutPins.entries.existing(subview).map { !$0.translatesAutoresizingMask } ?? false
    }
  }

  /// Whether `view` has a required constant width (`horizontal`) or height of its own, which
  /// a stack does not stretch or shrink.
  static func hasRequiredConstantLength(_ view: View, horizontal: Bool) -> Bool {
    let attribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    return AutoLayoutPins.entries.existing(view)?.active.contains { constraint in
      constraint.firstItem === view && constraint.firstAttribute == attribute
        && constraint.secondItem == nil && constraint.relation == .equal
        && constraint.priority == .required && constraint.constant.isFinite
        && constraint.constant >= 0
    } ?? false
  }

  /// The constant of `view`'s own required (else strongest) equal width or height
  /// constraint, if any.
  static func constantLength(
    of view: View, attribute: NSLayoutConstraint.Attribute
  ) -> CGFloat? {
    guard let entry = AutoLayoutPins.entries.existing(view) else { return nil }
    var best: NSLayoutConstraint?
    for constraint in entry.active
    where constraint.firstItem === view && constraint.firstAttribute == attribute
      && constraint.secondItem == nil && constraint.relation == .equal
      && constraint.constant.isFinite && constraint.constant >= 0
      && constraint.priority > (best?.priority ?? UILayoutPriority(0))
    {
      best = constraint
    }
    return best?.constant
  }

  /// `height` within the bounds the view's constant height inequalities set: at least
  /// each `greaterThanOrEqualToConstant:`, then at most each `lessThanOrEqualToConstant:` that
  /// does not go below those (*assumed*: a lower bound wins a conflict).
  private static func bounded(_ height: CGFloat, by contentView: View) -> CGFloat {
    guard let entry = AutoLayoutPins.entries.existing(contentView) else { return height }
    var lower = -CGFloat.infinity
    var upper = CGFloat.infinity
    for constraint in entry.active
    where constraint.firstItem === contentView && constraint.firstAttribute == .height
      && constraint.secondItem == nil && constraint.constant.isFinite
    {
      switch constraint.relation {
      case .greaterThanOrEqual: lower = max(lower, constraint.constant)
      case .lessThanOrEqual: upper = min(upper, constraint.constant)
      case .equal: break
      }
    }
    return max(lower, min(upper, height))
  }
}
