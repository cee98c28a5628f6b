import Foundation
import ListBinding

// The defaults of the drag and drop delegates' optional methods: UIKit's behaviour for a
// delegate without them.

extension UITableViewDragDelegate {
  /// The optional method's default: does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  /// - Complexity: O(1).
  public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
  }

  /// The optional method's default: does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  /// - Complexity: O(1).
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}

  /// The optional method's default: `true`, a drop may move the content (Apple's
  /// `UIDragInteractionDelegate.dragInteraction(_:sessionAllowsMoveOperation:)` page: "The
  /// default is true if you don't provide this method").
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  /// - Returns: `true`.
  /// - Complexity: O(1).
  public func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool {
    true
  }

  /// The optional method's default: `false`, other apps may take the drop (*assumed*, as
  /// `UIDragInteractionDelegate`'s default).
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  /// - Returns: `false`.
  /// - Complexity: O(1).
  public func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    false
  }
}

extension UITableViewDropDelegate {
  /// The optional method's default: `true`, as UIKit takes a drop whose delegate does not
  /// implement `tableView(_:canHandle:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  /// - Returns: `true`.
  /// - Complexity: O(1).
  public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    true
  }

  /// The optional method's default: a `.cancel` proposal, so a delegate that proposes nothing
  /// takes no drop (*assumed*: UIKit documents this for `UIDropInteractionDelegate`).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  ///   - destinationIndexPath: Where the drop would land.
  /// - Returns: A proposal to cancel.
  /// - Complexity: O(1).
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .cancel)
  }

  /// The optional method's default: does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  /// - Complexity: O(1).
  public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
  }

  /// The optional method's default: does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  /// - Complexity: O(1).
  public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}

  /// The optional method's default: does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  /// - Complexity: O(1).
  public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}
