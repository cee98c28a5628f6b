import Foundation

// A user's scroll gesture, and the delegate's scroll-view methods the table calls. The table
// tells `scrollViewDidScroll` of every committed change of its content offset: see
// `notify` in `TableView+Notify.swift`.

extension TableView {
  /// Whether a user's finger is on the table, as `UIScrollView.isTracking`: `true` while a
  /// ``drag(by:)`` tells the delegate `scrollViewWillBeginDragging` and `scrollViewDidScroll`;
  /// `false` once the finger lifts, at `scrollViewDidEndDragging`, and outside a drag.
  ///
  /// - Complexity: O(1).
  public var isTracking: Bool { scrolling.isTracking }

  /// Whether a user is dragging the table's content, as `UIScrollView.isDragging`: `true`
  /// through a ``drag(by:)``'s callbacks — `scrollViewWillBeginDragging`, `scrollViewDidScroll`
  /// and `scrollViewDidEndDragging` — and `false` outside a drag, also while the calls its
  /// callbacks asked for run after it.
  ///
  /// - Complexity: O(1).
  public var isDragging: Bool { scrolling.isDragging }

  /// Whether the content is gliding on after a drag, as `UIScrollView.isDecelerating`: always
  /// `false`, since a drag ends with the content at rest (`willDecelerate` is `false`).
  ///
  /// - Complexity: O(1).
  public var isDecelerating: Bool { false }

  /// Drags the table's content as a user's finger would, by `distance` points: positive moves
  /// the content up, toward the table's end (the ``contentOffset`` grows), as a finger moving
  /// up the screen; negative toward its top.
  ///
  /// The delegate hears `scrollViewWillBeginDragging`, then, when the content offset changes,
  /// `scrollViewDidScroll` (with the cells' display calls after it), then
  /// `scrollViewDidEndDragging(_:willDecelerate: false)`, as in UIKit; ``isDragging`` and
  /// ``isTracking`` say so meanwhile. The content comes to rest where UIKit's would once it
  /// stopped bouncing: with a frame, its offset is kept from above the content by
  /// ``contentInset``'s top to below it by the inset's bottom (the top when the content is
  /// shorter than the bounds); for a viewport in rows, the viewport starts at the row at the
  /// new offset, as far as the table's length allows. A drag that cannot move the content
  /// tells the delegate of the drag, but not of a scroll.
  ///
  /// A drag does nothing when ``isScrollEnabled`` is off, since a user cannot scroll the
  /// table. Changes its callbacks ask for run after it, in order.
  ///
  /// ```swift
  /// tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
  /// try tableView.reloadData()  // 100 rows of 44 points
  /// try tableView.drag(by: 1_000)
  /// print(tableView.contentOffset.y)  // "1000.0"
  /// try tableView.drag(by: 1_000_000)
  /// print(tableView.contentOffset.y)  // "3960.0": the last rows fill the bounds
  /// ```
  ///
  /// - Parameter distance: How far the content moves, in points; any finite number.
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a distance that is not finite, or a
  ///   pending geometry setting that breaks its rule: nothing changes then. What
  ///   `scrollViewWillBeginDragging` throws, with nothing moved; a data source error for a row
  ///   new to the viewport, with the offset as it was; what `scrollViewDidScroll`, a display
  ///   call or `scrollViewDidEndDragging` throws, with the content moved.
  /// - Complexity: O(*v* log *r*) plus the delegate's calls, where *v* is the number of visible
  ///   rows and *r* the number of runs of equal heights.
  public func drag(by distance: CGFloat) throws(TableViewError) {
    try perform(.drag(distance)) { () throws(TableViewError) in
      _ = try Self.checked(distance, .coordinate, .argument("distance", method: "drag(by:)"))
      return .operation { () throws(TableViewError) in
        guard self.isScrollEnabled else { return }
        try self.performDrag { .point(self.restingOffset(afterDragging: Double(distance))) }
      }
    }
  }

  /// Drags the content so that a viewport in rows starts at the row at `offset`, as far as the
  /// table's length allows: the drag of ``drag(by:)``, by whole rows, as a terminal driver's
  /// page keys drag. Does nothing when ``isScrollEnabled`` is off.
  ///
  /// The delegate hears of the drag as of ``drag(by:)``'s (`scrollViewWillBeginDragging`, the
  /// scroll, `scrollViewDidEndDragging`).
  ///
  /// - Parameter offset: The offset over all rows the viewport should start at; any value, held
  ///   to the table's length.
  /// - Throws: As ``drag(by:)``.
  /// - Complexity: That of ``drag(by:)``.
  public func drag(toRowOffset offset: Int) throws(TableViewError) {
    try perform(.dragToRowOffset(offset)) {
      .operation { () throws(TableViewError) in
        guard self.isScrollEnabled else { return }
        try self.performDrag { .offset(offset) }
      }
    }
  }

  /// Performs a drag: tells the delegate it begins, scrolls where `target` says once it has,
  /// and tells the delegate the finger lifted.
  private func performDrag(to target: () -> ScrollRequest) throws(TableViewError) {
    // A drag made at once from a drag's callback ends within it: the outer one then goes on.
    let (wasTracking, wasDragging) = (scrolling.isTracking, scrolling.isDragging)
    scrolling.isTracking = true
    scrolling.isDragging = true
    defer {
      scrolling.isTracking = wasTracking
      scrolling.isDragging = wasDragging
    }
    try willBeginDragging()
    try performSteps([.scroll(target())])
    scrolling.isTracking = false
    try didEndDragging()
  }

  /// The content offset where a drag by `distance` points comes to rest.
  ///
  /// - Complexity: O(1) with a frame; O(log *r* + log *s*) for a viewport in rows.
  private func restingOffset(afterDragging distance: Double) -> CGPoint {
    let offset = contentOffset
    // Both terms are finite; their sum may not be, and clamping makes it so.
    let moved = Double(offset.y) + distance
    let range: ClosedRange<Double>
    if let bounds = state.viewport.bounds {
      range = state.geometry.offsetRange(boundsHeight: Double(bounds.height))
    } else {
      range = 0...max(0, state.geometry.contentHeight)
    }
    return CGPoint(x: offset.x, y: CGFloat(min(max(moved, range.lowerBound), range.upperBound)))
  }

  // MARK: Delegate: scrolling

  func didScroll() throws(TableViewError) {
    guard let delegate else { return }
    try invoke(Callback("scrollViewDidScroll(_:)")) { try delegate.scrollViewDidScroll(self) }
  }

  private func willBeginDragging() throws(TableViewError) {
    guard let delegate else { return }
    try invoke(Callback("scrollViewWillBeginDragging(_:)"), at: .touch) {
      try delegate.scrollViewWillBeginDragging(self)
    }
  }

  private func didEndDragging() throws(TableViewError) {
    guard let delegate else { return }
    try invoke(Callback("scrollViewDidEndDragging(_:willDecelerate:)"), at: .touch) {
      try delegate.scrollViewDidEndDragging(self, willDecelerate: false)
    }
  }
}
