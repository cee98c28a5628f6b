import Foundation
import ListBinding

// UIKit's Auto Layout members of `UIView`, on ListBinding's `View` (which `UIView` is): an
// extension of the face, so that ListBinding's own users do not see them. Their state lives in
// `AutoLayoutPins`' side table. Recorded, not solved: see `NSLayoutConstraint`.

extension View {
  /// Whether the view's frame is turned into constraints, as UIKit's
  /// `translatesAutoresizingMaskIntoConstraints`; `true` by default.
  ///
  /// Set it to `false`, as UIKit code does before constraining a view: only then do
  /// constraints pinning the view's edges to its superview set its frame.
  ///
  /// - Complexity: O(1) expected to read; setting it lays out the view and the views under it.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { AutoLayoutPins.entries.existing(self)?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      AutoLayoutPins.entries[self].translatesAutoresizingMask = newValue
      AutoLayoutPins.layOut(from: self)
    }
  }

  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The view's leading edge: its left edge, in left-to-right text.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The view's trailing edge: its right edge, in left-to-right text.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .right)
  }
  /// The view's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The view's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The baseline of the first line of the view's text. Recorded only.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of the view's text. Recorded only.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }

  /// The part of the view no bar covers, as `UIView.safeAreaLayoutGuide`: the view's bounds
  /// inset by its ``safeAreaInsets``, so that a view pinned to the guide's top sits below a
  /// navigation bar. The same guide each time.
  ///
  /// - Complexity: O(1) expected.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = AutoLayoutPins.entries.existing(self)?.safeArea { return guide }
    let guide = UILayoutGuide(kind: .safeArea, owningView: self)
    AutoLayoutPins.entries[self].safeArea = guide
    return guide
  }

  /// The view's bounds inset by its `layoutMargins`, as `UIView.layoutMarginsGuide`. The
  /// same guide each time.
  ///
  /// - Complexity: O(1) expected.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = AutoLayoutPins.entries.existing(self)?.margins { return guide }
    let guide = UILayoutGuide(kind: .margins, owningView: self)
    AutoLayoutPins.entries[self].margins = guide
    return guide
  }

  /// Activates a constraint, as `UIView.addConstraint(_:)`: ``NSLayoutConstraint/activate(_:)``
  /// of the one constraint.
  ///
  /// - Parameter constraint: The constraint.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.activate([constraint])
  }

  /// Activates constraints, as `UIView.addConstraints(_:)`.
  ///
  /// - Parameter constraints: The constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates a constraint, as `UIView.removeConstraint(_:)`.
  ///
  /// - Parameter constraint: The constraint.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.deactivate([constraint])
  }

  /// Deactivates constraints, as `UIView.removeConstraints(_:)`.
  ///
  /// - Parameter constraints: The constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// The priority with which the view resists growing beyond its content's size on an axis,
  /// as `UIView.contentHuggingPriority(for:)`: `.defaultLow` unless set. Recorded only.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    AutoLayoutPins.entries.existing(self)?.hugging[axis] ?? .defaultLow
  }

  /// Sets the view's content hugging priority on an axis, as
  /// `UIView.setContentHuggingPriority(_:for:)`. Recorded only.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    AutoLayoutPins.entries[self].hugging[axis] = priority
  }

  /// The priority with which the view resists shrinking below its content's size on an axis,
  /// as `UIView.contentCompressionResistancePriority(for:)`: `.defaultHigh` unless set.
  /// Recorded only.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    AutoLayoutPins.entries.existing(self)?.compressionResistance[axis] ?? .defaultHigh
  }

  /// Sets the view's content compression resistance priority on an axis, as
  /// `UIView.setContentCompressionResistancePriority(_:for:)`. Recorded only.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    AutoLayoutPins.entries[self].compressionResistance[axis] = priority
  }
}
