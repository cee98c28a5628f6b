import Foundation
import ListBinding

/// Where the face keeps the active constraints and computes the one layout it does: a view
/// pinned to its superview's edges takes the superview's extent (see ``NSLayoutConstraint``).
///
/// Views are ListBinding's `View`, which has no room for layout state, so each view's state
/// lives in a side table keyed by the view's `ObjectIdentifier` (``SideTable``). An active
/// constraint is held by the entries of the views of both its items, as UIKit's views hold
/// theirs; a constraint holds its items weakly, as UIKit's.
@MainActor
enum AutoLayoutPins {
  /// The layout state of one view.
  struct Entry {
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// The active constraints with an item of this view (the view or one of its guides).
    var active: [NSLayoutConstraint] = []
    /// The view's `safeAreaLayoutGuide`, made on first use.
    var safeArea: UILayoutGuide?
    /// The view's `layoutMarginsGuide`, made on first use.
    var margins: UILayoutGuide?
    /// Content hugging priorities set, by axis.
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// Content compression resistance priorities set, by axis.
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  }

  /// The state of each view that has any.
  static let entries = SideTable<View, Entry> { Entry() }

  /// The view an item is or belongs to: the view itself, or a guide's owning view.
  static func view(of item: AnyObject) -> View? {
    if let view = item as? View { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// Whether `constraint` is active.
  ///
  /// - Complexity: O(*c*), where *c* is the number of active constraints of its first view.
  static func isActive(_ constraint: NSLayoutConstraint) -> Bool {
    guard let item = constraint.firstItem, let view = view(of: item),
      let entry = entries.existing(view)
    else { return false }
    return entry.active.contains { $0 === constraint }
  }

  /// Sets the frames of `view`'s subviews from their constraints and `view`'s bounds (see
  /// ``AutoLayoutSolver``), then, for a stack view, its arranged subviews' (see
  /// ``StackLayout``): the layout a view's default `layoutSubviews()` runs, once a
  /// constraint has been activated or a stack view made.
  ///
  /// - Returns: The subviews whose frames changed.
  /// - Complexity: That of ``AutoLayoutSolver/solve()``, plus ``StackLayout/arrange(_:)``.
  @discardableResult
  static func layOutSubviews(of view: View) -> [View] {
    var solver = AutoLayoutSolver(superview: view)
    var changed = solver.solve()
    // A stack view's arranged subviews follow its layout (see `StackLayout`).
    if let stack = view as? UIStackView {
      for view in StackLayout.arrange(stack) where !changed.contains(where: { $0 === view }) {
        changed.append(view)
      }
    }
    return changed
  }

  /// Installs the face's layout as every view's default `layoutSubviews()` (see
  /// `View.subviewLayout`), once: a cell's content view and accessory view take their place
  /// in the cell (see ``ContentViewLayout``), then the subviews pinned to the view take theirs;
  /// and the face's self-sizing as the cells' and header and footer views' fitting height
  /// (`View.constraintFittingHeight`, see ``ConstraintFitting``).
  ///
  /// - Complexity: O(1).
  static func installLayout() {
    guard View.subviewLayout == nil else { return }
    View.subviewLayout = { view in
      if let cell = view as? UITableViewCell { ContentViewLayout.layOut(cell) }
      layOutSubviews(of: view)
    }
    View.constraintFittingHeight = ConstraintFitting.fittingHeight(of:width:lineHeight:)
  }

  /// Activates the constraints not yet active, then lays out the views they pin.
  static func activate(_ constraints: [NSLayoutConstraint]) {
    installLayout()
    for constraint in constraints where !isActive(constraint) {
      for view in views(of: constraint) {
        var entry = entries[view]
        // Constraints whose other view is gone pin nothing: they leave as new ones come, so a
        // long-lived superview does not collect them.
        entry.active.removeAll { $0.hasLostAnItem }
        entry.active.append(constraint)
        entries[view] = entry
      }
    }
    constraintsChanged(constraints)
  }

  /// Deactivates the constraints, then lays out the views they pinned.
  static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      for view in views(of: constraint) {
        guard let entry = entries.existing(view) else { continue }
        var changed = entry
        changed.active.removeAll { $0 === constraint }
        entries[view] = changed
      }
    }
    constraintsChanged(constraints)
  }

  /// Lays out the views of the constraints, and the views under them.
  static func constraintsChanged(_ constraints: [NSLayoutConstraint]) {
    var seen = Set<ObjectIdentifier>()
    for constraint in constraints {
      for view in views(of: constraint) where seen.insert(ObjectIdentifier(view)).inserted {
        layOut(from: view)
      }
    }
  }

  /// The distinct views of a constraint's items.
  private static func views(of constraint: NSLayoutConstraint) -> [View] {
    var views: [View] = []
    for item in [constraint.firstItem, constraint.secondItem] {
      guard let item, let view = view(of: item), !views.contains(where: { $0 === view }) else {
        continue
      }
      views.append(view)
    }
    return views
  }

  /// Computes the frame of `root` and its siblings from their constraints, then the frames of
  /// the views under `root` and under the siblings that moved, each after its superview: a loop
  /// over the tree, not recursion, so a tree of any depth is laid out.
  ///
  /// - Complexity: O(*v* + *c* × *s*), where *v* is the number of views laid out, *c* the number
  ///   of their active constraints and *s* the most subviews of one of them (see
  ///   ``AutoLayoutSolver``).
  static func layOut(from root: View) {
    var pending = [root]
    if let superview = root.treeSuperview {
      let moved = layOutSubviews(of: superview).filter { $0 !== root }
      pending.append(contentsOf: moved.reversed())
    }
    while let view = pending.popLast() {
      layOutSubviews(of: view)
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

}

extension NSLayoutConstraint {
  /// Whether an item the constraint was made with is gone.
  var hasLostAnItem: Bool {
    firstItem == nil || (secondAttribute != .notAnAttribute && secondItem == nil)
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is a baseline of text.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Whether the attribute is a width or a height.
  var isDimension: Bool { self == .width || self == .height }

  /// The axis of the attribute; `nil` for `.notAnAttribute`.
  var axis: NSLayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: return .vertical
    case .notAnAttribute: return nil
    }
  }
}

extension CGRect {
  /// The value of a layout attribute of the rect.
  func value(of attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    switch attribute {
    case .left, .leading: return minX
    case .right, .trailing: return maxX
    case .centerX: return midX
    case .width: return width
    case .top: return minY
    case .bottom, .lastBaseline, .firstBaseline: return maxY
    case .centerY: return midY
    case .height: return height
    case .notAnAttribute: return 0
    }
  }
}
