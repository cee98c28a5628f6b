import Foundation
import ListBinding

/// A container that shows a stack of controllers, as UIKit's `UINavigationController`.
///
/// The top controller appears and disappears with the navigation controller; a push or a pop
/// while it is on screen moves one controller off and one on (every `viewWill…` before every
/// `viewDid…`). The top controller's view fills the navigation controller's view, added before
/// its `viewWillAppear`; the view of a controller that leaves the top is taken out before its
/// `viewDidDisappear`. That view underlaps the bars, as under UIKit's default translucent
/// bars: a visible navigation bar covers its top 44 points and a shown toolbar its bottom 44,
/// which its `safeAreaInsets` (and a table's `adjustedContentInset`) count. Nothing is drawn:
/// a test reads ``viewControllers`` and ``topViewController``.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []

  /// Creates a navigation controller showing `rootViewController`, as
  /// `UINavigationController(rootViewController:)`.
  ///
  /// - Parameter rootViewController: The controller at the bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty navigation controller, as `UINavigationController(nibName:bundle:)`.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a controller from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The controllers on the stack, the root first. Setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Whether the navigation controller's toolbar is hidden, as `isToolbarHidden`. Default:
  /// `true`, as in UIKit. Setting it is ``setToolbarHidden(_:animated:)`` without animation.
  ///
  /// The toolbar shows the top controller's `toolbarItems`; nothing is drawn, a test reads them.
  public var isToolbarHidden: Bool {
    get { toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Shows or hides the toolbar, as `setToolbarHidden(_:animated:)`. A shown toolbar covers
  /// the bottom 44 points of the top controller's view (see `UIView.safeAreaInsets`).
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Whether to animate; recorded nowhere.
  /// - Complexity: O(1).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHidden else { return }
    toolbarHidden = hidden
    if let view = topViewController?.viewIfLoaded { SafeAreas.barsChanged(over: view) }
  }

  private var toolbarHidden = true

  /// The controller on top of the stack, or `nil` when it is empty.
  public var topViewController: UIViewController? { stack.last }

  /// The controller on screen: the one the top controller presents, else the top controller.
  public var visibleViewController: UIViewController? {
    guard let top = stack.last else { return nil }
    var visible = ownPresented ?? top
    while let presented = visible.ownPresented { visible = presented }
    return visible
  }

  /// Pushes a controller onto the stack, as `pushViewController(_:animated:)`.
  ///
  /// As UIKit, pushing a navigation controller, or a controller already on the stack, raises
  /// `NSInvalidArgumentException`, reported through ``UIKitException``, and changes nothing.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether to animate; passed on to the appearance methods.
  /// - Complexity: O(*n*), where *n* is the number of controllers on the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if let exception = pushException(for: viewController) {
      exception.raise()
      return
    }
    replaceStack(with: stack + [viewController], animated: animated)
  }

  /// Pops the top controller, as `popViewController(animated:)`.
  ///
  /// - Parameter animated: Whether to animate; passed on to the appearance methods.
  /// - Returns: The popped controller, or `nil` when only the root is left (the root is never
  ///   popped).
  /// - Complexity: O(*n*), where *n* is the number of controllers on the stack.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    replaceStack(with: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root, as `popToRootViewController(animated:)`.
  ///
  /// - Parameter animated: Whether to animate; passed on to the appearance methods.
  /// - Returns: The popped controllers, bottom first; empty when the root is on top.
  /// - Complexity: O(*n*), where *n* is the number of controllers on the stack.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    let popped = Array(stack.dropFirst())
    replaceStack(with: [root], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController`, as `popToViewController(_:animated:)`.
  ///
  /// As UIKit, a controller that is not on the stack raises
  /// `NSInternalInconsistencyException`, reported through ``UIKitException``: nothing is popped
  /// and the result is `nil`.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show on top.
  ///   - animated: Whether to animate; passed on to the appearance methods.
  /// - Returns: The popped controllers, bottom first.
  /// - Complexity: O(*n*), where *n* is the number of controllers on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      UIKitException(
        name: .internalInconsistencyException,
        reason: "Tried to pop to a view controller that doesn't exist."
      ).raise()
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    replaceStack(with: Array(stack[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack, as `setViewControllers(_:animated:)`. When the navigation controller is
  /// on screen and the top changes, the old top disappears and the new one appears.
  ///
  /// As UIKit, a navigation controller among them, or one controller twice, raises
  /// `NSInvalidArgumentException`, reported through ``UIKitException``, and changes nothing.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, the root first.
  ///   - animated: Whether to animate; passed on to the appearance methods.
  /// - Complexity: O(*n* + *m*), the sizes of the old and new stacks.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var seen = Set<ObjectIdentifier>()
    for controller in viewControllers {
      if controller is UINavigationController {
        Self.nestedNavigationException.raise()
        return
      }
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        Self.duplicateException(controller).raise()
        return
      }
    }
    replaceStack(with: viewControllers, animated: animated)
  }

  override var appearanceChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }
  override var containedChildren: [UIViewController] { stack }

  /// Commits a new stack, then moves the old top off screen and the new one on.
  private func replaceStack(with newStack: [UIViewController], animated: Bool) {
    let oldTop = stack.last
    let kept = Set(newStack.map(ObjectIdentifier.init))
    for controller in stack where !kept.contains(ObjectIdentifier(controller)) {
      controller.parent = nil
    }
    for controller in newStack {
      controller.parent = self
    }
    stack = newStack
    let newTop = newStack.last
    guard isOnScreen, oldTop !== newTop else { return }
    UIViewController.transition(disappearing: oldTop, appearing: newTop, animated: animated)
  }

  /// The exception UIKit raises for pushing `controller`, if any.
  private func pushException(for controller: UIViewController) -> UIKitException? {
    if controller is UINavigationController { return Self.nestedNavigationException }
    if stack.contains(where: { $0 === controller }) {
      return Self.duplicateException(controller)
    }
    return nil
  }

  private static let nestedNavigationException = UIKitException(
    name: .invalidArgumentException, reason: "Pushing a navigation controller is not supported")

  private static func duplicateException(_ controller: UIViewController) -> UIKitException {
    UIKitException(
      name: .invalidArgumentException,
      reason: "Pushing the same view controller instance more than once is not supported "
        + "(\(controller))")
  }
}
