import Foundation

/// A node of a view tree: the common base of ``Label``, ``Button``, cells and ``TableView``.
///
/// Views lay nothing out: they hold subviews in order, can be hidden or made transparent, and
/// describe what they show to renderers through ``renderedElements()``. UIKit's appearance
/// settings (``backgroundColor``, ``tintColor``, ``layoutMargins``) are kept for your code. A
/// ``frame`` is kept, for the few places the table reads a view's size from it, as UIKit does.
///
/// A view is a ``Responder``, as a `UIView` is a `UIResponder`: its ``next`` is the object that
/// manages it (``managingResponder``), else its superview.
@preconcurrency @MainActor
open class View: Responder {
  /// The view's subviews, in the order they were added.
  public private(set) var subviews: [View] = []

  /// The view this view was added to, if any, as `UIView.superview`; for a cell a table
  /// displays, the table (see ``TableViewCell``), although the cell is not among its subviews.
  ///
  /// - Complexity: O(1) expected.
  public var superview: View? { parentView ?? displayingView }

  /// The view this view was added to, if any: the link of the view tree, which the views read
  /// internally rather than ``superview``.
  weak var parentView: View?

  /// The view that shows this view without holding it as a subview: `nil`, but for a cell a
  /// table displays. It is the view's ``superview`` when it has no ``parentView``.
  var displayingView: View? { nil }

  /// The object that manages the view, held weakly, or `nil`, the default: the controller
  /// whose root view this is. It is the view's ``next`` responder, in place of its superview, as
  /// a `UIView` answers "the view controller that manages it (if it has one)".
  ///
  /// ``TableViewController`` sets it on its table; ListBindingUIKit's `UIViewController` on its
  /// view when the view is loaded or assigned, and clears it when the view is replaced. UIKit
  /// has no such property: code ported from UIKit does not set it.
  ///
  /// - Complexity: O(1) to read or set.
  public weak var managingResponder: Responder?

  /// The responder after this view, as `UIView.next`: its ``managingResponder`` when it has
  /// one, else its superview, else `nil`; a cell a table displays answers its table (see
  /// ``TableViewCell``). A subclass may override it, as in UIKit.
  ///
  /// - Complexity: O(1).
  open override var next: Responder? { managingResponder ?? parentView }

  /// Whether the view is hidden. A hidden view and its subviews are not rendered.
  public var isHidden = false

  /// The view's frame in its superview's coordinates, as `UIView.frame`. Views lay nothing out
  /// by it; the table reads the height of its ``TableView/tableHeaderView`` and
  /// ``TableView/tableFooterView`` from it, as UIKit does. A subclass may override it (to
  /// watch it with `didSet`, as UIKit code does), calling `super`.
  ///
  /// A new size marks the view as needing layout (see ``setNeedsLayout()``), as in UIKit, and
  /// is told to the ``sizeChangeObserver``.
  open var frame = CGRect.zero {
    didSet {
      guard frame.size != oldValue.size else { return }
      hasPendingLayout = true
      Self.sizeChangeObserver?(self, oldValue.size)
    }
  }

  /// What a view calls when its ``frame``'s size changes, with the view and its old size, or
  /// `nil`, the default, for nothing: an extension point for resizing subviews with their
  /// superview. ListBindingUIKit installs one when an `autoresizingMask` is first set: it
  /// resizes the view's subviews by their masks at once, as UIKit does when a view's bounds
  /// change.
  ///
  /// - Complexity: O(1) to read or set.
  public static var sizeChangeObserver: (@MainActor (View, CGSize) -> Void)?

  /// Whether the view needs layout: the next ``layoutIfNeeded()`` that reaches it calls its
  /// ``layoutSubviews()``. A new view needs layout.
  var hasPendingLayout = true

