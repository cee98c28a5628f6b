import Foundation

// The rule every value in points follows before the table computes with it: finite, and, for a
// length, from 0 to `maximumDimension`. Settings are checked when a layout applies them, values
// from user code when they are read, arguments when they are passed; a value that breaks its
// rule is refused with `TableViewError.invalidGeometry`, before anything changes.

extension TableView {
  /// The largest length the table takes, in points: 10⁹.
  ///
  /// The heights of rows, headers and footers, the heights of the table's header and footer
  /// views and the size of the ``frame`` are finite and from 0 to this (the heights of rows,
  /// headers and footers may also be ``automaticDimension``, where UIKit takes it); the edges of
  /// ``contentInset`` from minus this to this; the frame's origin and a content offset any finite
  /// number. So the tallest content — ``maximumNumberOfRows`` rows of this height — is about
  /// 1.1 × 10²¹ points, and every sum and position the table computes stays finite. A value that
  /// breaks its rule is refused with ``TableViewError/invalidGeometry(_:)``.
  nonisolated public static let maximumDimension: CGFloat = 1_000_000_000

  typealias InvalidGeometry = TableViewError.InvalidGeometry

  /// `value`, or the error that refuses it when it breaks `rule`.
  ///
  /// - Complexity: O(1).
  static func checked(
    _ value: CGFloat, _ rule: InvalidGeometry.Rule,
    _ source: @autoclosure () -> InvalidGeometry.Source
  ) throws(TableViewError) -> CGFloat {
    guard rule.allows(value) else {
      throw .invalidGeometry(InvalidGeometry(source(), value: value, rule: rule))
    }
    return value
  }

  /// A height that may be ``automaticDimension``, as the geometry keeps it, or `nil` when it is
  /// automatic.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a height that is neither.
  /// - Complexity: O(1).
  static func height(
    _ value: CGFloat, _ source: @autoclosure () -> InvalidGeometry.Source
  ) throws(TableViewError) -> Double? {
    let height = try checked(value, .lengthOrAutomatic, source())
    return height == automaticDimension ? nil : Double(height)
  }

  /// Throws unless every geometry setting follows its rule: the heights of rows, headers and
  /// footers, the frame, the content inset, and the heights of the table's header and footer
  /// views.
  ///
  /// - Complexity: O(1).
  func validateGeometrySettings() throws(TableViewError) {
    for (value, name) in [
      (rowHeight, "rowHeight"), (estimatedRowHeight, "estimatedRowHeight"),
      (sectionHeaderHeight, "sectionHeaderHeight"), (sectionFooterHeight, "sectionFooterHeight"),
    ] {
      _ = try Self.checked(value, .lengthOrAutomatic, .property(name))
    }
    for (value, name) in [(frame.origin.x, "frame.origin.x"), (frame.origin.y, "frame.origin.y")] {
      _ = try Self.checked(value, .coordinate, .property(name))
    }
    for (value, name) in [
      (frame.size.width, "frame.size.width"), (frame.size.height, "frame.size.height"),
    ] {
      _ = try Self.checked(value, .length, .property(name))
    }
    for (value, name) in [
      (contentInset.top, "contentInset.top"), (contentInset.left, "contentInset.left"),
      (contentInset.bottom, "contentInset.bottom"), (contentInset.right, "contentInset.right"),
      (coveredInsets.top, "coveredInsets.top"), (coveredInsets.left, "coveredInsets.left"),
      (coveredInsets.bottom, "coveredInsets.bottom"),
      (coveredInsets.right, "coveredInsets.right"),
    ] {
      _ = try Self.checked(value, .inset, .property(name))
    }
    _ = try tableViewHeight(of: tableHeaderView, "tableHeaderView")
    _ = try tableViewHeight(of: tableFooterView, "tableFooterView")
  }

  /// The height the table's header or footer view takes: its frame's, 0 for no view.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a height that is not a length.
  /// - Complexity: O(1).
  func tableViewHeight(of view: View?, _ name: String) throws(TableViewError) -> Double {
    guard let view else { return 0 }
    return Double(
      try Self.checked(view.frame.size.height, .length, .property(name + ".frame.size.height")))
  }

  /// The height a cell fits at the width the layout applied, for a row whose height is
  /// automatic.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` when the cell's `fittingHeight(forWidth:)`
  ///   returns a height that is not a length.
  /// - Complexity: That of the cell's `fittingHeight(forWidth:)`.
  func measuredHeight(of cell: TableViewCell, at indexPath: IndexPath)
    throws(TableViewError) -> Double
  {
    let callback = TableViewError.Callback("fittingHeight(forWidth:)", indexPath: indexPath)
    return Double(
      try Self.checked(cell.fittingHeight(forWidth: layoutWidth), .length, .callback(callback)))
  }

  /// Throws unless both coordinates of a content offset passed to `method` are finite.
  ///
  /// - Complexity: O(1).
  static func validateContentOffset(_ offset: CGPoint, of method: String) throws(TableViewError) {
    _ = try checked(offset.x, .coordinate, .argument("contentOffset.x", method: method))
    _ = try checked(offset.y, .coordinate, .argument("contentOffset.y", method: method))
  }

  /// The width the last layout applied: the bounds', 0 for a viewport in rows. Rects are this
  /// wide, and cells fit their height to it.
  ///
  /// - Complexity: O(1).
  var layoutWidth: CGFloat { state.viewport.bounds?.width ?? 0 }
}
