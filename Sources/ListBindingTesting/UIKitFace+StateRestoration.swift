import Foundation
import ListBindingUIKit

// State restoration across a relaunch, said by a test: UIKit preserves a controller's state as
// the app moves to the background and restores it into a new controller at the next launch.
// UIKit has no such call: it lives here, not among UIKit's names.

extension UIViewController {
  /// Preserves this controller's state and restores it into `restored`, as a relaunch would:
  /// this controller's `encodeRestorableState(with:)` writes to an `NSKeyedArchiver`, then
  /// `restored`'s `decodeRestorableState(with:)` reads the archive back with an
  /// `NSKeyedUnarchiver` (secure coding off), and `restored` gets
  /// `applicationFinishedRestoringState()`. The views' own state is not preserved: an override
  /// that wants it calls their `encodeRestorableState(with:)` itself.
  ///
  /// - Parameter restored: The controller the next launch makes, often a new one of the same
  ///   class; may be this controller.
  /// - Throws: Foundation's error when the archive cannot be read back.
  /// - Complexity: O(*s*), where *s* is the size of the state written, plus what the overrides
  ///   do.
  public func simulateStateRestoration(into restored: UIViewController) throws {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    encodeRestorableState(with: archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    restored.decodeRestorableState(with: unarchiver)
    unarchiver.finishDecoding()
    restored.applicationFinishedRestoringState()
  }
}
