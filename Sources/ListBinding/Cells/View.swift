import Foundation

/// A node of a cell's view tree: the common base of ``Label`` and ``Button``.
///
/// Views lay nothing out: they hold subviews in order, can be hidden, and describe what they
/// show to renderers through ``renderedElements()``. A ``frame`` is kept, for the few places the
/// table reads a view's size from it, as UIKit does.
@MainActor
open class View {
  /// The view's subviews, in the order they were added.
  public private(set) var subviews: [View] = []

  /// The view this view was added to, if any.
  public private(set) weak var superview: View?

  /// Whether the view is hidden. A hidden view and its subviews are not rendered.
  public var isHidden = false

  /// The view's frame in its superview's coordinates, as `UIView.frame`. Views lay nothing out
  /// by it; the table reads the height of its ``TableView/tableHeaderView`` and
  /// ``TableView/tableFooterView`` from it, as UIKit does.
  public var frame = CGRect.zero

  /// Creates an empty view.
  public init() {}

  /// Adds a view at the end of the subviews, moving it from its previous superview if it had one.
  ///
  /// Adding a view to itself or to one of its own subviews does nothing, since a view tree has
  /// no cycles.
  ///
  /// - Complexity: O(*d* + *m*), where *d* is the depth of this view and *m* the number of
  ///   subviews of the view's previous superview.
  public func addSubview(_ view: View) {
    var ancestor: View? = self
    while let node = ancestor {
      if node === view { return }
      ancestor = node.superview
    }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Removes the view from its superview.
  ///
  /// - Complexity: O(*m*), where *m* is the number of the superview's subviews.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// What the view shows, in reading order, for renderers.
  ///
  /// The default returns the elements of the visible subviews in order. Subclasses that draw
  /// something themselves override it.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open func renderedElements() -> [RenderedElement] {
    guard !isHidden, !subviews.isEmpty else { return [] }
    return subviews.flatMap { $0.isHidden ? [] : $0.renderedElements() }
  }
}
