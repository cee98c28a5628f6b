import ListBinding

// A controller hears its view's layout passes, as UIKit's view tells its view controller:
// `viewWillLayoutSubviews()` before the view's `layoutSubviews()`, `viewDidLayoutSubviews()`
// after, through ListBinding's `View.layoutPassObserver`. A view does not know its controller
// (UIKit's views gain no member for it here), so the face keeps the link in a side table.

/// The controllers of loaded views, by view.
@MainActor
enum ControllerViews {
  /// The controller of a view, held weakly: a controller holds its view, not the reverse.
  private struct Link {
    weak var controller: UIViewController?
  }

  private static let links = SideTable<View, Link> { Link() }

  /// Links `view` to `controller`, which then hears the view's layout passes; installs the
  /// face's layout pass observer the first time.
  ///
  /// - Complexity: O(1) amortized.
  static func attach(_ view: View?, to controller: UIViewController) {
    guard let view else { return }
    if View.layoutPassObserver == nil { View.layoutPassObserver = tellController }
    links[view] = Link(controller: controller)
  }

  /// Unlinks `view` from `controller`, if it is still that controller's.
  ///
  /// - Complexity: O(1) amortized.
  static func detach(_ view: View?, from controller: UIViewController) {
    guard let view, links.existing(view)?.controller === controller else { return }
    links[view] = Link()
  }

  /// The controller whose view `view` is, if any.
  ///
  /// - Complexity: O(1) expected.
  static func controller(of view: View) -> UIViewController? {
    links.existing(view)?.controller
  }

  /// Calls the controller of `view`, if it has one, for a step of the view's layout.
  ///
  /// - Complexity: O(1) expected, plus what the controller's method does.
  private static func tellController(_ view: View, _ step: View.LayoutPassStep) {
    guard let controller = links.existing(view)?.controller else { return }
    switch step {
    case .willLayoutSubviews: controller.viewWillLayoutSubviews()
    case .didLayoutSubviews: controller.viewDidLayoutSubviews()
    }
  }
}
