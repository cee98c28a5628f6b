import Foundation
import ListBinding

/// The face's constraint layout of one view's subviews: a propagation of equalities, not a
/// general linear solver.
///
/// The model, per axis (horizontal, vertical) of each subview that does not translate its
/// autoresizing mask: four values, its *start* (leading/left, top), *end* (trailing/right,
/// bottom), *center* and *size* (width, height), any two of which determine the others. Known
/// values come from the superview's bounds, its `safeAreaLayoutGuide` and `layoutMarginsGuide`,
/// the frames of siblings that translate their autoresizing mask, and the determined values of
/// the other subviews. Each active constraint of relation `.equal` whose items are those (an
/// edge or centre with multiplier 1, a width or height with any multiplier, a constant width or
/// height) sets one side from the other once the other is known: a view pinned below a sibling
/// (`b.top == a.bottom + 20`) is placed once the sibling is.
///
/// The order: required constraints first, to a fixpoint; then the optional ones (priority below
/// 1000), to a fixpoint, each applied unless it contradicts what is known (then, as UIKit, it is
/// left unsatisfied); then, for a view whose axis is still not determined, its
/// `intrinsicContentSize` on that axis (a label's text, see `UILabel`) is taken as its size —
/// horizontal before vertical, a label's height wrapped at its width when its width is
/// determined — first for views no pending constraint could still place, else for the first
/// such view in subview order, and the propagation starts again. Each fixpoint takes at most one
/// pass more than the values it can set (8 a view), each pass O(*c*) over the constraints.
///
/// A required constraint that contradicts what is known is broken, as UIKit breaks one of a set
/// of conflicting constraints: it is ignored, and UIKit's console message "Unable to
/// simultaneously satisfy constraints." is written to standard error, once per constraint.
/// Which one is broken (*assumed*): the one the propagation reaches last, in the order the
/// constraints were activated, pass by pass; UIKit chooses by its own rules.
///
/// A solver made with ``init(measuring:width:depth:)`` measures instead: the superview is one
/// more node, with its width given and its top at 0, and its height what its constraints and
/// its subviews' give (see ``measuredHeight()``), as UIKit's `systemLayoutSizeFitting(_:)`
/// measures a self-sizing cell's content view. Its margins guide is then its bounds inset by its
/// `layoutMargins`, a value that follows the superview's height. When the equalities leave the
/// height open, the inequalities that keep its bottom below subviews already placed give the
/// lowest bottom they allow, as a compressed fitting size does. A view whose height is still
/// open when its width is known takes the height ``ConstraintFitting`` measures: a label's text
/// wrapped at that width, a stack view's arranged subviews, or the height its own subviews'
/// constraints determine (a measure of its own, at most ``ConstraintFitting/depthLimit`` levels
/// deep).
///
/// Not modelled (the view keeps its frame on that axis, or what its known values give):
/// inequalities, edges or centres with a multiplier other than 1, baselines, guides of the
/// subviews, items further away than siblings, and systems that need solving together (two
/// unknowns tied by each other only). A view with one value on an axis is placed as before:
/// by that value and the frame's current length.
@MainActor
struct AutoLayoutSolver {
  /// What a constraint's item is to this layout.
  enum Term {
    /// A rect that does not move: the superview's bounds, one of its guides, a sibling that
    /// translates its autoresizing mask.
    case fixed(CGRect)
    /// The subview at this index of ``nodes``.
    case node(Int)
    /// A guide of the measured superview, the node at this index: its values are the
    /// superview's, moved in by the insets.
    case inset(Int, UIEdgeInsets)
  }

  /// What became of a constraint.
  private enum State {
    case pending, done
  }

  let superview: View
  /// The subviews laid out: those that do not translate their autoresizing mask.
  let nodes: [View]
  private var index: [ObjectIdentifier: Int] = [:]
  /// The values of each node, horizontal then vertical.
  var axes: [[Axis]]
  /// The constraints, each once, in the order of the nodes and of their activation.
  private var constraints: [NSLayoutConstraint] = []
  private var states: [State] = []
  /// The inequalities of the nodes, while measuring: the ones that bound the superview's bottom.
  var inequalities: [NSLayoutConstraint] = []
  /// The node of the superview while measuring it, else `nil`.
  let measured: Int?
  /// How many measures this one is inside (0 for a layout or the outermost measure).
  private let depth: Int
  /// The heights ``ConstraintFitting`` measured for nodes, with the width each was measured at.
  private var measuredHeights: [Int: (width: CGFloat, height: CGFloat?)] = [:]
  /// The subviews that follow the measured superview, inset (see ``follow(_:insets:)``).
  private var followers: [ObjectIdentifier: UIEdgeInsets] = [:]

