import Foundation
import ListBinding

// Traits: what a controller and its views are shown with, and how a change reaches them.

extension UIViewController {
  /// The traits of the environment the controller is shown in, as
  /// `UIViewController.traitCollection`: its window's, else its parent's, else its presenter's,
  /// else its view's (`UITraitCollection.phonePortrait` for a controller shown nowhere).
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the controller among its parents and
  ///   presenters.
  public var traitCollection: UITraitCollection {
    var controller = self
    while true {
      if let window = controller.window { return window.traitCollection }
      if let next = controller.parent ?? controller.ownPresenting {
        controller = next
        continue
      }
      return controller.viewIfLoaded?.traitCollection ?? .phonePortrait
    }
  }

}

extension UIWindow {
  /// Gives the window new traits and tells every view and controller in it whose traits
  /// changed (`traitCollectionDidChange(_:)`), parents first: the window, then down its views,
  /// each controller just before its view, a table's displayed cells after the table; each
  /// call with the object's traits as `UITraitCollection.current`. Nothing is called when the
  /// traits are the window's already.
  ///
  /// - Complexity: O(*v* + *c*), the views and controllers in the window, besides their code.
  package func changeTraitCollection(to traits: UITraitCollection) {
    guard traits != traitCollection else { return }
    var controllersByView: [ObjectIdentifier: UIViewController] = [:]
    var pendingControllers = rootViewController.map { [$0] } ?? []
    while let controller = pendingControllers.popLast() {
      if let view = controller.viewIfLoaded {
        controllersByView[ObjectIdentifier(view)] = controller
      }
      pendingControllers.append(contentsOf: controller.containedChildren)
      if let presented = controller.ownPresented { pendingControllers.append(presented) }
    }
    // Every view and controller with its traits before the change, parents first.
    var before: [(object: AnyObject, traits: UITraitCollection)] = []
    var pendingViews: [UIView] = [self]
    while let view = pendingViews.popLast() {
      if let controller = controllersByView[ObjectIdentifier(view)] {
        before.append((controller, controller.traitCollection))
      }
      before.append((view, view.traitCollection))
      var below = view.subviews
      if let table = view as? TableView { below += table.visibleCells }
      pendingViews.append(contentsOf: below.reversed())
    }
    definedTraitCollection = traits
    // Each call runs with the object's traits as `UITraitCollection.current`, as UIKit's.
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
