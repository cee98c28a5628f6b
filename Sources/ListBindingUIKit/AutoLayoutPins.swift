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

  /// Sets the frames of `view`'s subviews from their pins, from `view`'s bounds: the layout a
  /// view's default `layoutSubviews()` runs, once a constraint has been activated.
  ///
  /// - Complexity: O(*s* + *c*), where *s* is the number of subviews and *c* the number of
  ///   their active constraints.
  static func layOutSubviews(of view: View) {
    for subview in view.subviews { pin(subview) }
  }

  /// Installs the face's layout as every view's default `layoutSubviews()` (see
  /// `View.subviewLayout`), once: a cell's content view and accessory view take their place
  /// in the cell (see ``ContentViewLayout``), then the subviews pinned to the view take theirs.
  ///
  /// - Complexity: O(1).
  static func installLayout() {
    guard View.subviewLayout == nil else { return }
    View.subviewLayout = { view in
      if let cell = view as? UITableViewCell { ContentViewLayout.layOut(cell) }
      layOutSubviews(of: view)
    }
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

  /// Computes the frame of `root` from its pins, then of every view under it, each after its
  /// superview: a loop over the tree, not recursion, so a tree of any depth is laid out.
  ///
  /// - Complexity: O(*v* + *c*), where *v* is the number of views from `root` down and *c* the
  ///   number of their active constraints.
  static func layOut(from root: View) {
    var pending = [root]
    while let view = pending.popLast() {
      pin(view)
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// The extents a view's pins give on one axis.
  private struct AxisPins {
    var start: CGFloat?
    var end: CGFloat?
    var center: CGFloat?
    var size: CGFloat?

    /// The origin and length on this axis, from the pins, else from `origin` and `length`.
    func resolve(origin: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
      if let start, let end { return (start, max(0, end - start)) }
      let length = size.map { max(0, $0) } ?? length
      if let start { return (start, length) }
      if let end { return (end - length, length) }
      if let center { return (center - length / 2, length) }
      return (origin, length)
    }
  }

  /// Sets `view`'s frame from its equality constraints to its superview, its superview's
  /// guides, and constants; leaves it alone when it translates its autoresizing mask, has no
  /// superview, or has no such constraint.
  private static func pin(_ view: View) {
    guard let superview = view.superview, let entry = entries.existing(view),
      !entry.translatesAutoresizingMask, !entry.active.isEmpty
    else { return }
    var horizontal = AxisPins()
    var vertical = AxisPins()
    for constraint in entry.active where constraint.relation == .equal {
      guard let placement = placement(of: view, in: superview, by: constraint) else { continue }
      guard placement.value.isFinite else { continue }
      switch placement.attribute {
      case .left, .leading: horizontal.start = placement.value
      case .right, .trailing: horizontal.end = placement.value
      case .centerX: horizontal.center = placement.value
      case .width: horizontal.size = placement.value
      case .top: vertical.start = placement.value
      case .bottom: vertical.end = placement.value
      case .centerY: vertical.center = placement.value
      case .height: vertical.size = placement.value
      case .firstBaseline, .lastBaseline, .notAnAttribute: continue
      }
    }
    let (x, width) = horizontal.resolve(origin: view.frame.minX, length: view.frame.width)
    let (y, height) = vertical.resolve(origin: view.frame.minY, length: view.frame.height)
    // Huge constants can still sum past the largest value: such a frame is not set.
    guard [x, y, width, height].allSatisfy(\.isFinite) else { return }
    let frame = CGRect(x: x, y: y, width: width, height: height)
    if frame != view.frame { view.frame = frame }
  }

  /// The attribute of `view` a constraint sets, and its value in the superview's coordinates;
  /// `nil` for a constraint this layout does not compute.
  private static func placement(
    of view: View, in superview: View, by constraint: NSLayoutConstraint
  ) -> (attribute: NSLayoutConstraint.Attribute, value: CGFloat)? {
    guard let first = constraint.firstItem else { return nil }
    guard let second = constraint.secondItem else {
      // A constant size.
      guard first === view, constraint.firstAttribute.isDimension else { return nil }
      return (constraint.firstAttribute, constraint.constant)
    }
    let attribute: NSLayoutConstraint.Attribute
    let other: AnyObject
    let otherAttribute: NSLayoutConstraint.Attribute
    let offset: CGFloat
    if first === view {
      (attribute, other, otherAttribute) = (
        constraint.firstAttribute, second, constraint.secondAttribute
      )
      offset = constraint.constant
    } else if second === view, constraint.multiplier == 1 {
      (attribute, other, otherAttribute) = (
        constraint.secondAttribute, first, constraint.firstAttribute
      )
      offset = -constraint.constant
    } else {
      return nil
    }
    guard let rect = rect(of: other, in: superview), attribute.axis == otherAttribute.axis,
      attribute.isDimension == otherAttribute.isDimension, !otherAttribute.isBaseline
    else { return nil }
    if attribute.isDimension {
      let multiplier = first === view ? constraint.multiplier : 1
      return (attribute, rect.value(of: otherAttribute) * multiplier + offset)
    }
    guard constraint.multiplier == 1 else { return nil }
    return (attribute, rect.value(of: otherAttribute) + offset)
  }

  /// The rect of `item` in `superview`'s coordinates, when it is the superview or one of its
  /// guides.
  private static func rect(of item: AnyObject, in superview: View) -> CGRect? {
    if item === superview { return superview.bounds }
    if let guide = item as? UILayoutGuide, guide.owningView === superview {
      return guide.layoutFrame
    }
    return nil
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
