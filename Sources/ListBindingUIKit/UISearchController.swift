import Foundation
import ListBinding

/// A controller that runs a search from its search bar, as UIKit's `UISearchController`.
/// Recorded, not drawn.
///
/// Put its ``searchBar`` in a `UINavigationItem`'s `searchController` or in a table's
/// `tableHeaderView`, as in UIKit. The controller tells its ``searchResultsUpdater`` each time
/// the bar's text changes and each time the bar becomes the first responder, as UIKit's
/// documentation of `updateSearchResults(for:)` says, and also when it becomes active or
/// inactive (*assumed*). A test drives it through ListBindingTesting: a tap in the bar,
/// typing, the search, Cancel and scope buttons.
///
/// Becoming active does not present the controller: ``UIViewController/presentedViewController``
/// of the controller that shows the bar stays as it was (UIKit presents the search controller
/// over the context that ``UIViewController/definesPresentationContext``).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  private var active = false
  /// Whether the controller is becoming active or inactive: telling the delegate and updater.
  private var changingActivation = false
  /// The last ``isActive`` set while the activation changed, applied once the change ends.
  private var pendingActivation: Bool?

  /// The search bar, made with the controller, as `UISearchController.searchBar`.
  public let searchBar: UISearchBar
  /// The controller that shows the results, or `nil` when the searched controller shows them.
  public let searchResultsController: UIViewController?
  /// The object told to update the results, held weakly, as
  /// `UISearchController.searchResultsUpdater`.
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The delegate told of activation, held weakly, as `UISearchController.delegate`.
  public weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the searched content is obscured during a search. Default: `true`.
  public var obscuresBackgroundDuringPresentation = true
  /// Whether the searched content is dimmed during a search (deprecated in UIKit for
  /// ``obscuresBackgroundDuringPresentation``). Default: `true`.
  public var dimsBackgroundDuringPresentation = true
  /// Whether the navigation bar hides during a search. Default: `true`.
  public var hidesNavigationBarDuringPresentation = true
  /// Whether the bar shows its Cancel button while active. Default: `true`.
  public var automaticallyShowsCancelButton = true
  /// Whether the bar shows its scope buttons while active. Default: `true`.
  public var automaticallyShowsScopeBar = true
  /// Whether the results controller shows. Default: `false`.
  public var showsSearchResultsController = false

  /// Creates a search controller whose results `searchResultsController` shows, or the
  /// searched controller itself when `nil`, as `UISearchController(searchResultsController:)`.
  ///
  /// - Parameter searchResultsController: The controller that shows the results, or `nil`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    searchBar = UISearchBar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  /// Creates a search controller whose results the searched controller shows, as
  /// `UISearchController(nibName:bundle:)`; there are no nibs, so both are ignored.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    searchResultsController = nil
    searchBar = UISearchBar(frame: .zero)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    searchBar.searchController = self
  }

  /// Fails: there are no storyboards to decode a controller from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// Whether the search interface shows, as `UISearchController.isActive`. Default: `false`.
  ///
  /// Setting `true` makes the controller active without making the bar the first responder
  /// (as in UIKit, where the keyboard does not come up); setting `false` also ends the bar's
  /// editing. Each change tells the delegate (`willPresentSearchController(_:)`, then
  /// `didPresentSearchController(_:)`, or the dismiss pair) and the ``searchResultsUpdater``
  /// between the two (*assumed*).
  ///
  /// Set while the controller is becoming active or inactive (from the delegate or the
  /// updater), the value applies once that change has ended, as a presentation asked for
  /// during a transition waits for it (*assumed*): the delegate always hears `did…` before the
  /// next `will…`. Until then the property reads the state being entered.
  ///
  /// - Complexity: O(1), besides the delegate and the updater.
  public var isActive: Bool {
    get { active }
    set {
      guard !changingActivation else {
        pendingActivation = newValue
        return
      }
      if newValue { activate() } else { deactivate() }
    }
  }

  /// Makes an inactive controller active, telling the delegate and the updater.
  private func activate() {
    guard !active else { return }
    changeActivation {
      delegate?.willPresentSearchController(self)
      active = true
      updateResults()
      delegate?.didPresentSearchController(self)
    }
  }

  /// Makes an active controller inactive, ending the bar's editing, telling the delegate and
  /// the updater.
  private func deactivate() {
    guard active else { return }
    changeActivation {
      delegate?.willDismissSearchController(self)
      active = false
      searchBar.resignFirstResponder()
      updateResults()
      delegate?.didDismissSearchController(self)
    }
  }

  /// Runs a change of activation, then the last ``isActive`` set during it.
  private func changeActivation(_ change: () -> Void) {
    changingActivation = true
    change()
    changingActivation = false
    guard let pending = pendingActivation else { return }
    pendingActivation = nil
    isActive = pending
  }

  private func updateResults() {
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The bar became the first responder: the controller becomes active, and the updater runs.
  func searchBarDidBecomeFirstResponder() {
    if active { updateResults() } else { isActive = true }
  }

  /// The bar's text changed: the updater runs.
  func searchBarTextDidChange() {
    updateResults()
  }

  /// The bar's Cancel button: the text clears, the delegate hears of it, and the controller
  /// becomes inactive (*assumed* order). For ListBindingTesting.
  ///
  /// A delegate that makes the controller inactive itself has told the updater that way: the
  /// updater runs once.
  package func cancelSearch() {
    searchBar.clearTextSilently()
    let wasActive = active
    searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
    if active {
      isActive = false
    } else if !wasActive {
      updateResults()
    }
  }
}

/// The object a search controller tells to update its results, as UIKit's
/// `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Updates the results for the search controller's current text and scope.
  func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it becomes active or inactive, as UIKit's
/// `UISearchControllerDelegate`. Every method is optional: the defaults do nothing.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The controller is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The controller became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The controller is about to become inactive.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The controller became inactive.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
