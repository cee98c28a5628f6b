import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/SettingsViewController.swift (UIKit code) and checks what iOS would show.
// Sources: UITableViewDataSource.tableView(_:titleForHeaderInSection:) and
// titleForFooterInSection (the titles of a section without a view of its own);
// UITableViewDelegate.tableView(_:viewForHeaderInSection:) ("a view object to be displayed in
// the header of the specified section"), tableView(_:heightForHeaderInSection:),
// tableView(_:heightForRowAt:); UITableView.headerView(forSection:) and rectForRow(at:);
// UITableViewCell.CellStyle.value1 (the value on the right of the title). That a section with
// a title and no view of the delegate's gets a header view showing the title is issue 16's
// (assumed from UIKit's headerView(forSection:) answering for such sections). The text layout
// is PlainTextRenderer's. The last section's header view, a `UITableViewHeaderFooterView`
// subclass with a label of its own, also shows the data source's title in its `textLabel`, as
// UIKit sets it (*assumed*; see HeaderViewTitleTests): iOS draws both.

@MainActor
@Suite("Screen: settings with headers and heights (UIKit code)", .recordsUIKitExceptions)
struct SettingsScreenTests {
  func show() -> (SettingsViewController, UIWindow) {
    let controller = SettingsViewController()
    return (controller, showInWindow(controller))
  }

  @Test("Sections show their titles, rows their values; the last section its own header view")
  func rendered() {
    let (controller, window) = show()
    defer { _ = window }
    expectRendered(
      controller.tableView,
      matches: """
        Appearance
          Theme       System ›
          Text Size   Large  ›

        Units
          Weight Unit kg     ›

        Support SUPPORT
          Contact Us
        Replies within two days.
        """)
  }

  @Test("headerView(forSection:) gives the title's view, or the delegate's own subclass")
  func headerViews() throws {
    let (controller, window) = show()
    defer { _ = window }
    let tableView = controller.tableView
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "Appearance")
    #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Units")
    let support = try #require(tableView.headerView(forSection: 2) as? SettingsHeaderView)
    #expect(support.titleLabel.text == "SUPPORT")
  }

  @Test("Rows and headers take the delegate's heights")
  func heights() throws {
    let (controller, window) = show()
    defer { _ = window }
    let tableView = controller.tableView
    // Header 0 is 28 points, each row 50: section 1's header starts at 128, its row at 168.
    #expect(
      tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 28, width: 390, height: 50))
    #expect(
      tableView.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 168, width: 390, height: 50))
    #expect(
      try tableView.nativeTable.rectForHeader(inSection: 2)
        == CGRect(x: 0, y: 218, width: 390, height: 40))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 180)) == IndexPath(row: 0, section: 1))
  }

  @Test("A tap opens the setting and leaves no row selected")
  func tap() throws {
    let (controller, window) = show()
    defer { _ = window }
    try SimulatedUser(controller.tableView).tapRow(at: IndexPath(row: 0, section: 1))
    #expect(controller.opened == ["Weight Unit"])
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test("A changed value shows once its row is reloaded")
  func reloadValue() {
    let (controller, window) = show()
    defer { _ = window }
    controller.dataSource.values[.weight] = "lb"
    controller.tableView.reloadRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.detailTextLabel?.text
        == "lb")
  }

  @Test("A row beyond the section reports UIKit's exception from rectForRow(at:) and answers zero")
  func rectBeyond() {
    let (controller, window) = show()
    defer { _ = window }
    var rect = CGRect(x: 1, y: 1, width: 1, height: 1)
    expectUIKitException(.rangeException) {
      rect = controller.tableView.rectForRow(at: IndexPath(row: 5, section: 1))
    }
    #expect(rect == .zero)
  }
}
