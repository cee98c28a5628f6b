import Foundation
import ListBinding

// How a change of traits reaches the views and controllers it changes: a window's new traits,
// a view's or a controller's `overrideUserInterfaceStyle`. Each view and controller whose
// traits changed hears `traitCollectionDidChange(_:)`, parents first, a controller just before
// its view, a table's displayed cells after the table, each with its own traits as
// `UITraitCollection.current`, as UIKit calls it.

/// Runs trait changes and tells what they changed.
@MainActor
enum TraitChanges {
  /// Installs the face's hooks in ListBinding's `View`, once: a controller's style reaches its
  /// view, and a change of a view's own style tells what it changed.
  ///
  /// - Complexity: O(1).
  static func installHooks() {
    guard View.traitChangePerformer == nil else { return }
    View.traitChangePerformer = { view, change in perform(under: view, change) }
    View.imposedUserInterfaceStyle = { view in
      ControllerViews.controller(of: view)?.overrideUserInterfaceStyle ?? .unspecified
    }
  }

  /// Runs `change`, then calls `traitCollectionDidChange(_:)` on each view under `root` (`root`
  /// included), and each controller of one of those views, whose traits it changed.
  ///
  /// - Complexity: O(*v*), the views under `root`, besides their code.
  static func perform(under root: UIView, _ change: () -> Void) {
    // Every view and controller with its traits before the change, parents first.
    var before: [(object: AnyObject, traits: UITraitCollection)] = []
    var pendingViews: [UIView] = [root]
    while let view = pendingViews.popLast() {
      if let controller = ControllerViews.controller(of: view) {
        before.append((controller, controller.traitCollection))
      }
      before.append((view, view.traitCollection))
      var below = view.subviews
      if let table = view as? TableView { below += table.visibleCells }
      pendingViews.append(contentsOf: below.reversed())
    }
    change()
    for (object, previous) in before {
      if let controller = object as? UIViewController {
        let traits = controller.traitCollection
        if traits != previous {
          traits.performAsCurrent { controller.traitCollectionDidChange(previous) }
        }
      } else if let view = object as? UIView, view.traitCollection != previous {
        view.traitCollection.performAsCurrent { view.traitCollectionDidChange(previous) }
      }
    }
  }
}