  /// A solver for `superview`'s subviews.
  init(superview: View) {
    self.init(superview: superview, measuringWidth: nil, depth: 0)
  }

  init(superview: View, measuringWidth width: CGFloat?, depth: Int) {
    self.superview = superview
    self.depth = depth
    var nodes: [View] = []
    for subview in superview.subviews {
      guard let entry = AutoLayoutPins.entries.existing(subview),
        !entry.translatesAutoresizingMask
      else { continue }
      nodes.append(subview)
    }
    axes = Array(repeating: [Axis(), Axis()], count: nodes.count)
    if let width {
      measured = nodes.count
      nodes.append(superview)
      var horizontal = Axis()
      horizontal.known[Edge.start.rawValue] = 0
      horizontal.known[Edge.size.rawValue] = width
      var vertical = Axis()
      vertical.known[Edge.start.rawValue] = 0
      axes.append([horizontal, vertical])
    } else {
      measured = nil
    }
    self.nodes = nodes
    var seen = Set<ObjectIdentifier>()
    for (position, node) in nodes.enumerated() {
      index[ObjectIdentifier(node)] = position
      for constraint in AutoLayoutPins.entries.existing(node)?.active ?? []
      where seen.insert(ObjectIdentifier(constraint)).inserted {
        if constraint.relation == .equal {
          constraints.append(constraint)
        } else if measured != nil {
          inequalities.append(constraint)
        }
      }
    }
    states = Array(repeating: .pending, count: constraints.count)
  }

  /// Computes the frames of the subviews and sets those that changed.
  ///
  /// - Returns: The subviews whose frames changed.
  /// - Complexity: O(*c* × *v*) per round, at most 2*v* + 2 rounds, where *c* is the number of
  ///   the subviews' equality constraints and *v* the number of subviews laid out; a few passes
  ///   in practice.
  mutating func solve() -> [View] {
    guard !nodes.isEmpty else { return [] }
    propagateAll()
    var changed: [View] = []
    for (position, node) in nodes.enumerated() where position != measured {
      let (x, width) = axes[position][0].resolve(origin: node.frame.minX, length: node.frame.width)
      let (y, height) = axes[position][1].resolve(
        origin: node.frame.minY, length: node.frame.height)
      // Huge constants can still sum past the largest value: such a frame is not set.
      guard [x, y, width, height].allSatisfy(\.isFinite) else { continue }
      let frame = CGRect(x: x, y: y, width: width, height: height)
      if frame != node.frame {
        node.frame = frame
        changed.append(node)
      }
    }
    return changed
  }

  /// Makes `subview`, one that translates its autoresizing mask, follow the measured
  /// superview, inset by `insets`, rather than keep its frame: a cell's content view, which
  /// fills the cell, while the cell is measured. Does nothing in a solver that lays out.
  ///
  /// - Complexity: O(1) expected.
  mutating func follow(_ subview: View, insets: UIEdgeInsets) {
    guard measured != nil, subview.superview === superview,
      index[ObjectIdentifier(subview)] == nil
    else { return }
    followers[ObjectIdentifier(subview)] = insets
  }

  /// Propagates the required constraints, then the optional ones, then takes intrinsic sizes
  /// one at a time, propagating again after each, until no value is left to set.
  ///
  /// - Complexity: O(*c* × *v*) per round, at most 2*v* + 2 rounds (see ``solve()``).
  mutating func propagateAll() {
    propagate(requiredOnly: true)
    propagate(requiredOnly: false)
    var rounds = 0
    while rounds < 2 * nodes.count, takeIntrinsicSize() {
      rounds += 1
      propagate(requiredOnly: false)
    }
  }

