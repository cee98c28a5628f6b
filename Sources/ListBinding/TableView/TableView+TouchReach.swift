import Foundation

extension TableView {
  /// Whether a finger's gesture on the row at `indexPath` reaches the table: the table and the
  /// views it is in are shown, opaque enough and take touches, and so does the row's cell when
  /// it is displayed. A gesture that does not reach it does nothing, as UIKit ignores touches
  /// meant for a view whose `isUserInteractionEnabled` is `false` or that is hidden.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the table in its view tree.
  func takesGesture(at indexPath: IndexPath) -> Bool {
    isReachableByTouch && (displayedCell(at: indexPath)?.receivesTouches ?? true)
  }
}
