import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("The cell's surface: image, accessory views, editing accessories, layouts")
struct CellSurfaceTests {
  @Test(
    "Each style lays out the image, text and detail",
    arguments: [
      (TableViewCell.Style.default, [RenderedElement.text("Title")]),
      (.subtitle, [.text("Title"), .lineBreak, .text("Detail")]),
      (.value1, [.text("Title"), .columnBreak, .text("Detail")]),
      (.value2, [.text("Title"), .columnBreak, .text("Detail")]),
    ])
  func layouts(style: TableViewCell.Style, expected: [RenderedElement]) throws {
    let cell = TableViewCell(style: style, reuseIdentifier: nil)
    let star = try #require(Image(systemName: "star"))
    cell.imageView?.image = star
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    #expect(cell.renderedContent().elements == [.image(star)] + expected)
    cell.detailTextLabel?.text = nil
    #expect(cell.renderedContent().elements == [.image(star), .text("Title")])
  }

  @Test("An accessory view belongs to the cell and replaces the accessory type")
  func accessoryView() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .checkmark
    let first = Switch()
    cell.accessoryView = first
    #expect(first.superview === cell)
    #expect(cell.renderedContent().accessoryView == [.switch(isOn: false)])
    #expect(cell.renderedContent().accessory == .checkmark)
    let second = Label(text: "3")
    cell.accessoryView = second
    #expect(first.superview == nil)
    #expect(cell.renderedContent().accessoryView == [.text("3")])
    second.isHidden = true
    #expect(cell.renderedContent().accessoryView == [])
    cell.editingAccessoryView = second
    cell.accessoryView = nil
    #expect(second.superview === cell)  // still the editing accessory view
    #expect(cell.renderedContent().accessoryView == nil)
  }

  @Test("prepareForReuse clears bound fields and keeps structure and styles")
  func prepareForReuse() throws {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: "x")
    let toggle = Switch()
    cell.accessoryView = toggle
    cell.imageView?.image = Image(named: "photo")
    cell.editingAccessoryType = .detailButton
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.textColor = .systemRed
    var content = cell.defaultContentConfiguration()
    content.text = "configured"
    cell.contentConfiguration = content
    cell.prepareForReuse()
    #expect(cell.imageView?.image == nil)
    #expect(cell.contentConfiguration == nil)
    #expect(cell.editingAccessoryType == .none)
    #expect(cell.accessoryView === toggle)
    #expect(cell.textLabel?.numberOfLines == 0)
    #expect(cell.textLabel?.textColor == .systemRed)
  }

  /// A data source of cells with a checkmark, and a disclosure indicator while editing.
  final class EditableRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Alarm \(indexPath.row + 1)"
      cell.accessoryType = .checkmark
      cell.editingAccessoryType = .disclosureIndicator
      return cell
    }
  }

  @Test("While the table is editing, rows show their editing accessory")
  func editingAccessory() throws {
    let tableView = TableView()
    let dataSource = EditableRows()
    tableView.dataSource = dataSource
    try tableView.reloadData()
    expectRendered(tableView, matches: "  Alarm 1 ✓\n  Alarm 2 ✓\n")
    try tableView.setEditing(true, animated: false)
    expectRendered(
      tableView,
      matches: """
        ⊖   Alarm 1 ›
        ⊖   Alarm 2 ›
        """)
  }

  @Test("The content configuration replaces the labels, image and content view")
  func contentConfiguration() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "hidden"
    cell.contentView.addSubview(Button())
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    cell.contentConfiguration = content
    #expect(cell.renderedContent().elements == content.renderedElements())
    #expect(content.prefersSideBySideTextAndSecondaryText)
  }
}
