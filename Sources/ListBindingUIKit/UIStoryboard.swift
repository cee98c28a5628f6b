import Foundation
import ListBinding

/// A storyboard, as UIKit's `UIStoryboard`: here a name whose controllers a test supplies.
///
/// There are no storyboard files. A test registers, for a storyboard name, a factory for each
/// identifier and for the initial controller (ListBindingTesting's
/// `UIStoryboard.registerViewController(withIdentifier:inStoryboardNamed:_:)`); the
/// registrations are process-wide, as a bundle's files are, so each test uses names of its own.
/// A controller made by a factory gets `awakeFromNib()` right after, as UIKit's decoded ones do,
/// and so do the controllers embedded in it (a navigation controller's root, a tab bar
/// controller's tabs), which get the storyboard as their ``UIViewController/storyboard`` too.
@preconcurrency @MainActor
open class UIStoryboard: CustomStringConvertible {
  /// The storyboard's name.
  let name: String

  /// Opens the storyboard with a name, as `UIStoryboard(name:bundle:)`.
  ///
  /// When no test registered anything for the name, UIKit raises
  /// `NSInvalidArgumentException` ("Could not find a storyboard named '…' in bundle …"): the
  /// face reports it, and the storyboard it returns instantiates nothing.
  ///
  /// - Parameters:
  ///   - name: The storyboard's name.
  ///   - storyboardBundleOrNil: The bundle; `nil` for the main bundle. Named in the report only.
  /// - Complexity: O(1).
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    guard Self.registry[name] == nil else { return }
    UIKitException(
      name: .invalidArgumentException,
      reason: "Could not find a storyboard named '\(name)' in bundle "
        + UINib.bundleDescription(storyboardBundleOrNil)
    ).raise()
  }

  /// The controller the storyboard has for an identifier, made anew, as
  /// `instantiateViewController(withIdentifier:)`.
  ///
  /// For an identifier with no factory, UIKit raises `NSInvalidArgumentException`
  /// ("Storyboard (<UIStoryboard: 0x…>) doesn't contain a view controller with identifier
  /// '…'"): the face reports it and returns a new, empty `UIViewController`.
  ///
  /// - Parameter identifier: The controller's storyboard identifier.
  /// - Returns: The new controller.
  /// - Complexity: O(1), besides the factory and `awakeFromNib()`.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let factory = Self.registry[name]?.controllers[identifier] else {
      UIKitException(
        name: .invalidArgumentException,
        reason: "Storyboard (\(self)) doesn't contain a view controller with identifier "
          + "'\(identifier)'"
      ).raise()
      return UIViewController()
    }
    let controller = factory()
    adopt(controller)
    return controller
  }

  /// The storyboard's initial controller, made anew, as `instantiateInitialViewController()`,
  /// or `nil` when the test registered none.
  ///
  /// - Returns: The new controller, or `nil`.
  /// - Complexity: O(1), besides the factory and `awakeFromNib()`.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let factory = Self.registry[name]?.initial else { return nil }
    let controller = factory()
    adopt(controller)
    return controller
  }

  /// Makes a controller a factory made this storyboard's, as a decoded one is, with the
  /// controllers embedded in it that no storyboard made yet (a navigation controller's stack, a
  /// tab bar controller's tabs, and theirs): each gets ``storyboard`` set to this one, then
  /// `awakeFromNib()`, the embedded ones first (*assumed*: UIKit's order among the objects of
  /// one scene is not documented).
  ///
  /// - Complexity: O(*c*), where *c* is the number of controllers embedded, besides their
  ///   `awakeFromNib()`.
  private func adopt(_ controller: UIViewController) {
    var made: [UIViewController] = []
    var pending = [controller]
    while let next = pending.popLast() {
      guard next === controller || next.storyboard == nil else { continue }
      next.storyboard = self
      made.append(next)
      if let navigation = next as? UINavigationController {
        pending.append(contentsOf: navigation.viewControllers)
      } else if let tabs = next as? UITabBarController {
        pending.append(contentsOf: tabs.viewControllers ?? [])
      }
    }
    for awoken in made.reversed() { awoken.awakeFromNib() }
  }

  /// UIKit's description of a storyboard: `<UIStoryboard: 0xADDRESS>`.
  nonisolated public var description: String {
    let address = UInt(bitPattern: ObjectIdentifier(self))
    return "<UIStoryboard: 0x\(String(address, radix: 16))>"
  }

  /// Registers the storyboard's prototype cells on the tables of a controller it made, as the
  /// storyboard's decoded tables hold them: on each `UITableView` in the controller's view
  /// (the view itself for a `UITableViewController`), once the view is loaded, before
  /// `viewDidLoad()`.
  ///
  /// - Complexity: O(*v* + *p*), where *v* is the number of views in the controller's view and
  ///   *p* the number of prototype cells.
  func registerPrototypeCells(in controller: UIViewController) {
    guard let prototypes = Self.registry[name]?.prototypeCells, !prototypes.isEmpty,
      let root = controller.viewIfLoaded
    else { return }
    var pending = [root]
    while let next = pending.popLast() {
      if let table = next as? UITableView {
        for (identifier, cellClass) in prototypes.sorted(by: { $0.key < $1.key }) {
          table.register(cellClass, forCellReuseIdentifier: identifier)
        }
      }
      pending.append(contentsOf: next.subviews)
    }
  }

  /// What a test registered for one storyboard name.
  package struct Contents {
    package var controllers: [String: @MainActor () -> UIViewController] = [:]
    package var initial: (@MainActor () -> UIViewController)?
    package var prototypeCells: [String: UITableViewCell.Type] = [:]

    package init() {}
  }

  /// The storyboards tests registered, by name.
  package static var registry: [String: Contents] = [:]
}
