import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Sources: Apple's pages of UIPickerView (selectedRow(inComponent:): "-1 if no row is
// selected"; view(forRow:forComponent:): "nil if the specified row of the component is not
// visible or if the delegate does not implement pickerView:viewForRow:forComponent:reusingView:";
// rowSize(forComponent:) from the delegate's width and row height), UIPickerViewDelegate
// (pickerView(_:didSelectRow:inComponent:): "Called by the picker view when the user selects a
// row"; pickerView(_:attributedTitleForRow:forComponent:): preferred to the plain title, which
// is used when it returns nil) and UITextField inputView. A row past the last in
// selectRow(_:inComponent:animated:), the rows a wheel shows, the defaults of width and row
// height: *assumed* (Apple's pages do not say).

@MainActor
@Suite("Screen: an order form with pickers as a field's keyboard and in a row (UIKit code)")
struct OrderFormScreenTests {
  func show() -> (OrderFormViewController, UIWindow) {
    let controller = OrderFormViewController()
    let window = showInWindow(UINavigationController(rootViewController: controller))
    return (controller, window)
  }

  @Test("The field's keyboard is the size picker, on the saved size; the row picker draws")
  func shown() throws {
    let (controller, window) = show()
    defer { _ = window }
    #expect(controller.sizeField.inputView === controller.sizePicker)
    #expect(controller.sizePicker.selectedRow(inComponent: 0) == 1)
    #expect(drawnText(controller.sizePicker) == ["[Medium]"])
    #expect(drawnText(controller.amountPicker) == ["[1 | Red]"])
    #expect(try shownLines(controller.tableView).last == "1 × Red, Medium")
  }

  @Test("A user's spin tells the delegate, which fills the field and the summary")
  func spin() throws {
    let (controller, window) = show()
    defer { _ = window }
    #expect(controller.sizePicker.simulateSelect(rowTitled: "Large", inComponent: 0))
    #expect(controller.sizeField.text == "Large")
    #expect(controller.amountPicker.simulateSelect(row: 2, inComponent: 0))
    #expect(controller.amountPicker.simulateSelect(rowTitled: "Blue", inComponent: 1))
    #expect(drawnText(controller.amountPicker) == ["[3 | Blue]"])
    #expect(try shownLines(controller.tableView).last == "3 × Blue, Large")
    // No such row or component: nothing reaches the picker.
    #expect(!controller.amountPicker.simulateSelect(row: 10, inComponent: 0))
    #expect(!controller.amountPicker.simulateSelect(row: 0, inComponent: 2))
    #expect(!controller.sizePicker.simulateSelect(rowTitled: "Huge", inComponent: 0))
    #expect(controller.summary == "3 × Blue, Large")
  }

  @Test("selectRow chooses a row without telling the delegate")
  func programmatic() {
    let (controller, window) = show()
    defer { _ = window }
    controller.amountPicker.selectRow(4, inComponent: 0, animated: true)
    #expect(controller.amountPicker.selectedRow(inComponent: 0) == 4)
    #expect(drawnText(controller.amountPicker) == ["[5 | Red]"])
    #expect(controller.quantity == 1)
  }

  @Test("Sizes come from the delegate: its width, the default row height")
  func rowSize() {
    let (controller, window) = show()
    defer { _ = window }
    #expect(controller.amountPicker.rowSize(forComponent: 0) == CGSize(width: 60, height: 32))
    #expect(controller.amountPicker.rowSize(forComponent: 1) == CGSize(width: 200, height: 32))
    #expect(controller.amountPicker.rowSize(forComponent: 2) == .zero)
    // Titles, not views: no row view.
    #expect(controller.amountPicker.view(forRow: 0, forComponent: 0) == nil)
  }
}

/// A picker's data source and delegate whose rows can change, and whose rows are labels.
@MainActor
private final class Wheels: UIPickerViewDataSource, UIPickerViewDelegate {
  var rows: [[String]]
  var selections: [String] = []

  init(_ rows: [[String]]) { self.rows = rows }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    rows[component].count
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append("\(component):\(row)")
  }
}

