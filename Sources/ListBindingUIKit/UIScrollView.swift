import Foundation
import ListBinding

/// A view whose content is larger than its frame and scrolls, as UIKit's `UIScrollView`.
///
/// A headless scroll view: nothing moves on a screen. ``contentOffset`` is where the visible
/// content starts, ``bounds`` follows it, and setting it tells the ``delegate``
/// (`scrollViewDidScroll(_:)`), as UIKit does. ``UITableView`` is a scroll view whose offset,
/// size and insets are its table's.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  private var storedContentOffset = CGPoint.zero
  private var storedContentSize = CGSize.zero
  private var storedContentInset = UIEdgeInsets.zero
  private var storedRefreshControl: RefreshControl?

  /// The delegate, held weakly, as `UIScrollView.delegate`.
  ///
  /// A table's delegate is set here too, as a `UITableViewDelegate` (which inherits
  /// ``UIScrollViewDelegate``): reading `tableView.delegate` gives it as a
  /// `UIScrollViewDelegate?` (see the article "The object model").
  open weak var delegate: (any UIScrollViewDelegate)?

  /// Whether the user can scroll the view. Default: `true`.
  open var isScrollEnabled = true

  /// When scrolling hides the keyboard, as `UIScrollView.keyboardDismissMode`. Default:
  /// `.none`. Recorded: no keyboard exists.
  open var keyboardDismissMode = KeyboardDismissMode.none

  /// How the content inset adjusts to the safe area, as
  /// `UIScrollView.contentInsetAdjustmentBehavior`. Default: `.automatic`.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// Whether the vertical scroll indicator shows while the view scrolls, as
  /// `showsVerticalScrollIndicator`. Default: `true`. Recorded: nothing is drawn.
  open var showsVerticalScrollIndicator = true

  /// Whether the horizontal scroll indicator shows while the view scrolls, as
  /// `showsHorizontalScrollIndicator`. Default: `true`. Recorded: nothing is drawn.
  open var showsHorizontalScrollIndicator = true

  /// How far the vertical scroll indicator sits from the edges, as
  /// `verticalScrollIndicatorInsets`. Default: zero. Recorded: nothing is drawn.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero

  /// How far the horizontal scroll indicator sits from the edges, as
  /// `horizontalScrollIndicatorInsets`. Default: zero. Recorded: nothing is drawn.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero

  /// Both indicators' insets, as `scrollIndicatorInsets`: reads
  /// ``verticalScrollIndicatorInsets``; setting it sets both, as in UIKit.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Whether the content bounces past its edges, as `bounces`. Default: `true`. Recorded.
  open var bounces = true

  /// Whether the content bounces vertically even when it fits, as `alwaysBounceVertical`.
  /// Default: `false`. Recorded.
  open var alwaysBounceVertical = false

  /// The inset the content takes, with the safe area's adjustment, as `adjustedContentInset`:
  /// ``contentInset`` plus the `safeAreaInsets` on the edges
  /// ``contentInsetAdjustmentBehavior`` says (Apple's "adjustedContentInset"): none for
  /// `.never`, every edge for `.always`, and for `.automatic` and `.scrollableAxes` the top and
  /// bottom (*assumed*: the view scrolls vertically, as a table does).
  ///
  /// - Complexity: O(*d*), where *d* is the number of views above this one.
  open var adjustedContentInset: UIEdgeInsets {
    contentInsetAdjustmentBehavior.adjusting(contentInset, by: safeAreaInsets)
  }

  /// When scrolling hides the keyboard, as `UIScrollView.KeyboardDismissMode`.
  public typealias KeyboardDismissMode = ListBinding.KeyboardDismissMode

  /// How a scroll view adjusts its content inset to the safe area, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public typealias ContentInsetAdjustmentBehavior = ListBinding.ContentInsetAdjustmentBehavior

  /// Creates a scroll view with a frame, as `UIScrollView(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// Where the visible content starts, as `UIScrollView.contentOffset`. Setting a new offset
  /// tells the delegate `scrollViewDidScroll(_:)`.
  open var contentOffset: CGPoint {
    get { storedContentOffset }
    set {
      guard newValue != storedContentOffset else { return }
      storedContentOffset = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Sets ``contentOffset``, as `setContentOffset(_:animated:)`; nothing is animated.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Recorded nowhere: nothing moves on a screen.
  /// - Complexity: O(1), besides the delegate.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls as little as shows `rect`, a rectangle of the content, as
  /// `scrollRectToVisible(_:animated:)`: nothing when it shows already.
  ///
  /// On each axis: when the top (left) edge of `rect` is above (left of) the visible area —
  /// the ``bounds`` less the ``adjustedContentInset`` — it comes to the area's top (left);
  /// else when its bottom (right) edge is below (right of) the area, that edge comes to the
  /// area's bottom (right). The offset stays within the content, from `-inset` to the
  /// content's size plus the inset, less the bounds' size. It is
  /// the scroll a table makes for `scrollToRow(at:at:animated:)` with `.none`, so that a row's
  /// rectangle (`rect(forRow:)`) scrolls a table to the same offset. A new offset is set with
  /// ``setContentOffset(_:animated:)``, which tells the delegate `scrollViewDidScroll(_:)`. A
  /// rectangle with a coordinate or a length that is not finite scrolls nothing (*assumed*:
  /// Apple documents no exception).
  ///
  /// - Parameters:
  ///   - rect: A rectangle of the content, in the scroll view's coordinates.
  ///   - animated: Recorded nowhere: nothing moves on a screen.
  /// - Complexity: O(1), plus what ``setContentOffset(_:animated:)`` does.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.allSatisfy(\.isFinite) else { return }
    let inset = adjustedContentInset
    let size = bounds.size
    let offset = contentOffset
    let x = Self.offset(
      showing: rect.minX, rect.maxX, from: offset.x, length: size.width,
      insets: (inset.left, inset.right), contentLength: contentSize.width)
    let y = Self.offset(
      showing: rect.minY, rect.maxY, from: offset.y, length: size.height,
      insets: (inset.top, inset.bottom), contentLength: contentSize.height)
    let target = CGPoint(x: x, y: y)
    guard target != offset else { return }
    setContentOffset(target, animated: animated)
  }

  /// The offset on one axis that shows `minimum...maximum`, scrolling as little as it can from
  /// `current`, clamped to the content (see ``scrollRectToVisible(_:animated:)``).
  private static func offset(
    showing minimum: CGFloat, _ maximum: CGFloat, from current: CGFloat, length: CGFloat,
    insets: (leading: CGFloat, trailing: CGFloat), contentLength: CGFloat
  ) -> CGFloat {
    let visible = length - insets.leading - insets.trailing
    let target: CGFloat
    if minimum < current + insets.leading {
      target = minimum - insets.leading
    } else if maximum > current + insets.leading + visible {
      target = maximum - visible - insets.leading
    } else {
      return current
    }
    let lowest = 0 - insets.leading
    let highest = max(lowest, contentLength + insets.trailing - length)
    guard lowest.isFinite, highest.isFinite else { return current }
    return min(max(target, lowest), highest)
  }

  /// The size of the content, as `UIScrollView.contentSize`. Default: zero.
  open var contentSize: CGSize {
    get { storedContentSize }
    set { storedContentSize = newValue }
  }

  /// The space around the content, as `UIScrollView.contentInset`. Default: zero.
  open var contentInset: UIEdgeInsets {
    get { storedContentInset }
    set { storedContentInset = newValue }
  }

  /// The visible part of the content: its origin is ``contentOffset``, its size the frame's,
  /// as a scroll view's `bounds`. Setting it sets both.
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// The refresh control a pull of the content starts, as `UIScrollView.refreshControl`.
  ///
  /// Setting a control makes it a subview of the scroll view, as on iOS; setting another one
  /// or `nil` removes the previous one from the scroll view. A refresh control added as a
  /// subview (`tableView.addSubview(refreshControl)`, as apps written before iOS 10 do) becomes
  /// it too (see ``didAddSubview(_:)``), and one removed from the scroll view
  /// (`refreshControl.removeFromSuperview()`) is it no more (see ``willRemoveSubview(_:)``);
  /// so the property and the subviews agree both ways (*assumed*: Apple documents only the
  /// property).
  ///
  /// - Complexity: O(*m*), where *m* is the number of subviews.
  open var refreshControl: RefreshControl? {
    get { installedRefreshControl }
    set { replaceRefreshControl(with: newValue) }
  }

  /// Where the refresh control is kept: here, or a table's own table (``UITableView``
  /// overrides it). Setting it only records it; ``replaceRefreshControl(with:)`` moves views.
  var installedRefreshControl: RefreshControl? {
    get { storedRefreshControl }
    set { storedRefreshControl = newValue }
  }

  /// Installs `control` as the refresh control: the previous one leaves the scroll view's
  /// subviews, and the new one joins them (leaving the view it was in).
  func replaceRefreshControl(with control: RefreshControl?) {
    let previous = installedRefreshControl
    guard previous !== control else { return }
    // Recorded first, so that `willRemoveSubview(_:)` and `didAddSubview(_:)` find it done.
    installedRefreshControl = control
    if let previous, previous.superview === self { previous.removeFromSuperview() }
    if let control, control.superview !== self { addSubview(control) }
  }

  /// Called once a view has been added as a subview, as `UIView.didAddSubview(_:)`: a
  /// ``UIRefreshControl`` added so becomes the ``refreshControl``, the one a pull starts, as it
  /// does on iOS (*assumed*: Apple documents only the property, yet apps written before iOS 10,
  /// which lacks it, add the control as a subview, and pulling refreshes). An override calls
  /// `super`.
  ///
  /// - Parameter subview: The view added.
  /// - Complexity: O(1).
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    guard let control = subview as? RefreshControl, installedRefreshControl !== control else {
      return
    }
    refreshControl = control
  }

  /// Called before a subview is removed, as `UIView.willRemoveSubview(_:)`: the
  /// ``refreshControl`` removed so (`refreshControl.removeFromSuperview()`, or added to
  /// another view) is the scroll view's no more, and a pull refreshes nothing (*assumed*, as
  /// for ``didAddSubview(_:)``). An override calls `super`.
  ///
  /// - Parameter subview: The subview about to be removed.
  /// - Complexity: O(1).
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    guard subview === installedRefreshControl else { return }
    installedRefreshControl = nil
  }
}
