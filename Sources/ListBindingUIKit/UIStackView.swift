import Foundation
import ListBinding

/// A view that arranges its subviews in a row or a column, as UIKit's `UIStackView`.
///
/// Its default `layoutSubviews()` sets the frames of its visible arranged subviews, as UIKit's
/// stack does through the constraints it makes: one after another along the ``axis``,
/// ``spacing`` apart (or the gap ``setCustomSpacing(_:after:)`` set), sized along the axis by
/// the ``distribution`` from their intrinsic content sizes and their own width and height
/// constraints, placed across it by the ``alignment``, within the layout margins with
/// ``isLayoutMarginsRelativeArrangement``; a hidden arranged view takes no room. The layout
/// runs where any view's does: in a layout pass (``ListBinding/View/layoutIfNeeded()``, a
/// table displaying the cell the stack is in), and when constraints pinning the stack are
/// activated. Changing a setting or the arranged subviews marks the stack as needing layout.
/// Where Auto Layout's priorities decide on iOS, the face follows a rule of its own (the view
/// of the lowest hugging priority takes the room left over, the first of those that tie;
/// baselines count as top and bottom edges): see the "Differences from UIKit" article.
///
/// A stack whose size its constraints leave open takes the size its arranged subviews give
/// it (their lengths and the gaps along the axis, the largest across it), as a self-sizing
/// row's content view measures it. Its subviews are drawn in their order by the text renderer:
/// one after another on a line in a horizontal stack, each on a line of its own in a vertical
/// one, as the stack shows them on a screen.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How a stack sizes its arranged subviews along its axis, as
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Hashable, Sendable {
    /// The views fill the axis; one stretches or shrinks by its priorities.
    case fill
    /// The views fill the axis at equal sizes.
    case fillEqually
    /// The views fill the axis in proportion to their sizes.
    case fillProportionally
    /// Equal gaps between the views.
    case equalSpacing
    /// Equal distances between the views' centres.
    case equalCentering
  }

  /// How a stack places its arranged subviews across its axis, as `UIStackView.Alignment`.
  public enum Alignment: Int, Hashable, Sendable {
    /// The views fill the stack across the axis.
    case fill
    /// Along the leading edge (a vertical stack).
    case leading
    /// Along the first baseline (a horizontal stack).
    case firstBaseline
    /// Centred.
    case center
    /// Along the trailing edge (a vertical stack).
    case trailing
    /// Along the last baseline (a horizontal stack).
    case lastBaseline

    /// Along the top edge (a horizontal stack): the same as ``leading``.
    public static let top = Alignment.leading
    /// Along the bottom edge (a horizontal stack): the same as ``trailing``.
    public static let bottom = Alignment.trailing
  }

  /// The value of ``customSpacing(after:)`` for a view with no custom spacing: the stack's
  /// ``spacing`` applies.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// A spacing that asks for the system's spacing between two views.
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// Whether the stack runs horizontally (the default) or vertically. A vertical stack's
  /// subviews are drawn each on a line of its own.
  public var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { setNeedsLayout() }
  }

  /// Whether renderers start a line for each subview: when the stack is vertical.
  ///
  /// - Complexity: O(1).
  open override var drawsSubviewsOnSeparateLines: Bool { axis == .vertical }
  /// How the arranged subviews share the axis; `.fill` by default.
  public var distribution = Distribution.fill {
    didSet { setNeedsLayout() }
  }
  /// How the arranged subviews sit across the axis; `.fill` by default.
  public var alignment = Alignment.fill {
    didSet { setNeedsLayout() }
  }
  /// The gap between adjacent arranged subviews, in points; 0 by default.
  public var spacing: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }
  /// Whether the views are spaced from their text baselines; `false` by default. Recorded: the
  /// face has no baselines, so the views are spaced from their edges.
  public var isBaselineRelativeArrangement = false {
    didSet { setNeedsLayout() }
  }
  /// Whether the views are laid out within the stack's layout margins (``ListBinding/View/layoutMargins``)
  /// rather than its bounds; `false` by default.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { setNeedsLayout() }
  }

  private var arranged: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// A stack view with a frame and no arranged subviews.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    AutoLayoutPins.installLayout()
  }

  /// A stack view from an archive, as UIKit declares it (not failable): there are no archives
  /// here, so it is an empty stack with a zero frame.
  ///
  /// - Parameter coder: Not read.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    AutoLayoutPins.installLayout()
  }

  /// A stack view arranging `views`, in order, as `UIStackView(arrangedSubviews:)`.
  ///
  /// - Parameter views: The views to arrange.
  /// - Complexity: O(*n* *m*), where *n* is the number of views and *m* the number of
  ///   subviews of their previous superviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The views the stack arranges, in order; each is also a subview. A view removed from the
  /// stack (`removeFromSuperview()`) leaves this list too, as in UIKit.
  ///
  /// - Complexity: O(*n*), where *n* is the number of arranged views.
  public var arrangedSubviews: [UIView] {
    arranged.filter { $0.superview === self }
  }

  /// Adds a view at the end of the arranged subviews, and as a subview if it is not one yet;
  /// a view already a subview keeps its place among the subviews, as UIKit documents.
  ///
  /// - Parameter view: The view to arrange.
  /// - Complexity: O(*n*), where *n* is the number of arranged views.
  open func addArrangedSubview(_ view: UIView) {
    insert(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arranged subviews at `stackIndex`, and as a subview if it is not
  /// one yet. A view already arranged moves to `stackIndex`.
  ///
  /// An index beyond the number of arranged views raises
  /// `NSInternalInconsistencyException`, as UIKit documents, and changes nothing.
  ///
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: Its index among the arranged views, 0 to their count.
  /// - Complexity: O(*n*), where *n* is the number of arranged views.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    let count = arrangedSubviews.count
    guard (0...count).contains(stackIndex) else {
      UIKitException(
        name: .internalInconsistencyException,
        reason: "Index \(stackIndex) out of bounds for arranged subviews [0 .. \(count)]"
      ).raise()
      return
    }
    insert(view, at: stackIndex)
  }

  /// Stops arranging a view; it stays a subview, as UIKit documents (call
  /// `removeFromSuperview()` to remove it).
  ///
  /// - Parameter view: The view.
  /// - Complexity: O(*n*), where *n* is the number of arranged views.
  open func removeArrangedSubview(_ view: UIView) {
    arranged = arrangedSubviews.filter { $0 !== view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// Sets the gap after one arranged view, in place of ``spacing``.
  ///
  /// - Parameters:
  ///   - spacing: The gap, in points.
  ///   - arrangedSubview: The view it follows.
  /// - Complexity: O(*n*), where *n* is the number of arranged views.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    setNeedsLayout()
  }

  /// The gap after one arranged view set by ``setCustomSpacing(_:after:)``, else
  /// ``spacingUseDefault``.
  ///
  /// - Parameter arrangedSubview: The view.
  /// - Returns: The gap, in points.
  /// - Complexity: O(*n*), where *n* is the number of arranged views.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
      return Self.spacingUseDefault
    }
    return customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Arranges `view` at `index` of the arranged views (clamped once the view left its old
  /// place), adding it as a subview if it is not one.
  private func insert(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    var views = arrangedSubviews.filter { $0 !== view }
    if views.count == arrangedSubviews.count { customSpacings[ObjectIdentifier(view)] = nil }
    views.insert(view, at: min(index, views.count))
    if view.superview !== self { addSubview(view) }
    guard view.superview === self else { return }
    arranged = views
    setNeedsLayout()
  }
}
