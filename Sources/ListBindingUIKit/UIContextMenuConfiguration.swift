import Foundation
import ListBinding

/// The code that makes a context menu's actions, as UIKit's `UIContextMenuActionProvider`: it
/// receives the actions the system suggests (none here) and returns the menu, or `nil` for
/// none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// The code that makes a context menu's preview, as UIKit's
/// `UIContextMenuContentPreviewProvider`: a controller, or `nil` for a preview of the view.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows for a view or a row, as UIKit's `UIContextMenuConfiguration`:
/// an identifier, a preview and the menu's actions, each made on demand. Recorded, not drawn.
///
/// A table asks its delegate for one in
/// `tableView(_:contextMenuConfigurationForRowAt:point:)` when the user touches and holds a
/// row; ListBindingTesting's `UITableView.simulateContextMenu(forRowAt:)` does so, and gives
/// the menu the ``actionProvider`` makes.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
  /// The configuration's identifier: the one given, else a unique string, as
  /// `UIContextMenuConfiguration.identifier`.
  public let identifier: any NSCopying
  /// The code that makes the preview, or `nil`.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// The code that makes the menu, or `nil` for none.
  public let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration, as
  /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
  ///
  /// - Parameters:
  ///   - identifier: The identifier; a unique string when `nil`.
  ///   - previewProvider: The code that makes the preview, or `nil`.
  ///   - actionProvider: The code that makes the menu, or `nil`.
  /// - Complexity: O(1).
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSString(string: UUID().uuidString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}
