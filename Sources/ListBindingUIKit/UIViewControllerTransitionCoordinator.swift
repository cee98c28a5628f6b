import Foundation
import ListBinding

/// What a transition's coordinator tells about the transition, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`: the few members table code reads.
///
/// The face's transitions are not animated: the size transition a window runs (see
/// ``UIViewController/viewWillTransition(to:with:)``) says so.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated. The face's size transitions are not: `false`.
  var isAnimated: Bool { get }
  /// Whether a user's gesture drives the transition: `false` for a size transition.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled: `false` for a size transition.
  var isCancelled: Bool { get }
  /// How long the transition takes, in seconds: 0 for the face's size transitions.
  var transitionDuration: TimeInterval { get }
  /// How far the transition is, from 0 to 1: 1 once the views have their new size.
  var percentComplete: CGFloat { get }
}

/// The object that runs blocks along a transition, as UIKit's
/// `UIViewControllerTransitionCoordinator`: a controller's
/// ``UIViewController/viewWillTransition(to:with:)`` gets one.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` along the transition and `completion` after it, as UIKit's
  /// `animate(alongsideTransition:completion:)`.
  ///
  /// In a size transition the animation runs once every view has its new size, and the
  /// completion when the main queue next turns, as UIKit runs it after its animation.
  ///
  /// - Parameters:
  ///   - animation: The block to run along the transition, or `nil`.
  ///   - completion: The block to run once the transition is over, or `nil`.
  /// - Returns: Whether the blocks will run: `true`.
  /// - Complexity: O(1).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` along the transition, with no completion, as UIKit's
  /// `animate(alongsideTransition:completion:)` called without its completion.
  ///
  /// - Parameter animation: The block to run along the transition, or `nil`.
  /// - Returns: Whether the block will run: `true`.
  /// - Complexity: O(1).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a window's size transition: collects the blocks the controllers give it,
/// then runs them once the views have their new size.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

  private var animations: [Block] = []
  private var completions: [Block] = []
  private(set) var percentComplete: CGFloat = 0

  var isAnimated: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }

  @discardableResult
  func animate(
    alongsideTransition animation: Block?, completion: Block?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the animations now, in the order they were given, and schedules the completions.
  /// A block given while they run (from inside an animation) runs too.
  func finish() {
    percentComplete = 1
    var index = 0
    while index < animations.count {
      animations[index](self)
      index += 1
    }
    let completions = self.completions
    self.completions = []
    for completion in completions {
      MainQueueCompletions.schedule { completion(self) }
    }
  }
}
