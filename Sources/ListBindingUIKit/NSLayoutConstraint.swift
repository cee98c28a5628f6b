import Foundation
import ListBinding

/// A relation between two views' layout attributes, as UIKit's `NSLayoutConstraint`:
/// recorded, and laid out by a propagation of equalities, not a general solver.
///
/// Table screens set up constraints in `viewDidLoad()`; the face keeps them, so that the code
/// compiles and runs unchanged and a test can read them back (``firstItem``,
/// ``firstAttribute``, ``constant``, ``priority``, ``isActive``). The frames of a view's subviews
/// whose `translatesAutoresizingMaskIntoConstraints` is `false` are computed from the active
/// constraints of relation `.equal` between them, their superview and its
/// `safeAreaLayoutGuide` and `layoutMarginsGuide`: each axis of a subview has a start, an end, a
/// centre and a size, any two of which place it, and a constraint sets one side from the other
/// once the other is known. A table pinned to its controller's view takes the view's bounds; a
/// table pinned below a sibling of constant height (`table.topAnchor.constraint(equalTo:
/// header.bottomAnchor, constant: 20)`) starts 20 points under it; an edge with a constant
/// width, a centre with a width that is a multiple of the superview's, are placed too. Where an
/// axis is still not determined, the view's `intrinsicContentSize` (a label's text) gives its
/// size. Required constraints are applied first, then optional ones where they agree with them;
/// a required constraint that contradicts the others is broken: ignored, with UIKit's console
/// message "Unable to simultaneously satisfy constraints." written to standard error.
/// Inequalities, edges with a multiplier, baselines and constraints to views further than a
/// sibling are recorded but not laid out; a view they alone would place keeps its frame. The
/// article "Differences from UIKit" has the whole model and its limits.
///
/// The frames are computed when a constraint is activated or deactivated, when its
/// ``constant`` or a view's `translatesAutoresizingMaskIntoConstraints` changes, in a view's
/// `layoutSubviews()` (`layoutIfNeeded()`), and when a controller's view is sized as it appears
/// (a window's root, a pushed or a presented controller); the article "The object model" says
/// what is computed where.
///
/// Activating a constraint whose items have no common ancestor raises `NSGenericException`, as
/// UIKit does, and activates nothing of that call.
@preconcurrency @MainActor
public class NSLayoutConstraint: CustomStringConvertible {
  /// The layout attributes a constraint relates, as `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Hashable, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: the left one in left-to-right text, the only direction here.
    case leading
    /// The trailing edge: the right one in left-to-right text.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text.
    case lastBaseline
    /// The baseline of the first line of text.
    case firstBaseline = 12
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0
  }

  /// How a constraint's two sides relate, as `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Hashable, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// An axis of layout, as `NSLayoutConstraint.Axis`: a stack view's ``UIStackView/axis``.
  public enum Axis: Int, Hashable, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The first item: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the first side relates to the second.
  public let relation: Relation
  /// The second item, or `nil` for a constraint to a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute; `.notAnAttribute` for a constraint to a constant.
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// A name for the constraint, shown in its description.
  public var identifier: String?
  /// The priority, `.required` by default. Layout applies the required constraints first, then
  /// the optional ones where they agree with them; their order among themselves is not kept.
  public var priority = UILayoutPriority.required

  /// Whether layout has reported this constraint as broken, so that it is reported once.
  var isReportedUnsatisfiable = false

  /// The constant added to the second side. Changing it on an active constraint lays out the
  /// views it pins again.
  public var constant: CGFloat {
    didSet {
      guard isActive, constant != oldValue else { return }
      AutoLayoutPins.constraintsChanged([self])
    }
  }

  /// Whether the constraint takes part in layout. Setting it activates or deactivates the
  /// constraint alone, as ``activate(_:)`` and ``deactivate(_:)`` do.
  public var isActive: Bool {
    get { AutoLayoutPins.isActive(self) }
    set {
      if newValue {
        Self.activate([self])
      } else {
        Self.deactivate([self])
      }
    }
  }

  /// A constraint `item1.attr1 relation item2.attr2 × multiplier + constant`, inactive, as
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// - Parameters:
  ///   - view1: The first item: a view or a layout guide.
  ///   - attr1: Its attribute.
  ///   - relation: How the sides relate.
  ///   - view2: The second item, or `nil` for a constant.
  ///   - attr2: Its attribute.
  ///   - multiplier: The factor applied to the second attribute.
  ///   - c: The constant.
  /// - Complexity: O(1).
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
      multiplier: multiplier, constant: c)
  }

  /// The designated initializer the anchors use.
  init(
    first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
    _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = first
    firstAttribute = attr1
    self.relation = relation
    secondItem = second
    secondAttribute = second == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates each constraint, as `NSLayoutConstraint.activate(_:)`, then lays out the views
  /// they pin.
  ///
  /// When the two items of a constraint have no common ancestor, UIKit raises: this reports
  /// `NSGenericException` for the first such constraint and activates none of `constraints`.
  ///
  /// - Parameter constraints: The constraints to activate.
  /// - Complexity: O(*k* *d* + *v*), where *k* is the number of constraints, *d* the depth of
  ///   their views and *v* the number of views under the views they pin.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      if let exception = constraint.missingCommonAncestor() {
        exception.raise()
        return
      }
    }
    AutoLayoutPins.activate(constraints)
  }

  /// Deactivates each constraint, as `NSLayoutConstraint.deactivate(_:)`, then lays out the
  /// views they pinned. A view keeps the frame it has where nothing pins it any more.
  ///
  /// - Parameter constraints: The constraints to deactivate.
  /// - Complexity: O(*k* *c* + *v*), where *k* is the number of constraints, *c* the number of
  ///   active constraints of their views and *v* the number of views under those views.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    AutoLayoutPins.deactivate(constraints)
  }

  /// The constraint as UIKit's debugger shows it, roughly:
  /// `<NSLayoutConstraint:0x… ListBinding.View:0x….top == ListBinding.View:0x….top + 8>`.
  nonisolated public var description: String {
    MainActor.assumeIsolated {
      var text = "<NSLayoutConstraint:\(Self.address(self)) "
      if let identifier { text += "'\(identifier)' " }
      text += Self.side(firstItem, firstAttribute) + " \(relation.symbol) "
      var right: [String] = []
      if secondItem != nil {
        let second = Self.side(secondItem, secondAttribute)
        right.append(multiplier == 1 ? second : "\(multiplier)*\(second)")
      }
      if constant != 0 || right.isEmpty {
        right.append(
          right.isEmpty ? "\(constant)" : (constant < 0 ? "- \(-constant)" : "+ \(constant)"))
      }
      return text + right.joined(separator: " ") + ">"
    }
  }

  /// `NSGenericException` when the items have no common ancestor; `nil` when they have one,
  /// or the constraint has one item (or an item is gone).
  private func missingCommonAncestor() -> UIKitException? {
    guard let first = firstItem, let second = secondItem,
      let firstView = AutoLayoutPins.view(of: first),
      let secondView = AutoLayoutPins.view(of: second)
    else { return nil }
    // The usual constraints: a view and itself, its superview, or a sibling.
    if firstView === secondView || firstView.treeSuperview === secondView
      || secondView.treeSuperview === firstView
      || (firstView.treeSuperview != nil && firstView.treeSuperview === secondView.treeSuperview)
    {
      return nil
    }
    var ancestors = Set<ObjectIdentifier>()
    var node: View? = firstView
    while let current = node {
      ancestors.insert(ObjectIdentifier(current))
      node = current.treeSuperview
    }
    node = secondView
    while let current = node {
      if ancestors.contains(ObjectIdentifier(current)) { return nil }
      node = current.treeSuperview
    }
    return UIKitException(
      name: .genericException,
      reason: "Unable to activate constraint with anchors \(Self.anchor(first, firstAttribute)) "
        + "and \(Self.anchor(second, secondAttribute)) because they have no common ancestor.  "
        + "Does the constraint or its anchors reference items in different view hierarchies?  "
        + "That's illegal.")
  }

  /// An object's address, as `0x…`.
  static func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
  }

  /// `Module.Type:0x….attribute`.
  private static func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
    guard let item else { return "nil.\(attribute)" }
    return "\(String(reflecting: type(of: item))):\(address(item)).\(attribute)"
  }

  /// An anchor as UIKit names it in a message: `<NSLayoutYAxisAnchor:0x… "Type:0x….top">`.
  private static func anchor(_ item: AnyObject, _ attribute: Attribute) -> String {
    let kind: String
    switch attribute {
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: kind = "NSLayoutYAxisAnchor"
    case .width, .height: kind = "NSLayoutDimension"
    default: kind = "NSLayoutXAxisAnchor"
    }
    return "<\(kind):\(address(item)) \"\(side(item, attribute))\">"
  }
}

extension NSLayoutConstraint.Relation {
  /// The relation as a constraint's description writes it.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
