// An order form, in plain UIKit code: a text field whose keyboard is a picker of sizes, and a
// two-wheel picker of quantity and colour in a row of its own.
//
// Patterns studied, which carry over (the code does not): a `UIPickerView` set as a
// `UITextField`'s `inputView`, with the controller as its data source and delegate, writing
// the chosen title into the field from `pickerView(_:didSelectRow:inComponent:)`, and
// `selectRow(_:inComponent:animated:)` in `viewDidLoad` to show the saved choice, are the
// common shape of the Stack Overflow answers and tutorials on "UIPickerView as inputView".
// This screen's own: the sizes, the quantity and colour wheels, the summary row.

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

/// A row holding a field or a picker as its accessory.
final class FormFieldCell: UITableViewCell {
  static let reuseIdentifier = "FormFieldCell"
}

/// The order form.
final class OrderFormViewController: UITableViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  static let sizes = ["Small", "Medium", "Large"]
  static let colours = ["Red", "Green", "Blue"]

  let sizeField = UITextField()
  let sizePicker = UIPickerView()
  let amountPicker = UIPickerView()
  private(set) var size = "Medium"
  private(set) var quantity = 1
  private(set) var colour = "Red"

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Order"
    tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
    sizePicker.dataSource = self
    sizePicker.delegate = self
    amountPicker.dataSource = self
    amountPicker.delegate = self
    sizeField.placeholder = "Size"
    sizeField.text = size
    sizeField.inputView = sizePicker
    if let saved = Self.sizes.firstIndex(of: size) {
      sizePicker.selectRow(saved, inComponent: 0, animated: false)
    }
  }

  var summary: String { "\(quantity) × \(colour), \(size)" }

  // MARK: The table

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath)
    switch indexPath.row {
    case 0:
      cell.textLabel?.text = "Size"
      cell.accessoryView = sizeField
    case 1:
      cell.textLabel?.text = "Amount"
      cell.accessoryView = amountPicker
    default:
      cell.textLabel?.text = summary
      cell.accessoryView = nil
    }
    return cell
  }

  // MARK: The pickers

  func numberOfComponents(in pickerView: UIPickerView) -> Int {
    pickerView === sizePicker ? 1 : 2
  }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    if pickerView === sizePicker { return Self.sizes.count }
    return component == 0 ? 10 : Self.colours.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    if pickerView === sizePicker { return Self.sizes[row] }
    return component == 0 ? "\(row + 1)" : Self.colours[row]
  }

  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView === amountPicker && component == 0 ? 60 : 200
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    if pickerView === sizePicker {
      size = Self.sizes[row]
      sizeField.text = size
    } else if component == 0 {
      quantity = row + 1
    } else {
      colour = Self.colours[row]
    }
    tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
  }
}
