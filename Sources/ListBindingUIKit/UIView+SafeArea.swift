import Foundation
import ListBinding

// The safe area: the part of a view no bar covers. A controller's view shown by a navigation
// controller has the navigation bar over its top (unless the bar is hidden) and the toolbar over
// its bottom (when shown); one shown by a tab bar controller has the tab bar over its bottom.
// Their views fill their container and underlap the bars, as with UIKit's default translucent
// bars, so the bars show in the safe area's insets. Other views take the part of their
// superview's insets they overlap. There is no status bar and no home indicator: a window's
// insets are zero.

extension View {
  /// The distances the safe area is inset from the view's edges, as `UIView.safeAreaInsets`.
  ///
  /// For a controller's view: its container's insets, plus the height of a visible navigation
  /// bar (44 points) at the top and of a shown toolbar (44 points) at the bottom when the
  /// controller is a navigation controller's top controller, and of a visible tab bar (49
  /// points) at the bottom when it is a tab bar controller's tab. For any other view: the part
  /// of its superview's insets it overlaps. Zero for a view in no view (Apple's "If the view
  /// is not currently installed in a view hierarchy … the edge insets in this property are
  /// 0"). The bars' heights are iPhone's in portrait, *assumed*: Apple documents none; there is
  /// no status bar, so nothing is added above a bar (a large title does not make a bar taller
  /// either).
  ///
  /// - Complexity: O(*d*), where *d* is the number of views above this one.
  public var safeAreaInsets: UIEdgeInsets { SafeAreas.insets(of: self) }
}

/// The safe areas' insets, and the changes ``refresh(from:)`` tells views and controllers of.
@MainActor
enum SafeAreas {
  /// The height of a visible navigation bar, in points (*assumed*: iPhone's in portrait).
  static let navigationBarHeight: CGFloat = 44
  /// The height of a shown toolbar, in points (*assumed*: iPhone's in portrait).
  static let toolbarHeight: CGFloat = 44
  /// The height of a visible tab bar, in points (*assumed*: iPhone's without a home indicator).
  static let tabBarHeight: CGFloat = 49

  /// The insets each view was last told of (see ``refresh(from:)``).
  private static let told = SideTable<View, UIEdgeInsets> { .zero }

  /// The safe area insets of `view` (see `View.safeAreaInsets`).
  ///
  /// - Complexity: O(*d*), where *d* is the number of views above `view`.
  static func insets(of view: View) -> UIEdgeInsets {
    // The views from `view` up; then the insets computed back down.
    var chain: [View] = [view]
    while let superview = chain[chain.count - 1].treeSuperview { chain.append(superview) }
    var insets = UIEdgeInsets.zero
    for index in stride(from: chain.count - 2, through: 0, by: -1) {
      let current = chain[index]
      insets = overlap(of: insets, in: chain[index + 1], by: current)
      if let controller = ControllerViews.controller(of: current) {
        insets = adding(bars(over: controller), to: insets)
      }
    }
    return insets
  }

  /// Tells the views from `root` down whose safe area changed since they were last told,
  /// parents first: each view's `safeAreaInsetsDidChange()`, then, for a controller's view, the
  /// controller's `viewSafeAreaInsetsDidChange()`; a table takes its new insets for its content
  /// inset's adjustment. The views inside a table are not visited.
  ///
  /// - Complexity: O(*v* · *d*), where *v* is the number of views from `root` down and *d* their
  ///   depth, plus what the overrides do.
  static func refresh(from root: View) {
    var pending = [root]
    while let view = pending.popLast() {
      let insets = insets(of: view)
      if told[view] != insets {
        told[view] = insets
        if let table = view as? UITableView { table.native.coveredInsets = insets }
        view.setNeedsLayout()
        view.safeAreaInsetsDidChange()
        ControllerViews.controller(of: view)?.viewSafeAreaInsetsDidChange()
      }
      guard !(view is UITableView) else { continue }
      pending.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Lays out again the views pinned inside `view`, a controller's view, then tells the views
  /// whose safe area changed: a bar over it was shown or hidden.
  ///
  /// - Complexity: as `AutoLayoutPins.layOut(from:)`, plus ``refresh(from:)``.
  static func barsChanged(over view: View) {
    AutoLayoutPins.layOut(from: view)
    refresh(from: view)
  }

  /// The insets the bars of the containers over `controller` add to its view's.
  private static func bars(over controller: UIViewController) -> UIEdgeInsets {
    var bars = UIEdgeInsets.zero
    if let navigation = controller.parent as? UINavigationController,
      navigation.topViewController === controller
    {
      if !navigation.isNavigationBarHidden { bars.top += navigationBarHeight }
      if !navigation.isToolbarHidden { bars.bottom += toolbarHeight }
    }
    if let tabs = controller.parent as? UITabBarController, !tabs.tabBar.isHidden {
      bars.bottom += tabBarHeight
    }
    return bars
  }

  /// The part of `outer`, the insets of `superview`, that `view` overlaps.
  private static func overlap(of outer: UIEdgeInsets, in superview: View, by view: View)
    -> UIEdgeInsets
  {
    guard outer != .zero else { return .zero }
    let area = superview.bounds
    let frame = view.frame
    let values = [
      outer.top - (frame.minY - area.minY), outer.left - (frame.minX - area.minX),
      outer.bottom - (area.maxY - frame.maxY), outer.right - (area.maxX - frame.maxX),
    ].map { $0.isFinite ? max(0, $0) : 0 }
    return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  private static func adding(_ bars: UIEdgeInsets, to insets: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: insets.top + bars.top, left: insets.left + bars.left,
      bottom: insets.bottom + bars.bottom, right: insets.right + bars.right)
  }
}
