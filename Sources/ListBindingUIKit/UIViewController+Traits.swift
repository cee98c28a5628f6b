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
    let inherited = inheritedTraitCollection
    var controller: UIViewController? = self
    while let current = controller {
      let style = current.styleOverride
      if style != .unspecified {
        guard style != inherited.userInterfaceStyle else { return inherited }
        return UITraitCollection(
          traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
      }
      controller = current.parent
    }
    return inherited
  }

  /// The traits around the controller, before its own and its parents' style.
  private var inheritedTraitCollection: UITraitCollection {
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

  /// The light or dark style of the controller, the controllers it contains and the views of
  /// all of them, whatever the style around it, as
  /// `UIViewController.overrideUserInterfaceStyle`; `.unspecified`, the default, to take the
  /// style of its parent or window. The controller's and its views' ``traitCollection`` read
  /// it, so `UIColor.resolvedColor(with: traitCollection)` gives a dynamic colour's dark
  /// appearance under `.dark`. A change calls `traitCollectionDidChange(_:)` on each loaded
  /// controller and view whose traits changed, parents first, a controller just before its
  /// view. The controller's view's own `overrideUserInterfaceStyle` stays `.unspecified`, as
  /// in UIKit.
  ///
  /// - Complexity: O(*v*) for the *v* views under the controller's view, besides their code.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { styleOverride }
    set {
      guard newValue != styleOverride else { return }
      TraitChanges.installHooks()
      guard let view = viewIfLoaded else {
        styleOverride = newValue
        return
      }
      TraitChanges.perform(under: view) { styleOverride = newValue }
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
    TraitChanges.perform(under: self) { definedTraitCollection = traits }
  }
}
