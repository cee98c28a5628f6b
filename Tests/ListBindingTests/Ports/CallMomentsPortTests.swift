import Foundation
import ListBinding
import Testing

// Three screens written the way UIKit code is, each relying on a pattern found in public UIKit
// table screens: a call of the table from `commit`, `didSelectRowAt` or an action handler, and a
// query of the table right after it. The code is this project's; only the patterns come from:
// - WireGuard/wireguard-apple, Sources/WireGuardApp/UI/iOS/ViewController/
//   SSIDOptionEditTableViewController.swift at 2fec12a6e1f6e3460b6ee483aa00ad29cddadab1: its
//   `commit` inserts a row (or reloads the placeholder row), then asks `cellForRow(at:)` for
//   the new row's cell to start editing its text field.
// - robovm/apple-ios-samples, DateCell/MyTableViewController.m at
//   2b6bd2567a9cc3a0cd23c936e687e49191058e24 (Apple's DateCell sample): `didSelectRowAt`
//   deletes and inserts the inline picker row in a batch, then asks `cellForRowAtIndexPath:`
//   for the picker's cell to set its date; the picker's action asks for the date row's cell
//   and sets its text.
// - WireGuard/wireguard-apple, Sources/WireGuardApp/UI/iOS/ViewController/
//   TunnelEditTableViewController.swift at 2fec12a6e1f6e3460b6ee483aa00ad29cddadab1: a switch's
//   handler inserts or deletes the row it governs, and another reloads a row.
// On iOS each of these calls is done when it returns (a call at a touch runs at once), so the
// query finds the new cell.

/// A cell with a text field that can start editing.
final class NameFieldCell: TableViewCell {
  private(set) var isEditingText = false

  func beginEditing() { isEditingText = true }

  override func prepareForReuse() {
    super.prepareForReuse()
    isEditingText = false
  }
}

/// Network names to join: a list of names (or a placeholder row when there is none) and a row
/// that adds one, edited with the table's insert and delete controls.
@MainActor
final class NetworkNamesController: TableViewDataSource, EditCommitting, TableViewDelegate {
  let tableView = TableView(style: .grouped)
  var names: [String] = []

  init() throws {
    tableView.register(NameFieldCell.self, forCellReuseIdentifier: "name")
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "text")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
    try tableView.setEditing(true, animated: false)
  }

  func numberOfSections(in tableView: TableView) -> Int { 2 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? max(names.count, 1) : 1
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    if indexPath.section == 0, !names.isEmpty {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
      cell.textLabel?.text = names[indexPath.row].isEmpty ? "Name" : names[indexPath.row]
      return cell
    }
    let cell = try tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
    cell.textLabel?.text = indexPath.section == 0 ? "No names" : "Add a name"
    return cell
  }

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    if indexPath.section == 1 { return .insert }
    return names.isEmpty ? .none : .delete
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    if editingStyle == .delete {
      names.remove(at: indexPath.row)
      if names.isEmpty {
        try tableView.reloadRows(at: [indexPath], with: .automatic)
      } else {
        try tableView.deleteRows(at: [indexPath], with: .automatic)
      }
      return
    }
    names.append("")
    let newRow = IndexPath(row: names.count - 1, section: 0)
    if names.count == 1 {
      try tableView.reloadRows(at: [newRow], with: .automatic)
    } else {
      try tableView.insertRows(at: [newRow], with: .automatic)
    }
    if let cell = tableView.cellForRow(at: newRow) as? NameFieldCell {
      cell.beginEditing()
    }
  }
}

/// A cell showing an inline date picker, reduced to its date and a button that moves it on by a
/// day (a finger turning the wheel).
final class InlinePickerCell: TableViewCell {
  var date = 0
  let nextDay = Button()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nextDay)
  }

  required init?(coder: NSCoder) { return nil }
}

/// A start and an end date; tapping one shows a picker under it, tapping it again hides it.
@MainActor
final class DateRangeController: TableViewDataSource, TableViewDelegate {
  let tableView = TableView(style: .grouped)
  var titles = ["Starts", "Ends"]
  var days = [10, 12]
  /// The row showing the picker, under the date it edits.
  var pickerRow: Int?

  init() throws {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "date")
    tableView.register(InlinePickerCell.self, forCellReuseIdentifier: "picker")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func dateIndex(forRow row: Int) -> Int {
    if let pickerRow, pickerRow <= row { return row - 1 }
    return row
  }

