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
    isHidden = true
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The controller whose view fills the window. On a visible window, setting it moves the old
  /// root off screen and the new one on; its view is added to the window at the window's size.
  ///
  /// The size is taken when the root's view is added: a window whose frame changes later does
  /// not resize it (UIKit's root view tracks the window's size).
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
