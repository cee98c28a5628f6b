import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// A settings row: a title and a switch as its accessory view.
final class SwitchCell: TableViewCell, Bindable {
  let toggle = Switch()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    accessoryView = toggle
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to item: String) {
    textLabel?.text = item
  }
}

@MainActor
@Suite("Switches")
struct SwitchTests {
  struct Refusal: Error, CustomStringConvertible {
    var description: String { "not now" }
  }

  @Test("Setting isOn sends nothing; a toggle flips it and sends its value-changed and touch-up")
  func actions() throws {
    let toggle = Switch()
    var calls: [String] = []
    toggle.addAction { calls.append("first \($0.isOn)") }
    toggle.addAction(for: .touchUpInside) { _ in calls.append("touch") }
    toggle.addAction(for: .valueChanged) { calls.append("second \($0.isOn)") }
    toggle.setOn(true, animated: true)
    toggle.isOn = true
    #expect(calls.isEmpty)
    // A tap sends its touch-up after the value change (see ControlTapTests).
    try toggle.tap()
    #expect(!toggle.isOn)
    #expect(calls == ["first false", "second false", "touch"])
    try toggle.send(.valueChanged)
    #expect(!toggle.isOn)
    #expect(calls == ["first false", "second false", "touch", "first false", "second false"])
    toggle.removeActions(for: .valueChanged)
    try toggle.send([.valueChanged, .touchUpInside])
    #expect(calls.last == "touch")
    toggle.isEnabled = false
    try toggle.tap()
    #expect(!toggle.isOn)
  }

  @Test("A switch draws [on] or [off] in its row's accessory column")
  func rendered() throws {
    let dataSource = ListDataSource<SwitchCell>(dataItems: ["Wi-Fi", "Bluetooth"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? SwitchCell)
    try cell.toggle.tap()
    expectRendered(
      tableView,
      matches: """
          Wi-Fi     [off]
          Bluetooth [on]
        """)
  }

  @Test("In a displayed cell a toggle is a gesture: what its actions ask of the table runs at once")
  func gesture() throws {
    let dataSource = ListDataSource<SwitchCell>(dataItems: ["Wi-Fi", "Bluetooth"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let row = IndexPath(row: 1, section: 0)
    let cell = try #require(tableView.cellForRow(at: row) as? SwitchCell)
    var selectedDuringAction: IndexPath?
    cell.toggle.addAction { [weak tableView] sender in
      let tableView = try #require(tableView)
      let indexPath = try #require(tableView.indexPathForRow(containing: sender))
      try tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      selectedDuringAction = tableView.indexPathForSelectedRow
    }
    try cell.toggle.tap()
    #expect(selectedDuringAction == row)
    #expect(tableView.indexPathForSelectedRow == row)
  }

  @Test("An action's error comes out of the toggle, naming the row; the switch stays flipped")
  func errors() throws {
    let dataSource = ListDataSource<SwitchCell>(dataItems: ["Wi-Fi", "Bluetooth"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? SwitchCell)
    var later = false
    cell.toggle.addAction { _ in throw Refusal() }
    cell.toggle.addAction { _ in later = true }
    let error = #expect(throws: TableViewError.self) { try cell.toggle.tap() }
    #expect(
      error?.message == "Switch action for the row at {length = 2, path = 0 - 1} threw: not now")
    #expect(cell.toggle.isOn)
    #expect(!later)

    let loose = Switch()
    loose.addAction { _ in throw Refusal() }
    let looseError = #expect(throws: TableViewError.self) {
      try loose.send(.valueChanged)
    }
    #expect(looseError?.message == "Switch action threw: not now")
  }

  @Test("A table error thrown by an action passes through unwrapped")
  func tableErrors() throws {
    let dataSource = ListDataSource<SwitchCell>(dataItems: ["Wi-Fi"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SwitchCell)
    cell.toggle.addAction { [weak tableView] _ in
      _ = try #require(tableView).rectForRow(at: IndexPath(row: 5, section: 0))
    }
    let error = #expect(throws: TableViewError.self) { try cell.toggle.tap() }
    #expect(error == .rowOutOfRange(IndexPath(row: 5, section: 0), numberOfRows: 1))
  }
}
