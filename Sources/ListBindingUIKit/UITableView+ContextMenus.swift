import Foundation
import ListBinding

// A context menu on a table's row, shown by a simulated touch and hold (ListBindingTesting's
// `simulateContextMenu(forRowAt:)`) until a tap on its preview, on an action or outside it
// ends it. The delegate's methods run in UIKit's order; where Apple's pages do not give it, the
// order is assumed (see the "Differences from UIKit" article).

/// A context menu shown on a table.
@MainActor
final class ShownContextMenu {
  let configuration: UIContextMenuConfiguration
  /// The controller the configuration's preview provider made, or `nil`.
  let previewController: UIViewController?
  /// The menu the configuration's action provider made, or `nil`.
  let menu: UIMenu?

  init(
    configuration: UIContextMenuConfiguration, previewController: UIViewController?,
    menu: UIMenu?
  ) {
    self.configuration = configuration
    self.previewController = previewController
    self.menu = menu
  }
}

/// The table that shows a menu, held weakly.
@MainActor
private struct MenuOwner {
  weak var table: UITableView?
}

/// The context menu each table shows.
@MainActor
private let shownContextMenus = SideTable<UITableView, ShownContextMenu?> { nil }
/// The table each shown menu belongs to.
@MainActor
private let menuOwners = SideTable<UIMenu, MenuOwner> { MenuOwner() }

extension UITableView {
  /// Shows the context menu of the row at `indexPath`, touched at `point`: the delegate's
  /// `tableView(_:contextMenuConfigurationForRowAt:point:)`; with a configuration,
  /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`, the configuration's
  /// preview provider, its action provider (no suggested actions), then
  /// `tableView(_:willDisplayContextMenu:animator:)`. A menu the table showed already ends
  /// first.
  ///
  /// - Returns: Whether a menu shows, and the menu the action provider made.
  /// - Complexity: O(1), besides the delegate and the providers.
  package func showContextMenu(forRowAt indexPath: IndexPath, at point: CGPoint) -> (
    shown: Bool, menu: UIMenu?
  ) {
    _ = dismissContextMenu()
    guard let delegate = tableDelegate,
      let configuration = delegate.tableView(
        self, contextMenuConfigurationForRowAt: indexPath, point: point)
    else { return (false, nil) }
    _ = delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    let previewController = configuration.previewProvider?()
    let menu = configuration.actionProvider?([])
    shownContextMenus[self] = ShownContextMenu(
      configuration: configuration, previewController: previewController, menu: menu)
    if let menu { menuOwners[menu] = MenuOwner(table: self) }
    delegate.tableView(
      self, willDisplayContextMenu: configuration,
      animator: ContextMenuAnimator(previewViewController: previewController))
    return (true, menu)
  }

  /// A tap on the shown menu's preview: the delegate's
  /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`, then the menu ends (see
  /// ``dismissContextMenu()``). The animator's completions run when the main queue next turns.
  ///
  /// - Returns: Whether a menu was shown.
  /// - Complexity: O(1), besides the delegate.
  package func commitContextMenuPreview() -> Bool {
    guard let shown = shownContextMenus[self] else { return false }
    tableDelegate?.tableView(
      self, willPerformPreviewActionForMenuWith: shown.configuration,
      animator: ContextMenuAnimator(previewViewController: shown.previewController))
    end(shown)
    return true
  }

  /// Ends the shown menu: the delegate's `tableView(_:willEndContextMenuInteraction:animator:)`,
  /// then `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
  ///
  /// - Returns: Whether a menu was shown.
  /// - Complexity: O(1), besides the delegate.
  package func dismissContextMenu() -> Bool {
    guard let shown = shownContextMenus[self] else { return false }
    end(shown)
    return true
  }

  /// Whether the table shows a context menu.
  package var showsContextMenu: Bool { shownContextMenus[self] != nil }

  private func end(_ shown: ShownContextMenu) {
    shownContextMenus[self] = nil
    if let menu = shown.menu { menuOwners[menu] = MenuOwner() }
    guard let delegate = tableDelegate else { return }
    delegate.tableView(
      self, willEndContextMenuInteraction: shown.configuration,
      animator: ContextMenuAnimator(previewViewController: shown.previewController))
    _ = delegate.tableView(
      self, previewForDismissingContextMenuWithConfiguration: shown.configuration)
  }
}

extension UIMenu {
  /// Ends the context menu this menu shows in, if a table shows it (a tap on one of its
  /// actions closes it).
  ///
  /// - Complexity: O(1), besides the delegate.
  package func endContextMenuInteraction() {
    guard let table = menuOwners[self].table else { return }
    _ = table.dismissContextMenu()
  }
}
