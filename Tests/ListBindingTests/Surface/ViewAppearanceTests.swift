import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("View: UIKit's appearance settings, tags, transparency and touches")
struct ViewAppearanceTests {
  @Test("Defaults are UIKit's")
  func defaults() {
    let view = View()
    #expect(view.backgroundColor == nil)
    #expect(view.alpha == 1)
    #expect(view.tag == 0)
    #expect(view.isUserInteractionEnabled)
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.tintColor == Color.tintColor)
  }

  @Test("The tint colour is inherited from the superview until set, and nil inherits again")
  func tintInheritance() {
    let outer = View()
    let middle = View()
    let inner = Label()
    outer.addSubview(middle)
    middle.addSubview(inner)
    outer.tintColor = .systemRed
    #expect(inner.tintColor == .systemRed)
    middle.tintColor = .systemGreen
    #expect(inner.tintColor == .systemGreen)
    #expect(outer.tintColor == .systemRed)
    middle.tintColor = nil
    #expect(inner.tintColor == .systemRed)
    inner.removeFromSuperview()
    #expect(inner.tintColor == Color.tintColor)
  }

  @Test("viewWithTag searches the view itself, then its subviews depth first, in order")
  func viewWithTag() {
    let root = View()
    root.tag = 1
    let first = View()
    let firstChild = Label(text: "deep")
    let second = Label(text: "shallow")
    firstChild.tag = 7
    second.tag = 7
    first.addSubview(firstChild)
    root.addSubview(first)
    root.addSubview(second)
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(7) === firstChild)
    #expect(first.viewWithTag(7) === firstChild)
    #expect(second.viewWithTag(7) === second)
    #expect(root.viewWithTag(3) == nil)
    #expect(root.viewWithTag(0) === first)
  }

  @Test("A transparent view is not rendered, like a hidden one; a faint one is")
  func transparentViewsAreNotRendered() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let badge = Label(text: "new")
    let button = Button()
    button.setTitle("Buy", for: .normal)
    cell.textLabel?.text = "Tea"
    cell.contentView.addSubview(badge)
    cell.contentView.addSubview(button)
    #expect(
      cell.renderedContent().elements == [
        .text("Tea"), .text("new"), .button(title: "Buy", isSelected: false),
      ])
    badge.alpha = 0
    button.alpha = 0.005
    #expect(cell.renderedContent().elements == [.text("Tea")])
    badge.alpha = 0.3
    button.alpha = .nan
    #expect(cell.renderedContent().elements == [.text("Tea"), .text("new")])
    cell.contentView.alpha = 0
    #expect(cell.renderedContent().elements == [.text("Tea")])
    cell.alpha = 0
    #expect(cell.renderedContent() == CellContent())
    cell.alpha = 2
    #expect(cell.alpha == 2)
    #expect(cell.renderedContent().elements == [.text("Tea")])
  }

  @Test("A hidden cell shows an empty row")
  func hiddenCell() throws {
    let tableView = TableView()
    let list = SurfaceList(["a", "b"])
    list.attach(to: tableView)
    try tableView.reloadData()
    try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))).isHidden = true
    expectRendered(tableView, matches: "\n  b\n")
  }

  @Test("A tap on a row whose cell takes no touches does nothing; code still selects it")
  func cellWithoutTouches() throws {
    let table = try SurfaceTable()
    let first = IndexPath(row: 0, section: 0)
    let cell = try #require(table.tableView.cellForRow(at: first))
    cell.isUserInteractionEnabled = false
    let log = TableEventLog(table.tableView)
    try table.tableView.tapRow(at: first)
    #expect(log.lines == ["tapRow [0, 0]"])
    #expect(table.tableView.indexPathForSelectedRow == nil)
    cell.isUserInteractionEnabled = true
    cell.alpha = 0
    try table.tableView.tapRow(at: first)
    #expect(table.tableView.indexPathForSelectedRow == nil)
    try table.tableView.selectRow(at: first)
    #expect(table.tableView.indexPathForSelectedRow == first)
    cell.alpha = 1
    let second = IndexPath(row: 1, section: 0)
    try table.tableView.tapRow(at: second)
    #expect(table.tableView.indexPathForSelectedRow == second)
  }

  @Test("An accessory button of a cell that takes no touches does not reach the delegate")
  func accessoryWithoutTouches() throws {
    final class AccessoryDelegate: TableViewDelegate {
      var taps: [IndexPath] = []
      func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        taps.append(indexPath)
      }
    }
    let table = try SurfaceTable()
    let delegate = AccessoryDelegate()
    table.tableView.delegate = delegate
    let first = IndexPath(row: 0, section: 0)
    let cell = try #require(table.tableView.cellForRow(at: first))
    cell.accessoryType = .detailButton
    cell.isUserInteractionEnabled = false
    try table.tableView.tapAccessoryButton(at: first)
    #expect(delegate.taps.isEmpty)
    cell.isUserInteractionEnabled = true
    try table.tableView.tapAccessoryButton(at: first)
    #expect(delegate.taps == [first])
  }

  @Test("Label's text alignment is stored, natural by default, and draws as before")
  func textAlignment() {
    let label = Label(text: "¥12")
    #expect(label.textAlignment == .natural)
    label.textAlignment = .right
    #expect(label.textAlignment == .right)
    #expect(label.renderedElements() == [.text("¥12")])
  }
}