  func numberOfSections(in tableView: TableView) -> Int { 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    titles.count + (pickerRow == nil ? 0 : 1)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    if indexPath.row == pickerRow {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "picker", for: indexPath)
      if let picker = cell as? InlinePickerCell {
        picker.nextDay.removeActions(for: .touchUpInside)
        picker.nextDay.addAction(for: .touchUpInside) { [unowned self] _ in
          try self.pickerChanged()
        }
      }
      return cell
    }
    let cell = try tableView.dequeueReusableCell(withIdentifier: "date", for: indexPath)
    let index = dateIndex(forRow: indexPath.row)
    cell.textLabel?.text = "\(titles[index]): day \(days[index])"
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    guard indexPath.row != pickerRow else { return }
    let tappedBelowPicker = pickerRow.map { $0 < indexPath.row } ?? false
    let sameRow = pickerRow == indexPath.row + 1
    try tableView.deselectRow(at: indexPath, animated: true)
    try tableView.performBatchUpdates {
      if let pickerRow {
        try tableView.deleteRows(at: [IndexPath(row: pickerRow, section: 0)], with: .fade)
        self.pickerRow = nil
      }
      if !sameRow {
        let dateRow = tappedBelowPicker ? indexPath.row - 1 : indexPath.row
        self.pickerRow = dateRow + 1
        try tableView.insertRows(at: [IndexPath(row: dateRow + 1, section: 0)], with: .fade)
      }
    }
    try updatePicker()
  }

  /// Shows the edited date on the picker.
  func updatePicker() throws {
    guard let pickerRow,
      let cell = tableView.cellForRow(at: IndexPath(row: pickerRow, section: 0))
        as? InlinePickerCell
    else { return }
    cell.date = days[pickerRow - 1]
  }

  /// The picker's action: the date changes in the data and on the row above the picker.
  func pickerChanged() throws {
    guard let pickerRow,
      let picker = tableView.cellForRow(at: IndexPath(row: pickerRow, section: 0))
        as? InlinePickerCell
    else { return }
    picker.date += 1
    let index = pickerRow - 1
    days[index] = picker.date
    let dateCell = tableView.cellForRow(at: IndexPath(row: index, section: 0))
    dateCell?.textLabel?.text = "\(titles[index]): day \(days[index])"
  }
}

/// A cell with a title and a switch.
final class ToggleRowCell: TableViewCell {
  let toggle = Switch()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    accessoryView = toggle
  }

  required init?(coder: NSCoder) { return nil }
}

/// On-demand rules: a switch for Wi-Fi, and, while it is on, a row naming the networks.
@MainActor
final class OnDemandController: TableViewDataSource, TableViewDelegate {
  let tableView = TableView(style: .grouped)
  var onWiFi = false
  var networks = "Any network"

  init() throws {
    tableView.register(ToggleRowCell.self, forCellReuseIdentifier: "toggle")
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "value")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int { 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    onWiFi ? 2 : 1
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    guard indexPath.row == 0 else {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
      cell.textLabel?.text = networks
      return cell
    }
    let cell = try tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
    cell.textLabel?.text = "On Wi-Fi"
    if let cell = cell as? ToggleRowCell {
      cell.toggle.isOn = onWiFi
      cell.toggle.removeActions(for: .valueChanged)
      cell.toggle.addAction { [unowned self] toggle in try self.wiFiToggled(toggle.isOn) }
    }
    return cell
  }

  func wiFiToggled(_ isOn: Bool) throws {
    onWiFi = isOn
    let networksRow = IndexPath(row: 1, section: 0)
    if isOn {
      try tableView.insertRows(at: [networksRow], with: .fade)
      // The new row's cell is there: mark it as the one to look at.
      tableView.cellForRow(at: networksRow)?.accessoryType = .disclosureIndicator
    } else {
      try tableView.deleteRows(at: [networksRow], with: .fade)
    }
  }
}

@MainActor
@Suite("Ports: calls from commit, didSelect and handlers, then queries")
struct CallMomentsPortTests {
  @Test("A names editor: the inserted name's field starts editing, and deletes stay in step")
  func networkNames() throws {
    let screen = try NetworkNamesController()
    let names = IndexPath(row: 0, section: 0)
    let add = IndexPath(row: 0, section: 1)
    try screen.tableView.tapEditingControl(at: add)
    #expect(screen.names == [""])
    let first = screen.tableView.cellForRow(at: names) as? NameFieldCell
    #expect(first?.isEditingText == true)
    try screen.tableView.tapEditingControl(at: add)
    #expect(try screen.tableView.numberOfRows(inSection: 0) == 2)
    let second = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect((second as? NameFieldCell)?.isEditingText == true)
    // Table and data agree, so the deletes validate, down to the placeholder row.
    for _ in 0..<2 {
      try screen.tableView.tapEditingControl(at: names)
      try screen.tableView.tapSwipeAction(at: 0)
    }
    #expect(screen.names.isEmpty)
    #expect(try screen.tableView.numberOfRows(inSection: 0) == 1)
    #expect(screen.tableView.cellForRow(at: names)?.textLabel?.text == "No names")
  }

  @Test("An inline date picker: the inserted picker shows its date, its action updates the row")
  func dateRange() throws {
    let screen = try DateRangeController()
    try screen.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(try screen.tableView.numberOfRows(inSection: 0) == 3)
    let picker = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? InlinePickerCell)
    #expect(picker.date == 10)
    try picker.nextDay.send(.touchUpInside)
    #expect(screen.days == [11, 12])
    #expect(
      screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text
        == "Starts: day 11")
    // The end date's row, under the picker: the picker moves under it.
    try screen.tableView.tapRow(at: IndexPath(row: 2, section: 0))
    #expect(screen.pickerRow == 2)
    let moved = screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect((moved as? InlinePickerCell)?.date == 12)
    #expect(screen.tableView.indexPathsForSelectedRows == nil)
    // Tapped again, its date hides the picker.
    try screen.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(try screen.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("On-demand rules: the switch's handler inserts the row and finds its cell")
  func onDemand() throws {
    let screen = try OnDemandController()
    let toggleCell = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToggleRowCell)
    try toggleCell.toggle.tap()
    let networks = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(networks?.textLabel?.text == "Any network")
    #expect(networks?.accessoryType == .disclosureIndicator)
    try toggleCell.toggle.tap()
    #expect(try screen.tableView.numberOfRows(inSection: 0) == 1)
  }
}
