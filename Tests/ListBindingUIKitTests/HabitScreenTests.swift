import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/HabitViewController.swift (UIKit code) as a user would, and checks what iOS
// would show. Sources: UISegmentedControl selectedSegmentIndex (a touch on another segment
// sends valueChanged), UIStepper value and stepValue (a tap on + adds the step), UISlider
// isContinuous ("If false, the slider only sends an action event when the user releases the
// slider's thumb"), UIDatePicker date, UIProgressView progress, UIActivityIndicatorView
// hidesWhenStopped, UITextViewDelegate textViewDidChange(_:) (user changes only),
// UITableView beginUpdates()/endUpdates() ("You can also use this method followed by the
// endUpdates() method to animate the change in the row heights without reloading the cell"),
// reloadRows(at:with:), reloadSections(_:with:), UIPasteboard string. The text layout is
// PlainTextRenderer's; each control is drawn as its class documents.

@MainActor
@Suite(
  "Screen: a habit's day with controls in cells and a header (UIKit code)", .recordsUIKitExceptions)
struct HabitScreenTests {
  func show() -> (HabitViewController, UIWindow) {
    let controller = HabitViewController()
    let window = showInWindow(UINavigationController(rootViewController: controller))
    return (controller, window)
  }

  func today(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  func accessory<Control: UIView>(
    _ type: Control.Type, of controller: HabitViewController, at indexPath: IndexPath
  ) throws -> Control {
    let cell = try #require(controller.tableView.cellForRow(at: indexPath))
    return try #require(cell.accessoryView as? Control)
  }

  func history(_ controller: HabitViewController) throws -> PeriodHeaderView {
    try #require(controller.tableView.headerView(forSection: 2) as? PeriodHeaderView)
  }

  @Test("Each control draws in its row; the spinner spins below the table until history comes")
  func shown() throws {
    let (controller, window) = show()
    defer { _ = window }
    expectRendered(
      controller.tableView,
      matches: """
        Today
          Glasses: 3 [-|+]
          Effort     [=====o-----]
          Goal       [####------]
          Remind me  [09:00]
        Notes


        [ *Week* | Month | Year ]

        [spinning]
        """)
    #expect(controller.spinner.isAnimating)
  }
}
