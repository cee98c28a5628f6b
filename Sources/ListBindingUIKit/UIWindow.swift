import Foundation
import ListBinding

/// The backdrop of an app's views, as UIKit's `UIWindow`: it has a size, and once made visible
/// (``makeKeyAndVisible()``) its ``rootViewController`` appears, so presentation and pushes run
/// their appearance methods.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false
  private var visible = false
  private var root: UIViewController?

  /// Creates a hidden window with a frame, as `UIWindow(frame:)`.
  ///
  /// - Parameter frame: The window's frame: the size the root view gets.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    TraitChanges.installHooks()
    isHidden = true
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The window's frame, as `UIView.frame`. On a visible window, a new size (a rotation, an iPad
  /// split) resizes what the window shows, as UIKit does: the root controller and the
  /// controllers on screen get ``UIViewController/viewWillTransition(to:with:)`` first, then the
  /// root's view, the views of the controllers it shows and of those presented take the
  /// window's size, the views pinned inside them follow (see ``NSLayoutConstraint``), and the
  /// window lays them out (``ListBinding/View/layoutIfNeeded()``), so a table among them shows the rows of
  /// its new size; then the coordinator's blocks run. A size that is not finite, is below 0 or
  /// is above ``ListBinding/TableView/maximumDimension``, or an origin that is not finite, is ignored: the
  /// window keeps its frame.
  ///
  /// - Complexity: O(*v* + *c*) for a new size on a visible window, where *v* is the number of
  ///   views the window shows and *c* the number of their active constraints, plus what
  ///   `viewWillTransition(to:with:)` overrides do.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let size = newValue.size
      let largest = TableView.maximumDimension
      guard (0...largest).contains(size.width), (0...largest).contains(size.height),
        newValue.origin.x.isFinite, newValue.origin.y.isFinite
      else { return }
      let oldSize = super.frame.size
      guard visible, let root, size != oldSize else {
        super.frame = newValue
        return
      }
      let coordinator = SizeTransitionCoordinator()
      root.viewWillTransition(to: size, with: coordinator)
      super.frame = newValue
      root.placeOnScreenViews()
      // UIKit lays the views out in the transition's animation, before the blocks run along.
      layoutIfNeeded()
      coordinator.finish()
    }
  }

  /// The window's own rect, as `UIView.bounds`; setting it gives the window its size, as a new
  /// ``frame`` of that size does.
  ///
  /// - Complexity: That of ``frame``.
  open override var bounds: CGRect {
    get { super.bounds }
    set { frame = CGRect(origin: frame.origin, size: newValue.size) }
  }

  /// The controller whose view fills the window. On a visible window, setting it moves the old
  /// root off screen and the new one on; its view is added to the window at the window's size.
  ///
  /// A window that takes a new size later resizes it (see ``frame``).
  public var rootViewController: UIViewController? {
    get { root }
    set {
      let old = root
      guard old !== newValue else { return }
      old?.window = nil
      old?.viewIfLoaded?.removeFromSuperview()
      root = newValue
      guard visible else { return }
      attachRoot()
      UIViewController.transition(disappearing: old, appearing: newValue, animated: false)
    }
  }

  /// The responder after the window, as `UIWindow.next`: the app, ``UIApplication/shared``,
  /// as Apple's page of `UIResponder.next` says ("UIWindow returns the application object").
  ///
  /// - Complexity: O(1).
  open override var next: UIResponder? { UIApplication.shared }

  /// Makes the window key and shows it, as `makeKeyAndVisible()`: the root controller's view is
  /// loaded, sized to the window and added to it, and the root appears.
  ///
  /// - Complexity: O(*c*) calls, where *c* is the number of controllers that appear.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    guard !visible else { return }
    visible = true
    attachRoot()
    UIViewController.transition(disappearing: nil, appearing: root, animated: false)
  }

  /// Makes the window key, as `makeKey()`, without showing it.
  open func makeKey() { isKeyWindow = true }

  /// Adds the root's view at the window's size; the controllers the root contains and those
  /// presented take theirs as they appear (see `UIViewController.placeView()`).
  private func attachRoot() {
    guard let root else { return }
    root.window = self
    root.loadViewIfNeeded()
    root.placeView()
  }
}
