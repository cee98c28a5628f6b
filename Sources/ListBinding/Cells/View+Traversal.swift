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
  /// gestures find a cell's buttons with it, in a tree of any depth. The buttons a finger can
  /// reach in a cell, say:
  ///
  /// ```swift
  /// var buttons: [Button] = []
  /// cell.contentView.visitSubtree { view in
  ///   guard view.receivesTouches else { return false }  // nor what is inside it
  ///   if let button = view as? Button { buttons.append(button) }
  ///   return true
  /// }
  /// ```
  ///
  /// - Parameter visit: Called with each view; returns whether to visit its subviews.
  /// - Complexity: O(*v*), where *v* is the number of views visited.
  public func visitSubtree(_ visit: (View) -> Bool) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      guard visit(view) else { continue }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }
}

extension View {
  /// Whether a user's touch reaches the view: it and every view it is in are drawn and take
  /// touches (``isUserInteractionEnabled``), up through its cell to the table that displays
  /// the cell and the views that table is in, as UIKit's hit-testing skips a hidden,
  /// transparent or non-interactive view and everything inside it.
  ///
  /// The simulated user's taps, swipes and drags reach only what it says; a driver or a test
  /// helper of your own can ask it before it acts as a finger would.
  ///
  /// - Complexity: O(*d*), where *d* is the number of views above this one.
  public var isReachableByTouch: Bool {
    var reached = true
    visitAncestors { view in
      if !view.receivesTouches { reached = false }
      return reached
    }
    return reached
  }

  /// Visits the view, then the views it is in, nearest first: its superview, or, for a cell,
  /// the table that displays it (which is a view too), and so on up; stops when `visit` returns
  /// `false`.
  ///
  /// A loop, not nested calls. A table that comes round again (one placed inside a cell of its
  /// own, which ``addSubview(_:)`` refuses) ends the walk, so it ends whatever the tree.
  ///
  /// - Complexity: O(*d*), where *d* is the number of views above this one.
  func visitAncestors(_ visit: (View) -> Bool) {
    var view: View? = self
    var tables: Set<ObjectIdentifier> = []
    while let current = view {
      guard visit(current) else { return }
      if let parent = current.parentView {
        view = parent
      } else if let table = (current as? TableViewCell)?.host as? TableView,
        tables.insert(ObjectIdentifier(table)).inserted
      {
        view = table
      } else {
        view = nil
      }
    }
  }
}

extension View {
  /// Calls ``layoutSubviews()`` on the view, then on each view inside it, each before its
  /// subviews and the subviews in order, as UIKit's layout pass runs from the top down; a
  /// cell's or a header's configuration update that is due runs first.
  ///
  /// A loop, not nested calls. The subviews of a view are read after its own
  /// `layoutSubviews()`, so subviews it adds are laid out too.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree, plus what the
  ///   overrides do.
  func layOutSubtree() {
    visitSubtree { view in
      view.updatePendingConfiguration()
      view.hasPendingLayout = false
      view.layOutSubviewsInPass()
      return true
    }
  }

  /// Calls ``layoutSubviews()`` on the views of the subtree that need layout, each before its
  /// subviews and the subviews in order; a table below the view lays itself out, by its own
  /// ``layoutIfNeeded()``. The view on which it is called is laid out as a view, whatever it is.
  ///
  /// A loop, not nested calls, except one call for each table below the view. A view's flag is
  /// cleared before its `layoutSubviews()`, so a view that marks itself there needs layout
  /// again afterwards, as in UIKit; the views it contains are read after it.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree, plus what the
  ///   overrides and the tables do.
  func layOutPendingSubtree() {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if view !== self, view is any TableViewHosting {
        view.layoutIfNeeded()
        continue
      }
      view.updatePendingConfiguration()
      if view.hasPendingLayout {
        view.hasPendingLayout = false
        view.layOutSubviewsInPass()
      }
      stack.append(contentsOf: view.laidOutViews.reversed())
    }
  }

  /// The views a layout of the view reaches below it: its subviews, and, for a table, the views
  /// it shows.
  private var laidOutViews: [View] {
    guard let table = self as? TableView else { return subviews }
    return subviews + table.shownViews
  }

  /// Runs ``layoutSubviews()`` as a layout pass does: the ``layoutPassObserver`` is told just
  /// before and just after it.
  ///
  /// - Complexity: O(1), plus what `layoutSubviews()` and the observer do.
  func layOutSubviewsInPass() {
    guard let observer = View.layoutPassObserver else {
      layoutSubviews()
      return
    }
    observer(self, .willLayoutSubviews)
    layoutSubviews()
    observer(self, .didLayoutSubviews)
  }
}
