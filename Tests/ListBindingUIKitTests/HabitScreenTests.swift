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

  @Test("A tap on the stepper's plus counts a glass; its action reloads the count and the goal")
  func stepper() throws {
    let (controller, window) = show()
    defer { _ = window }
    let stepper = try accessory(UIStepper.self, of: controller, at: today(0))
    #expect(stepper.value == 3 && stepper.maximumValue == 20)
    #expect(stepper.simulateIncrement())
    #expect(controller.glasses == 4)
    let goal = try accessory(UIProgressView.self, of: controller, at: today(2))
    #expect(goal.progress == 0.5)
    #expect(try shownLines(controller.tableView).prefix(2) == ["# Today", "Glasses: 4"])
    #expect(drawnText(goal) == ["[#####-----]"])
    // Held on plus, it repeats up to its maximum, and the goal bar fills.
    let reloaded = try accessory(UIStepper.self, of: controller, at: today(0))
    reloaded.simulateIncrement(repeats: 40)
    #expect(controller.glasses == 20)
    #expect(try accessory(UIProgressView.self, of: controller, at: today(2)).progress == 1)
  }

  @Test("The slider sends one valueChanged when the finger lifts; the picker's time is kept")
  func sliderAndPicker() throws {
    let (controller, window) = show()
    defer { _ = window }
    let slider = try accessory(UISlider.self, of: controller, at: today(1))
    #expect(!slider.isContinuous)
    #expect(slider.simulateDrag(through: [0.2, 0.9]))
    #expect(controller.effort == 0.9)
    let picker = try accessory(UIDatePicker.self, of: controller, at: today(3))
    #expect(picker.datePickerStyle == .compact && picker.minuteInterval == 15)
    let halfPastSeven = Date(timeIntervalSince1970: 1_795_937_400)  // 2026-11-29 07:30 UTC
    #expect(picker.simulatePick(halfPastSeven))
    #expect(controller.reminder == halfPastSeven)
    #expect(drawnText(slider) == ["[=========o-]"])
    #expect(drawnText(picker) == ["[07:30]"])
    let shownPicker = try accessory(UIDatePicker.self, of: controller, at: today(3))
    #expect(shownPicker === picker)
  }

  @Test("Typing notes grows the row through beginUpdates/endUpdates, up to the length limit")
  func notes() throws {
    let (controller, window) = show()
    defer { _ = window }
    let notesPath = IndexPath(row: 0, section: 1)
    let cell = try #require(controller.tableView.cellForRow(at: notesPath) as? NotesCell)
    #expect(controller.tableView.rectForRow(at: notesPath).height == 44)
    #expect(cell.notesView.simulateTyping("Lemon helps\nwith taste"))
    #expect(controller.notes == "Lemon helps\nwith taste")
    #expect(controller.heightUpdates == 22)
    #expect(cell.notesView.isFirstResponder)
    #expect(try shownLines(controller.tableView)[6] == "Lemon helps\nwith taste")
    // Self-sizing: 44 points for the first line, 20 for the second (see "Differences from
    // UIKit"); endUpdates() measured the row again.
    #expect(controller.tableView.rectForRow(at: notesPath).height == 64)
    let long = String(repeating: "water ", count: 40)
    #expect(!cell.notesView.simulateTyping(long))
    #expect(controller.notes.count == NotesCell.maximumLength)
    #expect(controller.heightUpdates == 22 + NotesCell.maximumLength - 22)
  }

  @Test("History arrives: the spinner hides, the week's rows show; another segment reloads them")
  func history() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.historyLoaded([["Mon: 6", "Tue: 8"], ["November: 7.1"], ["2026: 6.8"]])
    #expect(!controller.spinner.isAnimating && controller.spinner.isHidden)
    #expect(try shownLines(controller.tableView).suffix(2) == ["Mon: 6", "Tue: 8"])
    let header = try history(controller)
    #expect(header.periodControl.selectedSegmentIndex == 0)
    #expect(header.periodControl.simulateTap(segmentTitled: "Month"))
    #expect(controller.period == 1)
    #expect(try shownLines(controller.tableView).suffix(1) == ["November: 7.1"])
    let shownHeader = try history(controller)
    #expect(shownHeader.periodControl.selectedSegmentIndex == 1)
    // Tapping the selected segment again changes nothing.
    #expect(shownHeader.periodControl.simulateTap(segmentAt: 1))
    #expect(controller.period == 1)
    expectRendered(
      controller.tableView,
      matches: """
        Today
          Glasses: 3    [-|+]
          Effort        [=====o-----]
          Goal          [####------]
          Remind me     [09:00]

        Notes


        [ Week | *Month* | Year ]
          November: 7.1
        """)
  }

  @Test("A tap on a history row copies it to the pasteboard")
  func copy() throws {
    let (controller, window) = show()
    defer { _ = window }
    controller.historyLoaded([["Mon: 6", "Tue: 8"]])
    try SimulatedUser(controller.tableView).tapRow(at: IndexPath(row: 1, section: 2))
    #expect(UIPasteboard.general.string == "Tue: 8")
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }
}
