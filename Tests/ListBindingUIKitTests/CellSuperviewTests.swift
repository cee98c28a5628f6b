import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// A displayed cell's superview is its table view, as on iOS 11 and later, where cell code finds
// its table with `superview as? UITableView` (*assumed* from that behaviour: Apple's page of
// `UIView.superview` says only "The receiver's superview, or nil if it has none"). A cell in the
// reuse pool, or made by your code and in no view, has none. The cell is not among the table's
// subviews, so its layout and its subviews' safe area do not change.
// Screens/StarredPlacesViewController.swift is the UIKit code.

@MainActor
@Suite("UITableViewCell: a displayed cell's superview", .recordsUIKitExceptions)
struct CellSuperviewTests {
  func showPlaces() -> (StarredPlacesViewController, UIWindow) {
    let places = StarredPlacesViewController()
    return (places, showInWindow(places))
  }

  @Test("A cell's button finds its row through superview as? UITableView")
  func buttonFindsItsRow() throws {
    let (places, window) = showPlaces()
    defer { _ = window }
    try SimulatedUser(places.tableView).tapButton(inRowWithText: "Kyoto", titled: "Star")
    #expect(places.starred == ["Kyoto"])
    let cell = try #require(places.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.textLabel?.text == "★ Kyoto")
    try SimulatedUser(places.tableView).tapButton(inRowWithText: "★ Kyoto", titled: "Star")
    #expect(places.starred.isEmpty)
  }

  @Test("A displayed cell's superview is the table; in the reuse pool it has none")
  func superviewFollowsDisplay() throws {
    let (places, window) = showPlaces()
    defer { _ = window }
    let cell = try #require(places.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.superview === places.tableView)
    #expect((cell as? StarredPlaceCell)?.tableView === places.tableView)
    #expect(cell.contentView.superview === cell)
    #expect(!places.tableView.subviews.contains { $0 === cell })
    places.tableView.frame.size.height = 44
    places.tableView.layoutIfNeeded()
    #expect(places.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
    #expect(cell.superview == nil)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).superview == nil)
  }

  @Test("A cell your code adds to a view has that view as its superview")
  func cellInAView() {
    let container = UIView()
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    container.addSubview(cell)
    #expect(cell.superview === container)
    cell.removeFromSuperview()
    #expect(cell.superview == nil)
  }

  @Test("Answering the table leaves the cell's layout and safe area as before")
  func layoutUnchanged() throws {
    let (places, window) = showPlaces()
    defer { _ = window }
    let cell = try #require(places.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let button = try #require((cell as? StarredPlaceCell)?.starButton)
    let before = (cell.frame, cell.contentView.frame, button.safeAreaInsets)
    places.tableView.setNeedsLayout()
    places.tableView.layoutIfNeeded()
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect(cell.frame == before.0)
    #expect(cell.contentView.frame == before.1)
    #expect(button.safeAreaInsets == before.2)
    #expect(cell.safeAreaInsets == .zero)
  }
}