  /// Applies the pending constraints until none sets a value.
  private mutating func propagate(requiredOnly: Bool) {
    let limit = 8 * nodes.count + 1
    var passes = 0
    var progress = true
    while progress, passes < limit {
      progress = false
      passes += 1
      for position in constraints.indices where states[position] == .pending {
        let constraint = constraints[position]
        if requiredOnly, constraint.priority != .required { continue }
        if apply(constraint) {
          states[position] = .done
          progress = true
        }
      }
    }
  }

  /// Sets one side of `constraint` from the other when the other is known.
  ///
  /// - Returns: Whether the constraint is done with: applied, satisfied, broken, or of a kind
  ///   this layout does not compute.
  private mutating func apply(_ constraint: NSLayoutConstraint) -> Bool {
    guard let firstItem = constraint.firstItem, let first = term(firstItem),
      let firstPlace = place(constraint.firstAttribute)
    else { return true }
    let multiplier = constraint.multiplier
    let constant = constraint.constant
    guard multiplier.isFinite, constant.isFinite else { return true }
    guard let secondItem = constraint.secondItem else {
      // A constant width or height.
      guard firstPlace.edge == .size else { return true }
      return settle(first, firstPlace, to: constant, by: constraint)
    }
    guard let second = term(secondItem), let secondPlace = place(constraint.secondAttribute)
    else { return true }
    if case .fixed = first, case .fixed = second { return true }
    let isDimension = firstPlace.edge == .size && secondPlace.edge == .size
    if !isDimension {
      guard firstPlace.edge != .size, secondPlace.edge != .size,
        firstPlace.axis == secondPlace.axis, multiplier == 1
      else { return true }
    }
    if let other = value(second, secondPlace) {
      return settle(first, firstPlace, to: other * multiplier + constant, by: constraint)
    }
    guard let own = value(first, firstPlace), multiplier != 0 else { return false }
    return settle(second, secondPlace, to: (own - constant) / multiplier, by: constraint)
  }

  /// Sets `place` of `term` to `target`, or checks it against the value known.
  ///
  /// - Returns: `true`: the constraint is done with.
  private mutating func settle(
    _ term: Term, _ place: (axis: Int, edge: Edge), to target: CGFloat,
    by constraint: NSLayoutConstraint
  ) -> Bool {
    guard target.isFinite else { return true }
    if case .inset(let position, let insets) = term {
      return settle(
        .node(position), place, to: target - Self.offset(insets, place), by: constraint)
    }
    if let known = value(term, place) {
      let tolerance = 1e-6 * max(1, abs(known), abs(target))
      if abs(known - target) > tolerance { breakConstraint(constraint) }
      return true
    }
    guard case .node(let position) = term else { return true }
    axes[position][place.axis].known[place.edge.rawValue] = target
    return true
  }

  /// Leaves a constraint that contradicts what is known unsatisfied; a required one is
  /// reported as UIKit's console reports it.
  private func breakConstraint(_ constraint: NSLayoutConstraint) {
    // A measure reports nothing: the layout that follows it breaks the same constraint.
    guard measured == nil, constraint.priority == .required, !constraint.isReportedUnsatisfiable
    else { return }
    constraint.isReportedUnsatisfiable = true
    let message =
      "Unable to simultaneously satisfy constraints.\n"
      + "Will attempt to recover by breaking constraint \n\(constraint)\n"
    FileHandle.standardError.write(Data(message.utf8))
  }

  /// Takes the intrinsic content size of a view whose axis is not determined.
  ///
  /// - Returns: Whether a size was taken.
  private mutating func takeIntrinsicSize() -> Bool {
    for axis in 0..<2 {
      var candidates: [Int] = []
      for position in nodes.indices
      where position != measured && !axes[position][axis].isDetermined
        && axes[position][axis].known[3] == nil
        && intrinsicLength(of: position, axis: axis) != nil
      {
        candidates.append(position)
      }
      guard !candidates.isEmpty else { continue }
      let free = candidates.filter { !hasPendingConstraint(on: $0, axis: axis) }
      for position in free.isEmpty ? [candidates[0]] : free {
        axes[position][axis].known[3] = intrinsicLength(of: position, axis: axis)
      }
      return true
    }
    return false
  }

