import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/AlarmsViewController.swift (UIKit code) as a user would, and checks what iOS
// would show. Sources: UITableViewDiffableDataSource (the data source provides the rows of the
// snapshot applied; `apply(_:animatingDifferences:completion:)` "The completion block is
// executed on the main queue" once the update is done), NSDiffableDataSourceSnapshot
// reconfigureItems(_:) ("updates the data for the items you specify, preserving the existing
// cells for the items"), UITableViewDataSource tableView(_:titleForHeaderInSection:) and
// sectionIndexTitles(for:), UIControl addAction(_:for:) and UISwitch (a tap flips `isOn` and
// sends `.valueChanged`), UITableViewDelegate tableView(_:didSelectRowAt:). The text layout is
// PlainTextRenderer's; a switch's accessory is drawn `[on]` or `[off]`.

@MainActor
@Suite("Screen: diffable alarms with switches (UIKit code)", .recordsUIKitExceptions)
struct AlarmsScreenTests {
  func show() -> (AlarmsViewController, UINavigationController, UIWindow) {
    let controller = AlarmsViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let window = showInWindow(navigation)
    return (controller, navigation, window)
  }

  func toggle(in controller: AlarmsViewController, at indexPath: IndexPath) throws -> UISwitch {
    let cell = try #require(controller.tableView.cellForRow(at: indexPath))
    let toggle = try #require(cell.accessoryView as? UISwitch)
    try toggle.tap()
    return toggle
  }

  @Test("The sections are titled by the subclass, each alarm shows its time, label and switch")
  func shown() async throws {
    let (controller, _, window) = show()
    defer { _ = window }
    #expect(
      try shownLines(controller.tableView) == [
        "# Weekdays", "06:30 Gym", "07:15 Work", "# Weekend", "09:00 Market",
      ])
    #expect(controller.tableView.numberOfSections == 2)
    let switches = [(0, 0), (0, 1), (1, 0)].map {
      (controller.tableView.cellForRow(at: IndexPath(row: $0.1, section: $0.0))?.accessoryView
        as? UISwitch)?.isOn
    }
    #expect(switches == [true, false, true])
    #expect(controller.navigationItem.rightBarButtonItem?.title == "All Off")
    // The apply's completion runs on the main queue after viewWillAppear returns (assumed: UIKit
    // runs it once the update is done, which is never before the call returns).
    #expect(controller.title == "Alarms")
    await drainMainQueue()
    #expect(controller.title == "Alarms (2 on)")
  }

  @Test("The section index comes from the subclass, one title for each section")
  func sectionIndex() throws {
    let (controller, _, window) = show()
    defer { _ = window }
    let dataSource = try #require(controller.tableView.dataSource)
    #expect(dataSource.sectionIndexTitles(for: controller.tableView) == ["M–F", "S–S"])
  }

  @Test("A switch's tap turns its alarm on; the item is reconfigured in the same cell")
  func toggleReconfigures() async throws {
    let (controller, _, window) = show()
    defer { _ = window }
    await drainMainQueue()
    let workPath = IndexPath(row: 1, section: 0)
    let cellBefore = try #require(controller.tableView.cellForRow(at: workPath))
    let tapped = try toggle(in: controller, at: workPath)
    #expect(tapped.isOn)
    #expect(controller.alarms.map(\.isOn) == [true, true, true])
    let cellAfter = try #require(controller.tableView.cellForRow(at: workPath))
    #expect(cellAfter === cellBefore)
    #expect((cellAfter.accessoryView as? UISwitch)?.isOn == true)
    await drainMainQueue()
    #expect(controller.title == "Alarms (3 on)")
    // Turning it off again goes through the new switch the reconfigured cell shows.
    let again = try toggle(in: controller, at: workPath)
    #expect(!again.isOn)
    #expect(controller.alarms.map(\.isOn) == [true, false, true])
    await drainMainQueue()
    #expect(controller.title == "Alarms (2 on)")
  }

  @Test("All Off turns every switch off and the title back to Alarms")
  func allOff() async throws {
    let (controller, _, window) = show()
    defer { _ = window }
    #expect(controller.navigationItem.rightBarButtonItem?.simulateTap() == true)
    #expect(controller.alarms.map(\.isOn) == [false, false, false])
    let switches = controller.tableView.visibleCells.map { ($0.accessoryView as? UISwitch)?.isOn }
    #expect(switches == [false, false, false])
    await drainMainQueue()
    #expect(controller.title == "Alarms")
  }

  @Test("A selected alarm is remembered and selected again when the list reappears")
  func selectionRestored() async throws {
    let (controller, navigation, window) = show()
    defer { _ = window }
    await drainMainQueue()
    try controller.tableView.nativeTable.tapRow(at: IndexPath(row: 0, section: 1))
    #expect(controller.selectedAlarmID == 3)
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    await drainMainQueue()
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
  }
}
