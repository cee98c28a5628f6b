// How controllers appear and disappear: one transition moves a set of controllers on screen and
// another off, calling every `viewWill…` before every `viewDid…`, as UIKit's transitions do.

extension UIViewController {
  /// Where the controller is in its appearance cycle.
  enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// Whether the controller's view is in a visible window's hierarchy.
  var isOnScreen: Bool { appearance == .appeared || appearance == .appearing }

  /// The controller and the children that appear with it, parents first.
  var appearanceTree: [UIViewController] {
    var tree: [UIViewController] = []
    var pending: [UIViewController] = [self]
    while let next = pending.popLast() {
      tree.append(next)
      pending.append(contentsOf: next.appearanceChildren.reversed())
    }
    return tree
  }

  /// Moves `disappearing` off screen and `appearing` on, each with its children: first every
  /// `viewWillDisappear` and `viewWillAppear` (views loaded first, then sized and added to
  /// their containers: see ``placeView()``), then a layout pass of the appearing views, then
  /// every `viewDidAppear` and `viewDidDisappear`
  /// (views taken out of their containers first). A controller already in the state asked is
  /// left alone.
  ///
  /// - Complexity: O(*c*) calls, where *c* is the number of controllers in both trees.
  static func transition(
    disappearing: UIViewController?, appearing: UIViewController?, animated: Bool
  ) {
    let leaving = (disappearing?.appearanceTree ?? []).filter { $0.isOnScreen }
    let arriving = (appearing?.appearanceTree ?? []).filter { !$0.isOnScreen }
    for controller in leaving {
      controller.appearance = .disappearing
      controller.viewWillDisappear(animated)
    }
    for controller in arriving {
      controller.loadViewIfNeeded()
      // Parents first: a container's view has its size before its child's view takes it.
      controller.placeView()
      controller.appearance = .appearing
      controller.viewWillAppear(animated)
    }
    // The appearing views are laid out before they have appeared, as UIKit lays out an
    // appearing view: each controller hears its view's pass (`viewWillLayoutSubviews`,
    // `viewDidLayoutSubviews`), and a view back at another size (its window changed size while
    // it was away) shows a table's rows of its new size. A parent's pass reaches its
    // children's views, which then need no pass of their own.
    for controller in arriving where controller.appearance == .appearing {
      controller.viewIfLoaded?.layoutIfNeeded()
    }
    for controller in arriving where controller.appearance == .appearing {
      controller.appearance = .appeared
      controller.viewDidAppear(animated)
    }
    for controller in leaving where controller.appearance == .disappearing {
      controller.removePlacedView()
      controller.appearance = .disappeared
      controller.viewDidDisappear(animated)
    }
  }
}