  /// The view's own rect, as `UIView.bounds`: at the origin, with the ``frame``'s size. A
  /// ``TableView``'s origin is its ``TableView/contentOffset``, as a scroll view's.
  ///
  /// - Complexity: O(1).
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The size that fits the view's content within `size`, as `UIView.sizeThatFits(_:)`: by
  /// default the view's current size, as UIKit documents. Views lay nothing out; subclasses
  /// that size themselves override it, and ``sizeToFit()`` takes what it answers.
  ///
  /// - Parameter size: The size the view may take.
  /// - Returns: The size that fits.
  /// - Complexity: O(1) for the default.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin, as
  /// `UIView.sizeToFit()`.
  ///
  /// - Complexity: That of ``sizeThatFits(_:)``.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The size the view's content needs, as `UIView.intrinsicContentSize`: by default
  /// ``noIntrinsicMetric`` in both dimensions. A ``Label`` measures its text; ListBindingUIKit's
  /// constraint layout gives a view whose constraints leave an axis undetermined this size on
  /// that axis.
  ///
  /// - Complexity: O(1) for the default.
  open var intrinsicContentSize: CGSize {
    CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  /// Tells the view its ``intrinsicContentSize`` changed, as
  /// `UIView.invalidateIntrinsicContentSize()`: nothing is laid out by it, so it does nothing.
  ///
  /// - Complexity: O(1).
  open func invalidateIntrinsicContentSize() {}

  /// The value of a dimension of ``intrinsicContentSize`` a view does not have, as
  /// `UIView.noIntrinsicMetric`: -1.
  public nonisolated static let noIntrinsicMetric: CGFloat = -1

  /// Whether renderers start a line for each subview that draws something, as a vertical
  /// stack lays its views out one under the other; `false` by default, which draws the
  /// subviews one after another on a line. The elements of each subview follow a
  /// ``RenderedElement/lineBreak``, so a self-sizing row gains a line for each (see
  /// ``TableViewCell/fittingHeight(forWidth:)``).
  ///
  /// - Complexity: O(1) for the default.
  open var drawsSubviewsOnSeparateLines: Bool { false }

  /// The view's background colour, or `nil`, the default, for none (transparent), as
  /// `UIView.backgroundColor`.
  ///
  /// Appearance only: stored for your code and tests. A ``PlainTextRenderer`` draws no colours.
  public var backgroundColor: Color?

  /// The view's opacity, from 0 (transparent) to 1 (opaque, the default), as `UIView.alpha`.
  ///
  /// The value is stored as set. A view whose alpha is below 0.01 — UIKit's threshold for
  /// touches — is treated as transparent: it and its subviews are not rendered, as a hidden
  /// view, and a user's tap does not reach it (see ``isUserInteractionEnabled``). Other values
  /// draw the view as usual: a ``PlainTextRenderer`` has no shades.
  public var alpha: CGFloat = 1

  /// An integer that identifies the view in your code, 0 by default, as `UIView.tag`. Find a
  /// view by it with ``viewWithTag(_:)``.
  public var tag = 0

  /// Whether a user's touches reach the view and its subviews. Default: `true`.
  ///
  /// As in UIKit, it governs gestures, not code: when it is `false`, a user's tap on the row
  /// whose cell it is (``TableView/tapRow(at:)``) does nothing, and the text gestures of
  /// ListBindingTesting and the terminal's keys do not tap the buttons inside it; a
  /// ``Control/sendActions(for:)`` of your own still runs the button's actions.
  public var isUserInteractionEnabled = true

  /// The default spacing between the view's edges and its content, in points, as
  /// `UIView.layoutMargins`. Default: 8 points on every edge.
  ///
  /// Views lay nothing out: stored for your code and tests.
  public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// The tint colour set on this view, or `nil` to inherit one.
  private var ownTintColor: Color?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type: reading it never gives nil; setting nil inherits again.)
  /// The colour of the view's tinted elements, as `UIView.tintColor`: the one set on the view,
  /// else its superview's, else ``Color/tintColor``. Setting `nil` goes back to inheriting.
  ///
  /// Appearance only: stored for your code and tests. A ``PlainTextRenderer`` draws no colours.
  ///
  /// - Complexity: O(*d*) to read, where *d* is the depth of the view in its tree: the
  ///   superviews are read in a loop, so a tree of any depth is read without recursion.
  public var tintColor: Color! {
    get {
      var view: View? = self
      while let current = view {
        if let colour = current.ownTintColor { return colour }
        view = current.parentView
      }
      return Color.tintColor
    }
    set { ownTintColor = newValue }
  }

