import Foundation
import ListBinding
import ListBindingUIKit
import Testing

// A user's changes to the environment of a screen: the appearance and text size (traits), a
// tap on a tab, a choice in the share sheet. UIKit has no such calls: they live here, not among
// UIKit's names.

extension UIWindow {
  /// The user changing the environment (dark mode, text size, a rotation's size classes): the
  /// window takes `traits`, and every view and controller in it whose `traitCollection`
  /// changed gets `traitCollectionDidChange(_:)` with its previous traits, parents first (the
  /// window, then down its views, each controller just before its view, a table's displayed
  /// cells after the table), as UIKit propagates traits down its hierarchy. Nothing is called
  /// when the traits are the window's already.
  ///
  /// The window takes the collection as given: traits it leaves unspecified are unspecified in
  /// the window. Combine with the current ones to change one trait:
  /// `UITraitCollection(traitsFrom: [window.traitCollection, UITraitCollection(userInterfaceStyle: .dark)])`.
  ///
  /// - Parameter traits: The new traits.
  /// - Complexity: O(*v* + *c*), the views and controllers in the window, besides their code.
  public func simulateTraitChange(to traits: UITraitCollection) {
    changeTraitCollection(to: traits)
  }
}

extension UITabBarController {
  /// A user's tap on the tab at `index`: the delegate is asked
  /// (`tabBarController(_:shouldSelect:)`); when it agrees, the tab is selected and the delegate
  /// told (`tabBarController(_:didSelect:)`), also when it was selected already, as UIKit. An
  /// index outside the tabs, or a disabled tab bar item, does nothing.
  ///
  /// - Parameter index: The tab's index.
  /// - Returns: Whether the tab is selected by the tap.
  /// - Complexity: O(1), besides the delegate and the transition.
  @discardableResult
  public func simulateTabSelection(at index: Int) -> Bool {
    guard let tabs = viewControllers, tabs.indices.contains(index) else { return false }
    let controller = tabs[index]
    guard controller.tabBarItem.isEnabled else { return false }
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
    return true
  }
}

extension UITabBarItem {
  /// The system item the tab bar item was made as
  /// (`UITabBarItem(tabBarSystemItem:tag:)`), or `nil` for one made with a title or an image.
  /// UIKit keeps it private: the system draws the item's title and image.
  public var tabBarSystemItem: SystemItem? { systemItem }
}

extension UITabBar {
  /// A user's tap on `item`. On a bar of your own, an enabled item among the bar's `items`
  /// becomes the `selectedItem` and the delegate is told (`tabBar(_:didSelect:)`), also when it
  /// was selected already. On a tab bar controller's bar, the tap selects the item's tab as
  /// `simulateTabSelection(at:)` does. Records a failure at the call when the bar does not
  /// hold the item.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - sourceLocation: Where a failure is recorded: the call of this method.
  /// - Returns: Whether the tap selected the item.
  /// - Complexity: O(*n*) for *n* items, besides the delegate.
  @discardableResult
  public func simulateTap(
    on item: UITabBarItem, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let index = (items ?? []).firstIndex(where: { $0 === item }) else {
      Issue.record(
        Comment(rawValue: "The tab bar does not hold the item titled '\(item.title ?? "")'"),
        sourceLocation: sourceLocation)
      return false
    }
    if let managingController { return managingController.simulateTabSelection(at: index) }
    guard item.isEnabled else { return false }
    selectedItem = item
    delegate?.tabBar(self, didSelect: item)
    return true
  }
}

extension UIActivityViewController {
  /// The items the sheet shares, as given to `init(activityItems:applicationActivities:)`
  /// (UIKit keeps them private).
  public var sharedItems: [Any] { activityItems }

  /// A user's choice of an activity in the sheet. An excluded type does nothing. Otherwise an
  /// application activity of that type gets `prepare(withActivityItems:)` and `perform()`,
  /// the sheet is dismissed, and `completionWithItemsHandler` runs with the type and
  /// `completed` once the dismissal completes, when the main queue next turns.
  ///
  /// - Parameters:
  ///   - activityType: The activity chosen.
  ///   - completed: Whether it completed (`false` for a user who backs out of the mail
  ///     composer, say).
  /// - Returns: Whether the choice was offered.
  /// - Complexity: O(*a*), the number of application activities, besides their code.
  @discardableResult
  public func simulateActivitySelection(
    _ activityType: UIActivity.ActivityType, completed: Bool = true
  ) -> Bool {
    guard !(excludedActivityTypes ?? []).contains(activityType) else { return false }
    if let activity = applicationActivities.first(where: { $0.activityType == activityType }) {
      activity.prepare(withActivityItems: activityItems)
      activity.perform()
    }
    finish(activityType, completed: completed)
    return true
  }

  /// A user's tap on the sheet's close button: the sheet is dismissed and
  /// `completionWithItemsHandler` runs with no type, not completed, once the dismissal
  /// completes.
  ///
  /// - Complexity: O(1), besides the dismissal.
  public func simulateCancel() {
    finish(nil, completed: false)
  }

  private func finish(_ activityType: UIActivity.ActivityType?, completed: Bool) {
    let handler = completionWithItemsHandler
    dismiss(animated: true) { handler?(activityType, completed, nil, nil) }
  }
}
