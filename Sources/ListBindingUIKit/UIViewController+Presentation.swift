// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.

extension UIViewController {
  /// The controller this one presented, or that the nearest of its parents presented, as
  /// `UIViewController.presentedViewController`.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the controller among its parents.
  public var presentedViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presented = current.ownPresented { return presented }
      controller = current.parent
    }
    return nil
  }

  /// The controller that presented this one, or the nearest of its parents, as
  /// `UIViewController.presentingViewController`.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the controller among its parents.
  public var presentingViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presenting = current.ownPresenting { return presenting }
      controller = current.parent
    }
    return nil
  }

  /// Presents a controller modally, as `UIViewController.present(_:animated:completion:)`.
  ///
  /// The outermost of this controller's parents presents it. The presented controller's view is
  /// loaded, sized to the window and added to it, in every style (UIKit makes a sheet smaller
  /// than the window), and it appears (`viewWillAppear`, `viewDidAppear`); the presenter
  /// disappears, its view taken out of the window, only in the styles that cover it
  /// (`.fullScreen`, `.currentContext`). The completion runs when the
  /// main queue next turns, after the code that follows this call, as UIKit runs it after its
  /// animation.
  ///
  /// As UIKit: presenting from a controller that is not on screen, or that already presents
  /// one, does nothing and runs no completion (UIKit logs a warning); presenting a controller
  /// that is already presented, that has a parent, or that is on screen raises
  /// `NSInvalidArgumentException`, reported through ``UIKitException``, and changes nothing.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether to animate; passed on to the appearance methods.
  ///   - completion: What to run once the controller is presented.
  /// - Complexity: O(*c*) calls, where *c* is the number of controllers that appear or
  ///   disappear, besides their code.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presenter = outermostParent
    if let exception = presentationException(of: viewControllerToPresent, by: presenter) {
      exception.raise()
      return
    }
    guard presenter.isOnScreen, presenter.ownPresented == nil else { return }
    presenter.ownPresented = viewControllerToPresent
    viewControllerToPresent.ownPresenting = presenter
    let hidden = viewControllerToPresent.modalPresentationStyle.hidesPresenter ? presenter : nil
    UIViewController.transition(
      disappearing: hidden, appearing: viewControllerToPresent, animated: flag)
    MainQueueCompletions.schedule(completion)
  }

  /// Dismisses the controller this one presented, or, if it presented none, this controller
  /// itself, as `UIViewController.dismiss(animated:completion:)`.
  ///
  /// Controllers presented above the dismissed one are dismissed with it. Each disappears
  /// (`viewWillDisappear`, `viewDidDisappear`), its view taken out of the window, and a
  /// presenter that a covering style hid appears again, back in the window. The completion runs when the main queue next turns; when nothing is
  /// presented it still runs (*assumed*).
  ///
  /// - Parameters:
  ///   - flag: Whether to animate; passed on to the appearance methods.
  ///   - completion: What to run once the controller is dismissed.
  /// - Complexity: O(*c*) calls, where *c* is the number of controllers that disappear or
  ///   appear, besides their code.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter: UIViewController?
    if presentedViewController != nil {
      presenter = outermostParent
    } else {
      presenter = presentingViewController
    }
    guard let presenter, let dismissed = presenter.ownPresented else {
      MainQueueCompletions.schedule(completion)
      return
    }
    // The topmost presented controller first, down to the one dismissed.
    var chain: [UIViewController] = [dismissed]
    while let above = chain.last?.ownPresented { chain.append(above) }
    let covered = chain.contains { $0.modalPresentationStyle.hidesPresenter }
    for controller in chain.reversed() {
      controller.ownPresenting?.ownPresented = nil
      controller.ownPresenting = nil
      UIViewController.transition(disappearing: controller, appearing: nil, animated: flag)
    }
    if covered, presenter.window != nil || presenter.ownPresenting != nil {
      UIViewController.transition(disappearing: nil, appearing: presenter, animated: flag)
    }
    MainQueueCompletions.schedule(completion)
  }

  /// The outermost of the controller's parents, or the controller itself.
  var outermostParent: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The exception UIKit raises for presenting `controller` from `presenter`, if any.
  private func presentationException(
    of controller: UIViewController, by presenter: UIViewController
  ) -> UIKitException? {
    if let presenting = controller.ownPresenting {
      return UIKitException(
        name: .invalidArgumentException,
        reason: "Application tried to present modally a view controller \(controller) "
          + "that is already being presented by \(presenting).")
    }
    if let parent = controller.parent {
      return UIKitException(
        name: .invalidArgumentException,
        reason: "Application tried to present modally a view controller \(controller) "
          + "that has a parent view controller \(parent).")
    }
    if controller.isOnScreen || controller === presenter {
      return UIKitException(
        name: .invalidArgumentException,
        reason: "Application tried to present modally an active controller \(controller).")
    }
    return nil
  }
}