  /// Creates an empty view with a frame, as `UIView.init(frame:)`: the designated initializer
  /// a subclass overrides (`override init(frame: CGRect)`), calling `super.init(frame:)`.
  ///
  /// A subclass that declares a designated initializer of its own also declares
  /// ``init(coder:)``, as in UIKit; one that overrides both inherits ``init()``.
  ///
  /// - Parameter frame: The view's frame in its superview's coordinates.
  /// - Complexity: O(1).
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive, as `UIView.init(coder:)`: there are no nibs or
  /// storyboards to decode, so it always fails (returns `nil`).
  ///
  /// Declared `required`, as UIKit's, so that a UIKit subclass's
  /// `required init?(coder: NSCoder)` compiles as written, whether it returns `nil`, calls
  /// `super.init(coder: coder)` or stops the process as Xcode's template does.
  ///
  /// - Parameter coder: The archive; not read.
  /// - Complexity: O(1).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates an empty view with a zero frame, as `UIView()`: `init(frame: .zero)`.
  ///
  /// - Complexity: O(1).
  public override convenience init() {
    self.init(frame: .zero)
  }

  // Releasing a view releases its subviews, which release theirs: Swift does that by nested
  // calls, one a level, so a deep enough tree would exhaust the stack. The view hands its
  // subviews to a loop instead (see `View+Release.swift`).
  deinit {
    guard !subviews.isEmpty else { return }
    var released: [View] = []
    swap(&released, &subviews)
    View.release(&released)
  }

  /// Adds a view at the end of the subviews, moving it from its previous superview if it had one.
  /// Both views then need layout (see ``setNeedsLayout()``), as in UIKit.
  ///
  /// Adding a view to itself or to one of its own superviews (at any level) does nothing, since
  /// a view tree has no cycles. So does adding a ``TableView`` to a cell it displays, or to a
  /// view inside one (at any level, through tables inside cells of tables): its rows would
  /// contain the table itself.
  ///
  /// - Complexity: O(*m*) for a view without subviews, such as a new one, where *m* is the
  ///   number of subviews of the view's previous superview; O(*d* + *m*) otherwise, where *d*
  ///   is the depth of this view. A chain of views is built in time proportional to its length
  ///   from the top down as from the bottom up.
  public func addSubview(_ view: View) {
    adopt(view) { subviews in subviews.count }
  }

  /// Makes `view` a subview at the index `place` gives among the other subviews (clamped to
  /// them), moving it from its previous superview, then tells ``didAddSubview(_:)``: the view
  /// is in place when that runs, as in UIKit. A view that would make a cycle is left alone.
  private func adopt(_ view: View, at place: ([View]) -> Int) {
    guard view !== self else { return }
    // Only a view with subviews, or a table with cells, can be above this one.
    if !view.subviews.isEmpty || view is TableView {
      var isAbove = false
      visitAncestors { node in
        isAbove = node === view
        return !isAbove
      }
      if isAbove { return }
    }
    view.removeFromSuperview()
    // An override of `willRemoveSubview(_:)` may have kept the view or moved it.
    guard view.parentView == nil else { return }
    subviews.insert(view, at: min(max(place(subviews), 0), subviews.count))
    view.parentView = self
    hasPendingLayout = true
    view.hasPendingLayout = true
    didAddSubview(view)
  }

