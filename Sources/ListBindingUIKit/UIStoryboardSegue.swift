import Foundation
import ListBinding

/// A transition from one controller to another, as UIKit's `UIStoryboardSegue`: what
/// `prepare(for:sender:)` receives, with the segue's identifier, source and destination.
///
/// There are no storyboards: the face makes one when a test registered the segue on the source
/// controller (ListBindingTesting's `registerSegue(withIdentifier:kind:destination:)`) and your
/// code calls `performSegue(withIdentifier:sender:)`. A segue you make yourself performs
/// nothing unless you override ``perform()``, as UIKit's base class.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The segue's identifier, or `nil`.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue shows.
  public let destination: UIViewController
  /// How a segue the face made shows its destination, or `nil` for one your code made.
  let kind: Kind?

  /// Creates a segue, as `UIStoryboardSegue(identifier:source:destination:)`.
  ///
  /// - Parameters:
  ///   - identifier: The identifier, or `nil`.
  ///   - source: The controller the segue starts from.
  ///   - destination: The controller the segue shows.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    kind = nil
  }

  init(identifier: String, source: UIViewController, destination: UIViewController, kind: Kind) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.kind = kind
  }

  /// Shows the destination, as `perform()`: a `.show` segue as `source.show(_:sender:)` does
  /// (pushed in a navigation controller, else presented), a `.present` segue presented
  /// modally. The base class's segue made by your code does nothing, as UIKit's.
  ///
  /// - Complexity: that of the push or presentation.
  open func perform() {
    switch kind {
    case .show: source.show(destination, sender: nil)
    case .present: source.present(destination, animated: true)
    case nil: break
    }
  }

  /// How a registered segue shows its destination, as Interface Builder's segue kinds.
  public enum Kind: Hashable, Sendable {
    /// Show: pushed onto the source's navigation controller, else presented modally.
    case show
    /// Present modally.
    case present
  }

  /// A segue registered on a controller: its kind and how to make its destination.
  package struct Template {
    package let kind: Kind
    package let makeDestination: @MainActor () -> UIViewController

    package init(kind: Kind, makeDestination: @escaping @MainActor () -> UIViewController) {
      self.kind = kind
      self.makeDestination = makeDestination
    }
  }
}

extension UIViewController {
  /// Runs a registered segue: makes the destination, prepares, performs; or reports UIKit's
  /// exception for an identifier with no segue.
  func runSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = segueTemplates[identifier] else {
      UIKitException(
        name: .invalidArgumentException,
        reason: "Receiver (\(self)) has no segue with identifier '\(identifier)'"
      ).raise()
      return
    }
    let destination = template.makeDestination()
    if destination.storyboard == nil { destination.storyboard = storyboard }
    destination.awakeFromNib()
    let segue = UIStoryboardSegue(
      identifier: identifier, source: self, destination: destination, kind: template.kind)
    prepare(for: segue, sender: sender)
    segue.perform()
  }
}
