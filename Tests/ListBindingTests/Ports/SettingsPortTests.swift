import Foundation
import ListBinding
import ListBindingTesting
import Testing

// Ported from UIKit with only the `UI` prefixes renamed and `try` added, but for the cell's
// initializer, which is `required` here (see "Porting from UIKit"). The UIKit original stands
// in a comment above each piece. Layout is swift format's; `throws` goes with each `try`.

// class SettingSwitchCell: UITableViewCell {
//     static let reuseIdentifier = "SettingSwitchCell"
//     let toggle = UISwitch()
//     var onToggle: ((Bool) -> Void)?
//
//     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
//         super.init(style: style, reuseIdentifier: reuseIdentifier)
//         selectionStyle = .none
//         accessoryView = toggle
//         toggle.addAction(UIAction { [weak self] action in
//             guard let sender = action.sender as? UISwitch else { return }
//             self?.onToggle?(sender.isOn)
//         }, for: .valueChanged)
//     }
//
//     required init?(coder: NSCoder) {
//         fatalError("init(coder:) has not been implemented")
//     }
// }
final class SettingSwitchCell: TableViewCell {
  static let reuseIdentifier = "SettingSwitchCell"
  let toggle = Switch()
  var onToggle: ((Bool) -> Void)?

  override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    accessoryView = toggle
    toggle.addAction(
      Action { [weak self] action in
        guard let sender = action.sender as? Switch else { return }
        self?.onToggle?(sender.isOn)
      }, for: .valueChanged)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// final class SettingsDataSource: NSObject, UITableViewDataSource {
//     var settings: [(title: String, isOn: Bool)] = [("Wi-Fi", true), ("Bluetooth", false)]
//
//     func register(in tableView: UITableView) {
//         tableView.register(
//             SettingSwitchCell.self, forCellReuseIdentifier: SettingSwitchCell.reuseIdentifier)
//         tableView.separatorStyle = .singleLine
//         tableView.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
//         tableView.separatorColor = .systemGray
//         let footer = UILabel()
//         footer.text = "Changes apply at once."
//         footer.textColor = .secondaryLabel
//         tableView.tableFooterView = footer
//     }
//
//     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//         settings.count
//     }
//
//     func tableView(
//         _ tableView: UITableView, cellForRowAt indexPath: IndexPath
//     ) -> UITableViewCell {
//         guard let cell = tableView.dequeueReusableCell(
//             withIdentifier: SettingSwitchCell.reuseIdentifier, for: indexPath
//         ) as? SettingSwitchCell else { return UITableViewCell() }
//         cell.textLabel?.text = settings[indexPath.row].title
//         cell.toggle.setOn(settings[indexPath.row].isOn, animated: false)
//         cell.onToggle = { [weak self] isOn in self?.settings[indexPath.row].isOn = isOn }
//         return cell
//     }
// }
final class SettingsDataSource: NSObject, TableViewDataSource {
  var settings: [(title: String, isOn: Bool)] = [("Wi-Fi", true), ("Bluetooth", false)]

  func register(in tableView: TableView) {
    tableView.register(
      SettingSwitchCell.self, forCellReuseIdentifier: SettingSwitchCell.reuseIdentifier)
    tableView.separatorStyle = .singleLine
    tableView.separatorInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    tableView.separatorColor = .systemGray
    let footer = Label()
    footer.text = "Changes apply at once."
    footer.textColor = .secondaryLabel
    tableView.tableFooterView = footer
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    settings.count
  }

  func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) throws -> TableViewCell {
    guard
      let cell = try tableView.dequeueReusableCell(
        withIdentifier: SettingSwitchCell.reuseIdentifier, for: indexPath
      ) as? SettingSwitchCell
    else { return TableViewCell() }
    cell.textLabel?.text = settings[indexPath.row].title
    cell.toggle.setOn(settings[indexPath.row].isOn, animated: false)
    cell.onToggle = { [weak self] isOn in self?.settings[indexPath.row].isOn = isOn }
    return cell
  }
}

@MainActor
@Suite("Port: a settings screen of switches")
struct SettingsPortTests {
  @Test("The ported settings render, and a toggle reaches the data")
  func settings() throws {
    let tableView = TableView()
    let dataSource = SettingsDataSource()
    dataSource.register(in: tableView)
    tableView.dataSource = dataSource
    try tableView.reloadData()
    expectRendered(
      tableView, renderer: PlainTextRenderer(drawsSeparators: true),
      matches: """
          Wi-Fi     [on]
        ─────────────────
          Bluetooth [off]
        Changes apply at once.
        """)
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? SettingSwitchCell)
    try cell.toggle.tap()
    #expect(dataSource.settings.map(\.isOn) == [true, true])
    #expect(tableView.separatorColor == .systemGray)
  }
}
