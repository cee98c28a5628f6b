import Foundation
import ListBinding

/// The methods a scroll view's delegate implements to hear of its scrolling, as UIKit's
/// `UIScrollViewDelegate`.
///
/// Every method is optional: the protocol extension gives each UIKit's behaviour when the
/// delegate does not implement it. A table calls `scrollViewDidScroll(_:)`,
/// `scrollViewWillBeginDragging(_:)` and `scrollViewDidEndDragging(_:willDecelerate:)`, the
/// moments a headless scroll view has; nothing decelerates, zooms or scrolls to the top by
/// itself, so the other methods are declared for code that implements them and are not called.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// Tells the delegate that the content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Tells the delegate that the user is about to start dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Tells the delegate that the user is about to stop dragging the content; it may change
  /// where the content comes to rest.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Tells the delegate that the user stopped dragging the content.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Tells the delegate that the content is starting to decelerate.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that the content stopped decelerating.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that a scrolling animation ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Asks the delegate whether a tap on the status bar scrolls the content to the top.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Tells the delegate that the content scrolled to the top.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// Tells the delegate that the adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing: the content rests where the drag would leave it.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Returns `true`, as UIKit does for a delegate without the method.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