  /// Called once a view has been added to this one's subviews, as `UIView.didAddSubview(_:)`:
  /// by ``addSubview(_:)`` and the `insertSubview` methods. The default does nothing; a
  /// subclass overrides it to react to new subviews. ListBindingUIKit's scroll views override
  /// it (a refresh control added as a subview becomes the scroll view's refresh control): an
  /// override in a subclass of theirs calls `super`.
  ///
  /// - Parameter subview: The view added.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func didAddSubview(_ subview: View) {}

  /// Called before a subview leaves this view, as `UIView.willRemoveSubview(_:)`: by
  /// ``removeFromSuperview()``, and so when the subview moves to another view. The default does
  /// nothing; ListBindingUIKit's scroll views override it (their refresh control, removed, is
  /// theirs no more): an override in a subclass of theirs calls `super`.
  ///
  /// - Parameter subview: The subview about to be removed; still a subview.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func willRemoveSubview(_ subview: View) {}

  /// Adds a view as a subview at `index` of ``subviews``, as `UIView.insertSubview(_:at:)`; an
  /// index beyond the subviews (or below 0) puts it last (or first). A view that is already a
  /// subview moves there. The view is in place when ``didAddSubview(_:)`` runs, as in UIKit.
  ///
  /// - Parameters:
  ///   - view: The view to add.
  ///   - index: Its index among the subviews.
  /// - Complexity: That of ``addSubview(_:)``, plus O(*n*), where *n* is the number of this
  ///   view's subviews.
  public func insertSubview(_ view: View, at index: Int) {
    adopt(view) { _ in index }
  }

