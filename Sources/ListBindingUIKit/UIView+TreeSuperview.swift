import Foundation
import ListBinding

// The link of the view tree the face's layout, safe area, constraints and gestures walk: a
// displayed cell answers its table as `superview`, as in UIKit, without being one of its subviews.

extension View {
  /// The view this view is a subview of: its `superview`, but `nil` for a cell a table displays,
  /// whose `superview` is the table although the cell is not among the table's subviews. The
  /// face's layout, safe area, constraint checks, point conversions and transitions walk this
  /// link, so a displayed cell answering its table changes none of them.
  ///
  /// - Complexity: O(1); O(*m*) for a cell, where *m* is the number of its superview's subviews.
  var treeSuperview: View? {
    guard let superview else { return nil }
    guard self is TableViewCell else { return superview }
    return superview.subviews.contains { $0 === self } ? superview : nil
  }
}
