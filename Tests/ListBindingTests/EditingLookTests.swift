import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// A settings-like list whose first row cannot be edited: it shows a disclosure indicator and
/// an editing accessory of its own, as do the others.
@MainActor
final class SettingsList: TableViewDataSource, EditCommitting, TableViewDelegate {
  let tableView = TableView(style: .plain)
  var rows = ["Wi-Fi", "Home", "Office"]
  var editable: Set<Int> = [1, 2]
  private(set) var canEditQuestions = 0

  init() throws {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    cell.editingAccessoryType = .detailButton
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    canEditQuestions += 1
    return editable.contains(indexPath.row)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  var text: String {
    get throws { try tableView.render(with: PlainTextRenderer()) }
  }
}

/// Editing as UIKit shows it: "Rows that aren't editable ignore the editingStyle property" and
/// are not indented for the deletion or insertion control (Apple's documentation of
/// `tableView(_:canEditRowAt:)`,
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:));
/// a cell shows its `editingAccessoryType` "when the table view is in editing mode"
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype) and a
/// row that cannot be edited takes no part in that mode (*assumed*: the documentation says the
/// editing controls and indentation, not the accessory).
@MainActor
@Suite("Editing: rows that cannot be edited")
struct EditingLookTests {
  @Test("A row that cannot be edited is not indented and keeps its normal accessory")
  func notEditable() throws {
    let list = try SettingsList()
    #expect(try list.text == "  Wi-Fi  ›\n  Home   ›\n  Office ›\n")
    try list.tableView.setEditing(true, animated: false)
    #expect(try list.text == "  Wi-Fi    ›\n⊖   Home   ⓘ\n⊖   Office ⓘ\n")
    let rows = try list.tableView.renderedTable().sections[0].rows
    #expect(rows.map(\.isEditable) == [false, true, true])
    #expect(rows.map(\.editingControl) == [.none, .delete, .delete])
  }

  @Test("With no editable row, editing changes nothing but the accessories it shows")
  func noneEditable() throws {
    let list = try SettingsList()
    list.editable = []
    try list.tableView.setEditing(true, animated: false)
    #expect(try list.text == "  Wi-Fi  ›\n  Home   ›\n  Office ›\n")
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.tapEditingControl(at: IndexPath(row: 0, section: 0))
    }
    #expect(error == .notEditable(IndexPath(row: 0, section: 0)))
  }

  @Test("The data source is asked once a row whether it can edit the row, only while editing")
  func asksOnce() throws {
    let list = try SettingsList()
    _ = try list.text
    #expect(list.canEditQuestions == 0)
    try list.tableView.setEditing(true, animated: false)
    let before = list.canEditQuestions
    _ = try list.text
    #expect(list.canEditQuestions - before == 3)
  }

  @Test(
    "Random lists: each row is indented, with a control and its editing accessory, iff it edits")
  func randomLists() throws {
    var random = SplitMix64(seed: 0xED17_AB1E)
    for round in 0..<60 {
      let list = try SettingsList()
      let count = Int.random(in: 1...8, using: &random)
      list.rows = (0..<count).map { "row \($0)" }
      list.editable = Set((0..<count).filter { _ in Bool.random(using: &random) })
      try list.tableView.reloadData()
      let editing = Bool.random(using: &random)
      try list.tableView.setEditing(editing, animated: false)
      let lines = try list.text.split(separator: "\n").map(String.init)
      try #require(lines.count == count)
      let anyControl = editing && !list.editable.isEmpty
      for (row, line) in lines.enumerated() {
        let edits = editing && list.editable.contains(row)
        let context = "round \(round), seed 0xED17AB1E, row \(row): \(line.debugDescription)"
        #expect(line.hasPrefix(edits ? "⊖   row" : "  row"), "\(context)")
        #expect(line.hasSuffix(edits ? "ⓘ" : "›"), "\(context)")
        // Accessories line up: every line is as wide as the widest.
        #expect(line.count == lines.map(\.count).max(), "\(context)")
      }
      #expect(lines.contains { $0.hasPrefix("⊖") } == anyControl)
    }
  }

  @Test("While selecting several rows in editing mode, no row is asked and every row edits")
  func multipleSelectionDuringEditing() throws {
    // allowsMultipleSelectionDuringEditing: UIKit "doesn't query for editing styles when it
    // goes into editing mode"
    // (https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting).
    let list = try SettingsList()
    list.tableView.allowsMultipleSelectionDuringEditing = true
    try list.tableView.setEditing(true, animated: false)
    let before = list.canEditQuestions
    let rows = try list.tableView.renderedTable().sections[0].rows
    #expect(list.canEditQuestions == before)
    #expect(rows.map(\.isEditable) == [true, true, true])
    #expect(try list.text == "  Wi-Fi  ⓘ\n  Home   ⓘ\n  Office ⓘ\n")
  }
}

/// The renderer's side: rows with and without the editing column line up their details and
/// accessories.
@Suite("Rendering rows that cannot be edited")
struct EditingLookRenderingTests {
  typealias Row = RenderedTable.Row

  func row(
    _ index: Int, _ elements: [RenderedElement], control: TableViewCell.EditingStyle,
    editable: Bool
  ) -> Row {
    Row(
      indexPath: IndexPath(row: index, section: 0),
      content: CellContent(
        elements: elements, accessory: .disclosureIndicator, editingAccessory: .checkmark),
      editingControl: control, isEditable: editable)
  }

  @Test("Details and accessories line up whatever the rows' gutters")
  func alignment() {
    let table = RenderedTable(
      sections: [
        RenderedTable.Section(
          index: 0,
          rows: [
            row(0, [.text("Name"), .columnBreak, .text("Ann")], control: .none, editable: false),
            row(1, [.text("Age"), .columnBreak, .text("40")], control: .delete, editable: true),
          ])
      ], isEditing: true)
    #expect(PlainTextRenderer().render(table) == "  Name  Ann ›\n⊖   Age 40  ✓\n")
    // At 10 columns the accessories keep one column, the texts are cut before it.
    #expect(PlainTextRenderer(width: 10).render(table) == "  Name … ›\n⊖   Age… ✓\n")
  }

  @Test("A hand-built row is editable unless it says otherwise, as before")
  func defaultEditable() {
    let row = Row(indexPath: IndexPath(row: 0, section: 0), content: CellContent())
    #expect(row.isEditable)
  }
}
