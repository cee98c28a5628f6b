import Foundation
import ListBinding

/// A control that starts a refresh of a table's content when the user pulls the table down, as
/// UIKit's `UIRefreshControl`: ListBinding's `RefreshControl`.
///
/// `UIRefreshControl()`, `beginRefreshing()`, `endRefreshing()`, `isRefreshing` and
/// `addAction(_:for:)` with `.valueChanged` are UIKit's, as written.
public typealias UIRefreshControl = RefreshControl

extension RefreshControl {
  /// The text shown under the spinner, as `UIRefreshControl.attributedTitle`; `nil` by default.
  ///
  /// Stored for your code and tests: a text renderer draws no refresh control.
  ///
  /// - Complexity: O(1) expected.
  public var attributedTitle: NSAttributedString? {
    get { Self.titles.existing(self) ?? nil }
    set { Self.titles[self] = newValue }
  }

  /// The titles set on refresh controls.
  private static let titles = SideTable<RefreshControl, NSAttributedString?> { nil }
}
