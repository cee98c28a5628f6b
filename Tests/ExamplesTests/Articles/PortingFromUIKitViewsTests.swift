import Foundation
import ListBinding
import Testing

// The porting article's "Port header views, images, switches and attributed text": its code, as
// it reads there, and the text it renders.

/// A row of the article's settings screen.
struct Setting {
  var symbol: String
  var title: String
  var detail: String?
  var toggle: Switch?
}

/// The article's settings screen: configured cells, a switch, a header view, separators.
@MainActor
final class SettingsScreen: TableViewDataSource, TableViewDelegate {
  let settings = [
    Setting(symbol: "wifi", title: "Wi-Fi", detail: "Home"),
    Setting(symbol: "moon", title: "Focus", toggle: Switch()),
    Setting(symbol: "globe", title: "Language", detail: "简体中文"),
  ]

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    settings.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let setting = settings[indexPath.row]
    let cell = try tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.image = Image(systemName: setting.symbol)
    content.text = setting.title
    content.secondaryText = setting.detail
    cell.contentConfiguration = content
    cell.accessoryView = setting.toggle
    cell.accessoryType = setting.toggle == nil ? .disclosureIndicator : .none
    return cell
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    header?.textLabel?.text = "General"
    return header
  }
}

@MainActor
@Suite("Porting from UIKit: views, controls and separators")
struct PortingFromUIKitViewsTests {
  /// The article's table, rendered as it shows it.
  static func settingsText() throws -> String {
    let screen = SettingsScreen()
    let tableView = TableView(style: .insetGrouped)
    tableView.register(ValueCell.self, forCellReuseIdentifier: "setting")
    tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.dataSource = screen
    tableView.delegate = screen
    try tableView.reloadData()
    try screen.settings[1].toggle?.tap()
    return try tableView.render(with: PlainTextRenderer(drawsSeparators: true))
  }

  /// A cell of the `.value1` style.
  final class ValueCell: TableViewCell {
    override init(style: Style, reuseIdentifier: String?) {
      super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { return nil }
  }

  @Test("The settings screen renders the text the article shows")
  func settings() throws {
    #expect(
      try Self.settingsText() == """
        General
          :wifi: Wi-Fi     Home     ›
          ──────────────────────────────
          :moon: Focus              [on]
          ──────────────────────────────
          :globe: Language 简体中文 ›

        """)
  }
}
