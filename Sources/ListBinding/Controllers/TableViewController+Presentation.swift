import Foundation

// The stand-in for UIKit's presentation: see "Presentation" in `TableViewController`'s
// documentation.

extension TableViewController {
  /// Where a controller is in its presentation.
  enum Appearance {
    /// Not presented.
    case disappeared
    /// `viewWillAppear` is running.
    case appearing
    /// Presented: `viewWillAppear` has returned.
    case appeared
    /// `viewWillDisappear` is running.
    case disappearing
  }

  /// Whether the controller is presented: from the moment its ``viewWillAppear(_:)`` returns
  /// until its ``viewWillDisappear(_:)`` returns.
  public var isPresented: Bool { appearance == .appeared || appearance == .disappearing }

  /// Loads the view if it is not loaded yet, as UIKit's `loadViewIfNeeded()`: calls
  /// ``viewDidLoad()``, once in the controller's life.
  ///
  /// ``isViewLoaded`` is `true` while ``viewDidLoad()`` runs; when it throws, the view counts as
  /// not loaded, and the next call runs ``viewDidLoad()`` again.
  ///
  /// - Throws: What ``viewDidLoad()`` throws, as it is.
  /// - Complexity: O(1), plus what ``viewDidLoad()`` does.
  public func loadViewIfNeeded() throws {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    isLoadingView = true
    defer { isLoadingView = false }
    do {
      try viewDidLoad()
    } catch {
      isViewLoaded = false
      throw error
    }
  }

  /// Presents the controller, standing in for UIKit's presentation: loads the view if needed,
  /// then calls ``viewWillAppear(_:)`` and ``viewDidAppear(_:)``.
  ///
  /// ```swift
  /// let controller = SettingsController(style: .grouped)
  /// try controller.present()
  /// try controller.tableView.tapRow(at: IndexPath(row: 0, section: 0))
  /// try controller.dismiss()
  /// ```
  ///
  /// - Parameter animated: Passed to the hooks; nothing is animated.
  /// - Throws: ``TableViewControllerError/alreadyPresented`` when the controller is presented
  ///   or being presented or dismissed, its ``viewDidLoad()`` included (UIKit refuses to present
  ///   a controller whose view is not in a window yet); nothing happens then, and no hook runs
  ///   twice. Otherwise what a hook throws, as
  ///   it is: the controller is not presented when ``viewDidLoad()`` or ``viewWillAppear(_:)``
  ///   throws, and is when ``viewDidAppear(_:)`` does.
  /// - Complexity: What the hooks do; the first time, a reload of the table (see
  ///   ``viewWillAppear(_:)``).
  public func present(animated: Bool = false) throws {
    guard appearance == .disappeared, !isLoadingView else {
      throw TableViewControllerError.alreadyPresented
    }
    // Being presented from here on, while the view loads too: a present() from viewDidLoad()
    // or viewWillAppear(_:) is refused.
    appearance = .appearing
    do {
      try loadViewIfNeeded()
      try viewWillAppear(animated)
    } catch {
      appearance = .disappeared
      throw error
    }
    appearance = .appeared
    try viewDidAppear(animated)
  }

  /// Dismisses the controller, standing in for UIKit's dismissal: calls
  /// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``.
  ///
  /// Does nothing unless the controller is presented (see ``isPresented``), as UIKit's
  /// `dismiss(animated:completion:)` of a controller that shows nothing.
  ///
  /// - Parameter animated: Passed to the hooks; nothing is animated.
  /// - Throws: What a hook throws, as it is: the controller stays presented when
  ///   ``viewWillDisappear(_:)`` throws, and is dismissed when ``viewDidDisappear(_:)`` does.
  /// - Complexity: What the hooks do.
  public func dismiss(animated: Bool = false) throws {
    guard appearance == .appeared else { return }
    appearance = .disappearing
    do {
      try viewWillDisappear(animated)
    } catch {
      appearance = .appeared
      throw error
    }
    appearance = .disappeared
    try viewDidDisappear(animated)
  }
}
