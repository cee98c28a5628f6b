import Foundation
import ListBinding

/// A storyboard, as UIKit's `UIStoryboard`: here a name whose controllers a test supplies.
///
/// There are no storyboard files. A test registers, for a storyboard name, a factory for each
/// identifier and for the initial controller (ListBindingTesting's
/// `UIStoryboard.registerViewController(withIdentifier:inStoryboardNamed:_:)`); the
/// registrations are process-wide, as a bundle's files are, so each test uses names of its own.
/// A controller made by a factory gets `awakeFromNib()` right after, as UIKit's decoded ones do.
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
    controller.storyboard = self
    controller.awakeFromNib()
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
    controller.storyboard = self
    controller.awakeFromNib()
    return controller
  }

  /// UIKit's description of a storyboard: `<UIStoryboard: 0xADDRESS>`.
  nonisolated public var description: String {
    let address = UInt(bitPattern: ObjectIdentifier(self))
    return "<UIStoryboard: 0x\(String(address, radix: 16))>"
  }

  /// What a test registered for one storyboard name.
  package struct Contents {
    package var controllers: [String: @MainActor () -> UIViewController] = [:]
    package var initial: (@MainActor () -> UIViewController)?

    package init() {}
  }

  /// The storyboards tests registered, by name.
  package static var registry: [String: Contents] = [:]
}
