import ListBinding

// A controller hears its view's layout passes, as UIKit's view tells its view controller:
// `viewWillLayoutSubviews()` before the view's `layoutSubviews()`, `viewDidLayoutSubviews()`
// after, through ListBinding's `View.layoutPassObserver`. A view knows its controller through
// ListBinding's `View.managingResponder`, held weakly, which also makes the controller the
// view's `next` responder.

/// The controllers of loaded views.
@MainActor
enum ControllerViews {
  /// Links `view` to `controller`, which then hears the view's layout passes and is its next
  /// responder; installs the face's layout pass observer the first time.
  ///
  /// - Complexity: O(1).
  static func attach(_ view: View?, to controller: UIViewController) {
    guard let view else { return }
    if View.layoutPassObserver == nil { View.layoutPassObserver = tellController }
    TraitChanges.installHooks()
    view.managingResponder = controller
  }

  /// The controller whose view `view` is, if any.
  ///
  /// - Complexity: O(1).
  static func controller(of view: View) -> UIViewController? {
    view.managingResponder as? UIViewController
  }

  /// Unlinks `view` from `controller`, if it is still that controller's.
  ///
  /// - Complexity: O(1).
  static func detach(_ view: View?, from controller: UIViewController) {
    guard let view, view.managingResponder === controller else { return }
    view.managingResponder = nil
  }

  /// Calls the controller of `view`, if it has one, for a step of the view's layout.
  ///
  /// - Complexity: O(1) expected, plus what the controller's method does.
  private static func tellController(_ view: View, _ step: View.LayoutPassStep) {
    guard let controller = controller(of: view) else { return }
    switch step {
    case .willLayoutSubviews: controller.viewWillLayoutSubviews()
    case .didLayoutSubviews: controller.viewDidLayoutSubviews()
    }
  }
}
