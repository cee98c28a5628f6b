import Foundation
import ListBinding
import Testing

// The native face of cell configuration (see CellConfigurationTests of the UIKit face for the
// sources): the documentation's examples, and a cell whose handler follows its state.

extension ConfigurationStateCustomKey {
  static let isFavorite = ConfigurationStateCustomKey("com.example.isFavorite")
}

@MainActor
@Suite("Cell configuration: the native face")
struct CellConfigurationStateTests {
  @Test("A custom state set in a state reads back by its key")
  func customKey() {
    var state = CellConfigurationState()
    state[.isFavorite] = true
    #expect(state[.isFavorite] == AnyHashable(true))
    #expect(ConfigurationStateCustomKey.isFavorite.rawValue == "com.example.isFavorite")
  }

  @Test("A background configuration, as the documentation sets one")
  func background() {
    let cell = TableViewCell()
    var background = BackgroundConfiguration.listGroupedCell()
    background.cornerRadius = 10
    background.backgroundInsets = DirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
    cell.backgroundConfiguration = background
    #expect(cell.backgroundConfiguration?.backgroundInsets.leading == 8)
    #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
  }

  @Test("A handler set before display runs once; a tap runs it highlighted, then selected")
  func handler() throws {
    let tableView = TableView()
    let rows = HandlerRows()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = rows
    try tableView.reloadData()
    #expect(rows.selected == [false, false])
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(rows.selected == [false, false, false, true])
    #expect(try tableView.render(with: PlainTextRenderer()).contains("b (selected)"))
  }
}

@MainActor
final class HandlerRows: TableViewDataSource {
  var selected: [Bool] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int { 2 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let title = indexPath.row == 0 ? "a" : "b"
    cell.configurationUpdateHandler = { [weak self] cell, state in
      self?.selected.append(state.isSelected)
      var content = ListContentConfiguration.cell().updated(for: state)
      content.text = state.isSelected ? "\(title) (selected)" : title
      cell.contentConfiguration = content
    }
    return cell
  }
}
