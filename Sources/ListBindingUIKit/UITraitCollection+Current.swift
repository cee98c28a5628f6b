import Foundation
import ListBinding

// The traits of the code running now (`UITraitCollection.current`), which UIKit sets around the
// calls it makes for a view or controller, and which code sets for itself with
// `performAsCurrent(_:)`: a dynamic colour or an image of a trait environment reads them.

extension TraitCollection {
  /// The traits of the code running now, as `UITraitCollection.current`.
  ///
  /// Inside `performAsCurrent(_:)` they are that collection's; the face also makes a view's or
  /// controller's traits current while it calls its `traitCollectionDidChange(_:)` (Apple's page
  /// of `current` lists the methods UIKit sets them for; the face's layout calls are not among
  /// them here). Elsewhere, where Apple calls the value undefined, they are those set last on
  /// this thread, else the main screen's (`UIScreen.main.traitCollection`, *assumed*). Each
  /// thread has its own, as in UIKit.
  ///
  /// - Complexity: O(1).
  public static var current: UITraitCollection {
    get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? .phonePortrait }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  /// Runs `actions` with `self` as ``current``, then gives back the traits that were current,
  /// as `UITraitCollection.performAsCurrent(_:)`.
  ///
  /// - Parameter actions: The code to run.
  /// - Complexity: O(1), besides `actions`.
  public func performAsCurrent(_ actions: () -> Void) {
    let thread = Thread.current.threadDictionary
    let previous = thread[Self.currentKey]
    thread[Self.currentKey] = self
    defer { thread[Self.currentKey] = previous }
    actions()
  }

  /// The key of the current traits in a thread's dictionary.
  private static let currentKey = "ListBindingUIKit.UITraitCollection.current"
}
