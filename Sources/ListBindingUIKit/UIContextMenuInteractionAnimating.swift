import Foundation
import ListBinding

/// How a context menu's preview goes when the user taps it, as UIKit's
/// `UIContextMenuInteractionCommitStyle`, with UIKit's raw values. Recorded.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// The menu goes away without an animation of the preview.
  case dismiss = 0
  /// The preview grows into the screen it opens.
  case pop = 1
}

/// The animations of a context menu's appearance or disappearance, as UIKit's
/// `UIContextMenuInteractionAnimating`. Nothing animates here: animations added run at once,
/// and completions when the main queue next turns, after the gesture's calls.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The controller the configuration's preview provider made, or `nil`, as
  /// `UIContextMenuInteractionAnimating.previewViewController`.
  var previewViewController: UIViewController? { get }

  /// Adds animations to run with the menu's, as
  /// `UIContextMenuInteractionAnimating.addAnimations(_:)`; here they run at once.
  ///
  /// - Parameter animations: The animations.
  func addAnimations(_ animations: @escaping () -> Void)

  /// Adds code to run once the menu's animations end, as
  /// `UIContextMenuInteractionAnimating.addCompletion(_:)`; here, when the main queue next
  /// turns.
  ///
  /// - Parameter completion: The code.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animations of a tap on a context menu's preview, as UIKit's
/// `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview goes, as `UIContextMenuInteractionCommitAnimating.preferredCommitStyle`.
  /// Default: `.pop` (*assumed*). Recorded.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator a simulated context menu hands the delegate: animations run at once,
/// completions when the main queue next turns.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
  let previewViewController: UIViewController?
  var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop

  init(previewViewController: UIViewController?) {
    self.previewViewController = previewViewController
  }

  func addAnimations(_ animations: @escaping () -> Void) { animations() }

  func addCompletion(_ completion: @escaping () -> Void) {
    MainQueueCompletions.schedule(completion)
  }
}
