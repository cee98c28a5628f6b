import ListBinding
import Testing

@MainActor
@Suite("Cells, labels and buttons")
struct CellTests {
  @Test("The default style has no detail label; the others have one")
  func styles() {
    #expect(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    for style in [TableViewCell.Style.value1, .value2, .subtitle] {
      #expect(TableViewCell(style: style, reuseIdentifier: "x").detailTextLabel != nil)
    }
  }

  @Test("A cell describes its labels, content subviews and accessory; a subtitle goes last")
  func content() {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "title"
    cell.detailTextLabel?.text = "detail"
    let button = Button()
    button.setTitle("○", for: .normal)
    button.setTitle("●", for: .selected)
    let label = Label(text: "男")
    let hidden = Label(text: "secret")
    hidden.isHidden = true
    cell.contentView.addSubview(button)
    cell.contentView.addSubview(label)
    cell.contentView.addSubview(hidden)
    cell.accessoryType = .checkmark
    #expect(
      cell.renderedContent()
        == CellContent(
          elements: [
            .text("title"), .button(title: "○", isSelected: false), .text("男"), .lineBreak,
            .text("detail"),
          ], accessory: .checkmark))
    button.isSelected = true
    #expect(cell.renderedContent().elements[1] == .button(title: "●", isSelected: true))
  }

  @Test("prepareForReuse clears the labels, the accessory and the selection")
  func prepareForReuse() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: "x")
    cell.textLabel?.text = "a"
    cell.detailTextLabel?.text = "b"
    cell.accessoryType = .disclosureIndicator
    cell.isSelected = true
    cell.prepareForReuse()
    #expect(cell.textLabel?.text == nil)
    #expect(cell.detailTextLabel?.text == nil)
    #expect(cell.accessoryType == .none)
    #expect(!cell.isSelected)
  }

  @Test("A button's title falls back to the normal title; actions run in order on a tap")
  func button() throws {
    let button = Button()
    #expect(button.currentTitle == nil)
    button.setTitle("tap", for: .normal)
    #expect(button.title(for: .selected) == "tap")
    var calls: [String] = []
    button.addAction(for: .touchUpInside) { _ in calls.append("first") }
    button.addAction(for: .valueChanged) { _ in calls.append("changed") }
    button.addAction {
      $0.isSelected.toggle(); calls.append("second")
    }
    try button.send(.touchUpInside)
    #expect(calls == ["first", "second"])
    #expect(button.isSelected)
    button.removeActions(for: .touchUpInside)
    try button.send([.touchUpInside, .valueChanged])
    #expect(calls == ["first", "second", "changed"])
    button.isEnabled = false
    button.setTitle("off", for: .disabled)
    #expect(button.state == [.selected, .disabled])
    #expect(button.currentTitle == "tap")
  }

  @Test("Adding a view moves it; a view cannot contain itself")
  func viewTree() {
    let a = View()
    let b = View()
    let label = Label(text: "x")
    a.addSubview(label)
    b.addSubview(label)
    #expect(a.subviews.isEmpty)
    #expect(b.subviews.count == 1)
    #expect(label.superview === b)
    b.addSubview(b)
    label.addSubview(b)
    #expect(b.superview == nil)
    #expect(label.subviews.isEmpty)
    label.removeFromSuperview()
    #expect(b.subviews.isEmpty)
  }
}
