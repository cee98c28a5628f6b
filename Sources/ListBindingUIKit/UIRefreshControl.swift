import Foundation
import ListBinding

/// A control that starts a refresh of a table's content when the user pulls the table down, as
/// UIKit's `UIRefreshControl`: ListBinding's `RefreshControl`.
///
/// `UIRefreshControl()`, `beginRefreshing()`, `endRefreshing()`, `isRefreshing` and
/// `addAction(_:for:)` with `.valueChanged` are UIKit's, as written.
public typealias UIRefreshControl = RefreshControl

extension RefreshControl {
  /// Adds an action the control performs each time it sends one of `controlEvents`, as
  /// `UIControl.addAction(_:for:)`: `.valueChanged` when the user pulls. While the handler
  /// runs, the action's `sender` is the control.
  ///
  /// - Parameters:
  ///   - action: The action to perform.
  ///   - controlEvents: The events that perform it.
  /// - Complexity: O(1) amortized.
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    addAction(for: controlEvents) { control in action.perform(sender: control) }
  }

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
