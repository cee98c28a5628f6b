import Foundation
import ListBinding

/// An object that manages a view, as UIKit's `UIViewController`.
///
/// Subclass it as in UIKit: override ``loadView()`` or ``viewDidLoad()``, and the appearance
/// methods, which run as the controller is shown by a window (``UIWindow/makeKeyAndVisible()``),
/// presented (``present(_:animated:completion:)``), or pushed onto a navigation controller.
/// As it appears, its view is sized to fill what shows it (the window, or the navigation
/// controller's view) and added there, before ``viewWillAppear(_:)``.
/// Nothing is drawn: the controller records what a test checks (``presentedViewController``,
/// ``navigationController``, ``navigationItem``).
///
/// A controller is a ``UIResponder``, as in UIKit: its view's `next` is the controller, and
/// its own ``next`` leads on to what shows it.
///
/// Nothing here throws: UIKit's signatures, character for character.
@preconcurrency @MainActor
open class UIViewController: UIResponder, CustomStringConvertible {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type: reading it loads the view, so it is never nil.)
  /// The view the controller manages, as `UIViewController.view`. Reading it loads it
  /// (``loadView()`` then ``viewDidLoad()``) if it is not loaded yet.
  ///
  /// - Complexity: O(1), besides the first load.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// The view, if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The title, shown by a navigation controller when the navigation item has none.
  public var title: String?

  /// The parent: the navigation controller the controller is pushed onto, if any.
  public internal(set) weak var parent: UIViewController?

  /// How the controller is presented modally. Default: `.automatic`, a sheet over the
  /// presenter, which stays on screen (it gets no disappearance callbacks).
  public var modalPresentationStyle = UIModalPresentationStyle.automatic

  var loadedView: UIView? {
    didSet {
      guard loadedView !== oldValue else { return }
      ControllerViews.detach(oldValue, from: self)
      ControllerViews.attach(loadedView, to: self)
    }
  }
  var ownPresented: UIViewController?
  weak var ownPresenting: UIViewController?
  weak var window: UIWindow?
  /// The view ``placeView()`` last added the controller's view to.
  weak var placedIn: UIView?
  var appearance = Appearance.disappeared
  /// The style ``overrideUserInterfaceStyle`` holds.
  var styleOverride = UIUserInterfaceStyle.unspecified
  var editing = false
  lazy var ownNavigationItem = UINavigationItem(title: "")
  lazy var ownEditButtonItem = makeEditButtonItem()

  /// Creates a controller, as `UIViewController(nibName:bundle:)`. ListBindingUIKit has no nib
  /// files: the arguments are kept for source compatibility and ignored.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a controller from.
  ///
  /// Declared so that subclasses write `required init?(coder:)` as in UIKit.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// Creates a controller with no nib, as `UIViewController()`.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The responder after the controller, as `UIViewController.next`: the controller that
  /// presented it, when it is presented; else its view's superview (the window, for a window's
  /// root controller; the navigation controller's view, for a controller on its stack); else
  /// its parent, while its view is off screen (*assumed*: Apple's page names the superview
  /// only). `nil` for a controller no one shows. Reading it does not load the view.
  ///
  /// Sources: Apple's pages of `UIResponder.next` ("UIViewController similarly implements the
  /// method and returns its view's superview") and "Using responders and the responder chain
  /// to handle events" ("If the view controller was presented by another view controller, the
  /// next responder is the presenting view controller").
  ///
  /// - Complexity: O(1).
  open override var next: UIResponder? {
    if let ownPresenting { return ownPresenting }
    return viewIfLoaded?.superview ?? parent
  }

  /// Creates the view. The default makes an empty ``UIView`` the size of the main screen, as
  /// UIKit's does for a controller without a nib, so `view.bounds` in `viewDidLoad()` is the
  /// screen's (a table set up with `tableView.frame = view.bounds` fills it); override it to
  /// make your own and assign it to ``view``, without calling `super`, as in UIKit.
  open func loadView() {
    loadedView = UIView(frame: UIScreen.main.bounds)
  }

  /// Loads the view if it is not loaded yet: ``loadView()``, then ``viewDidLoad()``. For a
  /// controller a storyboard made, the tables in the view get the storyboard's prototype cells
  /// in between, as a storyboard's decoded tables hold them (ListBindingTesting's
  /// `UIStoryboard.registerPrototypeCell(_:forCellReuseIdentifier:inStoryboardNamed:)`).
  ///
  /// - Complexity: O(1), besides the load.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    storyboard?.registerPrototypeCells(in: self)
    viewDidLoad()
  }

  /// Called once the view is loaded. Override it to set up the view; the default does nothing.
  open func viewDidLoad() {}

  /// Called before the view appears. The default does nothing.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view has appeared. The default does nothing.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears. The default does nothing.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called once the view has disappeared. The default does nothing.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called just before the view lays out its subviews, as UIKit's `viewWillLayoutSubviews()`.
  /// The default does nothing; an override may call `super`.
  ///
  /// It runs in each layout pass that lays out the controller's view (its `layoutSubviews()`),
  /// once a pass: when the controller appears (after ``viewWillAppear(_:)``, before
  /// ``viewDidAppear(_:)``), when its window takes a new size, and when your code calls
  /// `view.layoutIfNeeded()`, or the `layoutIfNeeded()` of a view it is in, while the view needs
  /// layout (it is new, took a new size, gained or lost a subview, or was marked with
  /// `setNeedsLayout()`). There is no update cycle: a view that needs layout waits for one of
  /// those. The view has its new size here; its subviews are not laid out yet.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func viewWillLayoutSubviews() {}

  /// Called just after the view has laid out its subviews, as UIKit's
  /// `viewDidLayoutSubviews()`: after the view's `layoutSubviews()`, in the same pass as
  /// ``viewWillLayoutSubviews()``, before the views inside it lay out theirs. The default does
  /// nothing; an override may call `super`.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func viewDidLayoutSubviews() {}

  /// Called once the safe area of the controller's view has changed, as UIKit's
  /// `viewSafeAreaInsetsDidChange()`: when the view is placed under (or taken from under) a
  /// navigation bar, toolbar or tab bar, or one of those bars is shown or hidden, after the
  /// view's `safeAreaInsetsDidChange()`. The default does nothing; an override calls `super`,
  /// as Apple's documentation asks.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func viewSafeAreaInsetsDidChange() {}

  /// Turns editing mode on or off, as `UIViewController.setEditing(_:animated:)`: updates
  /// ``isEditing`` and the ``editButtonItem``'s title (Edit, or Done while editing). Override it
  /// to update your views, calling `super`, as in UIKit.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate the change.
  /// - Complexity: O(1).
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    updateEditButtonItem()
  }

  /// Called once a controller made in place of a storyboard's is ready, as `awakeFromNib()`.
  /// The default does nothing; an override calls `super`, as in UIKit.
  ///
  /// Nothing is decoded from a storyboard here, so a controller your code makes never gets it.
  /// The face calls it once, right after the initializer, on a controller it makes in place of
  /// a storyboard's: from `UIStoryboard.instantiateViewController(withIdentifier:)` or
  /// `instantiateInitialViewController()`, or as a segue's destination, with a factory a test
  /// registered through ListBindingTesting. That is UIKit's moment: after `init(coder:)`, before
  /// the view loads.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func awakeFromNib() {}

  /// Declared so that `override class func awakeFromNib()` compiles, as it does on iOS, where
  /// NSObject's `awakeFromNib()` is also a class method. Nothing calls it, here or in UIKit; the
  /// default does nothing. The instance method `awakeFromNib()` is the one the face calls.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open class func awakeFromNib() {}

  /// The identifier state restoration keeps the controller's state under, as
  /// `UIViewController.restorationIdentifier`. Recorded: nothing preserves or restores state
  /// here by itself. Default: `nil`.
  public var restorationIdentifier: String?

  /// The class that makes the controller again when its state is restored, as
  /// `UIViewController.restorationClass`. Recorded. Default: `nil`.
  public var restorationClass: (any UIViewControllerRestoration.Type)?

  /// Writes the controller's state to a coder, as `encodeRestorableState(with:)`: what it needs
  /// to look the same after a relaunch (a selection, an item's identifier). The default writes
  /// nothing; an override calls `super`, as in UIKit.
  ///
  /// Nothing calls it here by itself (UIKit does as the app moves to the background): a test
  /// does, through ListBindingTesting's `simulateStateRestoration(into:)`, which writes this
  /// controller's state with an `NSKeyedArchiver` and reads it into another.
  ///
  /// - Parameter coder: The coder to write to.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Reads the controller's state back from a coder, as `decodeRestorableState(with:)`. The
  /// default reads nothing; an override calls `super`, as in UIKit. Called by nothing here but
  /// ListBindingTesting's `simulateStateRestoration(into:)`.
  ///
  /// - Parameter coder: The coder to read from.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func decodeRestorableState(with coder: NSCoder) {}

  /// Called once every restored object has read its state, as
  /// `applicationFinishedRestoringState()`. The default does nothing.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func applicationFinishedRestoringState() {}

  /// Called before a segue runs, as `prepare(for:sender:)`: pass data to
  /// `segue.destination` here. The default does nothing.
  ///
  /// - Parameters:
  ///   - segue: The segue, with its identifier, source and destination.
  ///   - sender: The object that started the segue.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue a user triggers should run, as `shouldPerformSegue(withIdentifier:sender:)`.
  /// The default answers `true`.
  ///
  /// As Apple documents, ``performSegue(withIdentifier:sender:)`` does not ask it: only a
  /// segue a user triggers does (ListBindingTesting's `simulateSegue(withIdentifier:sender:)`).
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: The object that started the segue.
  /// - Returns: Whether to run the segue.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Runs the segue with an identifier, as `performSegue(withIdentifier:sender:)`.
  ///
  /// There are no storyboards: a segue exists only when a test registered it on this controller
  /// (ListBindingTesting's `registerSegue(withIdentifier:kind:destination:)`). Then the
  /// destination is made (its `awakeFromNib()` runs), ``prepare(for:sender:)`` is called with
  /// a ``UIStoryboardSegue``, and the segue is performed: a `.show` segue shows the destination
  /// as ``show(_:sender:)`` does, a `.present` one presents it. For an identifier with no
  /// segue, UIKit raises `NSInvalidArgumentException` ("Receiver (<…>) has no segue with
  /// identifier '…'"), reported through ``UIKitException``; nothing else happens.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: The object that started the segue, passed to `prepare(for:sender:)`.
  /// - Complexity: O(1), besides the destination's factory, `prepare` and the transition.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    runSegue(withIdentifier: identifier, sender: sender)
  }

  /// Called once the controller's ``traitCollection`` has changed, as
  /// `traitCollectionDidChange(_:)`. The default does nothing; an override calls `super` first.
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  /// - Complexity: O(1) for the default, plus what an override does.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the size of the controller's view changes, as UIKit's
  /// `viewWillTransition(to:with:)`: when the window it is in takes a new size (a rotation, an
  /// iPad split), before any view is resized. The default passes the call on to the children on
  /// screen (a navigation controller's top controller, a tab bar controller's selected one) and
  /// to the controller this one presents, as UIKit's does; an override calls `super`.
  ///
  /// The coordinator runs the blocks given to its
  /// ``UIViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)`` once
  /// every view has its new size: the animations at once, the completions when the main queue
  /// next turns.
  ///
  /// - Parameters:
  ///   - size: The size the controller's view will have.
  ///   - coordinator: The transition's coordinator.
  /// - Complexity: O(*c*) calls for the default, where *c* is the number of controllers it
  ///   reaches, plus what overrides do.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in appearanceChildren {
      child.viewWillTransition(to: size, with: coordinator)
    }
    ownPresented?.viewWillTransition(to: size, with: coordinator)
  }

  /// The storyboard the controller was made from, as `UIViewController.storyboard`: the one
  /// whose `instantiateViewController(withIdentifier:)` or `instantiateInitialViewController()`
  /// made it, or, for a segue's destination, the source's; `nil` for a controller your code
  /// makes.
  public internal(set) var storyboard: UIStoryboard?

  /// Whether the tab bar hides while the controller is pushed onto a navigation controller, as
  /// `hidesBottomBarWhenPushed`. Default: `false`. Recorded, not drawn: there is no bar.
  public var hidesBottomBarWhenPushed = false

  /// The segues a test registered on this controller, by identifier.
  package var segueTemplates: [String: UIStoryboardSegue.Template] = [:]
  /// The items of the toolbar shown with this controller; see `setToolbarItems(_:animated:)`.
  var ownToolbarItems: [UIBarButtonItem]?
  /// The tab bar item, made on first use.
  lazy var ownTabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)

  /// The navigation item that represents the controller in a navigation bar, made on first use.
  public var navigationItem: UINavigationItem { ownNavigationItem }

  /// The nearest navigation controller among the controller's parents, if any.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the controller among its parents.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  /// UIKit's description of an object: `<Module.Type: 0xADDRESS>`, as exception reasons show it.
  nonisolated open var description: String {
    let address = UInt(bitPattern: ObjectIdentifier(self))
    return "<\(String(reflecting: type(of: self))): 0x\(String(address, radix: 16))>"
  }

  /// The controllers contained in this one that appear and disappear with it.
  var appearanceChildren: [UIViewController] { [] }

  /// The controllers this one contains, shown or not: a navigation controller's stack, a tab bar
  /// controller's tabs.
  var containedChildren: [UIViewController] { [] }
}

/// How a controller is presented modally, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
  /// The presented view covers the screen; the presenter disappears.
  case fullScreen = 0
  /// A sheet over the presenter, which stays on screen.
  case pageSheet = 1
  /// A smaller sheet over the presenter, which stays on screen.
  case formSheet = 2
  /// Covers the presenter's context; the presenter disappears.
  case currentContext = 3
  /// A custom presentation; the presenter stays on screen.
  case custom = 4
  /// Over the screen, the presenter staying on screen beneath.
  case overFullScreen = 5
  /// Over the presenter's context, the presenter staying on screen beneath.
  case overCurrentContext = 6
  /// A popover; the presenter stays on screen.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's choice: a page sheet.
  case automatic = -2

  /// Whether the presenter disappears while the controller is presented in this style.
  var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
}
