import Foundation
import ListBinding

// Where a controller's view goes when it appears, and at what size: the window's root
// controller fills the window, a navigation controller's top controller fills the navigation
// controller's view, and a presented controller fills the window, in every presentation style.
// The view is sized, added and laid out before `viewWillAppear`, and taken out before
// `viewDidDisappear`.

extension UIViewController {
  /// The view the controller's view fills while it is on screen: its parent's view, its
  /// window, or, presented, the window of the controller at the bottom of the presentations.
  var container: UIView? {
    if let parent { return parent.viewIfLoaded }
    if let window { return window }
    guard ownPresenting != nil else { return nil }
    var controller = self
    while controller.window == nil, let presenting = controller.ownPresenting {
      controller = presenting.outermostParent
    }
    return controller.window
  }

  /// Gives the loaded view its container's size, adds it to the container, lays out the
  /// views pinned inside it, and tells the views whose safe area changed (see
  /// `SafeAreas.refresh(from:)`); does nothing for a controller with no container.
  ///
  /// - Complexity: O(*v* + *c*), where *v* is the number of views from the controller's view
  ///   down and *c* the number of their active constraints.
  /// - Returns: Whether the view had been placed before at another size, as a controller
  ///   that comes back after its window changed size while it was off screen.
  @discardableResult
  func placeView() -> Bool {
    guard let view = viewIfLoaded, let container else { return false }
    let frame = CGRect(origin: .zero, size: container.bounds.size)
    let resized = view.frame.size != frame.size && view.frame.size != .zero
    if view.frame != frame { view.frame = frame }
    if view.superview !== container { container.addSubview(view) }
    placedIn = container
    // Views pinned to the controller's view's edges take its new size.
    AutoLayoutPins.layOut(from: view)
    // Bars over the view show in its safe area: the views whose insets changed hear of it.
    SafeAreas.refresh(from: view)
    return resized
  }

  /// Places again, parents first, the views of this controller, of its children on screen and
  /// of the controllers presented from them, after their container took a new size.
  ///
  /// - Complexity: O(*v* + *c*), as ``placeView()`` for every view reached.
  func placeOnScreenViews() {
    var pending: [UIViewController] = [self]
    while let controller = pending.popLast() {
      if controller.isOnScreen || controller.placedIn != nil { controller.placeView() }
      if let presented = controller.ownPresented { pending.append(presented) }
      pending.append(contentsOf: controller.appearanceChildren.reversed())
    }
  }

  /// Takes the view out of the container ``placeView()`` added it to, if it is still there.
  func removePlacedView() {
    defer { placedIn = nil }
    guard let view = viewIfLoaded, let placedIn, view.superview === placedIn else { return }
    view.removeFromSuperview()
  }
}