  /// The intrinsic length of a node on an axis; once its width is determined, its height is
  /// the one ``ConstraintFitting`` measures at that width (a label's text wrapped at it).
  private mutating func intrinsicLength(of position: Int, axis: Int) -> CGFloat? {
    let node = nodes[position]
    if axis == 1, let width = axes[position][0].value(.size),
      axes[position][0].isDetermined || axes[position][0].known[3] != nil
    {
      if let measure = measuredHeights[position], measure.width == width { return measure.height }
      let height = ConstraintFitting.height(of: node, atWidth: width, depth: depth + 1)
      measuredHeights[position] = (width, height)
      return height
    }
    if let stack = node as? UIStackView, depth < ConstraintFitting.depthLimit {
      // A stack's arranged subviews size it, as the constraints UIKit makes for them do.
      let size = StackLayout.naturalSize(of: stack, depth: depth + 1)
      return axis == 0 ? size.width : size.height
    }
    let size = node.intrinsicContentSize
    let length = axis == 0 ? size.width : size.height
    return length.isFinite && length >= 0 ? length : nil
  }

  /// Whether a pending constraint could still set a value of the node's axis.
  private func hasPendingConstraint(on position: Int, axis: Int) -> Bool {
    let node = nodes[position]
    for (number, constraint) in constraints.enumerated() where states[number] == .pending {
      for (item, attribute) in [
        (constraint.firstItem, constraint.firstAttribute),
        (constraint.secondItem, constraint.secondAttribute),
      ] where item === node && place(attribute)?.axis == axis {
        return true
      }
    }
    return false
  }

  /// What `item` is to this layout, or `nil` when it is out of its reach.
  func term(_ item: AnyObject) -> Term? {
    if item === superview { return measured.map(Term.node) ?? .fixed(superview.bounds) }
    if let guide = item as? UILayoutGuide {
      guard guide.owningView === superview else { return nil }
      guard let measured else { return .fixed(guide.layoutFrame) }
      switch guide.kind {
      case .margins: return .inset(measured, superview.layoutMargins)
      case .safeArea: return .inset(measured, superview.safeAreaInsets)
      case .custom: return .inset(measured, .zero)
      }
    }
    guard let view = item as? View, view.superview === superview else { return nil }
    if let position = index[ObjectIdentifier(view)] { return .node(position) }
    if let measured, let insets = followers[ObjectIdentifier(view)] {
      return .inset(measured, insets)
    }
    return .fixed(view.frame)
  }

  /// The value of `place` of `term`, when known.
  func value(_ term: Term, _ place: (axis: Int, edge: Edge)) -> CGFloat? {
    switch term {
    case .fixed(let rect):
      switch (place.axis, place.edge) {
      case (0, .start): return rect.minX
      case (0, .end): return rect.maxX
      case (0, .center): return rect.midX
      case (0, .size): return rect.width
      case (_, .start): return rect.minY
      case (_, .end): return rect.maxY
      case (_, .center): return rect.midY
      case (_, .size): return rect.height
      }
    case .node(let position):
      return axes[position][place.axis].value(place.edge)
    case .inset(let position, let insets):
      return axes[position][place.axis].value(place.edge).map { $0 + Self.offset(insets, place) }
    }
  }

  /// How far a value of a guide inset by `insets` lies from the same value of its view.
  private static func offset(_ insets: UIEdgeInsets, _ place: (axis: Int, edge: Edge)) -> CGFloat {
    let (leading, trailing) =
      place.axis == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
    switch place.edge {
    case .start: return leading
    case .end: return -trailing
    case .center: return (leading - trailing) / 2
    case .size: return -(leading + trailing)
    }
  }

  /// The axis (0 horizontal, 1 vertical) and value an attribute names; `nil` for baselines.
  func place(_ attribute: NSLayoutConstraint.Attribute) -> (axis: Int, edge: Edge)? {
    switch attribute {
    case .left, .leading: return (0, .start)
    case .right, .trailing: return (0, .end)
    case .centerX: return (0, .center)
    case .width: return (0, .size)
    case .top: return (1, .start)
    case .bottom: return (1, .end)
    case .centerY: return (1, .center)
    case .height: return (1, .size)
    case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
    }
  }
}