/// Rows shown as labels.
@MainActor
private final class LabelWheels: UIPickerViewDataSource, UIPickerViewDelegate {
  var made = 0

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    20
  }

  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    made += 1
    let label = (view as? UILabel) ?? UILabel()
    label.text = "Row \(row)"
    return label
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { "unused" }
}

/// Rows with styled titles for even rows only.
@MainActor
private final class StyledWheels: UIPickerViewDataSource, UIPickerViewDelegate {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    4
  }

  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    row.isMultiple(of: 2) ? NSAttributedString(string: "Styled \(row)") : nil
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { "Plain \(row)" }
}

@MainActor
@Suite("UIPickerView", .recordsUIKitExceptions)
struct UIPickerViewTests {
  @Test("A component without rows has no chosen row (-1); one that does not exist neither")
  func noRows() {
    let wheels = Wheels([[], ["a", "b"]])
    let picker = UIPickerView()
    picker.dataSource = wheels
    picker.delegate = wheels
    #expect(picker.numberOfComponents == 2)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    #expect(picker.selectedRow(inComponent: 5) == -1)
    #expect(picker.numberOfRows(inComponent: -1) == 0)
    picker.selectRow(3, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    #expect(drawnText(picker) == ["[ | ]"])
    // Rows arrive: the component reloads and shows its first.
    wheels.rows[0] = ["x", "y", "z"]
    picker.reloadComponent(0)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
  }

  @Test("selectRow pins a row past the ends, never crashing; a missing component is ignored")
  func outOfRange() {
    let wheels = Wheels([["a", "b", "c"]])
    let picker = UIPickerView()
    picker.dataSource = wheels
    picker.selectRow(99, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    picker.selectRow(Int.min, inComponent: 0, animated: true)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    picker.selectRow(1, inComponent: Int.max, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(wheels.selections.isEmpty)
  }

  @Test("The counts are asked once, again at a reload, which keeps the row while it is there")
  func reloads() {
    let wheels = Wheels([["a", "b", "c", "d"]])
    let picker = UIPickerView()
    picker.dataSource = wheels
    picker.delegate = wheels
    picker.selectRow(3, inComponent: 0, animated: false)
    wheels.rows[0] = ["a", "b"]
    #expect(picker.numberOfRows(inComponent: 0) == 4)
    picker.reloadAllComponents()
    #expect(picker.numberOfRows(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 0) == 1)
    #expect(picker.simulateSelect(row: 1, inComponent: 0))
    #expect(wheels.selections == ["0:1"])
  }

  @Test("Rows shown by views: the view's text is drawn; view(forRow:) only for rows on the wheel")
  func rowViews() throws {
    let wheels = LabelWheels()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = wheels
    picker.delegate = wheels
    picker.selectRow(10, inComponent: 0, animated: false)
    #expect(drawnText(picker) == ["[Row 10]"])
    let label = try #require(picker.view(forRow: 12, forComponent: 0) as? UILabel)
    #expect(label.text == "Row 12")
    #expect(picker.view(forRow: 12, forComponent: 0) === label)
    #expect(picker.view(forRow: 13, forComponent: 0) == nil)
    #expect(picker.view(forRow: 20, forComponent: 0) == nil)
    #expect(picker.simulateSelect(rowTitled: "Row 3", inComponent: 0))
    #expect(picker.selectedRow(inComponent: 0) == 3)
    // The default width: the picker's, shared among its components.
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 320, height: 32))
  }

  @Test("A styled title wins over the plain one unless it is nil")
  func styledTitles() {
    let wheels = StyledWheels()
    let picker = UIPickerView()
    picker.dataSource = wheels
    picker.delegate = wheels
    #expect(drawnText(picker) == ["[Styled 0]"])
    picker.selectRow(1, inComponent: 0, animated: false)
    #expect(drawnText(picker) == ["[Plain 1]"])
    #expect(picker.view(forRow: 1, forComponent: 0) == nil)
  }

  @Test("A hidden picker takes no spin")
  func hidden() {
    let wheels = Wheels([["a", "b"]])
    let picker = UIPickerView()
    picker.dataSource = wheels
    picker.delegate = wheels
    picker.isHidden = true
    #expect(!picker.simulateSelect(row: 1, inComponent: 0))
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(drawnText(picker).isEmpty)
  }
}
