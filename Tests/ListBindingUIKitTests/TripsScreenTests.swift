import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/TripsViewController.swift (UIKit code) as iOS would from its storyboard: the
// initial controller is a tab bar controller whose first tab is a navigation controller
// around the trips list, which has a "showTrip" show segue to a TripDetailViewController.
// Sources: UIViewController.performSegue(withIdentifier:sender:) and prepare(for:sender:)
// (prepare runs before the destination is shown), awakeFromNib() (runs on each controller
// decoded from the storyboard), UINavigationController.setToolbarHidden(_:animated:),
// UIActivityViewController.completionWithItemsHandler, traitCollectionDidChange(_:) (runs when
// the text size changes). The text layout is PlainTextRenderer's.

@MainActor
@Suite(
  "Screen: trips in a tab, with a segue, a toolbar and sharing (UIKit code)",
  .recordsUIKitExceptions)
struct TripsScreenTests {
  /// Says what the storyboard "TripsScreenTests.Main" holds, as Interface Builder would.
  static func registerStoryboard() {
    let name = "TripsScreenTests.Main"
    UIStoryboard.registerViewController(withIdentifier: "Trips", inStoryboardNamed: name) {
      let trips = TripsViewController(style: .plain)
      trips.registerSegue(withIdentifier: TripsViewController.showTripSegue, kind: .show) {
        TripDetailViewController()
      }
      return trips
    }
    UIStoryboard.registerInitialViewController(inStoryboardNamed: name) {
      let storyboard = UIStoryboard(name: name, bundle: nil)
      let tabs = UITabBarController()
      tabs.viewControllers = [
        UINavigationController(
          rootViewController: storyboard.instantiateViewController(withIdentifier: "Trips")),
        UIViewController(),
      ]
      return tabs
    }
  }

  func show() throws -> (TripsViewController, UITabBarController, UIWindow) {
    Self.registerStoryboard()
    let storyboard = UIStoryboard(name: "TripsScreenTests.Main", bundle: nil)
    let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let navigation = try #require(tabs.selectedViewController as? UINavigationController)
    let trips = try #require(navigation.topViewController as? TripsViewController)
    return (trips, tabs, window)
  }

  @Test("The list shows each trip with its nights; the tab has its item and badge; the toolbar")
  func initial() throws {
    let (trips, tabs, window) = try show()
    defer { _ = window }
    #expect(trips.tabBarItem.title == "Trips")
    #expect(trips.tabBarItem.badgeValue == "3")
    #expect(trips.tabBarController === tabs)
    #expect(trips.navigationController?.isToolbarHidden == false)
    #expect(
      trips.toolbarItems?.map(\.barButtonSystemItem) == [.flexibleSpace, .action, .flexibleSpace])
    expectRendered(
      trips.tableView,
      matches: """
          Lisbon 4 nights ›
          Kyoto  6 nights ›
          Oaxaca 3 nights ›
        """)
  }

  @Test("Tapping a row runs the segue: the detail is prepared with the trip and pushed")
  func segue() throws {
    let (trips, _, window) = try show()
    defer { _ = window }
    try SimulatedUser(trips.tableView).tapRow(at: IndexPath(row: 1, section: 0))
    let detail = try #require(
      trips.navigationController?.topViewController as? TripDetailViewController)
    #expect(detail.trip == "Kyoto")
    #expect(detail.title == "Kyoto")
    #expect(detail.nameLabel.text == "Kyoto")
  }

  @Test("The share button presents the sheet with the summary; a completed share is recorded")
  func share() async throws {
    let (trips, tabs, window) = try show()
    defer { _ = window }
    let share = try #require(trips.toolbarItems?[1])
    #expect(share.simulateTap())
    let sheet = try #require(tabs.presentedViewController as? UIActivityViewController)
    #expect(
      sheet.sharedItems as? [String] == ["Lisbon (4 nights), Kyoto (6 nights), Oaxaca (3 nights)"])
    #expect(!sheet.simulateActivitySelection(.saveToCameraRoll))
    #expect(sheet.simulateActivitySelection(.copyToPasteboard))
    await drainMainQueue()
    #expect(tabs.presentedViewController == nil)
    #expect(trips.lastShared == ["Lisbon (4 nights), Kyoto (6 nights), Oaxaca (3 nights)"])
  }

  @Test("At an accessibility text size the rows stack their nights under the title")
  func largeText() throws {
    let (trips, _, window) = try show()
    window.simulateTraitChange(
      to: UITraitCollection(traitsFrom: [
        window.traitCollection,
        UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
      ]))
    expectRendered(
      trips.tableView,
      matches: """
          Lisbon ›
          4 nights
          Kyoto  ›
          6 nights
          Oaxaca ›
          3 nights
        """)
  }
}
