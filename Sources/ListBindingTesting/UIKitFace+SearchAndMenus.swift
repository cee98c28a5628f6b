import Foundation
import ListBinding
import ListBindingUIKit
import Testing

// A user's touches on the UIKit face's search bars and context menus. UIKit has no such
// calls: they live here, not among UIKit's names.

extension UISearchBar {
  /// A user's tap in the bar's field: it becomes the first responder when its delegate agrees
  /// (`searchBarShouldBeginEditing(_:)`), and a search controller's bar makes the controller
  /// active and tells its `searchResultsUpdater`.
  ///
  /// - Returns: Whether the bar is now being edited.
  /// - Complexity: O(1), besides the delegate and the updater.
  @discardableResult
  public func simulateTap() -> Bool { becomeFirstResponder() }

  /// A user typing `text` at the end of the field, one character at a time, after a tap in the
  /// field when it is not being edited. For each character the delegate is asked
  /// (`searchBar(_:shouldChangeTextIn:replacementText:)`); an allowed one is added and the
  /// delegate (`searchBar(_:textDidChange:)`), then a search controller's
  /// `searchResultsUpdater`, are told.
  ///
  /// - Parameter text: The characters typed.
  /// - Returns: Whether every character was added.
  /// - Complexity: O(*n*²) for *n* characters, besides the delegate and the updater.
  @discardableResult
  public func simulateTyping(_ text: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    var typedAll = true
    for character in text {
      let current = self.text ?? ""
      let range = NSRange(location: current.utf16.count, length: 0)
      guard
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: String(character))
          ?? true
      else {
        typedAll = false
        continue
      }
      replaceTextAsTyped(current + String(character))
    }
    return typedAll
  }

  /// A user's tap on the field's clear button: the text empties, and the delegate
  /// (`searchBar(_:textDidChange:)`), then a search controller's `searchResultsUpdater`, are
  /// told. An empty field changes nothing.
  ///
  /// - Complexity: O(1), besides the delegate and the updater.
  public func simulateClearButtonTap() {
    replaceTextAsTyped("")
  }

  /// A user's tap on the keyboard's Search key: the delegate is told
  /// (`searchBarSearchButtonClicked(_:)`).
  ///
  /// - Complexity: O(1), besides the delegate.
  public func simulateSearchButtonTap() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// A user's tap on the Cancel button. A search controller's bar empties, the delegate is
  /// told (`searchBarCancelButtonClicked(_:)`), and the controller becomes inactive, which
  /// tells its `searchResultsUpdater` (*assumed* order); another bar only tells the delegate.
  ///
  /// - Complexity: O(1), besides the delegate and the updater.
  public func simulateCancelButtonTap() {
    if let searchController {
      searchController.cancelSearch()
    } else {
      delegate?.searchBarCancelButtonClicked(self)
    }
  }

  /// A user's tap on the scope button at `index`: when it is not already selected, it becomes
  /// the `selectedScopeButtonIndex` and the delegate is told
  /// (`searchBar(_:selectedScopeButtonIndexDidChange:)`). The search controller's updater is
  /// not: as Apple's searching sample does, the delegate asks for new results. Records a
  /// failure at the call when the bar has no such button.
  ///
  /// - Parameters:
  ///   - index: The button's index in `scopeButtonTitles`.
  ///   - sourceLocation: Where a failure is recorded: the call of this method.
  /// - Returns: Whether the selection changed.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  public func simulateScopeButtonTap(
    at index: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let titles = scopeButtonTitles ?? []
    guard titles.indices.contains(index) else {
      Issue.record(
        Comment(rawValue: "The search bar has no scope button \(index); its titles: \(titles)"),
        sourceLocation: sourceLocation)
      return false
    }
    guard index != selectedScopeButtonIndex else { return false }
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    return true
  }
}

