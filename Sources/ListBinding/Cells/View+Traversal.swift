extension View {
  /// The view itself or the first of its descendants whose ``tag`` is `tag`, searching depth
  /// first in the order of the subviews, as `UIView.viewWithTag(_:)`; `nil` when there is none.
  ///
  /// The search is a loop, not nested calls, so a tree of any depth is searched.
  ///
  /// - Parameter tag: The tag to look for.
  /// - Returns: The view found, or `nil`.
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  public func viewWithTag(_ tag: Int) -> View? {
    var found: View?
    visitSubtree { view in
      guard found == nil else { return false }
      if view.tag == tag { found = view }
      return found == nil
    }
    return found
  }

  /// Visits the view and its descendants depth first, each before its subviews and the
  /// subviews in order, skipping the subviews of a view for which `visit` returns `false`.
  ///
  /// A loop over an explicit stack, not nested calls: the ListBindingTesting and terminal
  /// gestures find a cell's buttons with it, in a tree of any depth.
  ///
  /// - Parameter visit: Called with each view; returns whether to visit its subviews.
  /// - Complexity: O(*v*), where *v* is the number of views visited.
  package func visitSubtree(_ visit: (View) -> Bool) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      guard visit(view) else { continue }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }
}
