import Foundation

/// An action shown when a row is swiped, as `UIContextualAction`.
///
/// The handler gets the action, the view it was shown in, and a completion to call with `true`
/// once the action is done (the table then hides the actions) or `false` when it was not.
@preconcurrency @MainActor
public final class ContextualAction {
  /// How an action looks, as `UIContextualAction.Style`.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that deletes or destroys.
    case destructive
  }

  /// The handler's signature: the action, the view it shows in, and the completion.
  public typealias Handler =
    @MainActor (
      _ action: ContextualAction, _ sourceView: View, _ completion: @escaping (Bool) -> Void
    ) throws -> Void

  /// The action's look.
  public let style: Style
  /// The action's title.
  public var title: String?
  /// The action's image, such as `Image(systemName: "trash")`, or `nil` for none. UIKit shows
  /// it above the title; here it is stored for your code and tests.
  public var image: Image?
  /// The action's background color, or `nil` for the style's: red for a destructive action,
  /// gray for a normal one, as in UIKit.
  public var backgroundColor: Color?
  let handler: Handler

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions a swipe reveals on one edge of a row, as `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
  /// The actions, from the edge inwards.
  public let actions: [ContextualAction]
  /// Whether a full swipe performs the first action. Default: `true`.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }

  /// Creates a configuration with no actions, as `UISwipeActionsConfiguration()`: returned for
  /// an edge, it shows nothing there, not even the Delete action the table would show for a
  /// data source that commits edits (a `nil` configuration gets that default).
  ///
  /// - Complexity: O(1).
  public convenience init() {
    self.init(actions: [])
  }
}

/// An action shown when a row is swiped to its trailing edge, as the older
/// `UITableViewRowAction` returned by `tableView(_:editActionsForRowAt:)`.
@MainActor
public final class RowAction {
  /// How an action looks, as `UITableViewRowAction.Style`.
  public enum Style: Hashable, Sendable {
    /// The default look, as `destructive`.
    case `default`
    /// An action that deletes or destroys.
    case destructive
    /// An ordinary action.
    case normal
  }

  /// The handler's signature: the action and the index path of its row at the time of the tap.
  public typealias Handler = @MainActor (_ action: RowAction, _ indexPath: IndexPath) throws -> Void

  /// The action's look.
  public let style: Style
  /// The action's title.
  public var title: String?
  /// The action's background color, or `nil` for the style's, as in UIKit.
  public var backgroundColor: Color?
  let handler: Handler

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