extension UITableView {
  /// A user's touch and hold on a row: the delegate is asked for the row's context menu
  /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`, with the row's centre as the
  /// point); with a configuration, the menu shows, in UIKit's order (*assumed* past the
  /// configuration): `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`, the
  /// configuration's `previewProvider`, its `actionProvider` (with no suggested actions), then
  /// `tableView(_:willDisplayContextMenu:animator:)`. The menu stays until a tap on its
  /// preview (``simulateTapOnContextMenuPreview(sourceLocation:)``), on one of its actions
  /// (`UIMenu`'s `simulateTap(actionTitled:)`), or outside it
  /// (``simulateContextMenuDismissal(sourceLocation:)``); a menu the table showed already ends
  /// first. Records a failure at the call when the row is not on screen.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - sourceLocation: Where a failure is recorded: the call of this method.
  /// - Returns: The menu shown, or `nil` when the delegate gives no configuration or the
  ///   configuration no menu (its preview still shows then).
  /// - Complexity: O(log *r* + log *s*) for *r* rows and *s* sections, besides the delegate.
  public func simulateContextMenu(
    forRowAt indexPath: IndexPath, sourceLocation: SourceLocation = #_sourceLocation
  ) -> UIMenu? {
    guard cellForRow(at: indexPath) != nil else {
      Issue.record(
        Comment(rawValue: "No row on screen at \(indexPath) to touch and hold"),
        sourceLocation: sourceLocation)
      return nil
    }
    let rect = rectForRow(at: indexPath)
    return showContextMenu(forRowAt: indexPath, at: CGPoint(x: rect.midX, y: rect.midY)).menu
  }

  /// A user's tap on the preview of the context menu the table shows: the delegate's
  /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`, then the menu goes
  /// (`tableView(_:willEndContextMenuInteraction:animator:)`, then
  /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`, *assumed* order). The
  /// completions added to the animators run when the main queue next turns (drain it with
  /// `drainMainQueue()`). A delegate without `willPerformPreviewActionForMenuWith` sees only
  /// the menu go, as in UIKit. Records a failure at the call when no menu shows.
  ///
  /// - Parameter sourceLocation: Where a failure is recorded: the call of this method.
  /// - Returns: Whether a menu showed.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  public func simulateTapOnContextMenuPreview(
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard commitContextMenuPreview() else {
      Issue.record(
        Comment(rawValue: "The table shows no context menu whose preview to tap"),
        sourceLocation: sourceLocation)
      return false
    }
    return true
  }

  /// A user's tap outside the context menu the table shows: the menu goes
  /// (`tableView(_:willEndContextMenuInteraction:animator:)`, then
  /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`, *assumed* order).
  /// Records a failure at the call when no menu shows.
  ///
  /// - Parameter sourceLocation: Where a failure is recorded: the call of this method.
  /// - Returns: Whether a menu showed.
  /// - Complexity: O(1), besides the delegate.
  @discardableResult
  public func simulateContextMenuDismissal(
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard dismissContextMenu() else {
      Issue.record(
        Comment(rawValue: "The table shows no context menu to dismiss"),
        sourceLocation: sourceLocation)
      return false
    }
    return true
  }

  /// Whether the table shows a context menu: from a touch and hold
  /// (`simulateContextMenu(forRowAt:)`) until a tap on its preview, an action or outside it.
  public var isShowingContextMenu: Bool { showsContextMenu }
}

extension UIMenu {
  /// A user's tap on the action titled `title`, in this menu or a menu inside it: when it is
  /// not disabled, the context menu showing this menu goes (unless the action has the
  /// `.keepsMenuPresented` attribute: `tableView(_:willEndContextMenuInteraction:animator:)`,
  /// then `tableView(_:previewForDismissingContextMenuWithConfiguration:)`), then its handler
  /// runs (*assumed* order). Records a failure at the call when no action has that title.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - sourceLocation: Where a failure is recorded: the call of this method.
  /// - Returns: Whether the tap reached an action's handler.
  /// - Complexity: O(*n*) for the *n* elements of the menu and its menus, besides the handler.
  @discardableResult
  public func simulateTap(
    actionTitled title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let action = action(titled: title) else {
      Issue.record(
        Comment(
          rawValue: "The menu has no action titled '\(title)'; its actions: "
            + actionTitles.map { "'\($0)'" }.joined(separator: ", ")),
        sourceLocation: sourceLocation)
      return false
    }
    guard !action.attributes.contains(.disabled) else { return false }
    if !action.attributes.contains(.keepsMenuPresented) { endContextMenuInteraction() }
    action.perform(sender: nil)
    return true
  }

  /// The titles of the actions in this menu and the menus inside it, depth first.
  ///
  /// - Complexity: O(*n*) for the *n* elements of the menu and its menus.
  public var actionTitles: [String] {
    children.flatMap { element -> [String] in
      if let menu = element as? UIMenu { return menu.actionTitles }
      return element is UIAction ? [element.title] : []
    }
  }

  /// The first action titled `title`, depth first.
  private func action(titled title: String) -> UIAction? {
    for element in children {
      if let action = element as? UIAction, action.title == title { return action }
      if let menu = element as? UIMenu, let action = menu.action(titled: title) { return action }
    }
    return nil
  }
}
