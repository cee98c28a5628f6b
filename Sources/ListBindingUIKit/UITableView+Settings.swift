import Foundation
import ListBinding

// Table settings real screens set beside their delegate and update code, each the native
// table's: stored for your code and tests (see ListBinding's `TableView` for what each does in
// a rendering).

extension UITableView {
  /// The view behind the table's content, as `backgroundView`: often an empty list's message,
  /// set after a reload. Default: `nil`. Stored; a rendering does not include it.
  ///
  /// - Complexity: O(1).
  public var backgroundView: UIView? {
    get { configurable.backgroundView }
    set { configurable.backgroundView = newValue }
  }

  /// The estimated height of the sections' headers, as `estimatedSectionHeaderHeight`.
  /// Default: `UITableView.automaticDimension`. Stored: every header's height is asked.
  ///
  /// - Complexity: O(1).
  public var estimatedSectionHeaderHeight: CGFloat {
    get { configurable.estimatedSectionHeaderHeight }
    set { configurable.estimatedSectionHeaderHeight = newValue }
  }

  /// The estimated height of the sections' footers, as `estimatedSectionFooterHeight`.
  /// Default: `UITableView.automaticDimension`. Stored: every footer's height is asked.
  ///
  /// - Complexity: O(1).
  public var estimatedSectionFooterHeight: CGFloat {
    get { configurable.estimatedSectionFooterHeight }
    set { configurable.estimatedSectionFooterHeight = newValue }
  }

  /// The space above each section's header, as `sectionHeaderTopPadding`. Stored, not
  /// applied.
  ///
  /// - Complexity: O(1).
  public var sectionHeaderTopPadding: CGFloat {
    get { configurable.sectionHeaderTopPadding }
    set { configurable.sectionHeaderTopPadding = newValue }
  }

  /// Whether the cells' margins follow the readable width, as
  /// `cellLayoutMarginsFollowReadableWidth`. Default: `false`. Stored.
  ///
  /// - Complexity: O(1).
  public var cellLayoutMarginsFollowReadableWidth: Bool {
    get { configurable.cellLayoutMarginsFollowReadableWidth }
    set { configurable.cellLayoutMarginsFollowReadableWidth = newValue }
  }
}