  /// Adds a view as a subview just below `siblingSubview` (before it in ``subviews``), as
  /// `UIView.insertSubview(_:belowSubview:)`; last when `siblingSubview` is not a subview.
  /// The view is in place when ``didAddSubview(_:)`` runs.
  ///
  /// - Parameters:
  ///   - view: The view to add.
  ///   - siblingSubview: The subview it goes below.
  /// - Complexity: That of ``addSubview(_:)``, plus O(*n*), where *n* is the number of this
  ///   view's subviews.
  public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    adopt(view) { subviews in
      subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
    }
  }

  /// Adds a view as a subview just above `siblingSubview` (after it in ``subviews``), as
  /// `UIView.insertSubview(_:aboveSubview:)`; last when `siblingSubview` is not a subview.
  /// The view is in place when ``didAddSubview(_:)`` runs.
  ///
  /// - Parameters:
  ///   - view: The view to add.
  ///   - siblingSubview: The subview it goes above.
  /// - Complexity: That of ``addSubview(_:)``, plus O(*n*), where *n* is the number of this
  ///   view's subviews.
  public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    adopt(view) { subviews in
      subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
    }
  }

  /// Moves a subview to the end of ``subviews``, above its siblings, as
  /// `UIView.bringSubviewToFront(_:)`; a view that is not a subview is left alone.
  ///
  /// - Parameter view: The subview.
  /// - Complexity: O(*m*), where *m* is the number of subviews.
  public func bringSubviewToFront(_ view: View) {
    guard view.parentView === self else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }

  /// Moves a subview to the start of ``subviews``, below its siblings, as
  /// `UIView.sendSubviewToBack(_:)`; a view that is not a subview is left alone.
  ///
  /// - Parameter view: The subview.
  /// - Complexity: O(*m*), where *m* is the number of subviews.
  public func sendSubviewToBack(_ view: View) {
    guard view.parentView === self else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
  }

  /// Removes the view from its superview, which then needs layout (see ``setNeedsLayout()``).
  /// The superview's ``willRemoveSubview(_:)`` runs first, as in UIKit.
  ///
  /// - Complexity: O(*m*), where *m* is the number of the superview's subviews, plus what
  ///   ``willRemoveSubview(_:)`` does.
  public func removeFromSuperview() {
    guard let parent = parentView else { return }
    parent.willRemoveSubview(self)
    // An override may have moved or removed the view already.
    guard parentView === parent else { return }
    parent.subviews.removeAll { $0 === self }
    parent.hasPendingLayout = true
    parentView = nil
  }

  /// Runs the view's configuration update if one is due: cells and header and footer views
  /// override it; other views have none.
  func updatePendingConfiguration() {}

  /// Whether ``updatePendingConfiguration()`` has an update to run: cells and header and
  /// footer views override it; other views have none.
  ///
  /// - Complexity: O(1).
  var hasPendingConfigurationUpdate: Bool { false }

  /// Lays out the view's subviews, as `UIView.layoutSubviews()`. The default does nothing:
  /// override it to size or place subviews, or to update what depends on the view's size.
  ///
  /// A table calls it on a cell, then on every view inside the cell (each before its subviews,
  /// the subviews in order), once each time the cell is about to be displayed: after the
  /// delegate's `tableView(_:willDisplay:forRowAt:)`, as UIKit's layout pass follows that
  /// call. It does the same for a header or footer view after
  /// `tableView(_:willDisplayHeaderView:forSection:)` or
  /// `tableView(_:willDisplayFooterView:forSection:)`. Otherwise ``layoutIfNeeded()`` calls it,
  /// on the views that need layout: there is no update cycle, so views lay nothing out by
  /// themselves. Don't call it yourself, as in UIKit.
  ///
  /// The default places the subviews by their constraints, when a layout of constraints is
  /// installed (see ``subviewLayout``: the UIKit face installs one), as UIKit's default "uses any
  /// constraints you have set to determine the size and position of any subviews"; an override
  /// that wants that calls `super.layoutSubviews()`, as in UIKit.
  ///
  /// - Complexity: O(*s*) for the default, where *s* is the number of subviews, plus what the
  ///   installed layout does; plus what an override does.
  open func layoutSubviews() {
    if let layout = Self.subviewLayout { layout(self) }
  }

  /// What the default ``layoutSubviews()`` runs to place a view's subviews, or `nil`, the
  /// default, for nothing: an extension point for a layout of constraints. ListBindingUIKit
  /// installs one when the first constraint is activated, or the first `UITableView` or
  /// `UIStackView` is made; it places a cell's content view and accessory view in the cell (the
  /// content view makes room for the accessory and the editing controls, as in UIKit), sets the
  /// frames of the subviews pinned to the view from the view's bounds, so that the views inside
  /// a cell follow the frame the table gives the cell, and a stack view's arranged subviews.
  ///
  /// - Complexity: O(1) to read or set.
  public static var subviewLayout: (@MainActor (View) -> Void)?

  /// What the default `fittingHeight(forWidth:)` of a ``TableViewCell`` and of a
  /// ``TableViewHeaderFooterView`` runs to measure the view, or `nil`, the default, for
  /// nothing: an extension point for a layout of constraints, as ``subviewLayout`` is for
  /// placing views. ListBindingUIKit installs one with ``subviewLayout``: it gives a self-sizing
  /// row the height its content view's constraints determine, as UIKit does for a row whose
  /// height is `UITableView.automaticDimension`.
  ///
  /// It is called with the cell or the header or footer view, the width the table lays it out
  /// at, and the height the view's own rule gives (the lines it draws), which it calls only
  /// when it needs it; it returns the height, which the table checks as it checks any height
  /// (a value that is not finite, below 0 or above ``TableView/maximumDimension`` throws
  /// ``TableViewError/invalidGeometry(_:)``).
  ///
  /// - Complexity: O(1) to read or set.
  public static var constraintFittingHeight: (@MainActor (View, CGFloat, () -> CGFloat) -> CGFloat)?

  /// What a layout pass calls just before and just after each ``layoutSubviews()`` it runs, or
  /// `nil`, the default, for nothing: an extension point for the objects that manage a view.
  /// ListBindingUIKit installs one when a controller first gets a view, and calls the
  /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around its view's
  /// `layoutSubviews()`, as UIKit's layout pass does.
  ///
  /// It is called for each view ``layoutIfNeeded()`` lays out, with the view and the step, and
  /// for each view inside a cell or a header or footer view the table lays out as it displays
  /// it; the view's `layoutSubviews()` runs between the two calls.
  ///
  /// - Complexity: O(1) to read or set.
  public static var layoutPassObserver: (@MainActor (View, LayoutPassStep) -> Void)?

  /// A step of a view's layout in a layout pass, as ``layoutPassObserver`` is told it.
  public enum LayoutPassStep: Hashable, Sendable {
    /// The view's ``View/layoutSubviews()`` is about to run.
    case willLayoutSubviews
    /// The view's ``View/layoutSubviews()`` has run.
    case didLayoutSubviews
  }

  /// Called once an object made in place of a nib or storyboard's is ready, as
  /// `awakeFromNib()`. The default does nothing; an override calls `super`, as in UIKit.
  ///
  /// Nothing is loaded from an archive here, so the table never calls it for views your code
  /// makes. ListBindingUIKit calls it once, right after the initializer, on a cell made for an
  /// identifier registered with a `UINib` whose class a test named (ListBindingTesting's
  /// `UINib.registerContents(_:forNibNamed:)`), as UIKit does after decoding the nib.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func awakeFromNib() {}

  /// Declared so that `override class func awakeFromNib()` compiles, as it does on iOS, where
  /// NSObject's `awakeFromNib()` is also a class method (a class is an object of its own).
  /// Nothing calls it, here or in UIKit (no class is decoded from a nib); the default does
  /// nothing. The instance method `awakeFromNib()` is the one the face calls.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open class func awakeFromNib() {}

  /// The identifier state restoration keeps the view's state under, as
  /// `UIView.restorationIdentifier`. Recorded: nothing preserves or restores state here by
  /// itself. Default: `nil`.
  public var restorationIdentifier: String?

  /// Writes the view's state to a coder, as `UIView.encodeRestorableState(with:)`. The default
  /// writes nothing; an override calls `super`, as in UIKit.
  ///
  /// Nothing calls it here by itself: UIKit does as the app moves to the background, for a view
  /// with a ``restorationIdentifier``; a test calls it, or ListBindingTesting's
  /// `simulateStateRestoration(into:)` on the view's controller, whose override may call it.
  ///
  /// - Parameter coder: The coder to write to.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Reads the view's state back from a coder, as `UIView.decodeRestorableState(with:)`. The
  /// default reads nothing; an override calls `super`, as in UIKit. Called by nothing here, as
  /// ``encodeRestorableState(with:)``.
  ///
  /// - Parameter coder: The coder to read from.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func decodeRestorableState(with coder: NSCoder) {}

  /// The traits of the environment the view is shown in, as `UIView.traitCollection`: those
  /// the nearest of the view and its superviews defines (see ``definedTraitCollection``; a
  /// ListBindingUIKit window defines its own), else ``TraitCollection/phonePortrait``. A cell a
  /// table displays takes the table's.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the view in its tree.
  public var traitCollection: TraitCollection {
    var view: View? = self
    var style = UserInterfaceStyle.unspecified
    var base = TraitCollection.phonePortrait
    while let current = view {
      if style == .unspecified {
        style = current.overrideUserInterfaceStyle
        if style == .unspecified, let imposed = View.imposedUserInterfaceStyle {
          style = imposed(current)
        }
      }
      if let traits = current.definedTraitCollection {
        base = traits
        break
      }
      // A displayed cell is the table's, which has no superview link to it.
      view = current.parentView ?? ((current as? TableViewCell)?.host as? View)
    }
    guard style != .unspecified, style != base.userInterfaceStyle else { return base }
    return TraitCollection(traitsFrom: [base, TraitCollection(userInterfaceStyle: style)])
  }

  /// The light or dark style of the view and the views inside it, whatever the style around
  /// it, as `UIView.overrideUserInterfaceStyle`; `.unspecified`, the default, to take the
  /// style of the view it is in. ``traitCollection`` reads the nearest one specified.
  ///
  /// A change runs through ``traitChangePerformer`` when one is installed (ListBindingUIKit's
  /// calls ``traitCollectionDidChange(_:)`` on each view whose traits changed, as UIKit does);
  /// otherwise it calls nothing, as ``definedTraitCollection``.
  ///
  /// - Complexity: O(1), besides the performer.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { storedStyleOverride }
    set {
      guard newValue != storedStyleOverride else { return }
      guard let performer = View.traitChangePerformer else {
        storedStyleOverride = newValue
        return
      }
      performer(self) { self.storedStyleOverride = newValue }
    }
  }
  private var storedStyleOverride = UserInterfaceStyle.unspecified

  /// The style imposed on a view by the object that manages it, or `nil`, the default, for
  /// none: an extension point ListBindingUIKit installs for a controller's
  /// `overrideUserInterfaceStyle`, which reaches its view and the views inside it. Read by
  /// ``traitCollection`` for each view up to the nearest that defines traits, after the view's
  /// own ``overrideUserInterfaceStyle``; `.unspecified` imposes nothing.
  ///
  /// - Complexity: O(1) to read or set.
  public static var imposedUserInterfaceStyle: (@MainActor (View) -> UserInterfaceStyle)?

  /// What runs a change of a view's ``overrideUserInterfaceStyle``, or `nil`, the default, to
  /// make it and call nothing: an extension point with the view and the change to make, which
  /// it must run once. ListBindingUIKit installs one that tells the views and controllers whose
  /// traits changed, as UIKit does.
  ///
  /// - Complexity: O(1) to read or set.
  public static var traitChangePerformer: (@MainActor (View, () -> Void) -> Void)?

  /// The traits this view defines for itself and its subviews, or `nil`, the default, to take
  /// its superview's. A ListBindingUIKit window sets it; UIKit has no such property.
  ///
  /// Setting it calls nothing: whoever changes traits calls ``traitCollectionDidChange(_:)``
  /// on the views whose ``traitCollection`` changed, parents first, as UIKit does.
  public var definedTraitCollection: TraitCollection?

  /// Called once the view's ``traitCollection`` has changed, as
  /// `traitCollectionDidChange(_:)`. The default does nothing; an override calls `super` first,
  /// as Apple's documentation asks ("At the beginning of your implementation, call super").
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called once the view's safe area has changed, as `UIView.safeAreaInsetsDidChange()`. The
  /// default does nothing; an override may call `super`.
  ///
  /// A headless view has no bars, so ListBinding never calls it; ListBindingUIKit calls it on
  /// the views whose `safeAreaInsets` changed when a controller's view is placed under a
  /// navigation bar, toolbar or tab bar, or when one of those bars is shown or hidden, parents
  /// first, before the controller's `viewSafeAreaInsetsDidChange()`.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func safeAreaInsetsDidChange() {}

  /// Marks the view as needing layout, as `UIView.setNeedsLayout()`: the next
  /// ``layoutIfNeeded()`` of the view, or of a view it is in, calls its ``layoutSubviews()``.
  ///
  /// It returns at once and lays nothing out. UIKit lays out marked views at its next update
  /// cycle; there is none here: a marked view waits for a ``layoutIfNeeded()``, or, for a cell
  /// or a view inside one, for the table to display the cell again. Marking a view many times
  /// before it is laid out lays it out once.
  ///
  /// A view also needs layout when it is new, when its ``frame`` changes size, and when a
  /// subview is added to it or removed from it.
  ///
  /// - Complexity: O(1).
  open func setNeedsLayout() {
    hasPendingLayout = true
  }

  /// Lays out the view and the views inside it that need layout, now, as
  /// `UIView.layoutIfNeeded()`: with the view as the root, each view of the subtree that needs
  /// layout (see ``setNeedsLayout()``) has its ``layoutSubviews()`` called, each before its
  /// subviews, and then no longer needs layout. A view that needs none is not called, and when
  /// none does, the call does nothing, as UIKit's.
  ///
  /// The views inside a ``TableView`` are its subviews and the views it shows: its table
  /// header and footer views, background view, visible cells and the header and footer views
  /// of the sections on display. A table inside the view is laid out by its own
  /// `layoutIfNeeded()`, which applies the table's pending changes first (see
  /// ``TableView/layoutIfNeeded()``).
  ///
  /// The subviews of a view are read after its `layoutSubviews()`, so views it adds or resizes
  /// there are laid out in the same call. The tree is walked in a loop, so a tree of any depth
  /// is laid out.
  ///
  /// ```swift
  /// badge.setNeedsLayout()
  /// view.layoutIfNeeded()  // badge.layoutSubviews() runs once
  /// view.layoutIfNeeded()  // nothing needs layout: nothing runs
  /// ```
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree, plus what the
  ///   `layoutSubviews()` overrides and the tables inside do.
  open func layoutIfNeeded() {
    layOutPendingSubtree()
  }

  /// What the view shows, in reading order, for renderers.
  ///
  /// The default returns the elements of the visible subviews in order. Subclasses that draw
  /// something themselves override it, and call `super` for their subviews' elements, after
  /// their own.
  ///
  /// A view tree is drawn ``maximumRenderedDepth`` levels deep: one call draws the subviews
  /// of the view it is called on, their subviews, and so on down to 256 levels below it (for a
  /// cell's content, 256 levels below its content view); the subviews of a view at that level
  /// are not drawn. So a tree of any depth is drawn in bounded stack, and
  /// ``TableView/render(with:)`` then throws ``TableViewError/viewTreeTooDeep(_:maximum:)``
  /// rather than show a partial row. The limit is kept by this default: an override that draws
  /// its subviews by calling their `renderedElements()` itself, not through `super`, is not
  /// limited.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree, down to
  ///   ``maximumRenderedDepth`` levels.
  open func renderedElements() -> [RenderedElement] {
    guard isDrawn, !subviews.isEmpty else { return [] }
    let separateLines = drawsSubviewsOnSeparateLines
    return RenderingDepth.descending {
      guard separateLines else {
        return subviews.flatMap { $0.isDrawn ? $0.renderedElements() : [] }
      }
      var elements: [RenderedElement] = []
      for subview in subviews where subview.isDrawn {
        let drawn = subview.renderedElements()
        guard !drawn.isEmpty else { continue }
        if !elements.isEmpty { elements.append(.lineBreak) }
        elements += drawn
      }
      return elements
    }
  }

  /// Whether renderers draw the view: it is not hidden, and its ``alpha`` is not below 0.01.
  ///
  /// What is inside a view that is not drawn is not drawn either, whatever its own setting:
  /// walk the tree with ``visitSubtree(_:)`` to find what shows.
  ///
  /// - Complexity: O(1).
  public var isDrawn: Bool { !isHidden && alpha >= Self.minimumVisibleAlpha }

  /// Whether a user's touch reaches the view itself: it is drawn and takes touches. UIKit's
  /// hit-testing skips a view that is hidden, transparent or not interactive, and what is
  /// inside it. The gestures of ListBindingTesting and the terminal driver go by it too.
  ///
  /// It says nothing of the views around it: a touch reaches a view only when it and every view
  /// it is in receive touches, up to the table.
  ///
  /// - Complexity: O(1).
  public var receivesTouches: Bool { isDrawn && isUserInteractionEnabled }

  /// The most levels of subviews one ``renderedElements()`` call draws below the view it is
  /// called on: 256. A tree deeper than that is drawn to this level, and a table that shows it
  /// throws ``TableViewError/viewTreeTooDeep(_:maximum:)`` when it renders.
  nonisolated public static let maximumRenderedDepth = 256

  /// The alpha below which a view counts as transparent, UIKit's hit-testing threshold.
  nonisolated static let minimumVisibleAlpha: CGFloat = 0.01
}
